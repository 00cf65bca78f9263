// Cross-site requests cannot change state, and every answer carries the security headers (decision 0015).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { plainPart } from '#src/test/cart-fixtures';
import { CROSS_SITE_MSG } from './security';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const EVIL = 'https://evil.example';
/** A request as a browser would send it: the client's cookies plus the headers a page on `from` makes it send. */
const browser = (
  c: Client,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Record<string, string>,
) =>
  fetch(server.baseUrl + path, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
const own = () => server.baseUrl;
const cartCount = async (c: Client) => (await c.get<{ cart_count: number }>('/api/app/flags')).body.cart_count;

describe('state-changing calls from another site', () => {
  it('refuses a POST whose Origin is another site, or that the browser marks cross-site, and changes nothing', async () => {
    const part = await plainPart(server.database.db);
    const c = server.client();
    const add = { product_id: String(part.product_id), quantity: '1' };
    expect((await c.post('/checkout/cart/add', add, { form: true })).status).toBe(200);
    const crossSite: Record<string, string>[] = [
      { origin: EVIL },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.example' },
      { referer: `${EVIL}/page` },
    ];
    for (const headers of crossSite) {
      const res = await browser(c, 'POST', '/checkout/cart/add', headers, add);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual({ error: CROSS_SITE_MSG });
    }
    expect(await cartCount(c)).toBe(1);
    // The store's own pages (same Origin) and clients without browser headers go ahead.
    expect(
      (await browser(c, 'POST', '/checkout/cart/add', { origin: own(), 'sec-fetch-site': 'same-origin' }, add)).status,
    ).toBe(200);
    expect((await c.post('/checkout/cart/add', add, { form: true })).status).toBe(200);
    // A same-origin form post under Referrer-Policy no-referrer carries Origin: null (the language switch does).
    expect(
      (await browser(c, 'POST', '/checkout/cart/add', { origin: 'null', 'sec-fetch-site': 'same-origin' }, add)).status,
    ).toBe(200);
    expect(await cartCount(c)).toBe(4);
  });

  it('refuses a login posted from another site (login CSRF)', async () => {
    const res = await browser(
      server.client(),
      'POST',
      '/api/staff/login',
      { origin: EVIL },
      { username: 'admin', password: 'partsdesk' },
    );
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it("keeps the spec's state-changing GET calls for the app but refuses them cross-site", async () => {
    const c = server.client();
    expect((await c.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    const staffLoggedIn = async () => (await c.get<{ in_pos_mode: boolean }>('/api/app/flags')).body.in_pos_mode;
    expect((await browser(c, 'GET', '/checkout/cart/abandonOrder', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(
      (await browser(c, 'GET', '/index.php?route=checkout/cart/abandonOrder', { referer: `${EVIL}/` })).status,
    ).toBe(403);
    expect(
      (
        await browser(c, 'GET', '/checkout/cart/abandonOrder', {
          'sec-fetch-site': 'same-origin',
          referer: `${own()}/pos`,
        })
      ).status,
    ).toBe(200);
    // A link on another site cannot void an order's payments or cancel a terminal request.
    for (const path of [
      '/pos/checkout/voidTransactions?orderId=1',
      '/pos/checkout/cancelSmartTerminal?smartTerminalId=1&siteTransactionId=x',
      '/pos/checkout/terminalAction?transactionId=1&from_pos=1',
    ]) {
      expect((await browser(c, 'GET', path, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    }

    const universal = async () =>
      (await c.get<{ show_universal: boolean }>('/ymm/json/getVehicle')).body.show_universal;
    const before = await universal();
    expect(typeof before).toBe('boolean');
    expect((await browser(c, 'GET', '/ymm/json/toggle_universal', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect((await browser(c, 'GET', '/ymm/json?toggle_universal', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(await universal()).toBe(before);
    expect((await browser(c, 'GET', '/ymm/json/toggle_universal', { 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
    expect(await universal()).toBe(!before);

    // Reading stays open to links from anywhere (a shared listing link, a search engine).
    expect((await browser(c, 'GET', '/ymm/json/years', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    expect(
      (await browser(c, 'GET', '/api/app/flags', { 'sec-fetch-site': 'cross-site', referer: `${EVIL}/` })).status,
    ).toBe(200);

    // A link on another site cannot log the shop out; typing the address (Sec-Fetch-Site: none) can.
    expect((await browser(c, 'GET', '/account/logout/clearSession', { 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(await staffLoggedIn()).toBe(true);
  });

  it('changes nothing in the database when refused', async () => {
    const [before] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from customers`),
    );
    const res = await browser(
      server.client(),
      'POST',
      '/checkout/cart/processPost',
      { origin: EVIL },
      {
        firstname: 'Eve',
        lastname: 'Il',
        email: 'eve@example.com',
        telephone: '(512) 555-0100',
        password: 'secret123',
        confirm: 'secret123',
      },
    );
    expect(res.status).toBe(403);
    const [after] = rowsOf<{ n: number }>(
      await server.database.db.execute(sql`select count(*)::int as n from customers`),
    );
    expect(after!.n).toBe(before!.n);
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff and frame-ancestors; HSTS only behind TLS', async () => {
    const res = await fetch(`${server.baseUrl}/product/catalog`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a TLS proxy (TRUST_PROXY)', () => {
  it('sends HSTS for requests that came over TLS and checks the Origin against the forwarded host', async () => {
    const proxied = await startTestServer({ TRUST_PROXY: '1' });
    try {
      const via = (headers: Record<string, string>, method = 'GET', path = '/product/catalog') =>
        fetch(proxied.baseUrl + path, { method, headers: { accept: 'application/json', ...headers } });
      expect(
        (await via({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' })).headers.get(
          'strict-transport-security',
        ),
      ).toBe('max-age=31536000; includeSubDomains');
      expect((await via({ 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security')).toBeNull();
      const tls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' };
      expect((await via({ ...tls, origin: 'https://shop.example.com' }, 'POST', '/api/staff/logout')).status).toBe(200);
      expect((await via({ ...tls, origin: EVIL }, 'POST', '/api/staff/logout')).status).toBe(403);
    } finally {
      await proxied.close();
    }
    // It starts a server of its own (a database cloned for it, migrations checked): on a loaded machine that alone
    // took 30 s, the default limit.
  }, 120_000);
});
