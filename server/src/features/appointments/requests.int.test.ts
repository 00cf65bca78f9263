// Schedule Appointment over HTTP: a good request is stored for staff and mailed to the store; bad ones change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';
import { storeInstant } from '@parts/common/store-time';

/** The demo stores' wall clock (their time_zone column's default). */
const storeTime = (date: string, time: string) => storeInstant(date, time, 'America/Chicago');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const good = {
  name: 'Pat Lee',
  email: 'pat@example.com',
  telephone: '(512) 555-0199',
  location_id: '2',
  date: nextWeek,
  time: '09:30',
  duration: '45',
  vehicle: '2015 Ford F-150',
  comment: 'Brake pads',
};
const count = async () =>
  (await server.database.query<{ n: number }>('select count(*)::int as n from appointment_requests'))[0]!.n;

describe('POST /information/schedule_appointment', () => {
  it('stores the request for staff, in store time, and tells the store through the outbox', async () => {
    const res = await server
      .client()
      .post<{ success: string; request_id: number }>('/index.php?route=information/schedule_appointment', good, {
        form: true,
      });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Request sent successfully!');
    const staff = server.client();
    await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    const list = await staff.get<{
      requests: { request_id: number; status: string; requested_at: string; duration: number; location_id: number }[];
    }>('/api/staff/appointments/requests');
    const mine = list.body.requests.find((r) => r.request_id === res.body.request_id);
    expect(mine).toMatchObject({
      status: 'requested',
      duration: 45,
      location_id: 2,
      requested_at: storeTime(nextWeek, '09:30').toISOString(),
    });
    const mail = await server.database.query<{ to_address: string }>(
      "select to_address from email_outbox where kind = 'appointment_request'",
    );
    expect(mail.map((m) => m.to_address)).toContain('roundrock@partsdesk.example');
    expect((await server.client().get('/api/staff/appointments/requests')).status).toBe(403);
  });

  it('refuses missing or bad fields, a past time, odd durations and unknown stores, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, string>, string, string][] = [
      [{ ...good, name: '' }, 'name', 'Required'],
      [{ ...good, email: 'nope' }, 'email', 'Invalid email'],
      [{ ...good, telephone: '123' }, 'telephone', 'Invalid phone number format'],
      [{ ...good, date: '2020-01-01' }, 'date', 'Choose a time in the future.'],
      [{ ...good, date: '2026-02-31' }, 'date', 'That date does not exist.'],
      [{ ...good, time: '25:00' }, 'time', 'Enter the time as HH:MM.'],
      [{ ...good, duration: '20' }, 'duration', 'In steps of 15 minutes.'],
      [{ ...good, duration: '495' }, 'duration', 'From 15 to 480 minutes.'],
      [{ ...good, location_id: '4' }, 'location_id', 'Choose a store.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await server
        .client()
        .post<{ errors: Record<string, string> }>('/information/schedule_appointment', body);
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it('reads store time with daylight saving', () => {
    expect(storeTime('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T14:00:00.000Z');
    expect(storeTime('2026-12-01', '09:00').toISOString()).toBe('2026-12-01T15:00:00.000Z');
  });
});

describe('the appointment request contract', () => {
  it('is declared with its body schema, so /docs shows the fields and bad input gets the one error shape', async () => {
    const doc = await server.client().get<{
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } } }
      >;
    }>('/docs/json');
    const body = doc.body.paths['/information/schedule_appointment']?.post?.requestBody;
    expect(Object.keys(Object.values(body!.content)[0]!.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'telephone', 'location_id', 'date', 'time', 'duration']),
    );
    const res = await server
      .client()
      .post('/information/schedule_appointment', { ...good, email: 42, duration: '1e3' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: expect.any(String),
      error_message: expect.any(String),
      errors: expect.objectContaining({ email: expect.any(String), duration: 'From 15 to 480 minutes.' }),
    });
  });
});
