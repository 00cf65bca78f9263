// Fitment queries: the facts the rule needs for a set of parts, and the SQL condition that filters listings.
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { mpnKey } from '@parts/common/part-number';
import { QUALIFIER_FIELDS, type App, type ChosenFacets, type PartFacts } from './rules';
import { hasEngine, hasYmm } from './vehicle';
import type { Vocabulary } from './vocabulary';

export interface PartRow {
  product_id: number;
  name: string;
  mpn: string;
  aaia: string;
  universal: boolean;
  has_apps: boolean;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Parts by brand code and part number ("BD-1234", "bd1234" and "BD 1234" are the same part). */
export async function partsByAaiaMpn(db: Db, keys: { aaia: string; mpn: string }[]): Promise<PartRow[]> {
  if (keys.length === 0) return [];
  const pairs = sql.join(
    keys.map((k) => sql`(${k.aaia.toUpperCase()}, ${mpnKey(k.mpn)})`),
    sql`, `,
  );
  return rowsOf<PartRow>(
    await db.execute(sql`
      select p.product_id, p.name, p.mpn, m.aaia, p.universal,
        exists (select 1 from applications a where a.product_id = p.product_id) as has_apps
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      where p.mpn_key in (${sql.join(
        keys.map((k) => sql`${mpnKey(k.mpn)}`),
        sql`, `,
      )}) and (m.aaia, p.mpn_key) in (${pairs})`),
  );
}

export async function partsByIds(db: Db, ids: number[]): Promise<PartRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PartRow>(
    await db.execute(sql`
      select p.product_id, p.name, p.mpn, m.aaia, p.universal,
        exists (select 1 from applications a where a.product_id = p.product_id) as has_apps
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      where p.product_id in (${idList(ids)})`),
  );
}

interface AppRow {
  product_id: number;
  base_vehicle_id: number;
  sub_model_id: number | null;
  body_type_id: number | null;
  bed_length_id: number | null;
  engine_id: number | null;
  notes: string[];
}

/**
 * The applications the rule needs: on the chosen base vehicle only (one index range per part), or, for an
 * engine-only vehicle, all of the part's applications (whether any names another engine decides "no").
 */
export async function factsFor(
  db: Db,
  vocab: Vocabulary,
  parts: PartRow[],
  chosen: ChosenFacets,
  baseVehicleId: number | null,
): Promise<Map<number, PartFacts>> {
  const facts = new Map<number, PartFacts>(
    parts.map((p) => [p.product_id, { universal: p.universal, hasApplications: p.has_apps, apps: [] }]),
  );
  const need = parts.filter((p) => !p.universal && p.has_apps).map((p) => p.product_id);
  const where =
    hasYmm(chosen) && baseVehicleId !== null
      ? sql`and a.base_vehicle_id = ${baseVehicleId}`
      : hasEngine(chosen)
        ? sql``
        : null;
  if (need.length === 0 || where === null) return facts;
  const rows = rowsOf<AppRow>(
    await db.execute(sql`
      select a.product_id, a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.notes
      from applications a where a.product_id in (${idList(need)}) ${where}`),
  );
  for (const r of rows) facts.get(r.product_id)?.apps.push(toApp(vocab, r));
  return facts;
}

function toApp(vocab: Vocabulary, r: AppRow): App {
  const engine = r.engine_id === null ? undefined : vocab.engines.get(r.engine_id);
  return {
    baseVehicleId: r.base_vehicle_id,
    SubModelID: r.sub_model_id,
    BodyTypeID: r.body_type_id,
    BedLengthID: r.bed_length_id,
    engine: engine ? { EngineMfrID: engine.mfrId, EngineFamilyID: engine.familyId, EngineSizeID: engine.sizeId } : null,
    notes: r.notes,
  };
}

/**
 * Listing filter on products aliased `p`: parts with an application that the chosen facets do not rule out (so fits
 * and maybes, never a sure no), plus universal parts when the shopper shows them. Null when no vehicle is chosen.
 */
