// Store → Stores (issue 27, decision 0086) through the real app: bad input is refused with the field named and changes
// nothing, coordinates come from the ZIP data, a saved phone and hours show on the storefront's store list, a closed
// holiday takes the day out of the appointment book, every change is audited, and only stores.manage may do any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@parts/common/audit';
import type { StoreLocation } from '@parts/common/locator';
import { APPT_MSG, type AppointmentData } from '@parts/common/pos-appointments';
import type { StoreDetail, StorePartAnswer, StoreSave } from '@parts/common/stores-admin';
import { makeCustomer } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
beforeAll(async () => {
  server = await startTestServer();
  owner = await login('admin');
});
afterAll(() => server.close());

type Errors = { error: string; errors: Record<string, string> };
const open = (open: string, close: string) => ({ closed: false, open, close });
const CLOSED = { closed: true, open: '', close: '' };
/** A week Sunday first: Sun 10-4, Mon-Fri 7:30-19, Sat 8-18 (North Lamar's seeded hours). */
const week = () => [
  open('10:00', '16:00'),
  ...Array.from({ length: 5 }, () => open('07:30', '19:00')),
  open('08:00', '18:00'),
];
type LocationsAnswer = { locations: StoreLocation[] };
const detail = async (id: number) => (await owner.get<StoreDetail>(`/admin/api/stores/${id}`)).body;
const asSave = (d: StoreDetail): StoreSave => ({
  location_id: d.store.location_id,
  name: d.store.name,
  address_1: d.store.address_1,
  city: d.store.city,
  zone_code: d.store.zone_code,
  postcode: d.store.postcode,
  telephone: d.store.telephone,
  email_address: d.store.email_address,
  lat: d.store.lat,
  lng: d.store.lng,
  time_zone: d.store.time_zone,
  sort_order: d.store.sort_order,
  hours: d.store.hours,
  services: d.store.services as StoreSave['services'],
});

/** A Monday two to three weeks ahead (North Lamar opens Mondays 7:30 AM - 7:00 PM). */
function monday(): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7));
  return d.toISOString().slice(0, 10);
}

