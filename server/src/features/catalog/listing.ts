// Product listings (spec 000 section 2): all, bestsellers, latest, specials, category, brand, series, related, package
// components and featured, each sorted and paged, filtered to the session vehicle's parts when one is chosen. Search
// (features/search) builds its own condition and order and pages through the same core. Answers are cached briefly
// per (catalogue version, vehicle, group, query) (listing-cache.ts, decision 0010).
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@parts/common/catalog';
import {
  DEFAULT_ORDER,
  listingAnswerSchema,
  type ListingAnswer,
  type ListingQuery,
  type Sort,
} from '@parts/common/listing';
import { preparedOn, preparedSql, type Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { badRequest, notFound } from '#src/http/errors';
import type { FastifyRequest } from 'fastify';
import {
  categoryListingFilter,
  hasVehicle,
  listingFilter,
  vehicleState,
  type VehicleState,
} from '#src/features/fitment/service';
import { customerGroupFor } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';
import { fitTableAnswers } from '#src/features/fitment/queries';
import { categoryOrderPage } from './category-orders';
import { nameOf } from '#src/features/catalog-version/names';
import { productCardsByIds } from './cards';
import { cachedJson } from './listing-cache';
import { shownPrice } from './shown-price';

export { shownPrice };

export interface ListingContext {
  vehicle: VehicleState;
  customerGroupId: number;
  /** List every part, not only those fitting the vehicle (the cards still say whether each fits). */
  allParts?: boolean;
}

/** What a listing is, before paging: its products' condition, its default order and its heading. */
export interface ListingSpec {
  where: SQL[];
  defaultOrder: SQL;
  title: string;
  /** The category filter (also in `where`), which a vehicle-filtered page reads from the fit table instead. */
  category?: { id: number; cond: SQL };
  /** The listing is exactly one category's active products (no brand, series or kind): category_listing can page it. */
  categoryOnly?: number;
  /** The catalogue version the listing is read at (the category orders in memory are per version). */
  version?: number;
}

const KIND_TITLES = {
  all: 'All Parts',
  bestsellers: 'Bestsellers',
  latest: 'Latest',
  specials: 'Specials',
  featured: 'Featured',
  related: 'Related Products',
  components: 'Package Components',
} as const;

/** The sort select's orders. Price sorts by the price the card shows the shopper's group. */
export function orderFor(sort: Sort, order: 'asc' | 'desc' | undefined, defaultOrder: SQL, groupId: number): SQL {
  const dir = sql.raw((order ?? DEFAULT_ORDER[sort]) === 'desc' ? 'desc' : 'asc');
  switch (sort) {
    case 'name':
      return sql`lower(p.name) ${dir}, p.product_id`;
    case 'price':
      return sql`${shownPrice(groupId)} ${dir}, p.product_id`;
    case 'rating':
      return sql`p.rating ${dir}, p.sales_count desc, p.product_id`;
    case 'newest':
      return sql`p.date_added ${dir}, p.product_id ${dir}`;
    default:
      return order === 'desc' ? sql`${defaultOrder} desc` : defaultOrder;
  }
}

/** Turns a listing query into its condition, default order and title; unknown ids answer 404. */
export async function listingSpec(db: Db, q: ListingQuery, groupId: number, version: number): Promise<ListingSpec> {
  const where: SQL[] = [];
  const titles: string[] = [];
  let category: ListingSpec['category'];
  if (q.category_id) {
    const name = await nameOf(db, 'categories', q.category_id, version);
    if (name === null) throw notFound('That category is not in the catalogue.');
    titles.push(name);
    category = {
      id: q.category_id,
      cond: sql`p.product_id in (select pc.product_id from product_categories pc where pc.category_id = ${q.category_id})`,
    };
    where.push(category.cond);
  }
  if (q.manufacturer_id) {
    const name = await nameOf(db, 'manufacturers', q.manufacturer_id, version);
    if (name === null) throw notFound('That brand is not in the catalogue.');
    titles.push(name);
    where.push(sql`p.manufacturer_id = ${q.manufacturer_id}`);
  }
  if (q.series_id) {
    const name = await nameOf(db, 'series', q.series_id, version);
    if (name === null) throw notFound('That series is not in the catalogue.');
    titles.push(name);
    where.push(sql`p.series_id = ${q.series_id}`);
  }
  let defaultOrder = sql`p.sales_count desc, p.product_id`;
  switch (q.list) {
    case 'latest':
      defaultOrder = sql`p.date_added desc, p.product_id desc`;
      break;
    case 'specials':
      where.push(sql`exists (select 1 from product_specials ps where ps.product_id = p.product_id and ps.customer_group_id = ${groupId}
        and ps.price_cents < p.price_cents and (ps.date_start is null or ps.date_start <= now()) and (ps.date_end is null or ps.date_end > now()))`);
      break;
    case 'featured':
      // The featured module: well rated parts that sell (the home page's picks).
      defaultOrder = sql`(p.rating >= 4) desc, p.sales_count desc, p.product_id`;
      break;
    case 'related':
    case 'components': {
      if (!q.product_id)
        throw badRequest(`product_id is required for the ${q.list} listing.`, { product_id: 'Required' });
      const [about] = rowsOf<{ series_id: number | null; category_id: number; is_package: boolean }>(
        await db.execute(
          sql`select series_id, category_id, is_package from products where product_id = ${q.product_id}`,
        ),
      );
      if (!about) throw notFound('That product is not in the catalogue.');
      if (q.list === 'components') {
        where.push(
          sql`p.product_id in (select pk.component_id from package_components pk where pk.package_id = ${q.product_id})`,
        );
        defaultOrder = sql`p.product_id`;
      } else {
        // Related: the same series first, then the same category, best sellers first; never the product itself.
        where.push(sql`p.product_id <> ${q.product_id}`);
        where.push(
          about.series_id === null
            ? sql`p.category_id = ${about.category_id}`
            : sql`(p.series_id = ${about.series_id} or p.category_id = ${about.category_id})`,
        );
        if (about.series_id !== null)
          defaultOrder = sql`(p.series_id = ${about.series_id}) desc, p.sales_count desc, p.product_id`;
      }
      break;
    }
    default:
      break;
  }
  const title = titles.length ? titles.join(' · ') : KIND_TITLES[q.list];
  const categoryOnly =
    category && where.length === 1 && (q.list === 'all' || q.list === 'bestsellers') ? category.id : undefined;
  return { where, defaultOrder, title, category, categoryOnly, version };
}

/** Stable text for a vehicle: the chosen facets in key order and the universal switch. */
export function vehicleKey(vehicle: VehicleState): string {
  const chosen = vehicle.chosen as Record<string, unknown>;
  return `${JSON.stringify(
    Object.keys(chosen)
      .sort()
      .map((k) => [k, chosen[k]]),
  )}:${vehicle.showUniversal ? 'u' : ''}`;
}

/** The listing's answer as checked, serialised JSON (cached; see listing-cache.ts). */
export async function loadListing(db: Db, q: ListingQuery, ctx: ListingContext): Promise<string> {
  const key = `list|${vehicleKey(ctx.vehicle)}|${ctx.customerGroupId}|${JSON.stringify(q)}`;
  return cachedJson(db, key, listingAnswerSchema, async (version, _limits, read) => {
    const spec = await listingSpec(read, q, ctx.customerGroupId, version);
    return pageOf(read, spec, q, ctx);
  });
}

/** One pass finds the page's ids and the total (the vehicle filter is the costly part; it runs once), then the cards. */
export async function pageOf(
  db: Db,
  spec: ListingSpec,
  q: { sort: Sort; order?: 'asc' | 'desc'; page: number; limit: number },
  ctx: ListingContext,
): Promise<ListingAnswer> {
  const fromMemory = await categoryPage(db, spec, q, ctx);
  if (fromMemory) return answer(db, spec, q, ctx, fromMemory.ids, fromMemory.total, fromMemory.vehicleFiltered);
  // A vehicle's category page takes its candidates from the fit table (decision 0027), which holds the category too.
  const byTable = ctx.allParts || !spec.category ? null : categoryListingFilter(ctx.vehicle, spec.category.id);
  const conds = byTable ? spec.where.filter((c) => c !== spec.category!.cond) : [...spec.where];
  const fit = ctx.allParts ? null : (byTable ?? listingFilter(ctx.vehicle));
  if (fit) conds.push(fit);
  // Without a vehicle, a category's products are read first (decision 0028).
  else if (spec.category) conds[spec.where.indexOf(spec.category.cond)] = categoryFirst(spec.category.id);
  const where = conds.length ? sql`and ${sql.join(conds, sql` and `)}` : sql``;
  const order = orderFor(q.sort, q.order, spec.defaultOrder, ctx.customerGroupId);
  const pageSql = sql`select p.product_id, count(*) over ()::int as total from products p where p.status ${where}
      order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  // A category's page (fit table, category_listing or the category read first) takes well under a millisecond to run
  // and longer to plan: prepared, one name per statement text (the text varies with the sort and the filters, never
  // with the values, which are parameters). Search and brand texts vary with the words, so they are not prepared.
  const page = spec.category
    ? await preparedSql<{ product_id: number; total: number }>(db, 'listing_page', pageSql)
    : rowsOf<{ product_id: number; total: number }>(await db.execute(pageSql));
  // A page past the end has no rows to carry the total; count it then (rare: a stale link).
  let total = page[0]?.total ?? 0;
  if (!page.length && q.page > 1) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from products p where p.status ${where}`),
    );
    total = row?.n ?? 0;
  }
  return answer(
    db,
    spec,
    q,
    ctx,
    page.map((r) => r.product_id),
    total,
    fit !== null,
  );
}

