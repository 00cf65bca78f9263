// Purchase orders to a distributor (issue 14, decision 0026): inventory lookup, the checkout's short-parts list,
// submit (good, refused input, distributor failure, timeout then retry → one order at the distributor, concurrent
// double submit → one purchase order), the receipt's read model and the product page's reseller prices.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (the race is real there).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OrderParts, PurchaseOrderWire } from '@parts/common/purchase';
import { PURCHASE_MSG } from '@parts/common/purchase';
import type { ReceiptOrder } from '@parts/common/receipt';
import { rowsOf } from '#src/db/rows';
import { distributorSimOrders, orderProducts, purchaseOrders } from '#src/db/schema/index';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { makeOrder } from '#src/test/pos-fixtures';

let server: TestServer;
let staff: Client;
/** Switches the distributor simulator (an admin: cashiers lack simulators.switch). */
let manager: Client;
let warehouseId: number;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  manager = server.client();
  expect((await manager.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  [{ location_id: warehouseId }] = rowsOf<{ location_id: number }>(
    await db().execute(sql`select location_id from locations where warehouse_code = 'WH1'`),
  ) as [{ location_id: number }];
});
afterAll(() => server.close());
beforeEach(async () => {
  await saveSettings(db(), { purchase_distributor_sim_mode: 'normal', purchase_distributor_timeout_ms: 8000 });
});

const db = () => server.database.db;
const key = () => randomBytes(8).toString('hex');
type SubmitAnswer = {
  success?: string;
  error?: string;
  errors?: Record<string, string>;
  purchase_order: PurchaseOrderWire;
  purchase_orders: PurchaseOrderWire[];
};

async function warehouseStock(productId: number): Promise<number> {
  const [r] = rowsOf<{ n: number }>(
    await db().execute(
      sql`select quantity as n from inventory where product_id = ${productId} and location_id = ${warehouseId}`,
    ),
  );
  return r?.n ?? 0;
}
async function setWarehouse(productId: number, n: number) {
  await db().execute(
    sql`insert into inventory (product_id, location_id, quantity) values (${productId}, ${warehouseId}, ${n}) on conflict (product_id, location_id) do update set quantity = excluded.quantity`,
  );
}

/** An order with one catalogue line of `quantity`, the store holding `inStore` and the warehouse `inWarehouse`. */
async function shortOrder(offset: number, opts: { quantity: number; inStore: number; inWarehouse: number }) {
  const part = await plainPart(db(), offset);
  await setStock(db(), part.product_id, opts.inStore, 1);
  await setWarehouse(part.product_id, opts.inWarehouse);
  const orderId = await makeOrder(db(), { totalCents: part.price_cents * opts.quantity, status: 'pending' });
  const [p] = rowsOf<{ aaia: string; mpn: string }>(
    await db().execute(
      sql`select m.aaia, p.mpn from products p join manufacturers m using (manufacturer_id) where p.product_id = ${part.product_id}`,
    ),
  );
  await db()
    .insert(orderProducts)
    .values({
      orderId,
      productId: part.product_id,
      name: part.name,
      aaia: p!.aaia,
      mpn: p!.mpn,
      quantity: opts.quantity,
      options: [],
      unitCents: part.price_cents,
      originalUnitCents: part.price_cents,
      totalCents: part.price_cents * opts.quantity,
      taxCents: 0,
    });
  return { orderId, part: { ...part, aaia: p!.aaia, mpn: p!.mpn } };
}
const parts = async (orderId: number) =>
  (await staff.get<OrderParts>(`/pos/purchase/getOrderParts?orderId=${orderId}`)).body;
const submit = (orderId: number, body: Record<string, unknown>) =>
  staff.post<SubmitAnswer>(`/pos/purchase/submit?orderId=${orderId}`, {
    warehouse_code: 'WH1',
    shipping_method: 'Ground',
    notes: '',
    ...body,
  });
const simOrders = async (requestKey: string) =>
  (await db().select().from(distributorSimOrders).where(eq(distributorSimOrders.requestKey, requestKey))).length;