describe('the store editor', () => {
  it('refuses a bad ZIP, a bad time zone and hours that close before they open, naming each field, and saves nothing', async () => {
    const before = await detail(1);
    const hours = week();
    hours[3] = open('18:00', '09:00');
    const res = await owner.post<Errors>('/admin/api/stores/save', {
      ...asSave(before),
      postcode: '7875',
      time_zone: 'Central/Texas',
      hours,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      postcode: 'A ZIP code is 5 digits, like 60601.',
      time_zone: 'Time zone must be an IANA name, like America/Chicago.',
      'hours.3.close': 'Closing time must be after opening time.',
    });
    // A well-formed ZIP the ZIP data does not know, with no coordinates typed, cannot place the store.
    const unknown = await owner.post<Errors>('/admin/api/stores/save', {
      ...asSave(before),
      postcode: '00000',
      lat: null,
      lng: null,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.postcode).toBe(
      'That ZIP code is not in the ZIP data; check it, or type the coordinates.',
    );
    expect(await detail(1)).toEqual(before);
  });

  it('adds a store placed by its ZIP code; the storefront lists it with its phone and hours; a second add meets its name', async () => {
    const zip = await owner.get<{ found: boolean; city: string; state: string; lat: number; lng: number }>(
      '/admin/api/stores/zip?zip=78701',
    );
    expect(zip.body).toMatchObject({ found: true, city: 'Austin', state: 'TX' });
    const body: StoreSave = {
      name: 'Austin - Downtown',
      address_1: '600 Congress Ave',
      city: 'Austin',
      zone_code: 'tx',
      postcode: '78701',
      telephone: '512-555-0111',
      email_address: 'downtown@partsdesk.example',
      lat: null,
      lng: null,
      time_zone: 'America/Chicago',
      sort_order: 5,
      hours: [CLOSED, ...Array.from({ length: 5 }, () => open('08:00', '18:00')), open('09:00', '13:30')],
      services: ['pickup'],
    };
    const res = await owner.post<{ success: string; location_id: number }>('/admin/api/stores/save', body);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Austin - Downtown has been added.');
    const saved = await detail(res.body.location_id);
    expect(saved.store).toMatchObject({ zone_code: 'TX', lat: zip.body.lat, lng: zip.body.lng });
    expect(saved.store.hours[6]).toEqual(open('09:00', '13:30'));
    // A new store comes with its first register (decision 0094), so the counter can count a float there at once.
    expect(saved.registers).toEqual([{ register_id: expect.any(Number), name: 'Register 1', active: true, days: 0 }]);
    const shop = await server.client().get<LocationsAnswer>('/api/location/getLocations');
    const listed = shop.body.locations.find((l) => l.location_id === res.body.location_id)!;
    expect(listed).toMatchObject({
      formatted_telephone: '(512) 555-0111',
      opening_hours: ['Mon-Fri 8:00 AM - 6:00 PM', 'Sat 9:00 AM - 1:30 PM', 'Sun closed'],
      services: ['pickup'],
    });
    const again = await owner.post<Errors>('/admin/api/stores/save', body);
    expect(again.status).toBe(409);
    expect(again.body.errors.name).toBe('Another store already has that name.');
  });

  it("changes a store's phone and time zone and audits what changed, old → new", async () => {
    const before = await detail(2);
    const res = await owner.post('/admin/api/stores/save', {
      ...asSave(before),
      telephone: '(512) 555-0199',
      time_zone: 'America/Denver',
    });
    expect(res.status).toBe(200);
    expect((await detail(2)).store).toMatchObject({ telephone: '(512) 555-0199', time_zone: 'America/Denver' });
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=store');
    const entry = log.body.items.find((r) => r.action === 'store.save' && r.target_id === '2')!;
    expect(entry.summary).toBe('Changed store Round Rock: telephone, timeZone');
    expect(entry.detail).toEqual({
      old: { telephone: '5125550188', timeZone: 'America/Chicago' },
      new: { telephone: '(512) 555-0199', timeZone: 'America/Denver' },
    });
  });
});

describe('holiday hours', () => {
  it('a closed holiday offers no appointment slots: the counter cannot book it and the storefront cannot request it', async () => {
    const day = monday();
    const bad = await owner.post<Errors>('/admin/api/stores/holidays/save', {
      location_id: 1,
      date: day,
      closed: false,
      open: '14:00',
      close: '10:00',
      note: '',
    });
    expect(bad.body.errors.close).toBe('Closing time must be after opening time.');
    const res = await owner.post<StorePartAnswer>('/admin/api/stores/holidays/save', {
      location_id: 1,
      date: day,
      closed: true,
      open: '',
      close: '',
      note: 'Staff training',
    });
    expect(res.status).toBe(200);
    expect(res.body.detail.holidays).toEqual([
      expect.objectContaining({ date: day, closed: true, note: 'Staff training' }),
    ]);

    const cashier = await login('cashier');
    const data = (await cashier.get<AppointmentData>('/pos/order/getAppointmentData')).body;
    expect(data.locations.find((l) => l.location_id === 1)!.holidays).toEqual({ [day]: null });
    const [bay] = (await detail(1)).bays;
    const booked = await cashier.post<Errors>('/pos/order/addAppointment', {
      bay_id: bay!.bay_id,
      duration: 60,
      user_id: '',
      location_id: 1,
      appt_note: '',
      category_products: [],
      start: `${day} 09:00`,
      status_id: 1,
      customer_id: await makeCustomer(server.database.db),
      order_id: '',
      vehicle_id: '',
      notify_customer: '0',
      idempotency_key: `holiday-${Date.now()}`,
    });
    expect(booked.status).toBe(400);
    expect(booked.body.errors.start).toBe(APPT_MSG.closed);
    const request = await server.client().post<Errors>('/information/schedule_appointment', {
      name: 'Pat Lee',
      email: 'pat@example.com',
      telephone: '(512) 555-0199',
      location_id: '1',
      date: day,
      time: '09:30',
      duration: '45',
      vehicle: '2015 Ford F-150',
      comment: '',
    });
    expect(request.status).toBe(400);
    expect(request.body.errors.date).toBe('The store is closed that day.');

    const shop = await server.client().get<LocationsAnswer>('/api/location/getLocations');
    const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(shop.body.locations.find((l) => l.location_id === 1)!.holiday_hours).toEqual([
      `${label}: Closed (Staff training)`,
    ]);
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=store');
    expect(log.body.items.map((r) => r.summary)).toContain(`Austin - North Lamar: ${day} closed (Staff training)`);
  });
});

describe('bays, installers and labor rates', () => {
  it('adds and renames a bay, sets an installer’s days and a labor rate, each audited', async () => {
    const added = await owner.post<StorePartAnswer>('/admin/api/stores/bays/save', {
      bay_id: null,
      location_id: 3,
      title: 'Bay 9',
      active: true,
    });
    const bay = added.body.detail.bays.find((b) => b.title === 'Bay 9')!;
    const renamed = await owner.post<StorePartAnswer>('/admin/api/stores/bays/save', {
      bay_id: bay.bay_id,
      location_id: 3,
      title: 'Tire bay',
      active: true,
    });
    expect(renamed.body.detail.bays.map((b) => b.title)).toContain('Tire bay');
    const removed = await owner.post<StorePartAnswer>('/admin/api/stores/bays/delete', {
      bay_id: bay.bay_id,
      location_id: 3,
    });
    expect(removed.body.success).toBe('Bay Tire bay has been removed.');
    expect(removed.body.detail.bays.map((b) => b.title)).not.toContain('Tire bay');

    const installer = added.body.detail.installers[0]!;
    const days = await owner.post<StorePartAnswer>('/admin/api/stores/installers/save', {
      user_id: installer.user_id,
      location_id: 3,
      available: true,
      weekdays: [5, 1, 3],
    });
    expect(days.body.detail.installers.find((i) => i.user_id === installer.user_id)!.weekdays).toEqual([1, 3, 5]);

    const badRate = await owner.post<Errors>('/admin/api/stores/labor/save', {
      location_id: 3,
      title: 'Diagnostics',
      amount: 'lots',
      active: true,
    });
    expect(badRate.body.errors.amount).toBe('Rate per hour must be an amount in dollars, like 19.99.');
    const rate = await owner.post<StorePartAnswer>('/admin/api/stores/labor/save', {
      location_id: 3,
      title: 'Diagnostics',
      amount: '120.00',
      active: true,
    });
    expect(rate.body.detail.labor_rates).toContainEqual(
      expect.objectContaining({ title: 'Diagnostics', amount_cents: 12_000, active: true }),
    );
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=store');
    const actions = log.body.items.map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['store.bay', 'store.installer_days', 'store.labor_rate']));
  });
});

describe('who may', () => {
  it('refuses staff without stores.manage, in the back office and on the counter’s settings page', async () => {
    // A cashier takes payments and voids, but stores are the owner's (or whoever is given stores.manage).
    const cashier = await login('cashier');
    expect((await cashier.get('/admin/api/stores')).status).toBe(403);
    expect((await cashier.get('/admin/api/stores/1')).status).toBe(403);
    expect((await cashier.post('/admin/api/stores/save', asSave(await detail(1)))).status).toBe(403);
    expect(
      (await cashier.post('/pos/appointments/saveBay', { bay_id: null, location_id: 1, title: 'X', active: true }))
        .status,
    ).toBe(403);
    expect((await detail(1)).bays.map((b) => b.title)).not.toContain('X');
  });
});
