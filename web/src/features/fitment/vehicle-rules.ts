// Pure rules of the vehicle screens. After the vehicle changed (spec 000 section 4, "Vehicle lifecycle") the page goes
// to ymm_redirect when it is set, else reloads when ymm_page_refresh asks for it, else only updates what is on screen.
import type { FacetEntry, FacetField, FacetOption, SaveVehicleAnswer, SessionVehicle } from '@parts/common/fitment';
import type { Chosen } from './fitment-api';

export type AfterSave = { kind: 'redirect'; to: string } | { kind: 'reload' } | { kind: 'update' };

export function afterSave(answer: Pick<SaveVehicleAnswer, 'redirect' | 'refresh'>): AfterSave {
  const to = answer.redirect?.trim();
  if (to) return { kind: 'redirect', to };
  return answer.refresh ? { kind: 'reload' } : { kind: 'update' };
}

/** After toggle_universal, whose answer is the vehicle alone: the page-refresh setting decides. */
export const afterToggle = (ymmPageRefresh: string): AfterSave =>
  ymmPageRefresh === '1' ? { kind: 'reload' } : { kind: 'update' };

/** The session vehicle's facets as the form's starting values. */
export function chosenOf(vehicle: Pick<SessionVehicle, 'facets'>): Chosen {
  const out: Chosen = {};
  for (const f of vehicle.facets as FacetEntry[]) out[f.api_field] = f.api_value;
  return out;
}

export const hasVehicle = (vehicle: Pick<SessionVehicle, 'facets'>): boolean => vehicle.facets.length > 0;

/** Popular options first in their own group (ymm_popular_sort "1"); otherwise one plain list. */
export function splitPopular(
  options: readonly FacetOption[],
  popularSort: boolean,
): { popular: FacetOption[]; rest: FacetOption[] } {
  if (!popularSort) return { popular: [], rest: [...options] };
  return { popular: options.filter((o) => o.popular), rest: options.filter((o) => !o.popular) };
}

/** The option whose name is the decoded make, ignoring case ("FORD" finds "Ford"). */
export function findByName(options: readonly FacetOption[], name: string | null): FacetOption | undefined {
  if (!name) return undefined;
  const want = name.trim().toLowerCase();
  return options.find((o) => o.name.trim().toLowerCase() === want);
}

/** Keeps only the chosen values of the given fields, dropping the empty ones. */
export function pick(chosen: Chosen, fields: readonly FacetField[]): Chosen {
  const out: Chosen = {};
  for (const f of fields) if (chosen[f]) out[f] = chosen[f];
  return out;
}
