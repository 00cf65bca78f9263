// A staff user's stores (issue 27, decision 0096) through the real app: the owner gives a cashier two of the three
// stores; the register opens on one of them, the store switch refuses the third, and a cashier taken off the store
// they are at mid-shift is refused at the counter. Bad lists change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffFormData, StaffRow } from '@parts/common/staff-admin';
import { STAFF_STORE_MSG } from '@parts/common/staff-stores';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
let stores: StaffFormData['stores'];
type Flags = { store: { current_location: { location_id: number } } };
const login = async (username: string, password: string) => {
  const c = server.client();
  const res = await c.post<{ flags: Flags }>('/api/staff/login', { username, password });
  expect(res.status).toBe(200);
  return { c, flags: res.body.flags };
};
const save = (body: Record<string, unknown>) =>
  owner.post<{ user: StaffRow; errors: Record<string, string> }>('/admin/api/staff/save', {
    firstname: 'Sam',
    lastname: 'Ortiz',
    email: '',
    role: 'cashier',
    permissions: null,
    price_override_limit_pct: null,
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  expect((await owner.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  stores = (await owner.get<StaffFormData>('/admin/api/staff/form')).body.stores;
  expect(stores.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => server.close());

describe("a staff user's stores", () => {
  it('opens the register on their store, refuses a switch to another, and refuses the counter once taken off it', async () => {
    const [first, second, third] = stores as [(typeof stores)[0], (typeof stores)[0], (typeof stores)[0]];
    const added = await save({
      username: 'sam',
      password: 'counter-pass-2',
      pin: '5821',
      location_id: second.location_id,
      store_ids: [second.location_id, third.location_id],
    });
    expect(added.status).toBe(200);
    expect(added.body.user.store_ids).toEqual([second.location_id, third.location_id]);

    const { c, flags } = await login('sam', 'counter-pass-2');
    expect(flags.store.current_location.location_id).toBe(second.location_id);
    expect((await c.get(`/module/dealer_locator/find_dealer?id=${third.location_id}`)).status).toBe(200);
    const refused = await c.get<{ error: string }>(`/module/dealer_locator/find_dealer?id=${first.location_id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(STAFF_STORE_MSG.notYourStore(first.name));

    // Mid-shift at the third store, the owner takes it off their list.
    const edited = await save({
      user_id: added.body.user.user_id,
      username: 'sam',
      location_id: second.location_id,
      store_ids: [second.location_id],
    });
    expect(edited.status).toBe(200);
    const counter = await c.post<{ error: string }>('/api/staff/lock');
    expect(counter.status).toBe(403);
    expect(counter.body.error).toBe(STAFF_STORE_MSG.notYourStoreHere);
    expect((await c.get(`/module/dealer_locator/find_dealer?id=${second.location_id}`)).status).toBe(200);
    expect((await c.post('/api/staff/lock')).status).toBe(200);
  });

  it('refuses a home store off the list and an unknown store, changing nothing', async () => {
    const [first, second] = stores as [(typeof stores)[0], (typeof stores)[0]];
    const home = await save({
      username: 'kim',
      password: 'counter-pass-3',
      pin: '5822',
      location_id: first.location_id,
      store_ids: [second.location_id],
    });
    expect(home.status).toBe(400);
    expect(home.body.errors).toEqual({ location_id: STAFF_STORE_MSG.homeNotListed });
    const unknown = await save({
      username: 'kim',
      password: 'counter-pass-3',
      pin: '5822',
      location_id: null,
      store_ids: [999_999],
    });
    expect(unknown.status).toBe(400);
    const list = await owner.get<{ items: StaffRow[] }>('/admin/api/staff/list?q=kim');
    expect(list.body.items).toEqual([]);
  });
});
