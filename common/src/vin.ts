// Offline VIN decoding (49 CFR 565), so the vehicle selector can prefill Year and Make and the server can reject mistyped VINs.
import { z } from 'zod';

export type VinResult =
  | { ok: true; vin: string; year: number; make: string | null; wmi: string; country: string | null }
  | { ok: false; error: string };

export const VIN_MSG = {
  empty: 'Enter a VIN.',
  length: (n: number) => `A VIN has 17 characters; this one has ${n}.`,
  ioq: 'A VIN cannot contain the letters I, O or Q.',
  chars: 'A VIN has only letters and digits.',
  checkDigit: 'This VIN is not valid: its check digit does not match. Check it for typing mistakes.',
  yearCode: 'This VIN is not valid: position 10 is not a model-year code.',
} as const;

// Position-10 codes in order from 1980; I, O, Q, U, Z and 0 are never used, so they are not in the cycle.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const LETTER_VALUES = '12345678.12345.7.923456789'; // A..Z; I, O and Q never reach the check
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

// Real WMIs only (49 CFR 565 / SAE assignments); an unlisted one simply leaves Make for the customer to choose.
const WMIS_BY_MAKE: Record<string, string> = {
  Acura: '19U JH4 2HN 5J8',
  Audi: 'WAU WA1 WUA TRU',
  BMW: 'WBA WBS WBX WBY 5UX 4US 5YM 3MW WB',
  Buick: '1G4 2G4 5GA 3G5 KL4',
  Cadillac: '1G6 1GY',
  Chevrolet: '1G1 1GC 1GB 1GN 2G1 2GC 2GN 3GC 3GN KL7 KL8',
  Chrysler: '1C3 2C3 1C4 2C4 3C4 2A4 2A8 3A4 3A8',
  Dodge: '1B3 2B3 1B7 3B7 2B4 1D4 1D7 1D8 2D4 3D4 3D7',
  Fiat: 'ZFA ZFB 3C3',
  Ford: '1FA 1FB 1FD 1FM 1FT 2FA 2FM 2FT 3FA 3FM 3FT 1ZV NM0 MAJ',
  Genesis: 'KMT KMU',
  GMC: '1GT 1GK 2GT 2GK 3GT',
  Honda: '1HG 2HG 3HG 5FN JHM 2HK 5J6 2HJ 19X JHL 3CZ SHH',
  Hyundai: 'KMH KM8 5NP 5NM',
  Infiniti: 'JNK JNR 5N3 3PC',
  Jeep: '1J4 1J8 ZAC',
  Kia: 'KNA KND 5XY 5XX 3KP',
  'Land Rover': 'SAL',
  Lexus: 'JTH JTJ JT6 JT8 2T2 58A',
  Lincoln: '1LN 5LM 2LM 3LN',
  Mazda: 'JM1 JM3 1YV 4F2 4F4 3MZ 7MM JM',
  'Mercedes-Benz': 'WDB WDC WDD W1K W1N 4JG 55S',
  Mercury: '1ME 2ME 3ME 4M2',
  Mini: 'WMW WMZ',
  Mitsubishi: 'JA3 JA4 4A3 4A4 ML3',
  Nissan: 'JN1 JN8 1N4 1N6 5N1 3N1 3N6',
  Pontiac: '1G2 2G2 1GM 3G7 5Y2',
  Porsche: 'WP0 WP1 WP',
  Ram: '1C6 3C6',
  Saturn: '1G8 5GZ',
  Scion: 'JTK JTL',
  Subaru: 'JF1 JF2 4S3 4S4 JF',
  Tesla: '5YJ 7SA LRW',
  Toyota: 'JT2 JT3 JT4 JTD JTE JTM JTN 2T1 2T3 4T1 4T3 5TB 5TD 5TE 5TF 5YF 1NX 3TM JT',
  Volkswagen: 'WVW WVG WV2 1VW 3VW 3VV 1V2',
  Volvo: 'YV1 YV4 7JR',
};
const MAKE_BY_WMI = new Map(
  Object.entries(WMIS_BY_MAKE).flatMap(([make, wmis]) => wmis.split(' ').map((w) => [w, make] as const)),
);

// From 2011 Chrysler, Dodge, Jeep, Ram and Fiat share these WMIs and name the brand in position 5.
const FCA_SHARED = new Set(['1C3', '2C3', '3C3', '1C4', '2C4', '3C4', '1C6', '3C6', 'ZFB']);
const FCA_BRAND: Record<string, string> = { C: 'Chrysler', D: 'Dodge', J: 'Jeep', R: 'Ram', F: 'Fiat' };

