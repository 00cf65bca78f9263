// A category's products in every sort order, held in memory per catalogue version (decision 0033): a category page,
// with or without a vehicle, is then a walk of one id array instead of a query that sorts or counts the category. The
// orders come from category_listing and are sorted by PostgreSQL (its collation decides name order, as on every other
// page); the price orders are per customer group and also end at the next moment a special or rebate starts or ends.
// Built on first use of a category and dropped when the catalogue changes (the version every cached answer carries).
// Sales and ratings move without a catalogue change (every order counts a sale): the best-seller and rating orders are
// read again in the background once they are ORDERS_MAX_AGE_MS old: a best-seller rank a few minutes behind the till
// is what a shopper expects, and re-reading every category each 30 s cost a busy server about 8 % of a core.
import { sql } from 'drizzle-orm';
import { DEFAULT_ORDER, type Sort } from '@parts/common/listing';
import { preparedOn, type Db } from '#src/db/client';
import { catalogReader, primaryOf } from '#src/db/replica';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { rowsOf } from '#src/db/rows';
import { shownPrice } from './shown-price';

/** A sort and direction as orderFor reads them (listing.ts); the order names below. */
type OrderName =
  | 'default-asc'
  | 'default-desc'
  | 'name-asc'
  | 'name-desc'
  | 'rating-asc'
  | 'rating-desc'
  | 'newest-asc'
  | 'newest-desc';

interface CategoryOrders {
  orders: Record<OrderName, Int32Array>;
  universal: Set<number>;
}

interface PriceOrders {
  asc: Int32Array;
  desc: Int32Array;
  /** Epoch ms at which a special or rebate of the category starts or ends (the order may change then); null: never. */
  until: number | null;
}

/** How old a category's orders may get before they are read again (sales and ratings move them; see above). */
export const ORDERS_MAX_AGE_MS = 5 * 60_000;

interface Held {
  version: number;
  categories: Map<number, { at: number; value: Promise<CategoryOrders>; refreshing?: boolean }>;
  prices: Map<string, Promise<PriceOrders>>;
}

const held = new WeakMap<Db, Held>();
/** Categories (and category x group price orders) kept at once; at scale 10 one category's orders are ~0.7 MB. */
const MAX_HELD = 2_000;

// $1 the category. The same orders as orderFor (listing.ts) gives over products, each with the product id last, each
// read from its own index of category_listing (listing-plan.int.test.ts holds the plan to it).
export const ORDERS_SQL = `
select
  array(select product_id from category_listing where category_id = $1 order by sales_count desc, product_id) as "default-asc",
  array(select product_id from category_listing where category_id = $1 order by sales_count desc, product_id desc) as "default-desc",
  array(select product_id from category_listing where category_id = $1 order by name_key, product_id) as "name-asc",
  array(select product_id from category_listing where category_id = $1 order by name_key desc, product_id) as "name-desc",
  array(select product_id from category_listing where category_id = $1 order by rating, sales_count desc, product_id) as "rating-asc",
  array(select product_id from category_listing where category_id = $1 order by rating desc, sales_count desc, product_id) as "rating-desc",
  array(select product_id from category_listing where category_id = $1 order by date_added, product_id) as "newest-asc",
  array(select product_id from category_listing where category_id = $1 order by date_added desc, product_id desc) as "newest-desc",
  array(select product_id from universal_fits where category_id = $1) as universal`;

/** int[] arrives as an array from node-postgres and PGlite alike; Int32Array holds it in a quarter of the memory. */
const ints = (v: unknown): Int32Array => Int32Array.from((v as number[] | null) ?? []);

function heldFor(db: Db, version: number): Held {
  let h = held.get(primaryOf(db));
  if (!h || h.version !== version) held.set(primaryOf(db), (h = { version, categories: new Map(), prices: new Map() }));
  return h;
}

function remember<K, V>(map: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  const hit = map.get(key);
  if (hit) return hit;
  if (map.size >= MAX_HELD) map.delete(map.keys().next().value as K);
  const value = load();
  map.set(key, value);
  value.catch(() => map.delete(key));
  return value;
}

async function readOrders(db: Db, version: number, categoryId: number): Promise<CategoryOrders> {
  const read = await catalogReader(db, version);
  const [row] = await preparedOn<Record<OrderName | 'universal', number[]>>(read, 'category_orders', ORDERS_SQL, [
    categoryId,
  ]);
  const orders = {} as Record<OrderName, Int32Array>;
  for (const name of [
    'default-asc',
    'default-desc',
    'name-asc',
    'name-desc',
    'rating-asc',
    'rating-desc',
    'newest-asc',
    'newest-desc',
  ] as const)
    orders[name] = ints(row?.[name]);
  return { orders, universal: new Set(ints(row?.universal)) };
}

