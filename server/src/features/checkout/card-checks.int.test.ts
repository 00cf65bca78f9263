// Card fields are checked before the payment provider is called (issue 10): an expired card, a mistyped number or a
// short CVC is refused with that field's message, and no authorization is ever attempted.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MSG } from '@parts/common/checkout';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type TestServer } from '#src/test/http';
import { pickupDetails, plainPart } from '#src/test/cart-fixtures';
import { TEST_CARDS } from './payment';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paymentCount = async () =>
  rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from payments`))[0]!.n;

describe('card checks before the provider', () => {
  it('refuses an expired card, a number failing Luhn and a bad CVC with the field message, without calling the provider', async () => {
    const part = await plainPart(server.database.db, 3);
    const c = server.client();
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    expect(
      (await c.post('/checkout/cart/setCheckoutData', pickupDetails('card-checks@example.com'), { form: true })).status,
    ).toBe(200);
    const before = await paymentCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ card_number: TEST_CARDS.approve, card_expiry: '01/19', card_cvc: '123' }, 'card_expiry', CARD_MSG.expired],
      [{ card_number: '4242424242424241', card_expiry: '12/30', card_cvc: '123' }, 'card_number', CARD_MSG.number],
      [{ card_number: TEST_CARDS.approve, card_expiry: '13/30', card_cvc: '123' }, 'card_expiry', CARD_MSG.expiry],
      [{ card_number: TEST_CARDS.approve, card_expiry: '12/30', card_cvc: '12' }, 'card_cvc', CARD_MSG.cvc],
    ];
    for (const [card, field, message] of cases) {
      const res = await c.post(
        '/checkout/confirm/createOrder',
        { idempotency_key: randomBytes(12).toString('hex'), ...card },
        { form: true },
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.errors).toMatchObject({ [field]: message });
    }
    expect(await paymentCount()).toBe(before);
    const ok = await c.post(
      '/checkout/confirm/createOrder',
      {
        idempotency_key: randomBytes(12).toString('hex'),
        card_number: '4242 4242 4242 4242',
        card_expiry: '12/30',
        card_cvc: '123',
      },
      { form: true },
    );
    expect(ok.status).toBe(200);
  });
});
