// Issue 9, payments and order placement: a card authorization pays only what it was made for, a confirm without a key
// places its order, a key that comes back with another cart is refused, the confirmation commits with its order, and the
// recovery job settles authorizations a stopped process left open as soon as no request holds them. Runs on PGlite and
// on PostgreSQL.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import { buildApp } from '#src/app';
import { readConfig } from '#src/config';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import {
  plainPart,
  setStock,
  stockOf,
  approvedCard as card,
  checkoutKey as key,
  pickupDetails as details,
} from '#src/test/cart-fixtures';
import { paymentProvider, TEST_CARDS } from './payment';
import { withAuthorizationClaim } from './in-flight';
import { recoverPayments } from './recovery';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;
const onPostgres = inject('dbTarget') === 'postgres';

async function shopper(lines: [number, number][], payment = 'card', email?: string): Promise<Client> {
  const c = server.client();
  for (const [productId, quantity] of lines)
    expect(
      (
        await c.post(
          '/checkout/cart/add',
          { product_id: String(productId), quantity: String(quantity) },
          { form: true },
        )
      ).status,
    ).toBe(200);
  expect((await c.post('/checkout/cart/setCheckoutData', details(email, payment), { form: true })).status).toBe(200);
  return c;
}
type Placed = { order_id?: number; error?: string; success?: string };
const confirm = (c: Client, body: Record<string, string>) =>
  c.post<Placed>('/checkout/confirm/createOrder', body, { form: true });
const payments = async (like: string) =>
  rowsOf<{ status: string; amount_cents: number; order_id: number | null }>(
    await db().execute(
      sql`select status, amount_cents, order_id from payments where idempotency_key like ${like} order by payment_id`,
    ),
  );
const ordersWithKey = async (like: string) =>
  rowsOf<{ order_id: number; status: string; total_cents: number }>(
    await db().execute(sql`select order_id, status, total_cents from orders where idempotency_key like ${like}`),
  );

describe('a card authorization pays only what it was made for', () => {
  it('a voided authorization is not reused: same key after the cart grew is refused, and so is the same cart again', async () => {
    const part = await plainPart(db(), 10);
    await setStock(db(), part.product_id, 1, 2);
    const c = await shopper([[part.product_id, 1]]);
    const k = key();
    // The order is refused (the last unit went meanwhile), so the small authorization is voided.
    await setStock(db(), part.product_id, 0, 2);
    const refused = await confirm(c, { idempotency_key: k, ...card });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CART_MSG.notInStock(part.name));
    expect(await payments(`%:${k}:%`)).toEqual([expect.objectContaining({ status: 'voided' })]);

    // The exploit: stock back, cart made bigger, the same key confirmed again. It must not pay with the voided $X.
    await setStock(db(), part.product_id, 20, 2);
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '9' }, { form: true }))
        .status,
    ).toBe(200);
    const bigger = await confirm(c, { idempotency_key: k, ...card });
    expect(bigger.status).toBe(409);
    expect(bigger.body.error).toBe(CART_MSG.keyReused);
    expect(await ordersWithKey(`%:${k}`)).toEqual([]);

    // Back to the first contents: the voided authorization is still not an approval.
    const [line] = rowsOf<{ cart_item_id: number }>(
      await db().execute(
        sql`select cart_item_id from cart_items ci join carts c using (cart_id) where ci.product_id = ${part.product_id} order by cart_item_id desc limit 1`,
      ),
    );
    expect((await c.put('/checkout/cart/edit', { key: String(line!.cart_item_id), quantity: '1' })).status).toBe(200);
    const again = await confirm(c, { idempotency_key: k, ...card });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(CART_MSG.paymentVoided);
    expect(await ordersWithKey(`%:${k}`)).toEqual([]);
    expect(await stockOf(db(), part.product_id)).toBe(20);

    // A new attempt (the page makes a new key after a refusal) authorizes and pays the amount it is for.
    const k2 = key();
    const placed = await confirm(c, { idempotency_key: k2, ...card });
    expect(placed.status).toBe(200);
    const [order] = await ordersWithKey(`%:${k2}`);
    expect(await payments(`%:${k2}:%`)).toEqual([
      { status: 'captured', amount_cents: order!.total_cents, order_id: order!.order_id },
    ]);
  });

  it('the provider refuses a key that comes back with another amount', async () => {
    const provider = paymentProvider(db());
    const first = await provider.authorize({
      amountCents: 1000,
      card: { number: TEST_CARDS.approve, expiry: '12/30', cvc: '123' },
      idempotencyKey: `k-${key()}`,
      requestHash: 'a',
    });
    expect(first.approved).toBe(true);
    const k = `k-${key()}`;
    await provider.authorize({
      amountCents: 1000,
      card: { number: TEST_CARDS.approve, expiry: '12/30', cvc: '123' },
      idempotencyKey: k,
      requestHash: 'a',
    });
    expect(
      await provider.authorize({
        amountCents: 5000,
        card: { number: TEST_CARDS.approve, expiry: '12/30', cvc: '123' },
        idempotencyKey: k,
        requestHash: 'a',
      }),
    ).toMatchObject({ approved: false, refused: 'mismatch' });
    expect(
      await provider.authorize({
        amountCents: 1000,
        card: { number: TEST_CARDS.approve, expiry: '12/30', cvc: '123' },
        idempotencyKey: k,
        requestHash: 'b',
      }),
    ).toMatchObject({ approved: false, refused: 'mismatch' });
    expect(
      await provider.authorize({
        amountCents: 1000,
        card: { number: TEST_CARDS.approve, expiry: '12/30', cvc: '123' },
        idempotencyKey: k,
        requestHash: 'a',
      }),
    ).toMatchObject({ approved: true, reused: true });
  });
});

