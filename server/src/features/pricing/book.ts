// The price book (decision 0035): every part's specials, quantity tiers and instant rebates in memory, per catalogue
// version, so a listing's cards take their prices without the three lookups a part that PRICE_FACTS_COLUMNS makes (a
// third of the cards statement's database time). Any change to the three tables bumps the catalogue version and the
// prices version beside it (migrations 0005, 0024): at a new catalogue version the book is read again only when the
// prices version moved (an ACES import bumps the catalogue version with each statement; reading 135,000 tiers at scale
// 10 takes 0.2–0.35 s). Whether a special or rebate is active is decided when a card is priced, by the same dates
// PRICE_FACTS_COLUMNS compares with now(). Carts, orders and the counter keep reading the facts in SQL inside their
// transactions (facts.ts): what is charged is what the database holds at that moment. book.int.test.ts holds the
// book's facts to the SQL's for every demo part and group.
import { sql } from 'drizzle-orm';
import type { PriceFacts, PriceTier } from '@parts/common/pricing';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { catalogReader, primaryOf } from '#src/db/replica';

interface Special {
  group: number;
  cents: number;
  /** Epoch ms; null: open-ended. */
  start: number | null;
  end: number | null;
}

interface Rebate {
  name: string;
  cents: number;
  end: number | null;
}

export interface PriceBook {
  specials: Map<number, Special[]>;
  /**
   * Every tier as (product, group, quantity, cents), by product and then in quantity order (the lower price first on a
   * tie), as PRICE_FACTS_COLUMNS aggregates them; `tierStart` gives a product's first. Flat numbers: 88,000 parts' maps
   * of arrays took 45 MB of heap at scale 10, these take a few.
   */
  tiers: Int32Array;
  tierStart: Map<number, number>;
  /** Per product, the largest amount first (the lowest id first on a tie). */
  rebates: Map<number, Rebate[]>;
}

interface Held {
  /** The catalogue version the book was last asked for at. */
  version: number;
  /** The prices version it was read at, and the book; settled together. */
  read: Promise<{ pricesVersion: number; book: PriceBook }>;
}

const books = new WeakMap<Db, Held>();

const ms = (v: string | Date | null): number | null => (v === null ? null : new Date(v).getTime());

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function readPricesVersion(db: Db): Promise<number> {
  const [row] = rowsOf<{ v: string | number }>(
    await db.execute(sql`select prices_version as v from catalog_version where id = 1`),
  );
  return Number(row?.v ?? 0);
}

async function load(db: Db): Promise<PriceBook> {
  // Specials and rebates already over can never be active again (time only moves on): they are left out.
  const [specials, tiers, rebates] = await Promise.all([
    db.execute(
      sql`select product_id, customer_group_id, price_cents, date_start, date_end from product_specials where date_end is null or date_end > now()`,
    ),
    db.execute(
      sql`select product_id, customer_group_id, quantity, price_cents from product_discounts order by product_id, customer_group_id, quantity, price_cents`,
    ),
    db.execute(
      sql`select product_id, name, amount_cents, date_end from instant_rebates where date_end is null or date_end > now() order by product_id, amount_cents desc, instant_rebate_id`,
    ),
  ]);
  const book: PriceBook = { specials: new Map(), tiers: new Int32Array(0), tierStart: new Map(), rebates: new Map() };
  for (const r of rowsOf<{
    product_id: number;
    customer_group_id: number;
    price_cents: number;
    date_start: string | Date | null;
    date_end: string | Date | null;
  }>(specials)) {
    push(book.specials, r.product_id, {
      group: r.customer_group_id,
      cents: r.price_cents,
      start: ms(r.date_start),
      end: ms(r.date_end),
    });
  }
  const tierRows = rowsOf<{ product_id: number; customer_group_id: number; quantity: number; price_cents: number }>(
    tiers,
  );
  book.tiers = new Int32Array(tierRows.length * 4);
  tierRows.forEach((r, k) => {
    book.tiers.set([r.product_id, r.customer_group_id, r.quantity, r.price_cents], k * 4);
    if (!book.tierStart.has(r.product_id)) book.tierStart.set(r.product_id, k * 4);
  });
  for (const r of rowsOf<{ product_id: number; name: string; amount_cents: number; date_end: string | Date | null }>(
    rebates,
  )) {
    push(book.rebates, r.product_id, { name: r.name, cents: r.amount_cents, end: ms(r.date_end) });
  }
  return book;
}

