// The end of a guest order clears the guest's details (issue 10): the next person on the same browser (a shared
// computer, a kiosk) does not find the last guest's name, email, phone or address in the checkout.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@parts/common/cart';
import { startTestServer, type TestServer } from '#src/test/http';
import { pickupDetails, plainPart } from '#src/test/cart-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('after a guest order', () => {
  it('forgets the guest’s name, email and phone, and keeps the store and methods', async () => {
    const part = await plainPart(server.database.db, 5);
    const c = server.client();
    await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true });
    expect(
      (await c.post('/checkout/cart/setCheckoutData', pickupDetails('first-guest@example.com', 'cod'), { form: true }))
        .status,
    ).toBe(200);
    const before = (await c.get<CartData>('/checkout/cart/getData')).body.checkout;
    expect(before).toMatchObject({ firstname: 'Pat', email: 'first-guest@example.com' });
    expect(
      (
        await c.post(
          '/checkout/confirm/createOrder',
          { idempotency_key: randomBytes(12).toString('hex') },
          { form: true },
        )
      ).status,
    ).toBe(200);

    const after = (await c.get<CartData>('/checkout/cart/getData')).body.checkout as Record<string, unknown>;
    for (const k of ['firstname', 'lastname', 'email', 'telephone', 'address']) expect(after[k], k).toBeUndefined();
    expect(after).toMatchObject({ shipping_method: 'pickup', payment_method: 'cod' });
  });
});
