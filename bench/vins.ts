// VINs for the decode bench: real WMI/VDS/year prefixes (positions 1-10; position 9 is recomputed) with varied
// plants and serials, each given its correct check digit.
import { checkDigit } from '@parts/common/vin';

const PREFIXES = [
  '1HGCM82603',
  '1FTFW1ET0D',
  '1FTEW1EG0F',
  '5YJ3E1EA0K',
  '3GNAXKEV0K',
  '1G1ZD5ST0J',
  '2T1BURHE0J',
  '1C6RR7LT0K',
  '5FNRL6H70K',
  '4T1B11HK0K',
];

export function benchVins(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const raw = `${PREFIXES[i % PREFIXES.length]}${'ABCDEFGHJK'[i % 10]}${String(100000 + i * 37).slice(-6)}`;
    return `${raw.slice(0, 8)}${checkDigit(raw)}${raw.slice(9)}`;
  });
}
