// The price book (decision 0035): listing cards price parts from memory. It must give every part the facts the SQL of
// the price rule gives (carts and orders read those), follow a special's dates as the SQL does, show a price change on
// the next listing, and not be read again when a catalogue change leaves the prices alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListingAnswer } from '@parts/common/listing';
import type { PriceFacts } from '@parts/common/pricing';
import { rowsOf } from '#src/db/rows';
import { catalogVersion } from '#src/features/catalog-version/version';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type TestServer } from '#src/test/http';
import { bookFacts, priceBook } from './book';
import { priceFacts } from './facts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const RETAIL = 1;
const DAY = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

/** Tiers in one order (two tiers of one quantity may come in either: the price rule takes the lower price). */
const normal = (f: PriceFacts) => ({
  ...f,
  tiers: [...f.tiers].sort((a, b) => a.quantity - b.quantity || a.priceCents - b.priceCents),
});

describe('the price book', () => {
  it('gives every demo part, for every customer group, the facts the price rule’s SQL gives', async () => {
    const groups = rowsOf<{ id: number }>(
      await db().execute(sql`select customer_group_id as id from customer_groups order by 1`),
    ).map((g) => g.id);
    const parts = rowsOf<{ product_id: number; price_cents: number }>(
      await db().execute(sql`select product_id, price_cents from products order by product_id`),
    );
    expect(groups.length).toBeGreaterThan(1);
    // The demo data has parts with each kind of fact, so the comparison covers them; one more part has a special yet
    // to start, one over, a rebate over and two tiers of one quantity.
    const dated = (await plainPart(db(), 2)).product_id;
    const now = Date.now();
    await db()
      .execute(sql`insert into product_specials (product_id, customer_group_id, price_cents, date_start, date_end) values
      (${dated}, ${RETAIL}, 100, ${at(now + DAY)}, null), (${dated}, ${RETAIL}, 200, null, ${at(now - DAY)}), (${dated}, ${RETAIL}, 900, null, ${at(now + DAY)})`);
    await db().execute(
      sql`insert into instant_rebates (product_id, name, amount_cents, date_end) values (${dated}, 'Over', 300, ${at(now - DAY)})`,
    );
    await db().execute(
      sql`insert into product_discounts (product_id, customer_group_id, quantity, price_cents) values (${dated}, 2, 5, 800), (${dated}, 2, 5, 750)`,
    );
    const [counts] = rowsOf<{ specials: number; tiers: number; rebates: number }>(
      await db().execute(
        sql`select (select count(*) from product_specials)::int as specials, (select count(*) from product_discounts)::int as tiers, (select count(*) from instant_rebates)::int as rebates`,
      ),
    );
    expect(Math.min(counts!.specials, counts!.tiers, counts!.rebates)).toBeGreaterThan(5);

    const book = await priceBook(db(), await catalogVersion(db()));
    const differ: unknown[] = [];
    for (const group of groups) {
      const sqlFacts = await priceFacts(
        db(),
        parts.map((p) => p.product_id),
        group,
      );
      for (const p of parts) {
        const fromBook = normal(bookFacts(book, p.product_id, p.price_cents, group, now));
        const fromSql = normal(sqlFacts.get(p.product_id)!);
        if (JSON.stringify(fromBook) !== JSON.stringify(fromSql))
          differ.push({ product: p.product_id, group, fromBook, fromSql });
      }
    }
    expect(differ).toEqual([]);
  });

  it('takes the lowest special running at the moment asked, and the largest rebate not yet over', async () => {
    const part = await plainPart(db(), 0);
    const id = part.product_id;
    const now = Date.now();
    await db()
      .execute(sql`insert into product_specials (product_id, customer_group_id, price_cents, date_start, date_end) values
      (${id}, ${RETAIL}, 700, ${at(now - DAY)}, ${at(now + DAY)}),
      (${id}, ${RETAIL}, 500, ${at(now + DAY)}, null),
      (${id}, ${RETAIL}, 400, ${at(now - 3 * DAY)}, ${at(now - DAY)}),
      (${id}, 2, 300, null, null)`);
    await db().execute(sql`insert into instant_rebates (product_id, name, amount_cents, date_end) values
      (${id}, 'Over', 100, ${at(now - DAY)}),
      (${id}, 'Until tomorrow', 75, ${at(now + DAY)}),
      (${id}, 'Open', 50, null)`);
    const book = await priceBook(db(), await catalogVersion(db()));

    expect(bookFacts(book, id, 1000, RETAIL, now)).toEqual({
      regularCents: 1000,
      specialCents: 700,
      tiers: [],
      rebate: { name: 'Until tomorrow', amountCents: 75 },
    });
    // Two days on: the $7.00 special and the 75-cent rebate are over, the $5.00 special has started.
    expect(bookFacts(book, id, 1000, RETAIL, now + 2 * DAY)).toEqual({
      regularCents: 1000,
      specialCents: 500,
      tiers: [],
      rebate: { name: 'Open', amountCents: 50 },
    });
    // Another group's special is that group's alone.
    expect(bookFacts(book, id, 1000, 2, now).specialCents).toBe(300);

    // The card shows what the SQL of carts and orders charges: $7.00 - $0.75.
    const sqlFacts = (await priceFacts(db(), [id], RETAIL)).get(id)!;
    expect(sqlFacts).toEqual({
      regularCents: part.price_cents,
      specialCents: 700,
      tiers: [],
      rebate: { name: 'Until tomorrow', amountCents: 75 },
    });
  });

  it('shows a new tier on the next listing, and is not read again when a change leaves the prices alone', async () => {
    const part = await plainPart(db(), 1);
    const id = part.product_id;
    const [s] = rowsOf<{ series_id: number }>(
      await db().execute(
        sql`insert into series (manufacturer_id, category_id, name) select manufacturer_id, category_id, 'Price book test series' from series limit 1 returning series_id`,
      ),
    );
    await db().execute(
      sql`update products set price_cents = 2000, series_id = ${s!.series_id} where product_id = ${id}`,
    );
    const client = server.client();
    const card = async () => {
      const answer = await client.get<ListingAnswer>(`/api/products?series_id=${s!.series_id}&limit=10`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.products.find((p) => p.product_id === id)!;
    };
    expect((await card()).price_text).toBe('$20.00');

    const before = await priceBook(db(), await catalogVersion(db()));
    // A change to the fitment moves the catalogue version, not the prices: the same book serves the new version.
    await db().execute(
      sql`update applications set notes = notes where application_id = (select min(application_id) from applications)`,
    );
    const version = await catalogVersion(db());
    expect(await priceBook(db(), version)).toBe(before);

    // A tier for 1 at $18.00: the next listing shows it (a new version, the book read again).
    await db().execute(
      sql`insert into product_discounts (product_id, customer_group_id, quantity, price_cents) values (${id}, ${RETAIL}, 1, 1800)`,
    );
    expect(await catalogVersion(db())).toBeGreaterThan(version);
    expect((await card()).price_text).toBe('$18.00');
    expect(await priceBook(db(), await catalogVersion(db()))).not.toBe(before);
  });
});
