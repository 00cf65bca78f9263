// Logging in keeps what a guest picked: the cart lines and the wishlist move into the account (contract 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@parts/common/cart';
import type { PageFlags } from '@parts/common/flags';
import { startTestServer, type TestServer } from '#src/test/http';
import { plainPart } from '#src/test/cart-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('login after shopping as a guest', () => {
  it('carries the guest cart and wishlist into the account, and logout leaves an empty guest cart', async () => {
    const part = await plainPart(server.database.db, 3);
    const client = server.client();
    expect(
      (await client.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '2' }, { form: true }))
        .status,
    ).toBe(200);
    expect(
      (await client.post('/account/wishlist/add', { product_id: String(part.product_id) }, { form: true })).status,
    ).toBe(200);

    const login = await client.post<{ flags: PageFlags }>('/api/account/login', {
      email: 'fleet@example.com',
      password: 'shopper123',
    });
    expect(login.status).toBe(200);
    expect(login.body.flags.cart_count).toBe(2);
    const cart = (await client.get<CartData>('/checkout/cart/getData')).body;
    expect(cart.products.map((p) => [p.name, p.quantity])).toEqual([[part.name, 2]]);
    const wishlist = await client.get<{ products: { product_id: number }[] }>('/account/wishlist/getWishlist');
    expect(wishlist.body.products.map((p) => p.product_id)).toContain(part.product_id);

    // A fresh login elsewhere sees the same cart: it belongs to the account now.
    const other = server.client();
    await other.post('/api/account/login', { email: 'fleet@example.com', password: 'shopper123' });
    expect((await other.get<CartData>('/checkout/cart/getData')).body.total_items).toBe(2);

    await client.get('/account/logout/clearSession');
    expect((await client.get<CartData>('/checkout/cart/getData')).body.total_items).toBe(0);
  });
});
