// Countries and zones the checkout accepts (contract 6). The account branch's /api/localization/ is the source of
// truth after merge; until then this small table checks country iso_code_2 + zone code. Swap `isKnownRegion` for a
// lookup in the localization tables when they land.
const US = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR';
const CA = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const MX = 'AGU BCN BCS CAM CHP CHH CMX COA COL DUR GUA GRO HID JAL MEX MIC MOR NAY NLE OAX PUE QUE ROO SLP SIN SON TAB TAM TLA VER YUC ZAC';

export const REGIONS: Record<string, Set<string>> = { US: new Set(US.split(' ')), CA: new Set(CA.split(' ')), MX: new Set(MX.split(' ')) };

export function isKnownCountry(iso2: string): boolean {
  return iso2 in REGIONS;
}

export function isKnownRegion(iso2: string, zoneCode: string): boolean {
  return REGIONS[iso2]?.has(zoneCode) ?? false;
}
