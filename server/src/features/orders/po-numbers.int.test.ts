// Add PO Number at the POS checkout (spec 001 s7 POST /pos/order/applyPoNumber?order_id): the cashier types a PO
// number per line, or one for every line, and the order view and receipt show it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptOrder } from '@parts/common/receipt';
import { orderProducts } from '#src/db/schema/index';
import { makeOrder } from '#src/test/pos-fixtures';
import { staffClient, startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = await staffClient(server);
});
afterAll(() => server.close());
const db = () => server.database.db;

async function line(orderId: number, name: string): Promise<number> {
  const [row] = await db()
    .insert(orderProducts)
    .values({
      orderId,
      name,
      aaia: 'BBHK',
      mpn: 'BD-1234',
      quantity: 1,
      options: [],
      unitCents: 2_500,
      originalUnitCents: 2_500,
      totalCents: 2_500,
      taxCents: 0,
    })
    .returning({ id: orderProducts.orderProductId });
  return row!.id;
}

const apply = (orderId: number, products: Record<string, unknown>[]) =>
  cashier.post<{ success: string; order: ReceiptOrder; error?: string; errors?: Record<string, string> }>(
    `/pos/order/applyPoNumber?order_id=${orderId}`,
    { products },
  );
const info = async (orderId: number) =>
  (await cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`)).body.order;

describe('POST /pos/order/applyPoNumber', () => {
  it('stores a PO number per line and the order view lists each number once', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000, status: 'outstanding_balance' });
    const pads = await line(orderId, 'Brake Pad Set');
    const rotor = await line(orderId, 'Brake Rotor');
    const res = await apply(orderId, [
      { order_product_id: pads, name: 'Brake Pad Set', po_number: 'PO-1001', apply_to_all: 0 },
      { order_product_id: rotor, name: 'Brake Rotor', po_number: 'PO-1002', apply_to_all: 0 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('PO Number added successfully.');
    const o = await info(orderId);
    expect(o.products.map((p) => [p.name, p.po_number])).toEqual([
      ['Brake Pad Set', 'PO-1001'],
      ['Brake Rotor', 'PO-1002'],
    ]);
    expect(o.po_number_list).toEqual(['PO-1001', 'PO-1002']);
  });

  it('apply to all puts one number on every line of the order', async () => {
    const orderId = await makeOrder(db(), { totalCents: 5_000, status: 'outstanding_balance' });
    const pads = await line(orderId, 'Brake Pad Set');
    await line(orderId, 'Brake Rotor');
    const res = await apply(orderId, [{ order_product_id: pads, po_number: 'FLEET-7', apply_to_all: 1 }]);
    expect(res.status).toBe(200);
    expect(res.body.order.products.map((p) => p.po_number)).toEqual(['FLEET-7', 'FLEET-7']);
    expect((await info(orderId)).po_number_list).toEqual(['FLEET-7']);
  });

  it('refuses a line of another order and changes nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_500, status: 'outstanding_balance' });
    const mine = await line(orderId, 'Brake Pad Set');
    const otherOrder = await makeOrder(db(), { totalCents: 2_500, status: 'outstanding_balance' });
    const theirs = await line(otherOrder, 'Oil Filter');
    const res = await apply(orderId, [
      { order_product_id: mine, po_number: 'PO-1' },
      { order_product_id: theirs, po_number: 'PO-2' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Error adding PO Number.');
    expect((await info(orderId)).products[0]!.po_number).toBe('');
    expect((await info(otherOrder)).products[0]!.po_number).toBe('');
  });

  it('refuses a voided order, an unknown order and an empty list', async () => {
    const voided = await makeOrder(db(), { totalCents: 2_500, status: 'voided' });
    const l = await line(voided, 'Brake Pad Set');
    expect((await apply(voided, [{ order_product_id: l, po_number: 'PO-9' }])).status).toBe(409);
    expect((await info(voided)).po_number_list).toEqual([]);
    expect((await apply(999_999, [{ order_product_id: l, po_number: 'PO-9' }])).status).toBe(404);
    const empty = await apply(voided, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Error adding PO Number.');
  });

  it('is for staff only', async () => {
    const orderId = await makeOrder(db(), { totalCents: 2_500, status: 'outstanding_balance' });
    const l = await line(orderId, 'Brake Pad Set');
    const anon = server.client();
    const res = await anon.post(`/pos/order/applyPoNumber?order_id=${orderId}`, {
      products: [{ order_product_id: l, po_number: 'PO-1' }],
    });
    expect(res.status).toBe(403);
    expect((await info(orderId)).po_number_list).toEqual([]);
  });
});
