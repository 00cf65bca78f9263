// The home page's data in one answer (categories, featured parts, brands, counts), so the page makes one request.
// Served from the listing cache as serialised JSON (decision 0040), per catalogue version, vehicle and customer group
// (what the answer depends on: the vehicle decides the featured parts, their verdicts and the category counts; the
// group the prices), and dropped at the next moment a featured part's special or rebate starts or ends. A miss builds
// it cheaply: the catalogue-wide parts come from memory (home-facts.ts); with a base vehicle the parts it fits come
// from the fit table in one prepared statement; the cards are the listings' prepared statement. Banners, image grids
// and blog posts are not in this answer (the page asks /api/content/home for them, uncached).
import { sql } from 'drizzle-orm';
import { homeSchema, type HomeData } from '@parts/common/catalog';
import { preparedOn, type Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { listingFilter, type VehicleState } from '#src/features/fitment/service';
import { fitTableAnswers } from '#src/features/fitment/queries';
import { nextPriceChange, priceBook } from '#src/features/pricing/book';
import { mediaUrl, productCards, productCardsByIds } from './cards';
import {
  FOR_SALE,
  HOME_CATEGORIES,
  HOME_FEATURED,
  UNIVERSAL,
  homeCatalogue,
  homeStats,
  type HomeCatalogue,
  type HomeCategory,
} from './home-facts';
import { cachedJson, type CacheEntryLimits } from './listing-cache';
import { vehicleKey } from './listing';

export { defaultCustomerGroupId } from '#src/features/pricing/facts';

/** The home answer as checked, serialised JSON (send it with sendJson). */
export function loadHome(db: Db, customerGroupId: number, vehicle: VehicleState): Promise<string> {
  return cachedJson(db, `home|${vehicleKey(vehicle)}|${customerGroupId}`, homeSchema, (version, limits, read) =>
    buildHome(read, version, customerGroupId, vehicle, limits),
  );
}

async function buildHome(
  db: Db,
  version: number,
  customerGroupId: number,
  vehicle: VehicleState,
  limits: CacheEntryLimits,
): Promise<HomeData> {
  const [catalogue, stats] = await Promise.all([homeCatalogue(db), homeStats(db)]);
  const { counts, featuredIds } = await forVehicle(db, catalogue, vehicle);
  const featured = featuredIds
    ? await productCardsByIds(db, featuredIds, customerGroupId, vehicle)
    : await featuredBySql(db, customerGroupId, vehicle);
  // The cards are priced now; a special or rebate of one of them starting or ending changes its price with no
  // catalogue change, so the cached answer ends then.
  const until = nextPriceChange(
    await priceBook(db, version),
    featured.map((c) => c.product_id),
    customerGroupId,
  );
  if (until !== null) limits.until = until;
  // The categories with the most parts (for the vehicle), ties in name order (catalogue.categories is in name order
  // and the sort is stable).
  const categories = catalogue.categories
    .map((c) => ({ c, n: counts(c) }))
    .sort((a, b) => b.n - a.n)
    .slice(0, HOME_CATEGORIES);
  return {
    categories: categories.map(({ c, n }) => ({
      category_id: c.category_id,
      name: c.name,
      group: c.group_name,
      image: mediaUrl(c.image),
      product_count: n,
      href: `/product/category?path=${c.category_id}`,
    })),
    featured,
    brands: catalogue.brands,
    stats,
  };
}

interface ForVehicle {
  /** Parts for sale in a category that the listing filter keeps. */
  counts: (c: HomeCategory) => number;
  /** The featured parts' ids in order; null when they come from SQL (featuredBySql). */
  featuredIds: number[] | null;
}

// $1 the base vehicle: the parts it fits in each category, from the fit table (decision 0027): one range of its primary
// key, no products read (which of them are for sale and universal, and their sales order, are in memory). The ids come
// as text ("12,40,7"): node-postgres parses an int[] a character at a time, which cost more than the rest of the
// request in the profile (about 2,500 ids a vehicle at scale 10).
const HOME_FITS_SQL = `
select category_id, string_agg(product_id::text, ',') as ids from vehicle_fits where base_vehicle_id = $1 group by category_id`;

/**
 * What the vehicle changes: the categories' counts and the featured parts, as the listing filter decides (parts made
 * for the vehicle first, then universal ones, each by sales). Without a vehicle, the catalogue's counts and best
 * sellers; with a base vehicle and no qualifier, the fit table; any other vehicle (qualifiers, engine only) the SQL
 * filter every listing uses.
 */
async function forVehicle(db: Db, catalogue: HomeCatalogue, vehicle: VehicleState): Promise<ForVehicle> {
  const fit = listingFilter(vehicle);
  if (fit === null)
    return { counts: (c) => c.parts, featuredIds: Array.from(catalogue.bySales.subarray(0, HOME_FEATURED)) };
  if (!fitTableAnswers(vehicle.chosen, vehicle.baseVehicleId)) return countsBySql(db, fit);
  const rows = await preparedOn<{ category_id: number; ids: string }>(db, 'home_vehicle_fits_text', HOME_FITS_SQL, [
    vehicle.baseVehicleId,
  ]);
  const { flags, bySales } = catalogue;
  const fitting = new Map<number, number>();
  const fittingUniversal = new Map<number, number>();
  const fits = new Set<number>();
  for (const r of rows) {
    let n = 0;
    let u = 0;
    for (const text of r.ids.split(',')) {
      const id = Number(text);
      const f = flags[id] ?? 0;
      if (!(f & FOR_SALE)) continue;
      n++;
      if (f & UNIVERSAL) u++;
      fits.add(id);
    }
    fitting.set(r.category_id, n);
    fittingUniversal.set(r.category_id, u);
  }
  // One walk of the best-seller order: the parts made for the vehicle, and the universal ones it may show after them
  // (every universal part when shown, else those with an application on this vehicle).
  const show = vehicle.showUniversal;
  const made: number[] = [];
  const universal: number[] = [];
  for (let k = 0; k < bySales.length && made.length < HOME_FEATURED; k++) {
    const id = bySales[k]!;
    if (flags[id]! & UNIVERSAL) {
      if (universal.length < HOME_FEATURED && (show || fits.has(id))) universal.push(id);
    } else if (fits.has(id)) made.push(id);
  }
  return {
    counts: (c) => {
      const n = fitting.get(c.category_id) ?? 0;
      return show ? n + c.universal - (fittingUniversal.get(c.category_id) ?? 0) : n;
    },
    featuredIds: [...made, ...universal].slice(0, HOME_FEATURED),
  };
}

/** The counts for a vehicle the fit table cannot answer alone, by the listing filter in SQL. */
async function countsBySql(db: Db, fit: NonNullable<ReturnType<typeof listingFilter>>): Promise<ForVehicle> {
  const rows = rowsOf<{ category_id: number; n: number }>(
    await db.execute(sql`
      select pc.category_id, count(*)::int as n from product_categories pc join products p on p.product_id = pc.product_id
      where p.status and ${fit} group by pc.category_id`),
  );
  const counts = new Map(rows.map((r) => [r.category_id, r.n]));
  return { counts: (c) => counts.get(c.category_id) ?? 0, featuredIds: null };
}

/** The featured parts by the listing filter in SQL (vehicles with qualifiers or an engine only). */
function featuredBySql(db: Db, customerGroupId: number, vehicle: VehicleState) {
  return productCards(db, {
    where: listingFilter(vehicle) ?? undefined,
    orderBy: sql`p.universal, p.sales_count desc, p.product_id`,
    limit: HOME_FEATURED,
    customerGroupId,
    vehicle,
  });
}