describe('idempotency keys', () => {
  it('a confirm without a key places the order; the next one without a key places the next order, never answering the old one', async () => {
    const part = await plainPart(db(), 11);
    const c = await shopper([[part.product_id, 1]], 'cod');
    const first = await confirm(c, {});
    expect(first.status).toBe(200);
    expect(first.body.order_id).toBeGreaterThan(0);
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '2' }, { form: true }))
        .status,
    ).toBe(200);
    // The end of a guest order clears the guest's details (issue 10): the next order is entered again.
    expect((await c.post('/checkout/cart/setCheckoutData', details(undefined, 'cod'), { form: true })).status).toBe(
      200,
    );
    const second = await confirm(c, {});
    expect(second.status).toBe(200);
    expect(second.body.order_id).toBeGreaterThan(first.body.order_id!);
    const lines = rowsOf<{ quantity: number }>(
      await db().execute(sql`select quantity from order_products where order_id = ${second.body.order_id!}`),
    );
    expect(lines).toEqual([{ quantity: 2 }]);
    // Nothing left: a third confirm without a key says the cart is empty.
    const third = await confirm(c, {});
    expect(third.status).toBe(400);
    expect(third.body.error).toBe(CART_MSG.emptyCart);
  });

  it('a key that comes back with another cart (a stale page) is refused, not answered with the placed order', async () => {
    const part = await plainPart(db(), 12);
    const c = await shopper([[part.product_id, 1]], 'cod');
    const k = key();
    const placed = await confirm(c, { idempotency_key: k });
    expect(placed.status).toBe(200);
    // The double click: same key, cart emptied by the first: the same order.
    expect((await confirm(c, { idempotency_key: k })).body.order_id).toBe(placed.body.order_id);
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '3' }, { form: true }))
        .status,
    ).toBe(200);
    const stale = await confirm(c, { idempotency_key: k });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(CART_MSG.keyReused);
    expect((await c.get<{ total_items: number }>('/checkout/cart/getData')).body.total_items).toBe(3);
  });
});

describe('the confirmation commits with its order', () => {
  it('the order and its outbox message are written by one transaction', async () => {
    const part = await plainPart(db(), 13);
    const c = await shopper([[part.product_id, 1]], 'cod');
    const placed = await confirm(c, { idempotency_key: key() });
    expect(placed.status).toBe(200);
    const [same] = rowsOf<{ same: boolean }>(
      await db().execute(
        sql`select o.xmin::text = e.xmin::text as same from orders o join email_outbox e on e.order_id = o.order_id where o.order_id = ${placed.body.order_id!}`,
      ),
    );
    expect(same).toEqual({ same: true });
  });

  it('when the message cannot be written, no order is placed: the stock and the cart stay', async () => {
    const part = await plainPart(db(), 14);
    await setStock(db(), part.product_id, 5, 2);
    const c = await shopper([[part.product_id, 2]], 'cod', 'mail-breaks@example.com');
    await db().execute(
      sql.raw(`create or replace function test_refuse_mail() returns trigger language plpgsql as $$
      begin if new.to_address = 'mail-breaks@example.com' then raise exception 'outbox unavailable'; end if; return new; end $$`),
    );
    await db().execute(
      sql.raw(
        'create trigger test_refuse_mail before insert on email_outbox for each row execute function test_refuse_mail()',
      ),
    );
    try {
      const res = await confirm(c, { idempotency_key: key() });
      expect(res.status).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger test_refuse_mail on email_outbox'));
    }
    expect(rowsOf(await db().execute(sql`select 1 from orders where email = 'mail-breaks@example.com'`))).toEqual([]);
    expect(await stockOf(db(), part.product_id)).toBe(5);
    expect((await c.get<{ total_items: number }>('/checkout/cart/getData')).body.total_items).toBe(2);
  });
});

