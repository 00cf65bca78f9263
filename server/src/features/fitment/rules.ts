// The fitment rule (spec 000 section 4) as a plain function of plain data, so every case is tested without a database.
//
// With a Year/Make/Model chosen, the part is judged against every configuration of that base vehicle that agrees with
// the facets chosen so far: it fits all of them (yes), none (no), or some (maybe: the facets that tell them apart are
// the choices the shopper is asked for). That is what "not specific enough to decide" means in ACES terms.
import type { FitResult } from '@parts/common/fitment';

export const QUALIFIER_FIELDS = [
  'SubModelID',
  'BodyTypeID',
  'BedLengthID',
  'EngineMfrID',
  'EngineFamilyID',
  'EngineSizeID',
] as const;
export type QualifierField = (typeof QUALIFIER_FIELDS)[number];

export interface ChosenFacets {
  Year?: number;
  MakeID?: number;
  ModelID?: number;
  SubModelID?: number;
  BodyTypeID?: number;
  BedLengthID?: number;
  EngineMfrID?: number;
  EngineFamilyID?: number;
  EngineSizeID?: number;
}

/** A built configuration of the chosen base vehicle, with its engine spelled out. */
export interface Config {
  SubModelID: number;
  BodyTypeID: number;
  BedLengthID: number | null;
  EngineMfrID: number;
  EngineFamilyID: number;
  EngineSizeID: number;
  engineId: number;
}

/** An application of the part; null qualifiers mean "any". Engine given as the engine's three ids. */
export interface App {
  baseVehicleId: number;
  SubModelID: number | null;
  BodyTypeID: number | null;
  BedLengthID: number | null;
  engine: { EngineMfrID: number; EngineFamilyID: number; EngineSizeID: number } | null;
  notes: string[];
}

export interface PartFacts {
  universal: boolean;
  /** Whether the part has any application at all (on any vehicle). */
  hasApplications: boolean;
  /** Its applications on the chosen base vehicle (YMM) or on engines matching the chosen engine (engine only). */
  apps: App[];
}

export interface Verdict {
  result: FitResult;
  notes: string[];
  /**
   * For maybe: each facet still to choose, with every value the vehicle is built with (ids) and those on which the
   * part fits (fits), so an owner of another engine can answer and be told it does not fit.
   */
  choices: { field: QualifierField; ids: number[]; fits: number[] }[];
}

export interface VehicleContext {
  chosen: ChosenFacets;
  /** The base vehicle of Year/Make/Model, or null when none is chosen (or it does not exist). */
  baseVehicleId: number | null;
  /** Configurations of that base vehicle (empty when unknown). */
  configs: Config[];
}

const hasYmm = (c: ChosenFacets) => c.Year !== undefined && c.MakeID !== undefined && c.ModelID !== undefined;
const hasEngine = (c: ChosenFacets) => c.EngineMfrID !== undefined;

function configAgrees(cfg: Config, chosen: ChosenFacets): boolean {
  return QUALIFIER_FIELDS.every((f) => chosen[f] === undefined || cfg[f] === chosen[f]);
}

function appCovers(app: App, cfg: Config): boolean {
  if (app.SubModelID !== null && app.SubModelID !== cfg.SubModelID) return false;
  if (app.BodyTypeID !== null && app.BodyTypeID !== cfg.BodyTypeID) return false;
  if (app.BedLengthID !== null && app.BedLengthID !== cfg.BedLengthID) return false;
  if (
    app.engine &&
    (app.engine.EngineMfrID !== cfg.EngineMfrID ||
      app.engine.EngineFamilyID !== cfg.EngineFamilyID ||
      app.engine.EngineSizeID !== cfg.EngineSizeID)
  )
    return false;
  return true;
}

/** App-level value of a qualifier, for judging without configurations. */
function appValue(app: App, f: QualifierField): number | null {
  if (f === 'SubModelID' || f === 'BodyTypeID' || f === 'BedLengthID') return app[f];
  return app.engine ? app.engine[f] : null;
}

const unique = <T>(xs: T[]) => [...new Set(xs)];
const notesOf = (apps: App[]) => unique(apps.flatMap((a) => a.notes));

