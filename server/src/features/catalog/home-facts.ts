// What the home page shows that is the same for every shopper (decision 0040), held in memory per catalogue version
// (every table it comes from bumps the version: migration 0005), so a shopper's home page adds only what depends on
// the vehicle and the customer group: the categories with their counts of parts for sale and of universal ones, the
// brands, and every part for sale in best-seller order with which of them are universal. Sales move no version: the
// best-seller order is read again after 5 minutes, as the category orders' is (decision 0033). The catalogue's counts
// (the stats strip: 6.5 million applications at scale 10 take a second to count) are read in the background.
import { sql } from 'drizzle-orm';
import type { HomeData } from '@parts/common/catalog';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { catalogReader, primaryOf } from '#src/db/replica';
import { catalogVersion } from '#src/features/catalog-version/version';
import { mediaUrl } from './cards';

/** How many categories and featured parts the home page shows. */
export const HOME_CATEGORIES = 24;
export const HOME_FEATURED = 12;

export interface HomeCategory {
  category_id: number;
  name: string;
  group_name: string;
  image: string;
  /** Parts for sale in the category, and how many of them are universal. */
  parts: number;
  universal: number;
}

/** `flags[productId]`: FOR_SALE when the part is for sale, plus UNIVERSAL when it is also universal. */
export const FOR_SALE = 1;
export const UNIVERSAL = 2;

export interface HomeCatalogue {
  /** Every category in the database's name order (the tie-break of the home page's count order). */
  categories: HomeCategory[];
  brands: HomeData['brands'];
  /** Every part for sale, best sellers first (sales desc, then id, as every listing). */
  bySales: Int32Array;
  flags: Uint8Array;
}

/** How long the best-seller order may lag the till (decision 0033's figure for the category orders). */
const CATALOGUE_TTL_MS = 5 * 60_000;

const ints = (text: string | undefined): Int32Array =>
  text ? Int32Array.from(text.split(','), Number) : new Int32Array(0);

const heldCatalogue = new WeakMap<Db, { version: number; at: number; value: Promise<HomeCatalogue> }>();

/**
 * The catalogue-wide facts at the current version (one read per version: three statements, about 0.2 s at scale 10).
 * Held beside the answer cache, not in it: a burst of new listing answers would evict them and each home page miss
 * would read them again.
 */
export async function homeCatalogue(db: Db): Promise<HomeCatalogue> {
  db = primaryOf(db);
  const version = await catalogVersion(db);
  const held = heldCatalogue.get(db);
  if (held && held.version === version && Date.now() - held.at < CATALOGUE_TTL_MS) return held.value;
  const entry = { version, at: Date.now(), value: catalogReader(db, version).then(readCatalogue) };
  heldCatalogue.set(db, entry);
  entry.value.catch(() => heldCatalogue.get(db) === entry && heldCatalogue.delete(db));
  return entry.value;
}

async function readCatalogue(db: Db): Promise<HomeCatalogue> {
  const read = async <R>(text: ReturnType<typeof sql>) => rowsOf<R>(await db.execute(text));
  const [categories, brands, parts] = await Promise.all([
    // category_listing holds (category, part for sale): counted on its primary key, no products read.
    read<HomeCategory>(sql`
          select c.category_id, c.name, c.group_name, c.image,
            (select count(*) from category_listing cl where cl.category_id = c.category_id)::int as parts,
            (select count(*) from universal_fits u join category_listing cl
              on cl.category_id = u.category_id and cl.product_id = u.product_id where u.category_id = c.category_id)::int as universal
          from categories c where c.status order by c.name, c.category_id`),
    read<{ manufacturer_id: number; name: string; aaia: string; image: string }>(
      sql`select manufacturer_id, name, aaia, image from manufacturers where status order by sort_order, name, manufacturer_id`,
    ),
    // As text: node-postgres parses an int[] of 205,000 ids a character at a time (home.ts says more).
    read<{ by_sales: string; universal: string }>(sql`select
          array_to_string(array(select product_id from products where status order by sales_count desc, product_id), ',') as by_sales,
          array_to_string(array(select product_id from products where status and universal), ',') as universal`),
  ]);
  const bySales = ints(parts[0]?.by_sales);
  const universal = ints(parts[0]?.universal);
  let top = 0;
  for (const id of bySales) top = Math.max(top, id);
  const flags = new Uint8Array(top + 1);
  for (const id of bySales) flags[id] = FOR_SALE;
  for (const id of universal) flags[id] = FOR_SALE | UNIVERSAL;
  return {
    categories,
    brands: brands.map((b) => ({ ...b, image: mediaUrl(b.image) })),
    bySales,
    flags,
  };
}

type Stats = HomeData['stats'];
const heldStats = new WeakMap<Db, { version: number; at: number; value: Promise<Stats>; refreshing?: boolean }>();

async function readStats(db: Db): Promise<Stats> {
  const [row] = rowsOf<Stats>(
    await db.execute(sql`select
      (select count(*) from products)::int as products, (select count(*) from manufacturers)::int as brands,
      (select count(*) from makes)::int as makes, (select count(*) from applications)::int as applications`),
  );
  return row ?? { products: 0, brands: 0, makes: 0, applications: 0 };
}

/**
 * The catalogue's counts. Only the first call waits for them; after a catalogue change (or 5 minutes: the makes come
 * with the vehicle vocabulary, which moves no version) they are counted again in the background and the last counts
 * are shown meanwhile — a count, never a price or a fit.
 */
export async function homeStats(db: Db): Promise<Stats> {
  db = primaryOf(db);
  const version = await catalogVersion(db);
  const held = heldStats.get(db);
  if (!held) {
    const entry = { version, at: Date.now(), value: catalogReader(db, version).then(readStats) };
    heldStats.set(db, entry);
    entry.value.catch(() => heldStats.get(db) === entry && heldStats.delete(db));
    return entry.value;
  }
  if (!held.refreshing && (held.version !== version || Date.now() - held.at > CATALOGUE_TTL_MS)) {
    held.refreshing = true;
    const next = catalogReader(db, version).then(readStats);
    next.then(
      () => heldStats.get(db) === held && heldStats.set(db, { version, at: Date.now(), value: next }),
      () => (held.refreshing = false),
    );
  }
  return held.value;
}

/** Reads the home page's facts at start, in the background, as the category orders are (a failure: read on first use). */
export async function warmHome(db: Db): Promise<void> {
  try {
    await Promise.all([homeCatalogue(db), homeStats(db)]);
  } catch {
    // Read on first use instead.
  }
}
