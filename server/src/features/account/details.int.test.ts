// A logged-in customer's account over HTTP: details, password, addresses (country and zone codes), the countries and
// zones, and My Garage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Localization } from '@parts/common/account';
import type { PageFlags } from '@parts/common/flags';
import { ACCOUNT_MSG, MSG } from '@parts/common/messages';
import { startTestServer, type TestServer } from '#src/test/http';
import { good } from '#src/test/account-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TX = 840 * 100000 + parseInt('TX', 36);
const US = 840;

describe('account details and addresses', () => {
  const login = async () => {
    const c = server.client();
    const res = await c.post<{ customer_id: number }>(
      '/checkout/cart/processPost',
      { ...good, email: `acct${Math.random()}@example.com` },
      { form: true },
    );
    return { c, id: res.body.customer_id };
  };
  const address = {
    firstname: 'Dana',
    lastname: 'Whitfield',
    company: '',
    address_1: '1200 Barton Springs Rd',
    address_2: '',
    city: 'Austin',
    postcode: '78704',
    country_id: String(US),
    zone_id: String(TX),
  };

  it('needs a logged-in customer', async () => {
    const c = server.client();
    expect((await c.get('/api/account')).status).toBe(401);
    expect((await c.post('/api/account/edit', { ...good })).status).toBe(401);
    expect((await c.post('/api/account/address/add', address)).status).toBe(401);
  });

  it('edits details; bad input changes nothing', async () => {
    const { c, id } = await login();
    const bad = await c.post<{ errors: Record<string, string> }>(
      '/api/account/edit',
      { firstname: 'Dana', lastname: 'W', email: 'dana2@example.com', telephone: '12345', newsletter: '0' },
      { form: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ lastname: MSG.minChars(2), telephone: MSG.invalidPhone });
    const taken = await c.post<{ errors: Record<string, string> }>(
      '/api/account/edit',
      { ...good, email: 'fleet@example.com' },
      { form: true },
    );
    expect(taken.body.errors.email).toBe(ACCOUNT_MSG.emailTaken);
    let acct = (await c.get<Account>('/api/account')).body;
    expect(acct.customer).toMatchObject({
      customer_id: id,
      lastname: 'Whitfield',
      telephone: '5125550177',
      newsletter: true,
    });

    const saved = await c.post<{ success: string; flags: PageFlags }>(
      '/api/account/edit',
      {
        firstname: 'Dana',
        lastname: 'Whitfield-Ng',
        email: 'DANA.NG@example.com',
        telephone: '737.555.0199',
        newsletter: '0',
      },
      { form: true },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(ACCOUNT_MSG.detailsSaved);
    expect(saved.body.flags.customer?.lastname).toBe('Whitfield-Ng');
    acct = (await c.get<Account>('/api/account')).body;
    expect(acct.customer).toMatchObject({
      lastname: 'Whitfield-Ng',
      email: 'dana.ng@example.com',
      telephone: '7375550199',
      newsletter: false,
    });
  });

  it('changes the password only with the current one', async () => {
    const { c } = await login();
    const wrong = await c.post('/api/account/password', {
      current_password: 'nope',
      password: 'newpass1',
      confirm: 'newpass1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(ACCOUNT_MSG.currentPasswordWrong);
    const short = await c.post('/api/account/password', {
      current_password: 'brakes4u',
      password: 'abc',
      confirm: 'abc',
    });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(MSG.minChars(8));
    const seven = await c.post('/api/account/password', {
      current_password: 'brakes4u',
      password: 'brake4u',
      confirm: 'brake4u',
    });
    expect(seven.body.error).toBe(MSG.minChars(8));
    const ok = await c.post('/api/account/password', {
      current_password: 'brakes4u',
      password: 'newpass1',
      confirm: 'newpass1',
    });
    expect(ok.status).toBe(200);
    const email = (await c.get<Account>('/api/account')).body.customer.email;
    expect((await server.client().post('/api/account/login', { email, password: 'newpass1' })).status).toBe(200);
  });

  it('adds, edits, defaults and deletes addresses stored as country and zone codes', async () => {
    const { c, id } = await login();
    const first = await c.post<{ address_id: number; account: Account }>('/api/account/address/add', address, {
      form: true,
    });
    expect(first.status).toBe(200);
    expect(first.body.account.addresses).toEqual([
      expect.objectContaining({
        address_id: first.body.address_id,
        iso_code_2: 'US',
        zone_code: 'TX',
        zone: 'Texas',
        country: 'United States',
        default: true,
      }),
    ]);
    expect(first.body.account.customer.address_id).toBe(first.body.address_id);
    const stored = await server.database.query<{ country_code: string; zone_code: string }>(
      'select country_code, zone_code from customer_addresses where customer_id = $1',
      [id],
    );
    expect(stored).toEqual([{ country_code: 'US', zone_code: 'TX' }]);

    const ca = await c.post<{ address_id: number; account: Account }>(
      '/api/account/address/add',
      {
        ...address,
        city: 'Toronto',
        postcode: 'M5V 2T6',
        country_id: '124',
        zone_id: String(124 * 100000 + parseInt('ON', 36)),
      },
      { form: true },
    );
    expect(ca.body.account.addresses.map((a) => [a.zone_code, a.default])).toEqual([
      ['TX', true],
      ['ON', false],
    ]);

    const dflt = await c.post<{ account: Account }>('/api/account/address/default', { address_id: ca.body.address_id });
    expect(dflt.body.account.customer.address_id).toBe(ca.body.address_id);

    const edited = await c.post<{ account: Account }>(
      '/api/account/address/edit',
      { ...address, address_id: String(first.body.address_id), address_2: 'Suite 4' },
      { form: true },
    );
    expect(edited.body.account.addresses.find((a) => a.address_id === first.body.address_id)?.address_2).toBe(
      'Suite 4',
    );

    const del = await c.post<{ account: Account }>('/api/account/address/delete', { address_id: ca.body.address_id });
    expect(del.body.account.addresses.map((a) => [a.address_id, a.default])).toEqual([[first.body.address_id, true]]);
  });

  it('refuses bad addresses and changes nothing', async () => {
    const { c, id } = await login();
    const added = await c.post<{ address_id: number }>('/api/account/address/add', address, { form: true });
    const snapshot = async () =>
      server.database.query('select * from customer_addresses where customer_id = $1 order by address_id', [id]);
    const before = await snapshot();
    const cases: [Record<string, string>, string, string][] = [
      [{ city: '' }, 'city', MSG.required],
      [{ postcode: '12345678901' }, 'postcode', MSG.maxChars(10)],
      [{ company: 'X' }, 'company', MSG.minChars(2)],
      [{ zone_id: String(124 * 100000 + parseInt('ON', 36)) }, 'zone_id', ACCOUNT_MSG.unknownZone],
      [{ country_id: '999' }, 'country_id', ACCOUNT_MSG.unknownCountry],
      [{ country_id: '' }, 'country_id', MSG.required],
    ];
    for (const [patch, field, message] of cases) {
      const add = await c.post<{ errors: Record<string, string> }>(
        '/api/account/address/add',
        { ...address, ...patch },
        { form: true },
      );
      expect(add.status, field).toBe(400);
      expect(add.body.errors[field]).toBe(message);
      const edit = await c.post<{ errors: Record<string, string> }>(
        '/api/account/address/edit',
        { ...address, ...patch, address_id: String(added.body.address_id) },
        { form: true },
      );
      expect(edit.body.errors[field]).toBe(message);
    }
    // Another customer's address is not yours to change.
    const other = await login();
    expect((await other.c.post('/api/account/address/delete', { address_id: added.body.address_id })).status).toBe(404);
    expect(
      (
        await other.c.post(
          '/api/account/address/edit',
          { ...address, address_id: String(added.body.address_id) },
          { form: true },
        )
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('countries and zones (GET /api/localization/)', () => {
  it('lists the US, Canada and Mexico with their zones', async () => {
    const res = await server.client().get<Localization>('/api/localization/');
    expect(res.status).toBe(200);
    expect(res.body.countries.map((c) => c.iso_code_2)).toEqual(['US', 'CA', 'MX']);
    const us = res.body.countries[0]!;
    expect(us).toMatchObject({ country_id: 840, name: 'United States' });
    expect(us.zones).toContainEqual({ zone_id: TX, name: 'Texas', code: 'TX' });
    expect(us.zones.length).toBeGreaterThanOrEqual(51);
    expect(res.body.countries[1]!.zones).toContainEqual(expect.objectContaining({ name: 'Ontario', code: 'ON' }));
    expect(res.body.countries[2]!.zones).toContainEqual(expect.objectContaining({ name: 'Jalisco', code: 'JAL' }));
    expect((await server.client().get('/index.php?route=api/localization/')).status).toBe(200);
  });
});

describe('My Garage calls', () => {
  it("lists and removes the logged-in customer's saved vehicles, and no one else's", async () => {
    const c = server.client();
    const reg = await c.post<{ customer_id: number }>(
      '/checkout/cart/processPost',
      { ...good, email: `garage${Math.random()}@example.com` },
      { form: true },
    );
    const ymm = [{ api_field: 'Year', api_value: '2013', label_field: 'Year', label_value: '2013' }];
    const added = await c.post<{ vehicle: { vehicle_id: number } }>('/api/customer_vehicle/add', {
      customer_id: reg.body.customer_id,
      ymm_data: ymm,
      title: 'Work truck',
    });
    expect(added.status).toBe(200);
    const list = await c.get<{ vehicles: { vehicle_id: number; title: string }[] }>('/api/customer_vehicle');
    expect(list.body.vehicles.map((v) => v.title)).toEqual(['Work truck']);
    const stranger = server.client();
    await stranger.post('/api/account/login', { email: 'fleet@example.com', password: 'shopper123' });
    expect(
      (await stranger.post('/api/customer_vehicle/delete', { vehicleId: added.body.vehicle.vehicle_id })).status,
    ).toBe(403);
    expect((await stranger.get(`/api/customer_vehicle?customerId=${reg.body.customer_id}`)).status).toBe(403);
    const del = await c.post<{ vehicles: unknown[] }>('/api/customer_vehicle/delete', {
      vehicleId: added.body.vehicle.vehicle_id,
    });
    expect(del.status).toBe(200);
    expect(del.body.vehicles).toEqual([]);
    expect((await server.client().get('/api/customer_vehicle')).status).toBe(401);
  });
});