function categoryOrders(db: Db, version: number, categoryId: number): Promise<CategoryOrders> {
  const map = heldFor(db, version).categories;
  const hit = map.get(categoryId);
  if (hit) {
    // Old: read again in the background and answer from the orders held meanwhile (no request waits for it).
    if (!hit.refreshing && Date.now() - hit.at > ORDERS_MAX_AGE_MS) {
      hit.refreshing = true;
      const next = readOrders(db, version, categoryId);
      next.then(
        () => map.get(categoryId) === hit && map.set(categoryId, { at: Date.now(), value: next }),
        () => (hit.refreshing = false),
      );
    }
    return hit.value;
  }
  if (map.size >= MAX_HELD) map.delete(map.keys().next().value as number);
  const value = readOrders(db, version, categoryId);
  map.set(categoryId, { at: Date.now(), value });
  value.catch(() => map.delete(categoryId));
  return value;
}

/** Forgets every category's orders (clearListingCache calls it: tests and the admin). */
export const forgetCategoryOrders = (db: Db) => held.delete(primaryOf(db));

function priceOrders(db: Db, version: number, categoryId: number, groupId: number): Promise<PriceOrders> {
  const h = heldFor(db, version);
  const key = `${categoryId}|${groupId}`;
  const hit = h.prices.get(key);
  // A special or rebate starting or ending changes prices without a catalogue change: the order is read again then.
  if (hit) {
    return hit.then((p) => {
      if (p.until === null || Date.now() < p.until) return p;
      if (h.prices.get(key) === hit) h.prices.delete(key);
      return priceOrders(db, version, categoryId, groupId);
    });
  }
  return remember(h.prices, key, async () => {
    const read = await catalogReader(db, version);
    const [row] = rowsOf<{ asc: number[] | null; desc: number[] | null; until: string | Date | null }>(
      await read.execute(sql`
        with x as (select p.product_id, ${shownPrice(groupId)} as shown from products p
          -- The category's ids first (a hash join over products would probe the prices in heap order: three times slower).
          where p.product_id = any(array(select cl.product_id from category_listing cl where cl.category_id = ${categoryId})))
        select array(select product_id from x order by shown, product_id) as asc,
          array(select product_id from x order by shown desc, product_id) as desc,
          (select min(t) from (
            select ps.date_start as t from product_specials ps join category_listing cl on cl.product_id = ps.product_id
              where cl.category_id = ${categoryId} and ps.customer_group_id = ${groupId} and ps.date_start > now()
            union all select ps.date_end from product_specials ps join category_listing cl on cl.product_id = ps.product_id
              where cl.category_id = ${categoryId} and ps.customer_group_id = ${groupId} and ps.date_end > now()
            union all select ir.date_end from instant_rebates ir join category_listing cl on cl.product_id = ir.product_id
              where cl.category_id = ${categoryId} and ir.date_end > now()) changes) as until`),
    );
    return {
      asc: ints(row?.asc),
      desc: ints(row?.desc),
      until: row?.until != null ? new Date(row.until).getTime() : null,
    };
  });
}

export interface OrderPage {
  ids: number[];
  total: number;
}

/**
 * One page of a category's active products in the sort's order, keeping only the ids `keep` accepts (a vehicle's
 * fitting and universal parts) when given. Walks the order once; a category of 21,000 parts takes well under a ms.
 */
export async function categoryOrderPage(
  db: Db,
  version: number,
  categoryId: number,
  q: { sort: Sort; order?: 'asc' | 'desc'; page: number; limit: number },
  opts: { groupId: number; keep?: (orders: { universal: Set<number> }) => (id: number) => boolean },
): Promise<OrderPage> {
  const dir = q.order ?? DEFAULT_ORDER[q.sort];
  const cat = await categoryOrders(db, version, categoryId);
  const order =
    q.sort === 'price'
      ? (await priceOrders(db, version, categoryId, opts.groupId))[dir]
      : cat.orders[`${q.sort}-${dir}`];
  const from = (q.page - 1) * q.limit;
  if (!opts.keep) return { ids: Array.from(order.subarray(from, from + q.limit)), total: order.length };
  const keep = opts.keep(cat);
  const ids: number[] = [];
  let total = 0;
  for (const id of order) {
    if (!keep(id)) continue;
    if (total >= from && ids.length < q.limit) ids.push(id);
    total++;
  }
  return { ids, total };
}

/**
 * Reads every category's orders (and its price orders for the default group, which guests are priced as), one
 * category at a time, so the first shoppers after a start do not wait for them: called when the server is ready, as
 * the search vocabulary is. A failure only leaves the orders to be read on first use. The version comes from the
 * caller's reader (listing-cache.ts, which imports this module to forget the orders with the cache).
 */
export async function warmCategoryOrders(db: Db, readVersion: (db: Db) => Promise<number>): Promise<void> {
  try {
    const version = await readVersion(db);
    const groupId = await defaultCustomerGroupId(db);
    const categories = rowsOf<{ category_id: number }>(
      await db.execute(sql`select distinct category_id from category_listing order by 1`),
    );
    for (const { category_id } of categories) {
      await categoryOrders(db, version, category_id);
      await priceOrders(db, version, category_id, groupId);
    }
  } catch {
    // Read on first use instead.
  }
}
