// The back office token (decision 0062): a staff call under /admin/ needs the token of the login that made the session,
// so a link or form on another site, or an old page of an earlier login, cannot drive the back office.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@parts/common/admin';
import type { PageFlags } from '@parts/common/flags';
import { makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const statusPath = (orderId: number) => `/admin/sale/order/getOrderStatus?orderId=${orderId}`;

async function loggedInAdmin() {
  const admin = server.client();
  const login = await admin.post<{ flags: PageFlags }>('/api/staff/login', {
    username: 'admin',
    password: 'partsdesk',
  });
  expect(login.status).toBe(200);
  return { admin, token: login.body.flags.staff!.admin_token };
}

describe('the back office token', () => {
  it('is given at login with the user’s permissions, and lets the call through as a header or as ?token=', async () => {
    const orderId = await makeOrder(server.database.db, { totalCents: 1_000, status: 'complete' });
    const { admin, token } = await loggedInAdmin();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await admin.get(statusPath(orderId))).status).toBe(200);
    admin.adminToken = '';
    expect((await admin.get(`${statusPath(orderId)}&token=${token}`)).status).toBe(200);
    const flags = await admin.get<PageFlags>('/api/app/flags');
    expect(flags.body.staff?.permissions).toContain('catalog.import');
  });

  it('refuses a call without the token or with another login’s token', async () => {
    const orderId = await makeOrder(server.database.db, { totalCents: 1_000, status: 'complete' });
    const { admin } = await loggedInAdmin();
    const { token: otherToken } = await loggedInAdmin();
    admin.adminToken = '';
    const missing = await admin.get(statusPath(orderId));
    expect(missing.status).toBe(403);
    expect(missing.body.error).toBe(ADMIN_MSG.badToken);
    expect((await admin.get(`${statusPath(orderId)}&token=${otherToken}`)).status).toBe(403);
  });

  it('ends with the login: after logging out and in again the old token is refused', async () => {
    const orderId = await makeOrder(server.database.db, { totalCents: 1_000, status: 'complete' });
    const { admin, token: old } = await loggedInAdmin();
    expect((await admin.post('/api/staff/logout')).status).toBe(200);
    expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
    admin.adminToken = '';
    expect((await admin.get(`${statusPath(orderId)}&token=${old}`)).status).toBe(403);
  });
});
