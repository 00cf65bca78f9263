// Customer accounts over HTTP: register (processPost), login with its limit, logout. Details, addresses, countries
// and the garage are in details.int.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account } from '@parts/common/account';
import type { PageFlags } from '@parts/common/flags';
import { ACCOUNT_MSG, MSG } from '@parts/common/messages';
import { startTestServer, type TestServer } from '#src/test/http';
import { good } from '#src/test/account-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (sql: string, params: unknown[] = []) =>
  (await server.database.query<{ n: number }>(sql, params))[0]!.n;

describe('registration (POST /checkout/cart/processPost)', () => {
  it('creates the account, logs it in and answers success and customer_id', async () => {
    const c = server.client();
    const res = await c.post<{ success: string; customer_id: number; flags: PageFlags }>(
      '/checkout/cart/processPost',
      good,
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(ACCOUNT_MSG.registered);
    expect(res.body.customer_id).toBeGreaterThan(0);
    expect(res.body.flags.customer).toMatchObject({
      customer_id: res.body.customer_id,
      firstname: 'Dana',
      email: 'dana.w@example.com',
    });
    const [row] = await server.database.query<{ telephone: string; password_hash: string; newsletter: boolean }>(
      'select telephone, password_hash, newsletter from customers where customer_id = $1',
      [res.body.customer_id],
    );
    expect(row).toMatchObject({ telephone: '5125550177', newsletter: true });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const flags = await c.get<PageFlags>('/api/app/flags');
    expect(flags.body.customer?.customer_id).toBe(res.body.customer_id);
    // The new password works for a later login.
    const again = server.client();
    expect((await again.post('/api/account/login', { email: 'DANA.W@example.com', password: 'brakes4u' })).status).toBe(
      200,
    );
  });

  it.each([
    ['firstname', { firstname: 'D' }, MSG.minChars(2)],
    ['firstname', { firstname: '' }, MSG.required],
    ['lastname', { lastname: 'x'.repeat(33) }, MSG.maxChars(32)],
    ['email', { email: 'not-an-email' }, MSG.invalidEmail],
    ['telephone', { telephone: '555-0177' }, MSG.invalidPhone],
    ['telephone', { telephone: '' }, MSG.required],
    ['password', { password: 'abc', confirm: 'abc' }, MSG.minChars(8)],
    ['password', { password: 'tread4', confirm: 'tread4' }, MSG.minChars(8)],
    ['password', { password: 'a'.repeat(21), confirm: 'a'.repeat(21) }, MSG.maxChars(20)],
    ['confirm', { confirm: 'brakes5u' }, ACCOUNT_MSG.passwordMismatch],
  ])('refuses a bad %s with its message and creates nothing', async (field, patch, message) => {
    const before = await count('select count(*)::int as n from customers');
    const res = await server
      .client()
      .post<{ error: string; errors: Record<string, string> }>(
        '/checkout/cart/processPost',
        { ...good, email: `x${Math.random()}@example.com`, ...patch },
        { form: true },
      );
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await count('select count(*)::int as n from customers')).toBe(before);
  });

  it('lists every bad field at once', async () => {
    const res = await server
      .client()
      .post<{ errors: Record<string, string> }>('/checkout/cart/processPost', { email: 'nope' }, { form: true });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'confirm',
      'email',
      'firstname',
      'lastname',
      'password',
      'telephone',
    ]);
  });

  it('refuses an email already registered, whatever its case', async () => {
    const res = await server
      .client()
      .post<{ error: string; errors: Record<string, string> }>(
        '/checkout/cart/processPost',
        { ...good, email: 'Shopper@Example.com' },
        { form: true },
      );
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe(ACCOUNT_MSG.emailTaken);
    expect(await count("select count(*)::int as n from customers where lower(email) = 'shopper@example.com'")).toBe(1);
  });
});

describe('login and logout', () => {
  it('logs in the demo shopper, rotates the session id and sets flags.customer', async () => {
    const c = server.client();
    await c.post('/product/compare/add', { product_id: 1 }, { form: true }); // a guest session exists first
    const before = c.cookies.get('sid');
    expect(before).toBeTruthy();
    const res = await c.post<{ success: string; flags: PageFlags }>(
      '/api/account/login',
      { email: 'shopper@example.com', password: 'shopper123' },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(ACCOUNT_MSG.welcome('Demo'));
    expect(res.body.flags.customer).toMatchObject({ email: 'shopper@example.com', firstname: 'Demo' });
    expect(c.cookies.get('sid')).not.toBe(before);
    expect(await count('select count(*)::int as n from sessions where id = $1', [before])).toBe(0);
    // The guest's comparison survives the login.
    expect((await c.get<{ total: number }>('/product/compare/getCompare')).body.total).toBe(1);
    // The demo shopper's address book has a default Texas address (seed/account.ts).
    const acct = (await c.get<Account>('/api/account')).body;
    expect(acct.addresses).toEqual([
      expect.objectContaining({ iso_code_2: 'US', zone_code: 'TX', city: 'Austin', default: true }),
    ]);
    expect(acct.customer.address_id).toBe(acct.addresses[0]!.address_id);
  });

  it('refuses a wrong password with 401 and no customer in the session', async () => {
    const c = server.client();
    const res = await c.post('/api/account/login', { email: 'fleet@example.com', password: 'wrong-one' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(ACCOUNT_MSG.badLogin);
    expect((await c.get<PageFlags>('/api/app/flags')).body.customer).toBeNull();
    const unknown = await c.post('/api/account/login', { email: 'nobody@example.com', password: 'shopper123' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(ACCOUNT_MSG.badLogin);
  });

  it('answers 429 after five wrong passwords for one email, even with the right one', async () => {
    const c = server.client();
    for (let i = 0; i < 5; i++)
      expect((await c.post('/api/account/login', { email: 'shop@example.com', password: `guess${i}` })).status).toBe(
        401,
      );
    const locked = await c.post('/api/account/login', { email: 'shop@example.com', password: 'shopper123' });
    expect(locked.status).toBe(429);
    expect(String(locked.body.error)).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
  });

  it('logs out: the customer, their private data and their vehicle leave, the store stays; a browser is sent home', async () => {
    const c = server.client();
    await c.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' });
    await c.post('/account/wishlist/add', { product_id: 2 }, { form: true });
    const sid = c.cookies.get('sid')!;
    await server.database.query(
      `update sessions set data = data || '{"vehicle": {"Year": 2015}, "showUniversal": true, "locationId": 2}'::jsonb where id = $1`,
      [sid],
    );
    const res = await c.get<{ success: string; flags: PageFlags }>('/account/logout/clearSession');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(ACCOUNT_MSG.loggedOut);
    expect(res.body.flags.customer).toBeNull();
    expect(c.cookies.get('sid')).not.toBe(sid);
    const [row] = await server.database.query<{ data: Record<string, unknown> }>(
      'select data from sessions where id = $1',
      [c.cookies.get('sid')],
    );
    expect(row!.data).toEqual({ locationId: 2 });
    expect(res.body.flags.vehicle.facets).toEqual([]);
    expect((await c.get('/api/account')).status).toBe(401);
    expect((await c.get<{ total: number }>('/account/wishlist/getWishlist')).body.total).toBe(0);

    const browser = await fetch(`${server.baseUrl}/account/logout/clearSession`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/');
  });
});
