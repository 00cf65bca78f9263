// Countries and zones the checkout accepts (contract 6): the same list GET /api/localization/ serves to the forms.
import { localization, placeByCodes } from '#src/features/account/localization';

export function isKnownCountry(iso2: string): boolean {
  return localization.countries.some((c) => c.iso_code_2 === iso2.toUpperCase());
}

export function isKnownRegion(iso2: string, zoneCode: string): boolean {
  return placeByCodes(iso2, zoneCode) !== null;
}
