// The POS foundation (issue 13): the transition table, the balance arithmetic in cents and the store-credit ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orderHistory, orders } from '#src/db/schema/index';
import { addCreditEntry, creditBalance } from '#src/features/payments/credit';
import { orderBalance, recordTransaction } from '#src/features/payments/balance';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type TestServer } from '#src/test/http';
import { changeOrderStatus, orderStatuses } from '#src/features/order-status/lifecycle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const db = () => server.database.db;
const inTx = <T>(fn: (tx: Db) => Promise<T>) => db().transaction((tx) => fn(tx as unknown as Db));

describe('order statuses', () => {
  it('lists every status with its id, colours and actions', async () => {
    const rows = await orderStatuses(db());
    expect(rows.map((r) => r.status)).toEqual([
      'pending',
      'processing',
      'saved',
      'quote',
      'kiosk',
      'outstanding_balance',
      'ready',
      'complete',
      'voided',
      'cancelled',
    ]);
    expect(rows.find((r) => r.status === 'complete')).toMatchObject({
      order_status_id: 8,
      name: 'Complete',
      status_color: '#198754',
      status_text_color: '#ffffff',
      actions: ['void', 'edit_history', 'view_receipt'],
    });
  });

  it('an allowed change updates the order and writes the history with the staff member', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1000 });
    expect(
      await inTx((tx) => changeOrderStatus(tx, orderId, 'outstanding_balance', { comment: 'Part paid', userId: 1 })),
    ).toEqual({ from: 'saved', to: 'outstanding_balance' });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('outstanding_balance');
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
    expect(history.map((h) => [h.status, h.comment, h.userId])).toEqual([
      ['saved', 'test order', null],
      ['outstanding_balance', 'Part paid', 1],
    ]);
  });

  it('a refused change answers 409 and changes nothing', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1000, status: 'voided' });
    await expect(inTx((tx) => changeOrderStatus(tx, orderId, 'complete'))).rejects.toMatchObject({
      statusCode: 409,
      message: 'An order that is voided cannot become complete.',
    });
    const [o] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(o!.status).toBe('voided');
    expect(await db().select().from(orderHistory).where(eq(orderHistory.orderId, orderId))).toHaveLength(1);
  });

  it('an unknown status cannot be stored (the column references the table)', async () => {
    const orderId = await makeOrder(db(), { totalCents: 1000 });
    await expect(db().update(orders).set({ status: 'lost' }).where(eq(orders.orderId, orderId))).rejects.toThrow();
  });
});

describe('orderBalance', () => {
  it('sums only approved transactions, in cents', async () => {
    const orderId = await makeOrder(db(), { totalCents: 10_001 });
    const add = (key: string, amountCents: number, status: 'approved' | 'void' | 'declined') =>
      inTx((tx) =>
        recordTransaction(tx, { orderId, type: 'cash', label: 'Cash', amountCents, status, idempotencyKey: key }),
      );
    expect(await orderBalance(db(), orderId)).toEqual({
      totalCents: 10_001,
      paidCents: 0,
      balanceCents: 10_001,
      changeDueCents: 0,
      surchargeCents: 0,
    });
    await add('a', 3_333, 'approved');
    await add('b', 5_000, 'void');
    await add('c', 7_000, 'declined');
    expect(await orderBalance(db(), orderId)).toEqual({
      totalCents: 10_001,
      paidCents: 3_333,
      balanceCents: 6_668,
      changeDueCents: 0,
      surchargeCents: 0,
    });
    await add('d', 7_000, 'approved');
    expect(await orderBalance(db(), orderId)).toEqual({
      totalCents: 10_001,
      paidCents: 10_333,
      balanceCents: -332,
      changeDueCents: 332,
      surchargeCents: 0,
    });
  });

  it('the same key answers the first transaction', async () => {
    const orderId = await makeOrder(db(), { totalCents: 500 });
    const first = await inTx((tx) =>
      recordTransaction(tx, {
        orderId,
        type: 'cash',
        label: 'Cash',
        amountCents: 200,
        status: 'approved',
        idempotencyKey: 'k',
      }),
    );
    const again = await inTx((tx) =>
      recordTransaction(tx, {
        orderId,
        type: 'cash',
        label: 'Cash',
        amountCents: 300,
        status: 'approved',
        idempotencyKey: 'k',
      }),
    );
    expect(first.created).toBe(true);
    expect(again).toMatchObject({
      created: false,
      transaction: { transactionId: first.transaction.transactionId, amountCents: 200 },
    });
    expect((await orderBalance(db(), orderId)).paidCents).toBe(200);
  });
});

describe('store-credit ledger', () => {
  it('adds and spends; refuses to go below zero and writes nothing', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 2_500 });
    expect(await creditBalance(db(), customerId)).toBe(2_500);
    expect(
      (await inTx((tx) => addCreditEntry(tx, { customerId, amountCents: -1_000, description: 'Spent' }))).balanceCents,
    ).toBe(1_500);
    await expect(
      inTx((tx) => addCreditEntry(tx, { customerId, amountCents: -1_501, description: 'Too much' })),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Not enough store credit: the balance is $15.00.' });
    expect(await creditBalance(db(), customerId)).toBe(1_500);
  });

  it('concurrent spends never take the balance below zero', async () => {
    const customerId = await makeCustomer(db(), { creditCents: 1_000 });
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        inTx((tx) => addCreditEntry(tx, { customerId, amountCents: -300, description: `spend ${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await creditBalance(db(), customerId)).toBe(100);
  });
});