export function judge(part: PartFacts, vehicle: VehicleContext): Verdict {
  const none: Verdict = { result: 'unknown', notes: [], choices: [] };
  if (part.universal) return { ...none, result: 'universal' };
  if (!part.hasApplications) return none;
  const { chosen } = vehicle;
  if (hasYmm(chosen) && vehicle.baseVehicleId !== null)
    return judgeBaseVehicle(
      part.apps.filter((a) => a.baseVehicleId === vehicle.baseVehicleId),
      vehicle,
    );
  if (hasYmm(chosen)) return { ...none, result: 'no' };
  if (hasEngine(chosen)) return judgeEngineOnly(part.apps, chosen);
  return { ...none, result: 'maybe' };
}

function judgeBaseVehicle(apps: App[], { chosen, configs }: VehicleContext): Verdict {
  if (apps.length === 0) return { result: 'no', notes: [], choices: [] };
  const candidates = configs.filter((c) => configAgrees(c, chosen));
  if (candidates.length === 0) return judgeWithoutConfigs(apps, chosen);
  const fitting = candidates.filter((c) => apps.some((a) => appCovers(a, c)));
  const notes = notesOf(apps.filter((a) => candidates.some((c) => appCovers(a, c))));
  if (fitting.length === candidates.length) return { result: 'yes', notes, choices: [] };
  if (fitting.length === 0) return { result: 'no', notes: [], choices: [] };
  // Ask for the facets whose values separate the fitting configurations from the others.
  const open = QUALIFIER_FIELDS.filter((f) => chosen[f] === undefined);
  const telling = open.filter((f) => {
    const fitValues = new Set(fitting.map((c) => c[f]));
    return candidates.some((c) => !fitValues.has(c[f]));
  });
  const fields = telling.length > 0 ? telling : open.filter((f) => new Set(candidates.map((c) => c[f])).size > 1);
  const values = (cs: typeof candidates, field: QualifierField) =>
    unique(cs.map((c) => c[field]).filter((v): v is number => v !== null)).sort((a, b) => a - b);
  const choices = fields.map((field) => ({ field, ids: values(candidates, field), fits: values(fitting, field) }));
  return { result: 'maybe', notes, choices };
}

/** When the vocabulary has no configurations for the vehicle, judge the applications' qualifiers directly. */
function judgeWithoutConfigs(apps: App[], chosen: ChosenFacets): Verdict {
  let open = false;
  const matching: App[] = [];
  for (const app of apps) {
    const values = QUALIFIER_FIELDS.map((f) => [f, appValue(app, f)] as const).filter(([, v]) => v !== null);
    if (values.some(([f, v]) => chosen[f] !== undefined && chosen[f] !== v)) continue;
    matching.push(app);
    if (values.some(([f]) => chosen[f] === undefined)) open = true;
    else return { result: 'yes', notes: notesOf([app]), choices: [] };
  }
  if (!open) return { result: 'no', notes: [], choices: [] };
  const fields = QUALIFIER_FIELDS.filter(
    (f) => chosen[f] === undefined && matching.some((a) => appValue(a, f) !== null),
  );
  // Without configurations the vehicle's other values are unknown: only the fitting ones can be offered.
  const choices = fields.map((field) => {
    const ids = unique(matching.map((a) => appValue(a, field)).filter((v): v is number => v !== null)).sort(
      (a, b) => a - b,
    );
    return { field, ids, fits: ids };
  });
  return { result: 'maybe', notes: notesOf(matching), choices };
}

/**
 * Engine tab without a Year/Make/Model: a part made for that engine fits; a part made for other engines does not;
 * a part whose applications name no engine needs the vehicle itself to decide (maybe, prompting for Year/Make/Model).
 */
function judgeEngineOnly(apps: App[], chosen: ChosenFacets): Verdict {
  const engineApps = apps.filter((a) => a.engine !== null);
  const matches = engineApps.filter(
    (a) =>
      a.engine!.EngineMfrID === chosen.EngineMfrID &&
      (chosen.EngineFamilyID === undefined || a.engine!.EngineFamilyID === chosen.EngineFamilyID) &&
      (chosen.EngineSizeID === undefined || a.engine!.EngineSizeID === chosen.EngineSizeID),
  );
  if (matches.length > 0) return { result: 'yes', notes: notesOf(matches), choices: [] };
  if (engineApps.length > 0 && engineApps.length === apps.length) return { result: 'no', notes: [], choices: [] };
  return { result: 'maybe', notes: [], choices: [] };
}