export function fitsVehicleSql(chosen: ChosenFacets, baseVehicleId: number | null, showUniversal: boolean): SQL | null {
  const universal = showUniversal ? sql`p.universal or ` : sql``;
  const engineCond = hasEngine(chosen)
    ? sql`and (a.engine_id is null or a.engine_id in (select e.engine_id from engines e where e.engine_mfr_id = ${chosen.EngineMfrID!}
        ${chosen.EngineFamilyID !== undefined ? sql`and e.engine_family_id = ${chosen.EngineFamilyID}` : sql``}
        ${chosen.EngineSizeID !== undefined ? sql`and e.engine_size_id = ${chosen.EngineSizeID}` : sql``}))`
    : sql``;
  if (hasYmm(chosen)) {
    if (baseVehicleId === null) return showUniversal ? sql`p.universal` : sql`false`;
    const q = (col: string, v: number | undefined) =>
      v === undefined ? sql`` : sql`and (${sql.raw(`a.${col}`)} is null or ${sql.raw(`a.${col}`)} = ${v})`;
    // Correlated EXISTS: one (base vehicle, product) index probe per listed product, driven by the category's rows.
    return sql`(${universal}exists (select 1 from applications a where a.product_id = p.product_id and a.base_vehicle_id = ${baseVehicleId}
      ${q('sub_model_id', chosen.SubModelID)} ${q('body_type_id', chosen.BodyTypeID)} ${q('bed_length_id', chosen.BedLengthID)} ${engineCond}))`;
  }
  if (hasEngine(chosen)) {
    // Engine only: parts made for a matching engine.
    return sql`(${universal}exists (select 1 from applications a where a.product_id = p.product_id and a.engine_id is not null ${engineCond}))`;
  }
  return null;
}

/**
 * The same filter for one category, read from the fit table (migration 0021, decision 0027): the category's products
 * fitting the base vehicle (and its universal products, from universal_fits, when the shopper shows them) are index
 * range scans, instead of an applications probe per product of the category. The table knows only "has an application
 * on the base vehicle", so chosen qualifiers still apply fitsVehicleSql on top (the table's set holds all it keeps).
 * Null when the vehicle has no base vehicle (engine only, or no such vehicle): the caller keeps fitsVehicleSql.
 */
export function fitsVehicleInCategorySql(
  chosen: ChosenFacets,
  baseVehicleId: number | null,
  showUniversal: boolean,
  categoryId: number,
): SQL | null {
  if (!hasYmm(chosen) || baseVehicleId === null) return null;
  const fitting = sql`select f.product_id from vehicle_fits f where f.base_vehicle_id = ${baseVehicleId} and f.category_id = ${categoryId}`;
  const universal = sql`select u.product_id from universal_fits u where u.category_id = ${categoryId}`;
  const fromTable = sql`p.product_id in (${fitting}${showUniversal ? sql` union all ${universal}` : sql``})`;
  return fitTableAnswers(chosen, baseVehicleId)
    ? fromTable
    : sql`${fromTable} and ${fitsVehicleSql(chosen, baseVehicleId, showUniversal)!}`;
}

/** The fit table alone decides what fits: a year, make and model with a base vehicle, and no qualifier chosen. */
export const fitTableAnswers = (chosen: ChosenFacets, baseVehicleId: number | null): baseVehicleId is number =>
  hasYmm(chosen) && baseVehicleId !== null && !QUALIFIER_FIELDS.some((f) => chosen[f] !== undefined);

export interface CatalogCounts {
  series: number;
  category: number;
  manufacturer: number;
}

