// Saved customer vehicles: staff save one with a VIN for a customer; nobody else can read or write them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerVehicle, SaveVehicleAnswer } from '@parts/common/fitment';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ymmData = [
  { api_field: 'Year', api_value: '2013', label_field: 'Year', label_value: '2013' },
  { api_field: 'MakeID', api_value: '10', label_field: 'Make', label_value: 'Ford' },
];

describe('customer vehicles', () => {
  it('lets staff save a vehicle with a VIN for a customer and read it back', async () => {
    const staff = server.client();
    await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    const added = await staff.post<{ vehicle: CustomerVehicle; vehicles: CustomerVehicle[] }>(
      '/api/customer_vehicle/add',
      {
        customer_id: 1,
        vin: '1ftfw1et9-dfc10312',
        notes: 'Squeaks when cold',
        title: '',
        ymm_data: JSON.stringify(ymmData),
      },
      { form: true },
    );
    expect(added.status).toBe(200);
    expect(added.body.vehicle).toMatchObject({
      customer_id: 1,
      vin: '1FTFW1ET9DFC10312',
      notes: 'Squeaks when cold',
      title: '2013 Ford',
      display: '2013 Ford',
    });
    const read = await staff.post<CustomerVehicle>('/api/customer_vehicle/getVehicleJson', {
      vehicleId: added.body.vehicle.vehicle_id,
    });
    expect(read.body.ymm_data).toEqual(ymmData);
  });

  it('refuses a bad VIN with the reason and saves nothing', async () => {
    const staff = server.client();
    await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    const before = (await server.database.query<{ n: number }>('select count(*)::int as n from customer_vehicles'))[0]!
      .n;
    const bad = await staff.post('/api/customer_vehicle/add', {
      customer_id: 1,
      vin: '1FTFW1ET5DFC10312',
      ymm_data: ymmData,
    });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toContain('check digit does not match');
    expect((await server.database.query<{ n: number }>('select count(*)::int as n from customer_vehicles'))[0]!.n).toBe(
      before,
    );
  });

  it('keeps other visitors out', async () => {
    const visitor = server.client();
    expect((await visitor.post('/api/customer_vehicle/add', { customer_id: 1, ymm_data: ymmData })).status).toBe(403);
    expect((await visitor.post('/api/customer_vehicle/getVehicleJson', { vehicleId: 1 })).status).toBe(403);
  });

  it("remembers a logged-in customer's chosen vehicle in their garage", async () => {
    const shopper = server.client();
    // Customer login arrives with accounts; here the session is given the customer directly.
    const bv = (
      await server.database.query<{ year: number; make_id: number; model_id: number }>(
        'select year, make_id, model_id from base_vehicles limit 1',
      )
    )[0]!;
    await shopper.get('/ymm/json/getVehicle');
    const saved = await shopper.get<SaveVehicleAnswer>(
      `/ymm/json/saveVehicle?add1=Year:${bv.year}&add2=MakeID:${bv.make_id}&add3=ModelID:${bv.model_id}`,
    );
    const sid = shopper.cookies.get('sid')!;
    await server.database.query(`update sessions set data = data || '{"customerId": 2}'::jsonb where id = $1`, [sid]);
    await shopper.get(
      `/ymm/json/saveVehicle?add1=Year:${bv.year}&add2=MakeID:${bv.make_id}&add3=ModelID:${bv.model_id}`,
    );
    await shopper.get(
      `/ymm/json/saveVehicle?add1=Year:${bv.year}&add2=MakeID:${bv.make_id}&add3=ModelID:${bv.model_id}`,
    );
    const rows = await server.database.query<{ title: string }>(
      'select title from customer_vehicles where customer_id = 2',
    );
    expect(rows.map((r) => r.title)).toEqual([saved.body.vehicle.label]);
  });
});
