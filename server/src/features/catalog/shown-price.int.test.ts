// One price rule, one quantity (issue 9): the listing card, the price sort and the product page show one price for a
// part, the price of its shown quantity (shownQuantity: the minimum order, at least 1). Parts are demo parts given known
// prices, so the expected cents are literal; a last check holds the sort's SQL to the rule for every demo part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ListingAnswer } from '@parts/common/listing';
import { shownQuantity, unitPrice } from '@parts/common/pricing';
import { rowsOf } from '#src/db/rows';
import { priceFacts } from '#src/features/pricing/facts';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type TestServer } from '#src/test/http';
import { shownPrice } from './listing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const RETAIL = 1;

/** A plain demo part given a list price, a minimum, retail tiers and a rebate, in the series `seriesId`. */
async function pricedPart(
  offset: number,
  seriesId: number,
  p: { cents: number; minimum: number; tiers: [number, number][]; rebate?: number },
) {
  const part = await plainPart(db(), offset);
  await db().execute(
    sql`update products set price_cents = ${p.cents}, minimum = ${p.minimum}, series_id = ${seriesId} where product_id = ${part.product_id}`,
  );
  for (const [quantity, cents] of p.tiers) {
    await db().execute(
      sql`insert into product_discounts (product_id, customer_group_id, quantity, price_cents) values (${part.product_id}, ${RETAIL}, ${quantity}, ${cents})`,
    );
  }
  if (p.rebate)
    await db().execute(
      sql`insert into instant_rebates (product_id, name, amount_cents) values (${part.product_id}, 'Test rebate', ${p.rebate})`,
    );
  return part.product_id;
}

describe('one price, one quantity', () => {
  it('a part with a minimum above 1 and a tiered part show the same price on the card, in the price sort and on the product page', async () => {
    const [s] = rowsOf<{ series_id: number }>(
      await db().execute(
        sql`insert into series (manufacturer_id, category_id, name) select manufacturer_id, category_id, 'Shown price test series' from series limit 1 returning series_id`,
      ),
    );
    const seriesId = s!.series_id;
    // Minimum 4: the tier for 4 applies ($8.00), not the list price a quantity of 1 would pay.
    const minimumFour = await pricedPart(0, seriesId, {
      cents: 1000,
      minimum: 4,
      tiers: [
        [2, 900],
        [4, 800],
        [10, 700],
      ],
    });
    // Minimum 3, tiers for 2 ($8.50) and 3 ($9.00), $0.25 rebate: the tier for 3 applies, $9.00 - $0.25 = $8.75.
    const tiered = await pricedPart(1, seriesId, {
      cents: 1000,
      minimum: 3,
      tiers: [
        [2, 850],
        [3, 900],
      ],
      rebate: 25,
    });
    // A plain part at $8.50 sorts between them.
    const plain = await pricedPart(2, seriesId, { cents: 850, minimum: 1, tiers: [] });

    const client = server.client();
    const listing = await client.get<ListingAnswer>(
      `/api/products?series_id=${seriesId}&sort=price&order=asc&limit=100`,
    );
    expect(listing.status, JSON.stringify(listing.body)).toBe(200);
    expect(listing.body.products.map((p) => [p.product_id, p.price_text])).toEqual([
      [minimumFour, '$8.00'],
      [plain, '$8.50'],
      [tiered, '$8.75'],
    ]);
    const desc = await client.get<ListingAnswer>(`/api/products?series_id=${seriesId}&sort=price&order=desc&limit=100`);
    expect(desc.body.products.map((p) => p.product_id)).toEqual([tiered, plain, minimumFour]);
    // The card's tier list starts above the shown quantity.
    expect(listing.body.products[0]!.price_block?.tiers).toEqual([{ quantity: 10, price_text: '$7.00' }]);

    for (const [id, unit, minimum] of [
      [minimumFour, '8.00', 4],
      [tiered, '8.75', 3],
      [plain, '8.50', 1],
    ] as const) {
      const page = await client.get<{ unit_price: string; price_text: string; minimum: number }>(`/api/products/${id}`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ unit_price: unit, price_text: `$${unit}`, minimum });
    }
  });

  it("the price sort's SQL gives every demo part the price the rule gives at its shown quantity", async () => {
    const rows = rowsOf<{ product_id: number; minimum: number; shown: number }>(
      await db().execute(
        sql`select p.product_id, p.minimum, ${shownPrice(RETAIL)}::int as shown from products p where p.status order by p.product_id`,
      ),
    );
    expect(rows.length).toBeGreaterThan(100);
    const facts = await priceFacts(
      db(),
      rows.map((r) => r.product_id),
      RETAIL,
    );
    const differ = rows.filter(
      (r) => unitPrice(facts.get(r.product_id)!, shownQuantity(r.minimum)).unitCents !== r.shown,
    );
    expect(differ).toEqual([]);
  });
});
