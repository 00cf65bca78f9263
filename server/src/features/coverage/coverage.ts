// The fitment coverage report (issue 26, decision 0084): which of the store's popular vehicles have no enabled part
// that fits in each major category (the holes), and how many enabled parts have no application and are not universal.
// Read straight from the fit table (vehicle_fits / universal_fits, kept by triggers): one index range per pair.
import { sql } from 'drizzle-orm';
import {
  DEMAND_WEIGHTS,
  type CoverageAnswer,
  type CoverageCategory,
  type CoverageHole,
  type UnfittedPage,
  type VehicleSource,
} from '@parts/common/coverage';
import { adminOffset, adminPageMeta, type AdminListQuery } from '@parts/common/admin';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { productWhere } from '#src/features/catalog-admin/product-filter';
import { loadSettings } from '#src/features/settings/queries';

/** Searches and sales older than this no longer count as demand. */
const DEMAND_DAYS = 365;

interface Vehicle {
  id: number;
  label: string;
  source: VehicleSource;
  searches: number;
  orders: number;
  garages: number;
  demand: number;
}

interface Major {
  id: number;
  name: string;
  /** The category and every category under it. */
  ids: number[];
  universalByNature: boolean;
}

/** What a coverage count is over: the popular vehicles and the major categories of this moment. */
export interface CoverageScope {
  vehicles: Vehicle[];
  majors: Major[];
  unknownVehicles: string[];
  unknownCategories: string[];
}

const names = (list: string) =>
  list
    .split(/[;\n]/)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
