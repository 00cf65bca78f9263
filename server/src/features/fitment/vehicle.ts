// The session vehicle: which facets the shopper chose, checked against the vocabulary, and how it reads on screen.
import {
  ENGINE_FIELDS,
  FACET_LABELS,
  isFacetField,
  type FacetEntry,
  type FacetField,
  type SessionVehicle,
} from '@parts/common/fitment';
import { badRequest } from '#src/http/errors';
import type { ChosenFacets, Config } from './rules';
import { bvKey, type Vocabulary } from './vocabulary';
import { INT4_MAX } from '@parts/common/input';

export const hasYmm = (c: ChosenFacets) => c.Year !== undefined && c.MakeID !== undefined && c.ModelID !== undefined;
export const hasEngine = (c: ChosenFacets) => c.EngineMfrID !== undefined;

export function baseVehicleOf(vocab: Vocabulary, c: ChosenFacets): number | null {
  return hasYmm(c) ? (vocab.baseVehicles.get(bvKey(c.Year!, c.MakeID!, c.ModelID!)) ?? null) : null;
}

/** Reads `add1=Year:2015&add2=MakeID:54…` (also `Field=Value` or `Field|Value`), and plain `Year=2015` parameters. */
export function parseFacetParams(params: Record<string, unknown>): ChosenFacets {
  const out: Record<string, number> = {};
  const put = (field: string, raw: unknown) => {
    if (!isFacetField(field)) throw badRequest(`Unknown vehicle facet "${field}".`);
    // Plain digits only (decision 0014): Number() would read 0x7DF, 2.015e3 or true as years and ids.
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
    const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(n) || n <= 0 || n > INT4_MAX)
      throw badRequest(`${FACET_LABELS[field]} must be a positive whole number.`);
    out[field] = n;
  };
  for (const [key, value] of Object.entries(params)) {
    if (/^add\d+$/.test(key)) {
      const m = /^([A-Za-z]+)\s*[:=|]\s*(.+)$/.exec(String(value));
      if (!m) throw badRequest(`${key} must look like Field:Value, for example Year:2015.`);
      put(m[1]!, m[2]);
    } else if (isFacetField(key)) put(key, value);
  }
  return out as ChosenFacets;
}

/** Checks the facets name a real vehicle and real choices of it; answers 400 with the first problem. */
export function checkChosen(vocab: Vocabulary, chosen: ChosenFacets, configs: Config[]): void {
  const ymmGiven = ['Year', 'MakeID', 'ModelID'].filter((f) => chosen[f as keyof ChosenFacets] !== undefined);
  if (ymmGiven.length > 0 && ymmGiven.length < 3) throw badRequest('Choose a Year, Make and Model.');
  if (hasYmm(chosen)) {
    if (baseVehicleOf(vocab, chosen) === null) throw badRequest('That Year, Make and Model is not a vehicle we know.');
    for (const f of ['SubModelID', 'BodyTypeID', 'BedLengthID', ...ENGINE_FIELDS] as const) {
      if (chosen[f] !== undefined && !configs.some((c) => c[f] === chosen[f]))
        throw badRequest(`That ${FACET_LABELS[f]} is not offered on this vehicle.`);
    }
    return;
  }
  if (!hasEngine(chosen)) throw badRequest('Choose a Year, Make and Model, or an engine.');
  if (chosen.SubModelID !== undefined || chosen.BodyTypeID !== undefined || chosen.BedLengthID !== undefined)
    throw badRequest('Choose a Year, Make and Model first.');
  if (!vocab.engineMfrs.has(chosen.EngineMfrID!)) throw badRequest('That engine manufacturer is not one we know.');
  const engines = [...vocab.engines.values()].filter(
    (e) =>
      e.mfrId === chosen.EngineMfrID &&
      (chosen.EngineFamilyID === undefined || e.familyId === chosen.EngineFamilyID) &&
      (chosen.EngineSizeID === undefined || e.sizeId === chosen.EngineSizeID),
  );
  if (engines.length === 0) throw badRequest('That engine family and size do not go together.');
}

/** Facets that depend on the removed one go with it (a model without its make means nothing). */
export function removeFacet(chosen: ChosenFacets, field: FacetField): ChosenFacets {
  const next = { ...chosen };
  if (field === 'Year' || field === 'MakeID' || field === 'ModelID') return {};
  if (field === 'EngineMfrID' || field === 'EngineFamilyID' || field === 'EngineSizeID') {
    const order = ENGINE_FIELDS.indexOf(field);
    for (const f of ENGINE_FIELDS.slice(order)) delete next[f];
    if (!hasYmm(next) && !hasEngine(next)) return {};
    return next;
  }
  delete next[field];
  return next;
}

function nameOf(vocab: Vocabulary, field: FacetField, id: number): string {
  switch (field) {
    case 'Year':
      return String(id);
    case 'MakeID':
      return vocab.makes.get(id)?.name ?? String(id);
    case 'ModelID':
      return vocab.models.get(id)?.name ?? String(id);
    case 'SubModelID':
      return vocab.subModels.get(id) ?? String(id);
    case 'BodyTypeID':
      return vocab.bodyTypes.get(id) ?? String(id);
    case 'BedLengthID':
      return vocab.bedLengths.get(id) ?? String(id);
    case 'EngineMfrID':
      return vocab.engineMfrs.get(id) ?? String(id);
    case 'EngineFamilyID':
      return vocab.engineFamilies.get(id)?.name ?? String(id);
    case 'EngineSizeID':
      return vocab.engineSizes.get(id) ?? String(id);
  }
}
export { nameOf as facetName };

const ORDER: FacetField[] = [
  'Year',
  'MakeID',
  'ModelID',
  'SubModelID',
  'BodyTypeID',
  'BedLengthID',
  'EngineMfrID',
  'EngineFamilyID',
  'EngineSizeID',
];

export function facetEntries(vocab: Vocabulary, chosen: ChosenFacets): FacetEntry[] {
  return ORDER.filter((f) => chosen[f] !== undefined).map((f) => ({
    api_field: f,
    api_value: String(chosen[f]),
    label_field: FACET_LABELS[f],
    label_value: nameOf(vocab, f, chosen[f]!),
  }));
}

export function describeVehicle(vocab: Vocabulary, chosen: ChosenFacets, showUniversal: boolean): SessionVehicle {
  const entries = facetEntries(vocab, chosen);
  const value = (f: FacetField) => entries.find((e) => e.api_field === f)?.label_value;
  const words = hasYmm(chosen)
    ? [value('Year'), value('MakeID'), value('ModelID'), value('SubModelID'), value('EngineSizeID')]
    : [value('EngineMfrID'), value('EngineFamilyID'), value('EngineSizeID')];
  return {
    facets: entries,
    hasYmm: hasYmm(chosen),
    hasEngine: hasEngine(chosen),
    label: words.filter(Boolean).join(' '),
    show_universal: showUniversal,
  };
}

/** Rebuilds chosen facets from stored ymm_data entries (customer vehicles). */
export function chosenFromEntries(entries: FacetEntry[]): ChosenFacets {
  const out: Record<string, number> = {};
  for (const e of entries) out[e.api_field] = Number(e.api_value);
  return out as ChosenFacets;
}