describe('the checkout’s "Order From Your Distributor" list', () => {
  it('lists a part short in store stock with the warehouse stock and your_cost; a part the store covers is not listed', async () => {
    const short = await shortOrder(0, { quantity: 5, inStore: 2, inWarehouse: 40 });
    const answer = await parts(short.orderId);
    expect(answer.inventory_error).toBeNull();
    expect(answer.shipping_methods).toEqual(['Ground', 'Next Day Air', 'Will Call']);
    expect(answer.purchase_orders).toEqual([]);
    const yourCost = (Math.round(short.part.price_cents * 0.62) / 100).toFixed(2);
    expect(answer.parts).toEqual([
      {
        order_product_id: expect.any(Number),
        product_id: short.part.product_id,
        name: short.part.name,
        aaia: short.part.aaia,
        mpn: short.part.mpn,
        quantity: 5,
        storeInventory: 2,
        short: 3,
        warehouse: {
          product_id: short.part.product_id,
          name: short.part.name,
          aaia: short.part.aaia,
          mpn: short.part.mpn,
          prices: [
            { type: 'your_cost', price: yourCost, price_text: `$${yourCost}` },
            { type: 'list', price: (short.part.price_cents / 100).toFixed(2), price_text: expect.any(String) },
          ],
          locations: [{ warehouseCode: 'WH1', name: 'Central Warehouse', inventory: 40, price: yourCost }],
          totalInventory: 40,
          storeInventory: 2,
        },
      },
    ]);
    const covered = await shortOrder(1, { quantity: 2, inStore: 9, inWarehouse: 40 });
    expect((await parts(covered.orderId)).parts).toEqual([]);
  });

  it('still lists the short parts when the distributor is down, with "There was an error!"', async () => {
    const short = await shortOrder(2, { quantity: 4, inStore: 0, inWarehouse: 10 });
    await saveSettings(db(), { purchase_distributor_sim_mode: 'fail' });
    const answer = await parts(short.orderId);
    expect(answer.inventory_error).toBe(PURCHASE_MSG.inventoryError);
    expect(answer.parts.map((p) => [p.product_id, p.short, p.warehouse])).toEqual([[short.part.product_id, 4, null]]);
  });

  it('is for staff only, and an unknown order is a 404', async () => {
    expect((await server.client().get('/pos/purchase/getOrderParts?orderId=1')).status).toBe(403);
    expect((await staff.get('/pos/purchase/getOrderParts?orderId=999999')).body).toMatchObject({
      error: PURCHASE_MSG.orderNotFound,
    });
  });
});