const intArray = (ids: number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** Weighted demand per base vehicle over the last year: counter sales, saved garage vehicles, searches with it chosen. */
const demandSql = sql`
  with d as (
    select base_vehicle_id as bv, count(*)::int as searches, 0 as orders, 0 as garages from search_log
    where base_vehicle_id is not null and created_at > now() - make_interval(days => ${DEMAND_DAYS}) group by 1
    union all
    select base_vehicle_id, 0, count(*)::int, 0 from orders
    where base_vehicle_id is not null and created_at > now() - make_interval(days => ${DEMAND_DAYS}) group by 1
    union all
    select b.base_vehicle_id, 0, 0, count(*)::int
    from customer_vehicles cv
    cross join lateral (
      select max(e->>'api_value') filter (where e->>'api_field' = 'Year') as y,
             max(e->>'api_value') filter (where e->>'api_field' = 'MakeID') as mk,
             max(e->>'api_value') filter (where e->>'api_field' = 'ModelID') as md
      from jsonb_array_elements(case when jsonb_typeof(cv.ymm_data) = 'array' then cv.ymm_data else '[]'::jsonb end) e
    ) f
    join base_vehicles b on b.year::text = f.y and b.make_id::text = f.mk and b.model_id::text = f.md
    group by 1
  )
  select bv, sum(searches)::int as searches, sum(orders)::int as orders, sum(garages)::int as garages,
    (${DEMAND_WEIGHTS.searches} * sum(searches) + ${DEMAND_WEIGHTS.orders} * sum(orders)
      + ${DEMAND_WEIGHTS.garages} * sum(garages))::int as demand
  from d group by bv`;

const vehicleLabels = sql`
  select b.base_vehicle_id as id, b.year || ' ' || mk.name || ' ' || md.name as label
  from base_vehicles b join makes mk on mk.make_id = b.make_id join models md on md.model_id = b.model_id`;

/** The popular vehicles: the owner's list first, then by demand, then the vocabulary's popular models, newest first. */
async function popularVehicles(db: Db, configured: string[], limit: number) {
  const demand = new Map<number, { searches: number; orders: number; garages: number; demand: number }>();
  for (const r of rowsOf<{ bv: number; searches: number; orders: number; garages: number; demand: number }>(
    await db.execute(sql`${demandSql} order by demand desc, bv limit 5000`),
  ))
    demand.set(Number(r.bv), {
      searches: Number(r.searches),
      orders: Number(r.orders),
      garages: Number(r.garages),
      demand: Number(r.demand),
    });

  const found = configured.length
    ? rowsOf<{ wanted: string; id: number }>(
        await db.execute(sql`
          select w.name as wanted, v.id from unnest(${`{${configured.map((n) => `"${n.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) w(name)
          join (${vehicleLabels}) v on lower(v.label) = lower(w.name)`),
      )
    : [];
  const unknown = configured.filter((n) => !found.some((f) => f.wanted === n.replace(/["\\]/g, '')));

  const chosen: { id: number; source: VehicleSource }[] = [];
  const add = (id: number, source: VehicleSource) => {
    if (chosen.length < limit && !chosen.some((c) => c.id === id)) chosen.push({ id, source });
  };
  for (const n of configured) for (const f of found.filter((x) => x.wanted === n.replace(/["\\]/g, ''))) add(f.id, 'configured');
  for (const [id] of [...demand].sort((a, b) => b[1].demand - a[1].demand || a[0] - b[0])) add(id, 'demand');
  if (chosen.length < limit) {
    const popular = rowsOf<{ id: number }>(
      await db.execute(sql`
        select id from (
          select b.base_vehicle_id as id, mk.name as make, md.name as model,
            row_number() over (partition by b.model_id order by b.year desc) as k
          from base_vehicles b join models md on md.model_id = b.model_id join makes mk on mk.make_id = b.make_id
          where md.popular
        ) x order by k, make, model limit ${limit * 2}`),
    );
    for (const p of popular) add(Number(p.id), 'popular');
  }
  const labels = new Map(
    chosen.length
      ? rowsOf<{ id: number; label: string }>(
          await db.execute(
            sql`select * from (${vehicleLabels}) v where v.id = any(${intArray(chosen.map((c) => c.id))}::int[])`,
          ),
        ).map((r) => [Number(r.id), r.label])
      : [],
  );
  const vehicles: Vehicle[] = chosen.map((c) => ({
    id: c.id,
    label: labels.get(c.id) ?? `Vehicle ${c.id}`,
    source: c.source,
    ...(demand.get(c.id) ?? { searches: 0, orders: 0, garages: 0, demand: 0 }),
  }));
  return { vehicles, unknown };
}

/** The major categories by name, each with the categories under it; "universal by nature" read from its parts. */
async function majorCategories(db: Db, wanted: string[]) {
  if (!wanted.length) return { majors: [] as Major[], unknown: [] as string[] };
  const rows = rowsOf<{ wanted: string; id: number; name: string; ids: number[]; parts: number; universal: number }>(
    await db.execute(sql`
      with recursive w(pos, name) as (
        select pos, name from unnest(${`{${wanted.map((n) => `"${n.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]) with ordinality u(name, pos)
      ),
      top as (
        select distinct on (c.category_id) w.pos, w.name as wanted, c.category_id as id, c.name
        from w join categories c on lower(c.name) = lower(w.name) order by c.category_id, w.pos
      ),
      tree(top_id, id) as (
        select id, id from top
        union all
        select tree.top_id, c.category_id from tree join categories c on c.parent_id = tree.id
      )
      select top.wanted, top.id, top.name, array_agg(distinct tree.id) as ids,
        (select count(distinct p.product_id)::int from product_categories pc join products p on p.product_id = pc.product_id
          where pc.category_id = any(array_agg(tree.id)) and p.status) as parts,
        (select count(distinct p.product_id)::int from product_categories pc join products p on p.product_id = pc.product_id
          where pc.category_id = any(array_agg(tree.id)) and p.status and p.universal) as universal
      from top join tree on tree.top_id = top.id
      group by top.pos, top.wanted, top.id, top.name order by top.pos`),
  );
  const majors = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    ids: r.ids.map(Number),
    // Half or more of the category's enabled parts are universal: the category is universal by nature.
    universalByNature: Number(r.parts) > 0 && Number(r.universal) * 2 >= Number(r.parts),
  }));
  const unknown = wanted.filter((n) => !rows.some((r) => r.wanted === n.replace(/["\\]/g, '')));
  return { majors, unknown };
}

/** The vehicles and categories a coverage count is over, from the settings and the demand of this moment. */
export async function coverageScope(db: Db, vehicleCount: number): Promise<CoverageScope> {
  const settings = await loadSettings(db);
  const [v, c] = [
    await popularVehicles(db, names(settings.coverage_vehicles), vehicleCount),
    await majorCategories(db, names(settings.coverage_categories)),
  ];
  return { vehicles: v.vehicles, majors: c.majors, unknownVehicles: v.unknown, unknownCategories: c.unknown };
}

/** The (vehicle, major category) pairs with no enabled part that fits. */
async function holePairs(db: Db, scope: CoverageScope): Promise<{ bv: number; major: number }[]> {
  if (!scope.vehicles.length || !scope.majors.length) return [];
  const pairs = scope.majors.flatMap((m) => m.ids.map((id) => [m.id, id] as const));
  const universal = scope.majors.filter((m) => m.universalByNature).map((m) => m.id);
  return rowsOf<{ bv: number; major: number }>(
    await db.execute(sql`
      with v(bv) as (select unnest(${intArray(scope.vehicles.map((x) => x.id))}::int[])),
      c(major, cat) as (select * from unnest(${intArray(pairs.map((p) => p[0]))}::int[], ${intArray(pairs.map((p) => p[1]))}::int[])),
      m(major) as (select distinct major from c)
      select v.bv, m.major from v cross join m
      where not exists (
        select 1 from c join vehicle_fits f on f.base_vehicle_id = v.bv and f.category_id = c.cat
        join products p on p.product_id = f.product_id
        where c.major = m.major and p.status
      )
      and not (m.major = any(${intArray(universal)}::int[]) and exists (
        select 1 from c join universal_fits u on u.category_id = c.cat join products p on p.product_id = u.product_id
        where c.major = m.major and p.status
      ))`),
  ).map((r) => ({ bv: Number(r.bv), major: Number(r.major) }));
}

/** Enabled parts with no application that are not universal (the product list's "no applications", enabled). */
export async function unfittedCount(db: Db): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from products p where ${productWhere({ no_applications: '1', status: 'enabled' })}`,
    ),
  );
  return Number(r?.n ?? 0);
}

/** The three figures a snapshot keeps, over a given scope. */
export async function coverageFigures(db: Db, scope: CoverageScope) {
  const holes = (await holePairs(db, scope)).length;
  const pairs = scope.vehicles.length * scope.majors.length;
  return { holes, covered: pairs - holes, unfitted: await unfittedCount(db) };
}

export async function coverageReport(db: Db, vehicleCount: number): Promise<CoverageAnswer> {
  const started = performance.now();
  const scope = await coverageScope(db, vehicleCount);
  const found = await holePairs(db, scope);
  const unfitted = await unfittedCount(db);
  const rank = new Map(scope.vehicles.map((v, i) => [v.id, i]));
  const vehicleOf = new Map(scope.vehicles.map((v) => [v.id, v]));
  const majorOf = new Map(scope.majors.map((m, i) => [m.id, { ...m, pos: i }]));
  // Most wanted first; at equal demand the vehicles' own order (the owner's list before the popular models).
  found.sort(
    (a, b) =>
      vehicleOf.get(b.bv)!.demand - vehicleOf.get(a.bv)!.demand ||
      rank.get(a.bv)! - rank.get(b.bv)! ||
      majorOf.get(a.major)!.pos - majorOf.get(b.major)!.pos,
  );
  const holes: CoverageHole[] = found.map((h, i) => {
    const v = vehicleOf.get(h.bv)!;
    return {
      rank: i + 1,
      base_vehicle_id: v.id,
      vehicle: v.label,
      category_id: h.major,
      category: majorOf.get(h.major)!.name,
      source: v.source,
      demand: v.demand,
      searches: v.searches,
      orders: v.orders,
      garages: v.garages,
    };
  });
  const categories: CoverageCategory[] = scope.majors.map((m) => {
    const n = found.filter((h) => h.major === m.id).length;
    return {
      category_id: m.id,
      name: m.name,
      universal_by_nature: m.universalByNature,
      holes: n,
      covered: scope.vehicles.length - n,
    };
  });
  const pairs = scope.vehicles.length * scope.majors.length;
  return {
    vehicles: scope.vehicles.length,
    unknown_vehicles: scope.unknownVehicles,
    unknown_categories: scope.unknownCategories,
    categories,
    pairs,
    covered: pairs - found.length,
    holes,
    unfitted,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** One page of the enabled parts with no application that are not universal, by brand and part number. */
export async function unfittedPage(db: Db, query: AdminListQuery): Promise<UnfittedPage> {
  const total = await unfittedCount(db);
  const items = rowsOf<{ product_id: number; name: string; brand: string; part_number: string; category: string }>(
    await db.execute(sql`
      select p.product_id, p.name, m.name as brand, p.mpn as part_number, coalesce(c.name, '') as category
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      left join categories c on c.category_id = p.category_id
      where ${productWhere({ no_applications: '1', status: 'enabled' })}
      order by m.name, p.mpn, p.product_id limit ${query.limit} offset ${adminOffset(query)}`),
  ).map((r) => ({ ...r, product_id: Number(r.product_id) }));
  return { ...adminPageMeta(total, query), items };
}
