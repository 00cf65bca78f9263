// The price facts loader against the demo catalogue: specials and tiers by group, rebates, and the shopper's group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { unitPrice } from '@parts/common/pricing';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type TestServer } from '#src/test/http';
import { customerGroupFor, priceFacts } from './facts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('priceFacts', () => {
  it('brings the group tiers and the list price, and the rule applies the tier', async () => {
    const db = server.database.db;
    const [row] = rowsOf<{ product_id: number; customer_group_id: number; quantity: number; price_cents: number }>(
      await db.execute(
        sql`select product_id, customer_group_id, quantity, price_cents from product_discounts where customer_group_id = 1 and quantity = 2 limit 1`,
      ),
    );
    const facts = (await priceFacts(db, [row!.product_id], 1)).get(row!.product_id)!;
    expect(facts.tiers).toContainEqual({ quantity: 2, priceCents: row!.price_cents });
    const one = unitPrice(facts, 1);
    const two = unitPrice(facts, 2);
    expect(two.unitCents).toBeLessThanOrEqual(one.unitCents);
    // Installer-group tiers are not the retail group's.
    const installer = (await priceFacts(db, [row!.product_id], 2)).get(row!.product_id)!;
    expect(installer.tiers.some((t) => t.quantity === 2 && t.priceCents === row!.price_cents)).toBe(false);
  });

  it('finds nothing for unknown products', async () => {
    expect((await priceFacts(server.database.db, [99_999_999], 1)).size).toBe(0);
    expect((await priceFacts(server.database.db, [], 1)).size).toBe(0);
  });

  it('prices a guest as the default group and a logged-in customer as theirs', async () => {
    const db = server.database.db;
    const [fleet] = rowsOf<{ customer_id: number; customer_group_id: number }>(
      await db.execute(sql`select customer_id, customer_group_id from customers where email = 'fleet@example.com'`),
    );
    expect(await customerGroupFor(db, {})).toBe(1);
    expect(await customerGroupFor(db, { customerId: fleet!.customer_id })).toBe(fleet!.customer_group_id);
  });
});
