// The store's time zone (issue 25, decision 0043): a receipt and its history show the order's store's clock, and the
// page flags give the web the current store's zone. Expected times worked out by hand (2026-03-08 07:30Z: 1:30 AM CST
// in Chicago, 3:30 AM EDT in New York, whose clocks sprang forward at 07:00Z).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PageFlags } from '@parts/common/flags';
import type { ReceiptOrder } from '@parts/common/receipt';
import { locations, orderHistory, orders } from '#src/db/schema/index';
import { rowsOf } from '#src/db/rows';
import { makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = server.client();
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const db = () => server.database.db;
const plain = (s: string) => s.replace(/\u202f/g, ' ');
const stores = async () =>
  rowsOf<{ id: number }>(
    await db().execute(sql`select location_id as id from locations where kind = 'store' order by location_id`),
  ).map((r) => r.id);

async function orderAt(storeId: number): Promise<number> {
  const orderId = await makeOrder(db(), { totalCents: 1_000, status: 'complete' });
  const at = new Date('2026-03-08T07:30:00Z');
  await db().update(orders).set({ createdAt: at, pickupLocationId: storeId }).where(eq(orders.orderId, orderId));
  await db().insert(orderHistory).values({ orderId, status: 'complete', comment: '', createdAt: at });
  return orderId;
}

describe('store time zone', () => {
  it("shows a receipt and its history on the order's store's clock", async () => {
    const [chicago, newYork] = await stores();
    await db().update(locations).set({ timeZone: 'America/New_York' }).where(eq(locations.locationId, newYork!));
    const there = (await cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${await orderAt(newYork!)}`))
      .body.order;
    expect(plain(there.date_added_long)).toBe('March 8, 2026 at 3:30 AM');
    expect(there.history.at(-1)?.date_added).toBe('2026-03-08 03:30');
    const here = (await cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${await orderAt(chicago!)}`))
      .body.order;
    expect(plain(here.date_added_long)).toBe('March 8, 2026 at 1:30 AM');
    expect(here.history.at(-1)?.date_added).toBe('2026-03-08 01:30');
  });

  it("gives the web the current store's zone in the page flags", async () => {
    const [, newYork] = await stores();
    await db().update(locations).set({ timeZone: 'America/New_York' }).where(eq(locations.locationId, newYork!));
    const c = server.client();
    expect((await c.get<PageFlags>('/api/app/flags')).body.store.time_zone).toBe('America/Chicago');
    expect((await c.get(`/module/dealer_locator/find_dealer?id=${newYork}`)).status).toBe(200);
    expect((await c.get<PageFlags>('/api/app/flags')).body.store.time_zone).toBe('America/New_York');
  });
});