// ISO 3780 country ranges (first two characters, in VIN order A..Z then 1..9, 0), limited to where our cars come from.
const VIN_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';
const REGIONS: [string, string, string][] = [
  ['1A', '10', 'United States'],
  ['4A', '40', 'United States'],
  ['5A', '50', 'United States'],
  ['7F', '70', 'United States'],
  ['2A', '20', 'Canada'],
  ['3A', '3W', 'Mexico'],
  ['9A', '9E', 'Brazil'],
  ['JA', 'J0', 'Japan'],
  ['KL', 'KR', 'South Korea'],
  ['LA', 'L0', 'China'],
  ['MA', 'ME', 'India'],
  ['ML', 'MR', 'Thailand'],
  ['NL', 'NR', 'Turkey'],
  ['SA', 'SM', 'United Kingdom'],
  ['TR', 'TV', 'Hungary'],
  ['VF', 'VR', 'France'],
  ['VS', 'VW', 'Spain'],
  ['WA', 'W0', 'Germany'],
  ['YF', 'YK', 'Finland'],
  ['YS', 'YW', 'Sweden'],
  ['ZA', 'ZR', 'Italy'],
];

const rank = (c: string) => VIN_ORDER.indexOf(c);

function countryOf(vin: string): string | null {
  const [a = '', b = ''] = vin;
  const hit = REGIONS.find(
    ([from, to]) => a === from[0] && rank(b) >= rank(from[1] ?? '') && rank(b) <= rank(to[1] ?? ''),
  );
  return hit ? hit[2] : null;
}

function transliterate(c: string): number {
  return c >= 'A' ? Number(LETTER_VALUES[c.charCodeAt(0) - 65]) : Number(c);
}

export function checkDigit(vin: string): string {
  const sum = [...vin].reduce((acc, c, i) => acc + transliterate(c) * (WEIGHTS[i] ?? 0), 0);
  const rem = sum % 11;
  return rem === 10 ? 'X' : String(rem);
}

function makeOf(vin: string, wmi: string, year: number): string | null {
  const make = MAKE_BY_WMI.get(wmi) ?? MAKE_BY_WMI.get(wmi.slice(0, 2)) ?? null;
  if (year >= 2011 && FCA_SHARED.has(wmi)) {
    const brand = FCA_BRAND[vin[4] ?? ''];
    // FCA trucks lettered D in 2011-12 were already Rams: Dodge sold no trucks by then.
    if (brand && !(brand === 'Dodge' && make === 'Ram')) return brand;
  }
  // Ram became its own make for 2011 while its trucks kept the Dodge truck WMIs.
  if (year >= 2011 && (wmi === '1D7' || wmi === '3D7')) return 'Ram';
  return make;
}

export function normaliseVin(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export function decodeVin(input: string, opts: { now?: Date } = {}): VinResult {
  const vin = normaliseVin(input);
  if (vin === '') return { ok: false, error: VIN_MSG.empty };
  if (vin.length !== 17) return { ok: false, error: VIN_MSG.length(vin.length) };
  const bad = [...vin].find((c) => !/[0-9A-Z]/.test(c) || 'IOQ'.includes(c));
  if (bad !== undefined) return { ok: false, error: 'IOQ'.includes(bad) ? VIN_MSG.ioq : VIN_MSG.chars };
  if (vin[8] !== checkDigit(vin)) return { ok: false, error: VIN_MSG.checkDigit };

  const cycleIndex = YEAR_CODES.indexOf(vin[9] ?? '');
  if (cycleIndex < 0) return { ok: false, error: VIN_MSG.yearCode };
  // 49 CFR 565.15: for cars and light trucks a letter in position 7 marks the 2010-2039 cycle.
  let year = 1980 + cycleIndex + (/[A-Z]/.test(vin[6] ?? '') ? 30 : 0);
  const latest = (opts.now ?? new Date()).getFullYear() + 1;
  // Heavy vehicles need not follow the position-7 rule, so a year beyond next year's models means the earlier cycle.
  if (year > latest) year -= 30;

  const wmi = vin.slice(0, 3);
  return { ok: true, vin, year, make: makeOf(vin, wmi, year), wmi, country: countryOf(vin) };
}

export const vinSchema = z
  .string({ error: VIN_MSG.empty })
  .transform(normaliseVin)
  .check((ctx) => {
    const result = decodeVin(ctx.value);
    if (!result.ok) ctx.issues.push({ code: 'custom', message: result.error, input: ctx.value });
  });

/**
 * The VIN typed beside a saved vehicle (a customer's garage, the counter cart): empty is allowed, since most walk-ins do
 * not know theirs, and a given one must be a real VIN. The one rule both places use.
 */
export function optionalVin(input: string): { ok: true; vin: string } | { ok: false; error: string } {
  if (!input.trim()) return { ok: true, vin: '' };
  const decoded = decodeVin(input);
  return decoded.ok ? { ok: true, vin: decoded.vin } : decoded;
}

/** GET /ymm/json/vin: the VIN to decode, checked by the one rule (length, letters, check digit, model-year code). */
export const vinLookupInput = z.object({ VIN: vinSchema }).strict();
