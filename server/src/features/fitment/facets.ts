// The cascading facet lists: years, makes, models, the choices of a base vehicle, and the engine tab's lists.
import { FACET_LABELS, type FacetField, type FacetList, type FacetOption } from '@parts/common/fitment';
import { POPULAR_MAKES } from '@parts/common/constants';
import type { Settings } from '#src/features/settings/defaults';
import { QUALIFIER_FIELDS, type ChosenFacets, type Config } from './rules';
import { facetName } from './vehicle';
import type { Vocabulary } from './vocabulary';

const list = (field: FacetField, options: FacetOption[]): FacetList => ({ field, label: FACET_LABELS[field], options });
const byName = (a: FacetOption, b: FacetOption) => a.name.localeCompare(b.name, 'en', { numeric: true });

/** With ymm_popular_sort "1" the popular makes (spec order) and models come first, flagged for the select's group. */
function popularFirst(options: FacetOption[], popularSort: boolean, rank?: (o: FacetOption) => number): FacetOption[] {
  const sorted = [...options].sort(byName);
  if (!popularSort) return sorted.map(({ id, name }) => ({ id, name }));
  const popular = sorted.filter((o) => o.popular).sort((a, b) => (rank ? rank(a) - rank(b) : 0) || byName(a, b));
  return [...popular, ...sorted.filter((o) => !o.popular).map(({ id, name }) => ({ id, name }))];
}

export function yearsList(vocab: Vocabulary): FacetList {
  return list(
    'Year',
    vocab.years.map((y) => ({ id: y, name: String(y) })),
  );
}

export function makesList(vocab: Vocabulary, year: number, settings: Settings): FacetList {
  const makes = [...(vocab.byYear.get(year)?.keys() ?? [])].map((id) => ({
    id,
    name: vocab.makes.get(id)?.name ?? '',
    popular: vocab.makes.get(id)?.popular ?? false,
  }));
  const rank = (o: FacetOption) => (POPULAR_MAKES as readonly string[]).indexOf(o.name);
  return list('MakeID', popularFirst(makes, settings.ymm_popular_sort === '1', rank));
}

export function modelsList(vocab: Vocabulary, year: number, makeId: number, settings: Settings): FacetList {
  const ids = vocab.byYear.get(year)?.get(makeId) ?? new Set<number>();
  const models = [...ids].map((id) => ({
    id,
    name: vocab.models.get(id)?.name ?? '',
    popular: vocab.models.get(id)?.popular ?? false,
  }));
  return list('ModelID', popularFirst(models, settings.ymm_popular_sort === '1'));
}

const CHOICE_SETTING: Partial<Record<FacetField, keyof Settings>> = {
  SubModelID: 'enable_sub_model',
  BodyTypeID: 'enable_body_type',
  BedLengthID: 'enable_bed_length',
};

/** The facets that still split the base vehicle's configurations, given the choices made so far. */
export function choicesList(
  vocab: Vocabulary,
  configs: Config[],
  chosen: ChosenFacets,
  settings: Settings,
): FacetList[] {
  if (!settings.enable_choices) return [];
  const agreeing = configs.filter((c) => QUALIFIER_FIELDS.every((f) => chosen[f] === undefined || c[f] === chosen[f]));
  const out: FacetList[] = [];
  for (const field of QUALIFIER_FIELDS) {
    const setting = CHOICE_SETTING[field];
    if (setting && settings[setting] !== true) continue;
    const ids = [...new Set(agreeing.map((c) => c[field]).filter((v): v is number => v !== null))];
    // A chosen facet stays listed so the select can show it; an unchosen one only when there is a real choice.
    if (chosen[field] === undefined && ids.length < 2) continue;
    out.push(list(field, ids.map((id) => ({ id, name: facetName(vocab, field, id) })).sort(byName)));
  }
  return out;
}

export function engineMfrsList(vocab: Vocabulary): FacetList {
  return list('EngineMfrID', [...vocab.engineMfrs].map(([id, name]) => ({ id, name })).sort(byName));
}

export function engineFamiliesList(vocab: Vocabulary, mfrId: number): FacetList {
  const families = [...vocab.engineFamilies]
    .filter(([, f]) => f.mfrId === mfrId)
    .map(([id, f]) => ({ id, name: f.name }));
  return list('EngineFamilyID', families.sort(byName));
}

export function engineSizesList(vocab: Vocabulary, mfrId: number, familyId: number): FacetList {
  const sizes = new Set(
    [...vocab.engines.values()].filter((e) => e.mfrId === mfrId && e.familyId === familyId).map((e) => e.sizeId),
  );
  return list(
    'EngineSizeID',
    [...sizes].map((id) => ({ id, name: vocab.engineSizes.get(id) ?? String(id) })).sort(byName),
  );
}