describe('submit', () => {
  it('places the order at the warehouse: confirmation numbers, cost total, warehouse stock lowered; shown on the receipt', async () => {
    const { orderId, part } = await shortOrder(3, { quantity: 6, inStore: 1, inWarehouse: 30 });
    const k = key();
    const res = await submit(orderId, {
      idempotency_key: k,
      items: [{ product_id: part.product_id, quantity: 5 }],
      shipping_method: 'Next Day Air',
      notes: 'Customer waits for it',
    });
    expect(res.status).toBe(200);
    const cost = Math.round(part.price_cents * 0.62);
    const po = res.body.purchase_order;
    expect(po).toMatchObject({
      Number: `PO-${orderId}-${po.PurchaseOrderID}`,
      ConfirmationNumber: expect.stringMatching(/^DST-[0-9A-F]{8}$/),
      WarehouseConfirmationNumber: expect.stringMatching(/^WH1-[0-9A-F]{8}$/),
      ToWarehouse: { Name: 'Central Warehouse', Code: 'WH1' },
      SubmittedToWarehouseDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      CurrentStatus: 'Submitted',
      ShippingMethod: 'Next Day Air',
      Notes: 'Customer waits for it',
      Items: [
        {
          AAIABrandCode: part.aaia,
          PartNumber: part.mpn,
          Quantity: 5,
          Description: part.name,
          YourCost: (cost / 100).toFixed(2),
        },
      ],
      OrderTotalPrice: ((cost * 5) / 100).toFixed(2),
    });
    expect(res.body.success).toBe(PURCHASE_MSG.submitted(po.ConfirmationNumber));
    expect(await warehouseStock(part.product_id)).toBe(25);
    const [row] = await db()
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.purchaseOrderId, po.PurchaseOrderID));
    expect(row!.totalCents).toBe(cost * 5);
    const receipt = (await staff.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`)).body;
    expect(JSON.stringify(receipt)).toContain(po.ConfirmationNumber);
    const after = await parts(orderId);
    expect(after.purchase_orders).toEqual([po]);
    // The 5 ordered no longer count as short: 6 ordered, 1 in store, 5 on the purchase order.
    expect(after.parts).toEqual([]);
  });

  it('refuses bad input with the field named, and places nothing', async () => {
    const { orderId, part } = await shortOrder(4, { quantity: 3, inStore: 0, inWarehouse: 2 });
    const other = await plainPart(db(), 20);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ idempotency_key: key(), items: [] }, 400, PURCHASE_MSG.pickQuantity],
      [
        { idempotency_key: key(), items: [{ product_id: part.product_id, quantity: 0 }] },
        400,
        'Quantity must be 1 or more.',
      ],
      [
        { idempotency_key: 'x', items: [{ product_id: part.product_id, quantity: 1 }] },
        400,
        'idempotency_key must be 8 to 64 letters, digits, - or _.',
      ],
      [
        { idempotency_key: key(), items: [{ product_id: other.product_id, quantity: 1 }] },
        400,
        PURCHASE_MSG.notOnOrder,
      ],
      [
        { idempotency_key: key(), warehouse_code: 'NOPE', items: [{ product_id: part.product_id, quantity: 1 }] },
        400,
        PURCHASE_MSG.unknownWarehouse,
      ],
      [
        {
          idempotency_key: key(),
          shipping_method: 'Carrier pigeon',
          items: [{ product_id: part.product_id, quantity: 1 }],
        },
        400,
        PURCHASE_MSG.unknownShipping,
      ],
      [
        { idempotency_key: key(), items: [{ product_id: part.product_id, quantity: 3 }] },
        409,
        PURCHASE_MSG.warehouseShort(`${part.name} (${part.aaia} ${part.mpn})`, 2),
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await submit(orderId, body);
      expect([res.status, res.body.error ?? Object.values(res.body.errors ?? {})[0]]).toEqual([status, message]);
    }
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId))).toEqual([]);
    expect(await warehouseStock(part.product_id)).toBe(2);
  });

  it('a voided order takes no purchase order', async () => {
    const { orderId, part } = await shortOrder(5, { quantity: 2, inStore: 0, inWarehouse: 9 });
    await db().execute(sql`update orders set status = 'voided' where order_id = ${orderId}`);
    const res = await submit(orderId, {
      idempotency_key: key(),
      items: [{ product_id: part.product_id, quantity: 2 }],
    });
    expect([res.status, res.body.error]).toEqual([409, PURCHASE_MSG.orderClosed]);
  });

  it('distributor failure: 502 with a clear message, nothing stored, and the same key works once it is back', async () => {
    const { orderId, part } = await shortOrder(6, { quantity: 2, inStore: 0, inWarehouse: 9 });
    await manager.post('/pos/purchase/simulator', { mode: 'fail' });
    const k = key();
    const body = { idempotency_key: k, items: [{ product_id: part.product_id, quantity: 2 }] };
    const failed = await submit(orderId, body);
    expect([failed.status, failed.body.error]).toEqual([502, PURCHASE_MSG.distributorDown]);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId))).toEqual([]);
    expect(await simOrders(`po:${orderId}:${k}`)).toBe(0);
    await manager.post('/pos/purchase/simulator', { mode: 'normal' });
    const ok = await submit(orderId, body);
    expect(ok.status).toBe(200);
    expect(await simOrders(`po:${orderId}:${k}`)).toBe(1);
    expect(await warehouseStock(part.product_id)).toBe(7);
  });

  it('timeout then retry with the same key: one order at the distributor, one purchase order, stock lowered once', async () => {
    const { orderId, part } = await shortOrder(7, { quantity: 4, inStore: 0, inWarehouse: 20 });
    await saveSettings(db(), { purchase_distributor_sim_mode: 'timeout', purchase_distributor_timeout_ms: 300 });
    const k = key();
    const body = { idempotency_key: k, items: [{ product_id: part.product_id, quantity: 4 }] };
    const lost = await submit(orderId, body);
    expect([lost.status, lost.body.error]).toEqual([504, PURCHASE_MSG.distributorTimeout]);
    const [pending] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId));
    expect(pending!.status).toBe('pending');
    expect((await parts(orderId)).purchase_orders.length).toBe(1);
    await saveSettings(db(), { purchase_distributor_sim_mode: 'normal', purchase_distributor_timeout_ms: 8000 });
    const retry = await submit(orderId, body);
    expect(retry.status).toBe(200);
    expect(retry.body.purchase_order.CurrentStatus).toBe('Submitted');
    expect(await simOrders(`po:${orderId}:${k}`)).toBe(1);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId))).toHaveLength(1);
    expect(await warehouseStock(part.product_id)).toBe(16);
    // A third send with the key answers the same purchase order; the same key with other parts is refused.
    expect((await submit(orderId, body)).body.purchase_order).toEqual(retry.body.purchase_order);
    const reused = await submit(orderId, { idempotency_key: k, items: [{ product_id: part.product_id, quantity: 1 }] });
    expect([reused.status, reused.body.error]).toEqual([409, PURCHASE_MSG.keyReused]);
  });

  it('a lost answer is picked up by the next listing without a retry', async () => {
    const { orderId, part } = await shortOrder(8, { quantity: 1, inStore: 0, inWarehouse: 5 });
    await saveSettings(db(), { purchase_distributor_sim_mode: 'timeout', purchase_distributor_timeout_ms: 300 });
    expect(
      (await submit(orderId, { idempotency_key: key(), items: [{ product_id: part.product_id, quantity: 1 }] })).status,
    ).toBe(504);
    await saveSettings(db(), { purchase_distributor_sim_mode: 'normal' });
    const [po] = (await parts(orderId)).purchase_orders;
    expect(po).toMatchObject({ CurrentStatus: 'Submitted', ConfirmationNumber: expect.stringMatching(/^DST-/) });
  });

  it('five concurrent submits with one key make one purchase order and one distributor order', async () => {
    const { orderId, part } = await shortOrder(9, { quantity: 3, inStore: 0, inWarehouse: 12 });
    const k = key();
    const body = { idempotency_key: k, items: [{ product_id: part.product_id, quantity: 3 }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(orderId, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.purchase_order.ConfirmationNumber)).size).toBe(1);
    expect(await db().select().from(purchaseOrders).where(eq(purchaseOrders.orderId, orderId))).toHaveLength(1);
    expect(await simOrders(`po:${orderId}:${k}`)).toBe(1);
    expect(await warehouseStock(part.product_id)).toBe(9);
  });
});

describe('the product page’s warehouse stock and reseller prices', () => {
  it('Refresh Warehouse (is_paceapi_active) reads the warehouse count from the distributor; "There was an error!" when it is down', async () => {
    const part = await plainPart(db(), 11);
    await setWarehouse(part.product_id, 23);
    await saveSettings(db(), { is_paceapi_active: true });
    try {
      const res = await server
        .client()
        .post<{ Items: { Locations: { warehouseCode: string | null; inventory: number }[] }[] }>(
          '/api/inventory/getInventoryDetails',
          { products: String(part.product_id) },
          { form: true },
        );
      expect(res.body.Items[0]!.Locations.filter((l) => l.warehouseCode !== null)).toEqual([
        expect.objectContaining({ warehouseCode: 'WH1', inventory: 23 }),
      ]);
      await saveSettings(db(), { purchase_distributor_sim_mode: 'fail' });
      const down = await server
        .client()
        .post('/api/inventory/getInventoryDetails', { products: String(part.product_id) }, { form: true });
      expect([down.status, down.body.error]).toEqual([502, PURCHASE_MSG.inventoryError]);
    } finally {
      await saveSettings(db(), { is_paceapi_active: false });
    }
  });

  it('answers the warehouse stock and your_cost for staff; no reseller prices for a part the distributor does not carry', async () => {
    const part = await plainPart(db(), 10);
    await setWarehouse(part.product_id, 17);
    const res = await staff.post<{ data: { prices: { type: string }[]; locations: { inventory: number }[] } | null }>(
      '/api/inventory/getWarehouseInventory',
      { productId: part.product_id },
    );
    expect(res.body.data!.prices.map((p) => p.type)).toEqual(['your_cost', 'list']);
    expect(res.body.data!.locations.map((l) => l.inventory)).toEqual([17]);
    await db().execute(
      sql`delete from inventory where product_id = ${part.product_id} and location_id = ${warehouseId}`,
    );
    expect((await staff.post('/api/inventory/getWarehouseInventory', { productId: part.product_id })).body).toEqual({
      success: true,
      data: null,
    });
    expect(
      (await server.client().post('/api/inventory/getWarehouseInventory', { productId: part.product_id })).status,
    ).toBe(403);
  });
});
