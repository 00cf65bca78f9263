// The /ymm/json/ calls the screens make (spec 000 section 7). The facet lists' GETs and their cache are in
// fitment-queries.ts.
import {
  FACET_FIELDS,
  saveVehicleAnswerSchema,
  sessionVehicleSchema,
  type FacetField,
  type SaveVehicleAnswer,
  type SessionVehicle,
} from '@parts/common/fitment';
import { api } from '../../ui/api';

/** Chosen facet values as the selects hold them ('' or missing = not chosen). */
export type Chosen = Partial<Record<FacetField, string>>;

const YMM = '/ymm/json';

function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]));
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
}

export const facetPaths = {
  years: () => `${YMM}/years`,
  makes: (year: string) => `${YMM}/makes${query({ Year: year })}`,
  models: (year: string, makeId: string) => `${YMM}/models${query({ Year: year, MakeID: makeId })}`,
  /** The optional facets that split a base vehicle, narrowed by the ones already chosen. */
  choices: (chosen: Chosen) => `${YMM}/choices${query(chosen)}`,
  engineMfrs: () => `${YMM}/engine_mfrs`,
  engineFamilies: (mfrId: string) => `${YMM}/engine_family_sizes${query({ EngineMfrID: mfrId })}`,
  engineSizes: (mfrId: string, familyId: string) =>
    `${YMM}/engine_sizes${query({ EngineMfrID: mfrId, EngineFamilyID: familyId })}`,
};

/** saveVehicle?add1=Year:2015&add2=MakeID:5…; no facets resets the vehicle. */
export function saveVehiclePath(chosen: Chosen, opts: { replace?: boolean } = {}): string {
  const adds = FACET_FIELDS.filter((f) => chosen[f]).map(
    (f, i) => [`add${i + 1}`, `${f}:${chosen[f]}`] as [string, string],
  );
  // The engine tab picks a whole new vehicle; without replace the server would narrow the saved one.
  if (opts.replace && adds.length) adds.push(['replace', '1']);
  return `${YMM}/saveVehicle${adds.length ? `?${new URLSearchParams(adds).toString()}` : ''}`;
}

export const saveVehicle = (chosen: Chosen, opts: { replace?: boolean } = {}): Promise<SaveVehicleAnswer> =>
  api(saveVehiclePath(chosen, opts), { schema: saveVehicleAnswerSchema });

export const removeFacet = (field: FacetField): Promise<SaveVehicleAnswer> =>
  api(`${YMM}/remove_facet${query({ remove: field })}`, { schema: saveVehicleAnswerSchema });

export const toggleUniversal = (): Promise<SessionVehicle> =>
  api(`${YMM}/toggle_universal`, { schema: sessionVehicleSchema });
