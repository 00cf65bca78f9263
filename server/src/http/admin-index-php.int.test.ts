// The spec's back office call family (spec 001 section 7): POST /admin/index.php?route={route}&token={token}, a paged
// list included, answered with total_items, total_pages, page, limit and counts; the token tied to the staff login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@parts/common/admin';
import type { StaffPage } from '@parts/common/staff-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  expect((await owner.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  token = owner.adminToken;
  // Calls below put the token in the address, as the spec's form does, not in the web app's header.
  owner.adminToken = '';
});
afterAll(() => server.close());

describe('POST /admin/index.php?route=…&token=…', () => {
  it('answers a paged list: the staff list, two a page, page 2', async () => {
    const res = await owner.post<StaffPage>(`/admin/index.php?route=api/staff/list&token=${token}`, {
      page: 2,
      limit: 2,
    });
    expect(res.status).toBe(200);
    // The demo store has four staff users (admin, cashier and two installers).
    expect(res.body).toMatchObject({ total_items: 4, total_pages: 2, page: 2, limit: 2 });
    expect(res.body.items).toHaveLength(2);
    expect(res.body.counts).toBeTypeOf('object');
  });

  it('answers the same list as the GET the back office pages use', async () => {
    const post = await owner.post<StaffPage>(`/admin/index.php?route=api/staff/list&token=${token}`, {});
    const get = await owner.get<StaffPage>(`/admin/api/staff/list?token=${token}`);
    expect(get.status).toBe(200);
    expect(post.body).toEqual(get.body);
    expect(post.body).toMatchObject({ total_items: 4, total_pages: 1, page: 1, limit: 20 });
  });

  it('refuses a wrong or missing token, and a page number that is not one', async () => {
    const wrong = await owner.post(`/admin/index.php?route=api/staff/list&token=${'x'.repeat(token.length)}`, {});
    expect(wrong).toMatchObject({ status: 403, body: { error: ADMIN_MSG.badToken } });
    const missing = await owner.post('/admin/index.php?route=api/staff/list', {});
    expect(missing).toMatchObject({ status: 403, body: { error: ADMIN_MSG.badToken } });
    const bad = await owner.post(`/admin/index.php?route=api/staff/list&token=${token}`, { page: 'two' });
    expect(bad.status).toBe(400);
  });

  it("refuses another login's token: it belongs to that login", async () => {
    const other = server.client();
    expect((await other.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
    const res = await owner.post(`/admin/index.php?route=api/staff/list&token=${other.adminToken}`, {});
    expect(res).toMatchObject({ status: 403, body: { error: ADMIN_MSG.badToken } });
  });

  it('changes state through the same family: a staff user saved through index.php is in the list', async () => {
    const saved = await owner.post(`/admin/index.php?route=api/staff/save&token=${token}`, {
      username: 'quinn.v',
      firstname: 'Quinn',
      lastname: 'Vasquez',
      email: '',
      role: 'cashier',
      location_id: null,
      permissions: null,
      price_override_limit_pct: null,
      password: 'counter-pass-2',
      pin: '5511',
    });
    expect(saved.status).toBe(200);
    const list = await owner.post<StaffPage>(`/admin/index.php?route=api/staff/list&token=${token}`, {
      q: 'quinn',
    });
    expect(list.body.items.map((u) => u.username)).toEqual(['quinn.v']);
  });

  it("takes the token in a GET's address too (the reports' CSV link): a strict query schema never sees it", async () => {
    const csv = await owner.get<string>(`/admin/api/reports/csv?report=sales_day&token=${token}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const viaIndex = await owner.get(`/admin/index.php?route=api/reports/report&report=voids&token=${token}`);
    expect(viaIndex.status).toBe(200);
  });
});
