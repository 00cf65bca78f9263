// Every route, fuzzed (decision 0014): anonymous, as a logged-in shopper with a cart and an address, and as an admin at
// the counter, with generated malformed params, query strings and bodies (JSON, form-encoded, broken JSON, NUL bytes,
// lone surrogates, JSON nested 8,000 deep, multipart bodies cut off).
// Each answer must be below 500; a refusal (4xx) must leave the tables that hold money, orders, carts and accounts as
// they were; and markup sent in never comes back unescaped in an answer a browser would render. The routes come from
// the Fastify instance itself (its OpenAPI document), so a new route is fuzzed without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { plainPart } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Bounds (decision 0014): about 1,100 requests in all, a few seconds on PGlite. */
const RUNS_PER_ROUTE = 3;
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const MARK = '<script>alert(9)</script>';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With {param} placeholders. */
  path: string;
  params: string[];
  query: string[];
  body: string[];
}

/** Calls that end or lock the session the fuzz is using; they take no input, so garbage cannot reach them anyway. */
const ENDS_SESSION = new Set([
  'GET /account/logout/clearSession',
  'POST /api/staff/logout',
  'POST /api/staff/lock',
  'GET /checkout/cart/logoutCustomer',
]);

/** Pages the single-page app answers (the not-found handler, so not in the OpenAPI document): HTML with inlined flags. */
const PAGES: Route[] = [
  { method: 'GET', path: '/product/search', params: [], query: ['search', 'page'], body: [] },
  { method: 'GET', path: '/index.php', params: [], query: ['route', 'product_id', 'path'], body: [] },
  { method: 'GET', path: '/product/product', params: [], query: ['product_id'], body: [] },
];

function routesOf(doc: {
  paths?: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}): Route[] {
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase();
      if (m !== 'GET' && m !== 'POST' && m !== 'PUT' && m !== 'DELETE') continue;
      const parameters = op.parameters ?? [];
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      out.push({
        method: m,
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(bodySchema?.properties ?? {}),
      });
    }
  }
  return out;
}

/** Values no field should take as they are: numbers in other notations, wrong types, NUL, markup, overflow. */
const badScalar = fc.oneof(
  fc.constantFrom(
    '0x10',
    'true',
    'false',
    '1e3',
    '-1',
    '-0',
    '2147483648',
    '99999999999999999999',
    '1.5',
    'NaN',
    'Infinity',
    '',
    ' ',
    '[4]',
    '{"a":',
    'null',
    '%00',
    '\u0000',
    `a\u0000b`,
    MARK,
    `"${MARK}`,
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.string({ maxLength: 12 }).filter((s) => !/^\s*[+-]?\d+(\.\d+)?\s*$/.test(s)),
  fc.constantFrom(true, false, null, -1, 0, 1.5, 2_147_483_648, 1e308, -1e308),
);
const badValue = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', '0', '__proto__x', 'search'), badScalar, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(5000)) },
);
/** Lone UTF-16 surrogates: JSON carries them escaped ("\\ud800") and JSON.parse makes the lone half again. Body only: a
 * URL cannot carry them (encodeURIComponent throws; qs sends U+FFFD instead). */
const loneSurrogate = fc.constantFrom('\ud800', 'a\udc00b', 'brake pads \udbff', '\ude97\ud83d');
const badBodyValue = fc.oneof(
  { weight: 6, arbitrary: badValue },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('city', '7', 'comment'), loneSurrogate, { maxKeys: 2 }) },
);
/** Unsafe in a URL as is: every value is encoded, as a browser would. */
const asText = (v: unknown) => (typeof v === 'string' ? v : ((JSON.stringify(v) as string | undefined) ?? ''));

const caseFor = (route: Route) =>
  fc.record({
    params: fc.tuple(...route.params.map(() => badScalar), fc.constant(0)),
    query: fc.dictionary(fc.constantFrom(...route.query, 'x', 'route'), badValue, { maxKeys: 3 }),
    body: fc.dictionary(fc.constantFrom(...route.body, 'x', 'option', 'address'), badBodyValue, { maxKeys: 4 }),
    /**
     * How the body travels: JSON, form-encoded (qs nesting), broken JSON, JSON nested 8,000 deep, a multipart body cut
     * off mid-way, or none at all.
     */
    wire: fc.constantFrom('json', 'form', 'badjson', 'deepjson', 'cutmultipart', 'none'),
  });

