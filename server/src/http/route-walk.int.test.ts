// The route walk (decision 0037): every route Fastify registered is called as each kind of caller, and from another
// site, and must answer as its declaration says. A route without a declaration stops the app from starting, so this
// file fails then too. Minimal input: a 400 from validation means "let past the guard", which is all this checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@parts/common/admin';
import { ACCOUNT_MSG, STAFF_MSG } from '@parts/common/messages';
import { hasPermission, type Permission } from '@parts/common/permissions';
import type { StaffRole } from '@parts/common/flags';
import { startTestServer, type TestServer } from '#src/test/http';
import type { DeclaredRoute } from './route-access';
import { CROSS_SITE_MSG } from './security';

let server: TestServer;
/**
 * `clerk` is a cashier with their own permission list (the staff editor's "not the role's defaults"): a caller who may
 * do some back office work but not the rest. `tokenless` is the admin calling without the back office token, as a link
 * or form on another site would.
 */
type Caller = 'anonymous' | 'shopper' | StaffRole | 'clerk' | 'locked' | 'tokenless';
const CALLERS = [
  'anonymous',
  'shopper',
  'cashier',
  'installer',
  'manager',
  'clerk',
  'admin',
  'locked',
  'tokenless',
] as const;
const CLERK_PERMISSIONS: Permission[] = ['orders.complete', 'content.manage', 'reviews.moderate'];
const cookies = new Map<Caller, string>();
const tokens = new Map<Caller, string>();