async function answer(
  db: Db,
  spec: ListingSpec,
  q: { page: number; limit: number },
  ctx: ListingContext,
  ids: number[],
  total: number,
  vehicleFiltered: boolean,
): Promise<ListingAnswer> {
  // Every page takes its cards, prices and verdicts in one prepared statement (decisions 0027, 0028).
  const cards = ids.length ? await productCardsByIds(db, ids, ctx.customerGroupId, ctx.vehicle) : [];
  const byId = new Map<number, ProductCard>(cards.map((c) => [c.product_id, c]));
  return {
    products: ids.map((id) => byId.get(id)).filter((c): c is ProductCard => c !== undefined),
    total,
    page: q.page,
    limit: q.limit,
    title: spec.title,
    vehicle_filtered: vehicleFiltered,
  };
}

/**
 * A page of exactly one category, from its orders in memory (decision 0033): without a vehicle a slice of the sort's
 * order; with a vehicle (a base vehicle, no qualifier chosen) the same order kept to the vehicle's rows of the fit
 * table and, when shown, the category's universal parts. Undefined when the listing is anything else (the SQL paths).
 */
async function categoryPage(
  db: Db,
  spec: ListingSpec,
  q: { sort: Sort; order?: 'asc' | 'desc'; page: number; limit: number },
  ctx: ListingContext,
) {
  if (spec.categoryOnly === undefined || spec.version === undefined) return undefined;
  const categoryId = spec.categoryOnly;
  const v = ctx.vehicle;
  const filtered = !ctx.allParts && hasVehicle(v);
  if (!filtered)
    return {
      ...(await categoryOrderPage(db, spec.version, categoryId, q, { groupId: ctx.customerGroupId })),
      vehicleFiltered: false,
    };
  if (!fitTableAnswers(v.chosen, v.baseVehicleId)) return undefined;
  const fitting = new Set(
    (
      await preparedOn<{ product_id: number }>(
        db,
        'category_vehicle_fits',
        'select product_id from vehicle_fits where base_vehicle_id = $1 and category_id = $2',
        [v.baseVehicleId, categoryId],
      )
    ).map((r) => r.product_id),
  );
  const page = await categoryOrderPage(db, spec.version, categoryId, q, {
    groupId: ctx.customerGroupId,
    keep:
      ({ universal }) =>
      (id) =>
        fitting.has(id) || (v.showUniversal && universal.has(id)),
  });
  return { ...page, vehicleFiltered: true };
}

/**
 * A category's products as an id array the planner reads first (an InitPlan it cannot turn into a walk of the whole
 * catalogue in sort order, as `in (select …)` under a LIMIT let it do: 420 ms for page 1 at scale 10).
 */
const categoryFirst = (categoryId: number) =>
  sql`p.product_id = any(array(select pc.product_id from product_categories pc where pc.category_id = ${categoryId}))`;

/** The session vehicle and the shopper's customer group (contract 3), which every listing and card depends on. */
export async function listingContext(db: Db, req: FastifyRequest): Promise<ListingContext> {
  const session = await req.session.get();
  const [vehicle, customerGroupId] = await Promise.all([
    vehicleState(db, session, await loadSettings(db)),
    customerGroupFor(db, session),
  ]);
  return { vehicle, customerGroupId };
}