/** How many parts fitting the vehicle share the series, category and brand (getCatalogDetails). */
export async function catalogCounts(
  db: Db,
  fit: SQL | null,
  ids: { seriesId: number | null; categoryId: number | null; manufacturerId: number | null },
): Promise<CatalogCounts> {
  const cond = fit ?? sql`true`;
  const count = (filter: SQL) => sql`(select count(*) from products p where p.status and ${filter} and ${cond})::int`;
  const [row] = rowsOf<CatalogCounts>(
    await db.execute(sql`select
      ${ids.seriesId === null ? sql`0` : count(sql`p.series_id = ${ids.seriesId}`)} as series,
      ${ids.categoryId === null ? sql`0` : count(sql`exists (select 1 from product_categories pc where pc.product_id = p.product_id and pc.category_id = ${ids.categoryId})`)} as category,
      ${ids.manufacturerId === null ? sql`0` : count(sql`p.manufacturer_id = ${ids.manufacturerId}`)} as manufacturer`),
  );
  return row ?? { series: 0, category: 0, manufacturer: 0 };
}

/**
 * validateFitment's hot path in one prepared statement: the parts by brand and part number (one probe of the unique
 * brand + part-number index each: the brand codes come resolved from memory, catalog-version/names.ts), each with its
 * applications on the chosen base vehicle (none when no base vehicle is given). A code the catalogue does not know
 * finds no part.
 */
export async function partsWithApps(
  database: Database,
  vocab: Vocabulary,
  brandIds: ReadonlyMap<string, number>,
  keys: { aaia: string; mpn: string }[],
  baseVehicleId: number | null,
): Promise<{ rows: PartRow[]; facts: Map<number, PartFacts> }> {
  const known = keys.flatMap((k) => {
    const aaia = k.aaia.toUpperCase();
    const brandId = brandIds.get(aaia);
    return brandId === undefined ? [] : [{ aaia, brandId, mpnKey: mpnKey(k.mpn) }];
  });
  if (known.length === 0) return { rows: [], facts: new Map() };
  const found = await database.prepared<PartRow & { apps: AppTuple[] | string | null }>(
    'fitment_parts_by_brand_with_apps',
    `select p.product_id, p.name, p.mpn, w.aaia, p.universal,
       exists (select 1 from applications a where a.product_id = p.product_id) as has_apps,
       (select coalesce(json_agg(json_build_array(a.base_vehicle_id, a.sub_model_id, a.body_type_id, a.bed_length_id, a.engine_id, a.notes)), '[]'::json)
          from applications a where a.product_id = p.product_id and a.base_vehicle_id = $4) as apps
     from unnest($1::int[], $2::text[], $3::text[]) as w(manufacturer_id, mpn_key, aaia)
       join products p on p.manufacturer_id = w.manufacturer_id and p.mpn_key = w.mpn_key`,
    [known.map((k) => k.brandId), known.map((k) => k.mpnKey), known.map((k) => k.aaia), baseVehicleId],
  );
  const rows: PartRow[] = [];
  for (const row of found) if (!rows.some((r) => r.product_id === row.product_id)) rows.push(row);
  return { rows, facts: factsFromRows(vocab, rows as (PartRow & { apps: AppTuple[] | string | null })[]) };
}

/** [base_vehicle_id, sub_model_id, body_type_id, bed_length_id, engine_id, notes] as json_build_array gives them. */
export type AppTuple = [number, number | null, number | null, number | null, number | null, string[]];

/** Rule facts from rows that carry their applications on the base vehicle as JSON (PGlite may hand JSON back as text). */
export function factsFromRows(
  vocab: Vocabulary,
  rows: { product_id: number; universal: boolean; has_apps: boolean; apps: AppTuple[] | string | null }[],
): Map<number, PartFacts> {
  const facts = new Map<number, PartFacts>();
  for (const row of rows) {
    const list: AppTuple[] = typeof row.apps === 'string' ? JSON.parse(row.apps) : (row.apps ?? []);
    facts.set(row.product_id, {
      universal: row.universal,
      hasApplications: row.has_apps,
      apps: list.map(([bv, sm, bt, bl, engine, notes]) =>
        toApp(vocab, {
          product_id: row.product_id,
          base_vehicle_id: bv,
          sub_model_id: sm,
          body_type_id: bt,
          bed_length_id: bl,
          engine_id: engine,
          notes,
        }),
      ),
    });
  }
  return facts;
}
