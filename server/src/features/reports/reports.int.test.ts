// The owner's reports (issue 27, decision 0077) on data this test builds: sales on two store days (counter and web, a
// voided one left out), gross margin where the part's cost is known, payment types, cashiers, a void at the counter
// with its cashier and register, searches with no results, and the CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ReportAnswer } from '@parts/common/reports';
import { storeInstant, storeToday } from '@parts/common/store-time';
import { orderProducts, orders, products } from '#src/db/schema/index';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { findUserByUsername } from '#src/features/staff/queries';
import { plainPart } from '#src/test/cart-fixtures';
import { makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
let tz: string;
const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');

/** A sale on a store day at noon: counter sales carry the cashier, web sales none. */
async function sale(
  day: string,
  totalCents: number,
  opts: { staff?: number; source?: 'web' | 'pos'; status?: string },
) {
  const orderId = await makeOrder(db(), { totalCents, status: opts.status ?? 'complete' });
  await db()
    .update(orders)
    .set({
      source: opts.source ?? 'pos',
      staffUserId: opts.staff ?? null,
      createdAt: storeInstant(day, '12:00', tz),
    })
    .where(eq(orders.orderId, orderId));
  return orderId;
}

let part: Awaited<ReturnType<typeof plainPart>>;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  tz = await storeTimeZone(db());
  const casey = (await findUserByUsername(db(), 'cashier'))!.userId;
  part = await plainPart(db());
  await db().update(products).set({ costCents: 3_000 }).where(eq(products.productId, part.product_id));
  // 10 March: two counter sales by Casey ($100.00 with a part line of known cost, $50.00), one web sale ($25.00) and
  // a voided counter sale that is no sale; 11 March: one web sale ($10.00).
  const first = await sale('2031-03-10', 10_000, { staff: casey });
  await db()
    .insert(orderProducts)
    .values([
      {
        orderId: first,
        productId: part.product_id,
        name: part.name,
        quantity: 2,
        options: [],
        unitCents: 4_000,
        originalUnitCents: 4_000,
        totalCents: 8_000,
        taxCents: 0,
      },
    ]);
  await db().execute(
    sql`insert into order_transactions (order_id, transaction_type, label, amount_cents, status, idempotency_key)
        values (${first}, 'cash', 'Cash', 10000, 'approved', ${key()})`,
  );
  await sale('2031-03-10', 5_000, { staff: casey });
  await sale('2031-03-10', 2_500, { source: 'web', status: 'pending' });
  await sale('2031-03-10', 9_900, { staff: casey, status: 'voided' });
  await sale('2031-03-11', 1_000, { source: 'web', status: 'pending' });
});
afterAll(() => server.close());

const report = async (query: string) => {
  const res = await admin.get<ReportAnswer>(`/admin/api/reports/report?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const brief = (r: ReportAnswer) =>
  r.rows.map((x) => ({ label: x.label, count: x.count, amount: x.amount_cents, margin: x.margin_cents }));

describe('the sales reports', () => {
  it('sales by day: the orders and totals of each store day, gross margin only where the cost is known', async () => {
    const r = await report('report=sales_day&from=2031-03-10&to=2031-03-11');
    expect(brief(r)).toEqual([
      // $80.00 of the part at $30.00 cost each, twice: $20.00 margin; the other lines have no known cost.
      { label: '2031-03-10', count: 3, amount: 17_500, margin: 2_000 },
      { label: '2031-03-11', count: 1, amount: 1_000, margin: null },
    ]);
    expect(r.rows[0]!.cost_cents).toBe(6_000);
    expect(r).toMatchObject({ total_count: 4, total_cents: 18_500, total_margin_cents: 2_000, money: true });
  });

  it('sales by cashier and by payment type', async () => {
    const who = await report('report=sales_cashier&from=2031-03-10&to=2031-03-10');
    expect(brief(who)).toEqual([
      { label: 'Casey Rivera', count: 2, amount: 15_000, margin: 2_000 },
      { label: 'Web store', count: 1, amount: 2_500, margin: null },
    ]);
    const paid = await report('report=sales_payment&from=2031-03-10&to=2031-03-10');
    expect(brief(paid)).toEqual([{ label: 'Cash', count: 1, amount: 10_000, margin: null }]);
  });

  it('exports the same rows as CSV', async () => {
    const res = await admin.get<string>('/admin/api/reports/csv?report=sales_day&from=2031-03-10&to=2031-03-11');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="sales_day-2031-03-10-to-2031-03-11.csv"',
    );
    expect(res.body).toBe(
      'Day,Orders,Amount,Cost,Gross margin\r\n2031-03-10,3,175.00,60.00,20.00\r\n2031-03-11,1,10.00,,\r\n',
    );
  });

  it('refuses a cashier (no reports.view) and a period that ends before it starts', async () => {
    expect((await cashier.get('/admin/api/reports/report?report=sales_day')).status).toBe(403);
    const bad = await admin.get('/admin/api/reports/report?report=sales_day&from=2031-03-11&to=2031-03-10');
    expect(bad.status).toBe(400);
  });
});

describe('the counter and shopper reports', () => {
  it('a void at the counter is listed today with its cashier and register', async () => {
    const orderId = await makeOrder(db(), { totalCents: 4_217, status: 'saved' });
    expect((await cashier.get(`/pos/order/void?order_id=${orderId}`)).status).toBe(200);
    const r = await report(`report=voids&from=${storeToday(tz)}`);
    const mine = r.rows.filter((x) => x.key === String(orderId));
    expect(mine.map((x) => [x.label, x.amount_cents, x.who, x.note])).toEqual([
      [`Order #${orderId}`, 4_217, 'Casey Rivera', 'Round Rock'],
    ]);
  });

  it('searches with no results: each search logged once with its result count, the empty ones counted', async () => {
    const term = `zzq${key()}`;
    for (const q of [term, term.toUpperCase(), term])
      expect((await admin.get(`/api/search?search=${q}`)).status).toBe(200);
    // The second page of a search is the same search: not counted again.
    expect((await admin.get(`/api/search?search=${term}&page=2`)).status).toBe(200);
    const r = await report('report=searches');
    expect(r.rows.filter((x) => x.label === term).map((x) => x.count)).toEqual([3]);
  });
});
