// Ties the session, the vocabulary and the rule together: the vehicle of a request and the verdicts for its parts.
import { fitLabel, fitMessage, FACET_LABELS, type FitmentPart, type SessionVehicle } from '@parts/common/fitment';
import type { Db } from '#src/db/client';
import type { SessionData } from '#src/http/session';
import type { Settings } from '#src/features/settings/defaults';
import { factsFor, fitsVehicleInCategorySql, fitsVehicleSql, type PartRow } from './queries';
import { judge, type ChosenFacets, type Config, type PartFacts } from './rules';
import { baseVehicleOf, describeVehicle, facetName, hasEngine, hasYmm } from './vehicle';
import { configsOf, vocabulary, type Vocabulary } from './vocabulary';

export interface VehicleState {
  vocab: Vocabulary;
  chosen: ChosenFacets;
  showUniversal: boolean;
  baseVehicleId: number | null;
  configs: Config[];
  vehicle: SessionVehicle;
}

export async function vehicleState(
  db: Db,
  session: SessionData,
  settings: Settings,
  override?: ChosenFacets,
): Promise<VehicleState> {
  const vocab = await vocabulary(db);
  const chosen = (override ?? session.vehicle ?? {}) as ChosenFacets;
  const showUniversal = session.showUniversal ?? settings.show_universal;
  const baseVehicleId = baseVehicleOf(vocab, chosen);
  const configs = baseVehicleId === null ? [] : await configsOf(db, baseVehicleId);
  return {
    vocab,
    chosen,
    showUniversal,
    baseVehicleId,
    configs,
    vehicle: describeVehicle(vocab, chosen, showUniversal),
  };
}

export const hasVehicle = (state: VehicleState) => hasYmm(state.chosen) || hasEngine(state.chosen);

export async function judgeParts(
  db: Db,
  state: VehicleState,
  parts: PartRow[],
  known?: Map<number, PartFacts>,
): Promise<Map<number, FitmentPart>> {
  const facts = known ?? (await factsFor(db, state.vocab, parts, state.chosen, state.baseVehicleId));
  const withVehicle = hasVehicle(state);
  const out = new Map<number, FitmentPart>();
  for (const p of parts) {
    const verdict = judge(facts.get(p.product_id)!, {
      chosen: state.chosen,
      baseVehicleId: state.baseVehicleId,
      configs: state.configs,
    });
    out.set(p.product_id, {
      aaia: p.aaia,
      mpn: p.mpn,
      product_id: p.product_id,
      name: p.name,
      result: verdict.result,
      label: fitLabel(verdict.result, withVehicle),
      message: fitMessage(verdict.result),
      notes: verdict.notes,
      choices: verdict.choices.map((c) => ({
        field: c.field,
        label: FACET_LABELS[c.field],
        options: c.ids.map((id) => ({ id, name: facetName(state.vocab, c.field, id), fits: c.fits.includes(id) })),
      })),
    });
  }
  return out;
}

/** The listing filter for this request's vehicle, or null when there is none. */
export const listingFilter = (state: VehicleState) =>
  fitsVehicleSql(state.chosen, state.baseVehicleId, state.showUniversal);

/** The listing filter for one category's page, from the fit table; null when the fit table cannot answer (listingFilter then). */
export const categoryListingFilter = (state: VehicleState, categoryId: number) =>
  fitsVehicleInCategorySql(state.chosen, state.baseVehicleId, state.showUniversal, categoryId);