describe('recovery of open authorizations', () => {
  const open = async (reference: string, minutesAgo: number) => {
    await db().execute(sql`insert into payments (provider, idempotency_key, amount_cents, status, reference, created_at)
      values ('test', ${`recover-${reference}`}, 1234, 'authorized', ${reference}, now() - make_interval(mins => ${minutesAgo}))`);
  };
  const statusOf = async (reference: string) =>
    rowsOf<{ status: string; order_id: number | null }>(
      await db().execute(sql`select status, order_id from payments where reference = ${reference}`),
    )[0];

  it('settles an orphaned authorization at once however recent, captures one whose order committed, leaves one a request still holds', async () => {
    const part = await plainPart(db(), 15);
    const c = await shopper([[part.product_id, 1]], 'cod');
    const placed = await confirm(c, { idempotency_key: key() });
    const orphan = `test_orphan_${key()}`;
    const committed = `test_committed_${key()}`;
    const working = `test_working_${key()}`;
    // All made this very minute: no wall-clock grace decides any of them.
    await open(orphan, 0);
    await open(committed, 0);
    await open(working, 0);
    await db().execute(
      sql`update orders set payment_reference = ${committed} where order_id = ${placed.body.order_id!}`,
    );
    // A checkout still between authorizing and capturing holds the claim on its key.
    await withAuthorizationClaim(db(), `recover-${working}`, async () => {
      await recoverPayments(db(), paymentProvider(db()));
      expect(await statusOf(orphan)).toEqual({ status: 'voided', order_id: null });
      expect(await statusOf(committed)).toEqual({ status: 'captured', order_id: placed.body.order_id });
      expect(await statusOf(working)).toEqual({ status: 'authorized', order_id: null });
    });
    // Its request ended without settling it (it failed after authorizing): the next run voids it.
    await recoverPayments(db(), paymentProvider(db()));
    expect(await statusOf(working)).toEqual({ status: 'voided', order_id: null });
  });

  it.runIf(onPostgres)(
    "leaves an authorization another process is working on, and settles it as soon as that process's connection is gone",
    async () => {
      const reference = `test_other_${key()}`;
      await open(reference, 0);
      const other = new pg.Client({ connectionString: server.database.url });
      await other.connect();
      await other.query('select pg_advisory_lock(hashtextextended($1, 0))', [`recover-${reference}`]);
      await recoverPayments(db(), paymentProvider(db()));
      expect(await statusOf(reference)).toEqual({ status: 'authorized', order_id: null });
      await other.end(); // the other process dies: PostgreSQL lets its locks go with its connection
      await recoverPayments(db(), paymentProvider(db()));
      expect(await statusOf(reference)).toEqual({ status: 'voided', order_id: null });
    },
  );

  it.runIf(onPostgres)(
    'leaves alone the authorization of a checkout still placing its order, which then captures it',
    async () => {
      const part = await plainPart(db(), 16);
      await setStock(db(), part.product_id, 3, 2);
      const c = await shopper([[part.product_id, 1]]);
      // The order's insert waits a moment, so the checkout is caught between authorizing and committing.
      await db().execute(
        sql.raw(`create or replace function test_slow_order() returns trigger language plpgsql as $$
        begin if new.email = 'pat@example.com' then perform pg_sleep(1.5); end if; return new; end $$`),
      );
      await db().execute(
        sql.raw(
          'create trigger test_slow_order before insert on orders for each row execute function test_slow_order()',
        ),
      );
      try {
        const k = key();
        const placing = confirm(c, { idempotency_key: k, ...card });
        while ((await payments(`%:${k}:%`)).length === 0) await new Promise((r) => setTimeout(r, 20));
        await recoverPayments(db(), paymentProvider(db()));
        expect(await payments(`%:${k}:%`)).toEqual([expect.objectContaining({ status: 'authorized' })]);
        const placed = await placing;
        expect(placed.status).toBe(200);
        expect(await payments(`%:${k}:%`)).toEqual([
          expect.objectContaining({ status: 'captured', order_id: placed.body.order_id }),
        ]);
      } finally {
        await db().execute(sql.raw('drop trigger test_slow_order on orders'));
      }
    },
  );

  it('runs when the server starts', async () => {
    const orphan = `test_start_${key()}`;
    await open(orphan, 60);
    const app = await buildApp({
      config: readConfig({ WEB_DIST: '/nonexistent-web-dist' } as NodeJS.ProcessEnv),
      database: server.database,
    });
    await app.ready();
    await app.close();
    expect(await statusOf(orphan)).toEqual({ status: 'voided', order_id: null });
  });
});