/**
 * The book at a catalogue version. At a version not seen before, the prices version is read first and the book only
 * when it moved (rows read after the number can only be newer than it: at worst the book is read once more). Requests
 * meanwhile wait for the same read.
 */
export async function priceBook(db: Db, version: number): Promise<PriceBook> {
  db = primaryOf(db);
  const held = books.get(db);
  if (held && held.version === version) return (await held.read).book;
  const read = (async () => {
    // The replica once it holds this catalogue version (db/replica.ts); prices move the version too.
    const reader = await catalogReader(db, version);
    const pricesVersion = await readPricesVersion(reader);
    const before = held && (await held.read.catch(() => undefined));
    return before && before.pricesVersion === pricesVersion ? before : { pricesVersion, book: await load(reader) };
  })();
  const entry: Held = { version, read };
  books.set(db, entry);
  read.catch(() => books.get(db) === entry && books.delete(db));
  return (await read).book;
}

/** Reads the book at start, in the background, so the first listing does not wait for it (a failure: read on first use). */
export async function warmPriceBook(db: Db, readVersion: (db: Db) => Promise<number>): Promise<void> {
  try {
    await priceBook(db, await readVersion(db));
  } catch {
    // Read on first use instead.
  }
}

/** Forgets the book (clearListingCache calls it with the listing cache: tests and the admin). */
export const forgetPriceBook = (db: Db) => books.delete(primaryOf(db));

function tiersOf(book: PriceBook, productId: number, groupId: number): PriceTier[] {
  const out: PriceTier[] = [];
  const t = book.tiers;
  for (let i = book.tierStart.get(productId) ?? t.length; i < t.length && t[i] === productId; i += 4) {
    if (t[i + 1] === groupId) out.push({ quantity: t[i + 2]!, priceCents: t[i + 3]! });
  }
  return out;
}

/**
 * One part's facts for a customer group at a moment, as PRICE_FACTS_COLUMNS reads them: the lowest special of the
 * group active then (started or no start, not yet ended), the group's tiers, the largest rebate not yet ended.
 */
export function bookFacts(
  book: PriceBook,
  productId: number,
  regularCents: number,
  groupId: number,
  now = Date.now(),
): PriceFacts {
  let specialCents: number | null = null;
  for (const s of book.specials.get(productId) ?? []) {
    if (s.group !== groupId || (s.start !== null && s.start > now) || (s.end !== null && s.end <= now)) continue;
    if (specialCents === null || s.cents < specialCents) specialCents = s.cents;
  }
  const rebate = book.rebates.get(productId)?.find((r) => r.end === null || r.end > now);
  return {
    regularCents,
    specialCents,
    tiers: tiersOf(book, productId, groupId),
    rebate: rebate ? { name: rebate.name, amountCents: rebate.cents } : null,
  };
}

/**
 * The first moment after `now` at which a price the book gives these parts for the group may change with no change to
 * the catalogue (a special of the group starts or ends, a rebate ends); null: none ahead. An answer priced from the
 * book is right until then (a cached home page is dropped at that moment, decision 0040).
 */
export function nextPriceChange(
  book: PriceBook,
  productIds: Iterable<number>,
  groupId: number,
  now = Date.now(),
): number | null {
  let next: number | null = null;
  const consider = (t: number | null) => {
    if (t !== null && t > now && (next === null || t < next)) next = t;
  };
  for (const id of productIds) {
    for (const s of book.specials.get(id) ?? []) {
      if (s.group !== groupId) continue;
      consider(s.start);
      consider(s.end);
    }
    for (const r of book.rebates.get(id) ?? []) consider(r.end);
  }
  return next;
}
