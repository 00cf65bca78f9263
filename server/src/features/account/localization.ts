// Countries and their zones (states, provinces) for address forms: GET /api/localization/ (spec 000 section 7).
// The names and codes come from the country-region-data package; the store sells to the US, Canada and Mexico.
import { CA, MX, US, type CountryData } from 'country-region-data';
import type { Country, Localization } from '@parts/common/account';

/** ISO 3166-1 numeric codes serve as country_id, so an id never changes with the package's list order. */
const SOLD_TO: { data: CountryData; numeric: number }[] = [
  { data: US, numeric: 840 },
  { data: CA, numeric: 124 },
  { data: MX, numeric: 484 },
];

/** A zone's id is derived from its code (base 36), so it is stable across package updates: 840 TX → 84001037. */
export const zoneIdOf = (countryId: number, code: string) => countryId * 100_000 + parseInt(code, 36);

const countries: Country[] = SOLD_TO.map(({ data: [name, iso, regions], numeric }) => ({
  country_id: numeric,
  name,
  iso_code_2: iso,
  zones: regions
    .map(([zoneName, code]) => ({ zone_id: zoneIdOf(numeric, code), name: zoneName, code }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
}));

export const localization: Localization = { countries };

export interface Place {
  country: Country;
  zone: Country['zones'][number];
}

export function placeByIds(countryId: number, zoneId: number): Place | { error: 'country' | 'zone' } {
  const country = countries.find((c) => c.country_id === countryId);
  if (!country) return { error: 'country' };
  const zone = country.zones.find((z) => z.zone_id === zoneId);
  return zone ? { country, zone } : { error: 'zone' };
}

export function placeByCodes(iso: string, zoneCode: string): Place | null {
  const country = countries.find((c) => c.iso_code_2 === iso.toUpperCase());
  const zone = country?.zones.find((z) => z.code === zoneCode.toUpperCase());
  return country && zone ? { country, zone } : null;
}