const loginStaff = async (caller: Caller, username: string, password = 'partsdesk', lock = false) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password })).status).toBe(200);
  if (lock) expect((await c.post('/api/staff/lock')).status).toBe(200);
  expect(c.adminToken).not.toBe('');
  cookies.set(caller, [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  if (caller !== 'tokenless') tokens.set(caller, c.adminToken);
};

/** The owner adds a user through the staff editor, as in the back office. */
const addStaff = async (username: string, role: StaffRole, permissions: Permission[] | null) => {
  const owner = server.client();
  expect((await owner.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  const saved = await owner.post('/admin/api/staff/save', {
    username,
    firstname: 'Walk',
    lastname: role,
    email: '',
    role,
    location_id: null,
    permissions,
    price_override_limit_pct: null,
    password: 'walk-pass-1',
    pin: '8642',
  });
  expect(saved.status).toBe(200);
};

beforeAll(async () => {
  server = await startTestServer();
  const shopper = server.client();
  expect(
    (await shopper.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' })).status,
  ).toBe(200);
  cookies.set('anonymous', '');
  cookies.set('shopper', [...shopper.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  await loginStaff('cashier', 'cashier');
  await loginStaff('installer', 'installer');
  await loginStaff('admin', 'admin');
  await loginStaff('locked', 'admin', 'partsdesk', true);
  await loginStaff('tokenless', 'admin');
  await addStaff('walk.manager', 'manager', null);
  await addStaff('walk.clerk', 'cashier', CLERK_PERMISSIONS);
  await loginStaff('manager', 'walk.manager', 'walk-pass-1');
  await loginStaff('clerk', 'walk.clerk', 'walk-pass-1');
});
afterAll(() => server.close());

/** Routes that end or change the caller's own login: called, they would log the walk's callers out. */
const ENDS_THE_SESSION = new Set([
  '/api/staff/logout',
  '/api/staff/lock',
  '/api/staff/kiosk/start',
  '/account/logout/clearSession',
  '/checkout/cart/logoutCustomer',
]);
/**
 * Public routes whose handler asks for a login itself, because who may call depends on the input: a shopper reads their
 * own garage, staff any customer's (fitment/customer-vehicles.ts). Without a customerId, everyone but a shopper is asked
 * to log in.
 */
const HANDLER_DECIDES = new Set(['/api/customer_vehicle']);
/** An event stream never ends; its guard is walked, not its stream. */
const NEVER_ENDS = new Set(['/pos/checkout/events']);

const GUARD_ANSWERS = new Set<string>([
  STAFF_MSG.loginRequired,
  STAFF_MSG.forbidden,
  STAFF_MSG.locked,
  ACCOUNT_MSG.loginRequired,
  CROSS_SITE_MSG,
  ADMIN_MSG.badToken,
]);

/** About 1,700 requests: a few seconds alone, more on a busy CI machine. */
const WALK_MS = 240_000;

const pathOf = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');

const call = async (route: DeclaredRoute, caller: Caller, crossSite = false, method = route.method, query = '') => {
  const body = method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE' ? '{}' : undefined;
  const res = await fetch(server.baseUrl + pathOf(route.url) + query, {
    method,
    redirect: 'manual',
    headers: {
      accept: 'application/json',
      cookie: cookies.get(caller)!,
      ...(tokens.has(caller) && route.url.startsWith('/admin/') ? { 'x-admin-token': tokens.get(caller)! } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(crossSite ? { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } : {}),
    },
    body,
  });
  const text = await res.text();
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  return { status: res.status, error };
};

/** What the declaration says this caller gets from the guard: its status and message, or null for "let past". */
function expected(route: DeclaredRoute, caller: Caller): { status: number; error: string } | null {
  const d = route.declaration;
  if (d.access === 'public') return null;
  if (d.access === 'shopper') return caller === 'shopper' ? null : { status: 401, error: ACCOUNT_MSG.loginRequired };
  if (caller === 'anonymous' || caller === 'shopper') return { status: 403, error: STAFF_MSG.loginRequired };
  const user =
    caller === 'clerk'
      ? { role: 'cashier' as const, permissions: CLERK_PERMISSIONS }
      : { role: caller === 'locked' || caller === 'tokenless' ? ('admin' as const) : caller };
  if (caller === 'locked' && !d.allowLocked) return { status: 423, error: STAFF_MSG.locked };
  if (d.access === 'admin' && user.role !== 'admin') return { status: 403, error: STAFF_MSG.forbidden };
  if (d.permission && !hasPermission(user, d.permission)) return { status: 403, error: STAFF_MSG.forbidden };
  if (caller === 'tokenless' && route.url.startsWith('/admin/')) return { status: 403, error: ADMIN_MSG.badToken };
  return null;
}

const walked = () =>
  server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/docs'));

describe('every registered route answers as it is declared', () => {
  it("the declared routes are Fastify's own route table", () => {
    const routes = server.app.routeTable;
    expect(routes.length).toBeGreaterThan(180);
    for (const r of routes) {
      expect(server.app.hasRoute({ method: r.method as 'GET', url: r.url }), `${r.method} ${r.url}`).toBe(true);
    }
  });

  it(
    'as anonymous, shopper, cashier, installer, manager, a cashier with their own permissions, admin, a locked register and an admin without the back office token',
    async () => {
      const wrong: string[] = [];
      for (const route of walked()) {
        const runs = route.declaration.changesState !== false && ENDS_THE_SESSION.has(route.url);
        // A route's callers go at once (each has its own session); routes one after another.
        await Promise.all(
          CALLERS.map(async (caller) => {
            const want = expected(route, caller);
            if (!want && (runs || NEVER_ENDS.has(route.url) || HANDLER_DECIDES.has(route.url))) return;
            const got = await call(route, caller);
            // A handler that fails (a 500) for a caller its declaration lets in is not declared as it behaves.
            const ok = want
              ? got.status === want.status && got.error === want.error
              : got.status < 500 &&
                !(
                  typeof got.error === 'string' &&
                  GUARD_ANSWERS.has(got.error) &&
                  got.status >= 401 &&
                  got.status <= 423
                );
            if (!ok) wrong.push(`${caller} ${route.method} ${route.url}: ${got.status} ${String(got.error)}`);
          }),
        );
      }
      expect(wrong).toEqual([]);
    },
    WALK_MS,
  );

  it(
    'from another site: every state-changing route is refused whatever the method (HEAD too); the others are not',
    async () => {
      const wrong: string[] = [];
      for (const route of walked()) {
        const d = route.declaration;
        // The bare-parameter call names its action in the query (/ymm/json?saveVehicle).
        const query = typeof d.changesState === 'function' ? '?saveVehicle' : '';
        const changes = d.changesState !== false;
        if (!changes && (NEVER_ENDS.has(route.url) || ENDS_THE_SESSION.has(route.url))) continue;
        const methods = route.method === 'GET' && changes ? ['GET', 'HEAD'] : [route.method];
        for (const method of methods) {
          const got = await call(route, 'admin', true, method, query);
          const refused = got.status === 403 && (method === 'HEAD' || got.error === CROSS_SITE_MSG);
          if (changes !== refused) wrong.push(`${method} ${route.url}${query}: ${got.status} ${String(got.error)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    WALK_MS,
  );

  it('the roles keep their default powers (issue 30 item 10)', async () => {
    const byUrl = (method: string, url: string) =>
      server.app.routeTable.find((r) => r.method === method && r.url === url)!;
    const moneyPowers = [
      byUrl('GET', '/pos/order/void'),
      byUrl('POST', '/pos/checkout/voidTransaction'),
      byUrl('GET', '/pos/checkout/voidTransactions'),
      byUrl('GET', '/pos/checkout/terminalAction'),
      byUrl('POST', '/pos/checkout/complete'),
      byUrl('POST', '/api/customer_credit/add'),
      byUrl('POST', '/checkout/cart/updatePrice'),
      byUrl('POST', '/pos/checkout/simulator'),
      byUrl('POST', '/pos/purchase/simulator'),
    ];
    for (const r of moneyPowers)
      expect(await call(r, 'installer'), `installer ${r.url}`).toEqual({ status: 403, error: STAFF_MSG.forbidden });
    for (const r of [byUrl('POST', '/pos/checkout/simulator'), byUrl('POST', '/pos/purchase/simulator')])
      expect(await call(r, 'cashier'), `cashier ${r.url}`).toEqual({ status: 403, error: STAFF_MSG.forbidden });
    // A cashier still voids and completes (past the guard: the empty input is refused by validation, 400).
    for (const r of [byUrl('POST', '/pos/checkout/voidTransaction'), byUrl('POST', '/pos/checkout/complete')])
      expect((await call(r, 'cashier')).status, `cashier ${r.url}`).toBe(400);
  });
});