async function send(
  c: Client,
  baseUrl: string,
  route: Route,
  input: { params: unknown[]; query: Record<string, unknown>; body: Record<string, unknown>; wire: string },
) {
  let path = route.path;
  route.params.forEach((name, i) => {
    path = path.replace(`{${name}}`, encodeURIComponent(asText(input.params[i])) || '%20');
  });
  const query = qs.stringify(input.query);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (c.cookies.size) headers.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let body: string | undefined;
  if (route.method !== 'GET' && input.wire !== 'none') {
    const firstKey = Object.keys(input.body)[0] ?? 'a';
    if (input.wire === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = qs.stringify(input.body);
    } else if (input.wire === 'deepjson') {
      headers['content-type'] = 'application/json';
      body = `{"${firstKey}":${'['.repeat(8000)}${']'.repeat(8000)}}`;
    } else if (input.wire === 'cutmultipart') {
      headers['content-type'] = 'multipart/form-data; boundary=fuzzcut';
      // A part opened and never closed: no closing boundary, as when the upload's connection drops.
      body = `--fuzzcut\r\nContent-Disposition: form-data; name="${firstKey}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(300)}`;
    } else {
      headers['content-type'] = 'application/json';
      body =
        input.wire === 'json'
          ? JSON.stringify(input.body)
          : `{"${Object.keys(input.body)[0] ?? 'a'}": ${asText(Object.values(input.body)[0]).slice(0, 40)}`;
    }
  }
  const res = await fetch(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body,
    redirect: 'manual',
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What a refusal must not change: money, orders, carts, accounts, reviews, mail, settings, staff (stock: once per run). */
const TABLES = [
  'carts',
  'cart_items',
  'orders',
  'order_products',
  'order_history',
  'payments',
  'customers',
  'customer_addresses',
  'customer_wishlist',
  'customer_vehicles',
  'email_outbox',
  'reviews',
  'coupons',
  'gift_vouchers',
  'voucher_uses',
  'users',
  'settings',
  'form_submissions',
  'appointment_requests',
];
const CHECKSUM = sql.raw(
  `select ${TABLES.map((t) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${t} x)`).join(" || ',' || ")} as h`,
);
async function checksum(): Promise<string> {
  return rowsOf<{ h: string }>(await server.database.db.execute(CHECKSUM))[0]!.h;
}
const stock = async () =>
  rowsOf<{ s: string }>(
    await server.database.db.execute(
      sql`select count(*)::text || '/' || coalesce(sum(quantity), 0)::text as s from inventory`,
    ),
  )[0]!.s;

async function identities(): Promise<Record<string, Client>> {
  const anonymous = server.client();
  const part = await plainPart(server.database.db);
  const shopper = server.client();
  expect(
    (await shopper.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' })).status,
  ).toBe(200);
  expect((await shopper.post('/checkout/cart/add', { product_id: part.product_id, quantity: 1 })).status).toBe(200);
  const staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await staff.post('/checkout/cart/add', { product_id: part.product_id, quantity: 2 })).status).toBe(200);
  return { anonymous, shopper, staff };
}

describe('fuzz: every route with malformed input', () => {
  it('answers below 500, changes nothing when it refuses, and never reflects markup', async () => {
    const started = performance.now();
    const routes = [...routesOf(server.app.swagger() as Parameters<typeof routesOf>[0]), ...PAGES];
    expect(routes.length).toBeGreaterThan(60);
    // Cart, checkout and account calls are all there, each with its documented fields.
    expect(routes.find((r) => r.path === '/checkout/cart/add' && r.method === 'POST')?.body).toEqual(
      expect.arrayContaining(['product_id', 'quantity', 'option']),
    );
    const clients = await identities();
    const stockBefore = await stock();
    let requests = 0;
    // The state before each request: the last refusal's after-state, recomputed only after an answer that may act.
    let before: string | null = null;
    for (const [who, client] of Object.entries(clients)) {
      const mine = routes.filter((r) => who === 'anonymous' || !ENDS_SESSION.has(`${r.method} ${r.path}`));
      for (const route of mine) {
        await fc.assert(
          fc.asyncProperty(caseFor(route), async (input) => {
            before ??= await checksum();
            const res = await send(client, server.baseUrl, route, input);
            requests++;
            const where = `${who} ${route.method} ${route.path} ${JSON.stringify(input)
              .replace(/x{20,}/g, 'x…')
              .slice(0, 400)} -> ${res.status} ${res.text.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400) {
              const after = await checksum();
              expect(after, `state changed: ${where}`).toBe(before);
            } else before = null;
            if (!/json/.test(res.type))
              expect(res.text.includes('<script>alert(9)'), `markup reflected: ${where}`).toBe(false);
            if (res.status >= 400 && /json/.test(res.type)) {
              // The one error shape: a message for the toast and field messages for the form.
              const body = JSON.parse(res.text) as Record<string, unknown>;
              expect(typeof body.error, where).toBe('string');
              expect(typeof body.errors, where).toBe('object');
            }
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        );
      }
    }
    expect(requests).toBeGreaterThan(routes.length * RUNS_PER_ROUTE * 2);
    expect(await stock()).toBe(stockBefore);
    console.info(
      `fuzz: ${routes.length} routes, ${requests} requests in ${Math.round(performance.now() - started)} ms`,
    );
  }, 300_000);
});
