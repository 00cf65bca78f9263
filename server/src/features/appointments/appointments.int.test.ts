// Appointments (issue 14, decision 0025): the form's data, booking rules and messages, the slot and duration rules,
// no double booking (the database's exclusion constraints; concurrent on PostgreSQL), requests confirmed or declined
// with the customer told through the outbox, and the admin's bays and installers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  APPT_MSG,
  durationOptions,
  startTimes,
  weeklyHours,
  type AppointmentData,
  type CalendarData,
} from '@parts/common/pos-appointments';
import type { ReceiptOrder } from '@parts/common/receipt';
import {
  appointmentRequests,
  appointments,
  bays,
  customers,
  emailOutbox,
  locations,
  orderProducts,
  users,
} from '#src/db/schema/index';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { storeInstant } from '@parts/common/store-time';

/** The demo stores' wall clock (their time_zone column's default). */
const storeTime = (date: string, time: string) => storeInstant(date, time, 'America/Chicago');

let server: TestServer;
let cashier: Client;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  cashier = server.client();
  admin = server.client();
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());
const db = () => server.database.db;

/** A Monday two to three weeks ahead (North Lamar: Mon-Fri 7:30 AM - 7:00 PM), plus n weeks. */
function monday(weeks = 0): string {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7) + weeks * 7);
  return d.toISOString().slice(0, 10);
}
const sunday = (weeks = 0) =>
  new Date(Date.parse(`${monday(weeks)}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function bayAt(locationId: number, title: string) {
  const [b] = await db()
    .select()
    .from(bays)
    .where(and(eq(bays.locationId, locationId), eq(bays.title, title)));
  return b!.bayId;
}
async function userId(username: string) {
  const [u] = await db().select().from(users).where(eq(users.username, username));
  return u!.userId;
}
let keyN = 0;
const key = () => `test-key-${Date.now()}-${++keyN}`;

async function orderWithCustomer() {
  const customerId = await makeCustomer(db());
  const orderId = await makeOrder(db(), { totalCents: 12_000, status: 'complete', customerId });
  await db().insert(orderProducts).values({
    orderId,
    name: 'Brake Pad Set',
    aaia: 'BBHK',
    mpn: 'BD-1',
    quantity: 1,
    options: [],
    unitCents: 12_000,
    originalUnitCents: 12_000,
    totalCents: 12_000,
    taxCents: 0,
  });
  return { customerId, orderId };
}

type Answer = {
  success?: string;
  error?: string;
  errors?: Record<string, string>;
  appt?: { id: number; display_time: { start_date: string; start_time: string } };
};
const add = (body: Record<string, unknown>, who = cashier) => who.post<Answer>('/pos/order/addAppointment', body);

describe('GET /pos/order/getAppointmentData', () => {
  it('answers the spec fields: stores with bays, their bays, installers, the order lines, statuses, slot length, the customer', async () => {
    const { customerId, orderId } = await orderWithCustomer();
    const res = await cashier.get<AppointmentData>(`/pos/order/getAppointmentData?orderId=${orderId}`);
    expect(res.status).toBe(200);
    const d = res.body;
    expect(d).toMatchObject({ customerId, orderId, timeSlotLength: 30, ymmEnabled: true, vehicles: [] });
    expect(d.userId).toBe(await userId('cashier'));
    // Round Rock offers no installation and has no bays: not offered.
    expect(d.locations.map((l) => l.location_name)).toEqual(['Austin - North Lamar', 'San Marcos']);
    expect(d.bays.filter((b) => b.location_id === 1).map((b) => b.title)).toEqual(['Bay 1', 'Bay 2', 'Alignment Rack']);
    expect(d.installers.map((i) => i.wholename)).toEqual(['Jordan Lee', 'Sam Patel']);
    expect(d.products).toEqual([expect.objectContaining({ name: 'Brake Pad Set', quantity: 1 })]);
    expect(d.statuses.map((s) => s.name)).toEqual(['Scheduled', 'Confirmed', 'Completed']);
  });

  it("from the POS cart (no order yet) takes the cart's customer", async () => {
    const customerId = await makeCustomer(db());
    const res = await cashier.get<AppointmentData>(`/pos/order/getAppointmentData?customerId=${customerId}`);
    expect(res.body).toMatchObject({ customerId, orderId: null, products: [] });
    expect((await cashier.get<AppointmentData>('/pos/order/getAppointmentData')).body.customerId).toBeNull();
  });

  it("opens on the cashier's own store when it takes bookings, and on no store when it does not", async () => {
    // The demo cashier works at Round Rock, which has no bays: the cashier chooses.
    expect((await cashier.get<AppointmentData>('/pos/order/getAppointmentData')).body.defaultLocationId).toBeNull();
    const [sanMarcos] = await db().select().from(locations).where(eq(locations.name, 'San Marcos'));
    const [before] = await db().select().from(users).where(eq(users.username, 'cashier'));
    await db().update(users).set({ locationId: sanMarcos!.locationId }).where(eq(users.username, 'cashier'));
    try {
      const res = await cashier.get<AppointmentData>('/pos/order/getAppointmentData');
      expect(res.body.defaultLocationId).toBe(sanMarcos!.locationId);
    } finally {
      await db().update(users).set({ locationId: before!.locationId }).where(eq(users.username, 'cashier'));
    }
  });

  it('is for staff only', async () => {
    expect((await server.client().get('/pos/order/getAppointmentData')).status).toBe(403);
  });
});

describe('slots and durations', () => {
  const hours = weeklyHours(['Mon-Fri 7:30 AM - 7:00 PM', 'Sat 8:00 AM - 6:00 PM', 'Sun closed']);
  it('reads the stored opening hours per weekday', () => {
    expect(hours[1]).toEqual({ open: 450, close: 1140 });
    expect(hours[6]).toEqual({ open: 480, close: 1080 });
    expect(hours[0]).toBeNull();
  });
  it('offers start times in steps of the slot length and durations 15 to 480 by 15 that fit the day', () => {
    const starts = startTimes(hours[1]!, 30);
    expect(starts.slice(0, 3)).toEqual(['07:30', '08:00', '08:30']);
    expect(starts.at(-1)).toBe('18:30');
    expect(durationOptions(hours[1]!, '08:00')).toHaveLength(32);
    expect(durationOptions(hours[1]!, '08:00').at(-1)).toBe(480);
    expect(durationOptions(hours[1]!, '18:00')).toEqual([15, 30, 45, 60]);
    expect(startTimes(hours[0]!, 30)).toEqual([]);
  });
});

describe('POST /pos/order/addAppointment', () => {
  it('books a bay and an installer for the order; the receipt and the checkout state show it', async () => {
    const { customerId, orderId } = await orderWithCustomer();
    const body = {
      bay_id: await bayAt(1, 'Bay 1'),
      duration: 60,
      user_id: await userId('installer'),
      location_id: 1,
      appt_note: 'Front pads',
      category_products: [],
      start: `${monday()} 09:00`,
      status_id: 1,
      customer_id: customerId,
      order_id: orderId,
      created_by: 999,
      vehicle_id: '',
      notify_customer: '1',
      idempotency_key: key(),
    };
    const res = await add(body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: APPT_MSG.booked,
      error: '',
      appt: { display_time: { start_date: monday(), start_time: '09:00' } },
    });
    const [row] = await db().select().from(appointments).where(eq(appointments.appointmentId, res.body.appt!.id));
    expect(row).toMatchObject({ createdBy: await userId('cashier'), durationMinutes: 60, note: 'Front pads' });
    expect(row!.startsAt.toISOString()).toBe(storeTime(monday(), '09:00').toISOString());
    const receipt = await cashier.get<{ order: ReceiptOrder }>(`/pos/order/info?order_id=${orderId}`);
    expect(receipt.body.order.booked_appointments).toEqual([
      { id: res.body.appt!.id, display_time: { start_date: monday(), start_time: '09:00' } },
    ]);
    const state = await cashier.get<{ bookedAppointments: unknown[] }>(
      `/pos/checkout/getTransactions?orderId=${orderId}`,
    );
    expect(state.body.bookedAppointments).toEqual([
      { id: res.body.appt!.id, display_time: { start_date: monday(), start_time: '09:00' } },
    ]);
    // notify_customer: the confirmation is in the outbox.
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'appointment_booked'), eq(emailOutbox.customerId, customerId)));
    expect(mail).toHaveLength(1);
  });

  it('books once for a double submit (same key), also when both arrive together', async () => {
    const { customerId, orderId } = await orderWithCustomer();
    const body = {
      bay_id: await bayAt(1, 'Bay 2'),
      duration: 30,
      user_id: '',
      location_id: 1,
      start: `${monday()} 13:00`,
      customer_id: customerId,
      order_id: orderId,
      idempotency_key: key(),
    };
    const [a, b] = await Promise.all([add(body), add(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.appt!.id).toBe(b.body.appt!.id);
    expect(await db().$count(appointments, eq(appointments.orderId, orderId))).toBe(1);
  });

  it('refuses an overlap on the bay, and on the installer, naming the clash; back to back is fine', async () => {
    const { customerId } = await orderWithCustomer();
    const bay1 = await bayAt(1, 'Bay 1');
    const bay2 = await bayAt(1, 'Bay 2');
    const jordan = await userId('installer');
    const day = monday(1);
    const first = await add({
      bay_id: bay1,
      duration: 90,
      user_id: jordan,
      location_id: 1,
      start: `${day} 10:00`,
      customer_id: customerId,
      idempotency_key: key(),
    });
    expect(first.status).toBe(200);
    const id = first.body.appt!.id;
    const sameBay = await add({
      bay_id: bay1,
      duration: 30,
      user_id: '',
      location_id: 1,
      start: `${day} 11:00`,
      customer_id: customerId,
      idempotency_key: key(),
    });
    expect(sameBay.status).toBe(409);
    expect(sameBay.body.error).toBe(`Bay 1 is already booked on ${day} from 10:00 to 11:30 (appointment #${id}).`);
    const sameInstaller = await add({
      bay_id: bay2,
      duration: 60,
      user_id: jordan,
      location_id: 1,
      start: `${day} 09:30`,
      customer_id: customerId,
      idempotency_key: key(),
    });
    expect(sameInstaller.status).toBe(409);
    expect(sameInstaller.body.error).toBe(
      `Jordan Lee is already booked on ${day} from 10:00 to 11:30 (appointment #${id}).`,
    );
    const backToBack = await add({
      bay_id: bay1,
      duration: 30,
      user_id: jordan,
      location_id: 1,
      start: `${day} 11:30`,
      customer_id: customerId,
      idempotency_key: key(),
    });
    expect(backToBack.status).toBe(200);
  });

  it('lets the database refuse an overlap written past the check (the exclusion constraint)', async () => {
    const { customerId } = await orderWithCustomer();
    const bay = await bayAt(3, 'Bay 1');
    const at = storeTime(monday(2), '09:00');
    const row = {
      locationId: 3,
      bayId: bay,
      customerId,
      statusId: 1,
      startsAt: at,
      endsAt: new Date(at.getTime() + 3_600_000),
      durationMinutes: 60,
    };
    await db()
      .insert(appointments)
      .values({ ...row, idempotencyKey: key() });
    await expect(
      db()
        .insert(appointments)
        .values({ ...row, startsAt: new Date(at.getTime() + 1_800_000), idempotencyKey: key() }),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23P01' }) });
    // A cancelled appointment frees the slot.
    await db()
      .insert(appointments)
      .values({ ...row, statusId: 4, holdsSlot: false, idempotencyKey: key() });
  });

  it('two different bookings of one bay at once: exactly one wins, the other is told which', async () => {
    const bay = await bayAt(1, 'Alignment Rack');
    const day = monday(3);
    const results = await Promise.all(
      [0, 1, 2, 3].map(async (i) =>
        add({
          bay_id: bay,
          duration: 60,
          location_id: 1,
          start: `${day} 1${i % 2}:00`.replace(' 11:00', ' 10:30'),
          customer_id: await makeCustomer(db()),
          idempotency_key: key(),
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.error).toMatch(
        new RegExp(
          `^Alignment Rack is already booked on ${day} from 1\\d:\\d\\d to 1\\d:\\d\\d \\(appointment #\\d+\\)\\.$`,
        ),
      );
    }
    expect(await db().$count(appointments, eq(appointments.bayId, bay))).toBe(1);
  });

  it('answers each rule with its message and books nothing', async () => {
    const { customerId } = await orderWithCustomer();
    const base = {
      bay_id: await bayAt(1, 'Bay 1'),
      duration: 60,
      location_id: 1,
      start: `${monday(4)} 09:00`,
      customer_id: customerId,
    };
    const before = await db().$count(appointments);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ customer_id: '' }, 400, APPT_MSG.customerRequired],
      [{ bay_id: await bayAt(3, 'Bay 1') }, 400, APPT_MSG.noBay],
      [{ start: `${monday(4)} 09:15` }, 400, APPT_MSG.offSlot(30)],
      [{ start: `${monday(4)} 07:00` }, 400, APPT_MSG.outsideHours('07:30', '19:00')],
      [{ start: `${monday(4)} 18:30`, duration: 60 }, 400, APPT_MSG.outsideHours('07:30', '19:00')],
      [{ duration: 20 }, 400, 'Duration is in steps of 15 minutes.'],
      [{ duration: 495 }, 400, 'Duration must be 480 or less.'],
      [{ location_id: 3, bay_id: await bayAt(3, 'Bay 1'), start: `${sunday(4)} 10:00` }, 400, APPT_MSG.closed],
      [{ start: '2020-01-06 09:00' }, 400, APPT_MSG.past],
      [
        {
          user_id: await userId('installer2'),
          start: `${monday(4)} 09:00`,
          location_id: 3,
          bay_id: await bayAt(3, 'Bay 1'),
        },
        200,
        APPT_MSG.booked,
      ],
    ];
    // Sam Patel works Mon-Fri: a Saturday at San Marcos is refused with his name.
    const saturday = new Date(Date.parse(`${monday(4)}T12:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
    cases.push([
      {
        user_id: await userId('installer2'),
        start: `${saturday} 09:00`,
        location_id: 3,
        bay_id: await bayAt(3, 'Bay 2'),
      },
      400,
      APPT_MSG.installerOff('Sam Patel'),
    ]);
    for (const [change, status, message] of cases) {
      const res = await add({ ...base, ...change, idempotency_key: key() });
      expect({ change, status: res.status, message: res.status === 200 ? res.body.success : res.body.error }).toEqual({
        change,
        status,
        message,
      });
    }
    expect(await db().$count(appointments)).toBe(before + 1);
  });
});

describe('storefront requests on the calendar', () => {
  async function request(customerId: number | null, telephone = '(512) 555-0177') {
    const [r] = await db()
      .insert(appointmentRequests)
      .values({
        locationId: 1,
        customerId,
        name: 'Robin Shopper',
        email: `robin-${key()}@example.com`,
        telephone,
        requestedAt: storeTime(monday(5), '14:00'),
        durationMinutes: 60,
        vehicle: '2018 Ford F-150',
        comment: 'Brakes squeal',
      })
      .returning();
    return r!;
  }

  it('shows open requests and appointments in the day and week; confirming books it and tells the customer by email and text', async () => {
    const customerId = await makeCustomer(db());
    await db().update(customers).set({ textingAlerts: true }).where(eq(customers.customerId, customerId));
    const r = await request(customerId);
    const week = await cashier.get<CalendarData>(
      `/pos/appointments/calendar?location_id=1&date=${monday(5)}&view=week`,
    );
    expect(week.status).toBe(200);
    expect(week.body.days).toHaveLength(7);
    expect(week.body.days[0]).toBe(monday(5));
    expect(week.body.bays.map((b) => b.title)).toEqual(['Bay 1', 'Bay 2', 'Alignment Rack']);
    expect(week.body.requests).toEqual([
      expect.objectContaining({
        request_id: r.requestId,
        start_date: monday(5),
        start_time: '14:00',
        name: 'Robin Shopper',
      }),
    ]);

    const ok = await cashier.post<Answer>('/pos/appointments/requests/confirm', {
      request_id: r.requestId,
      bay_id: await bayAt(1, 'Bay 2'),
      user_id: await userId('installer'),
      start: `${monday(5)} 14:00`,
      duration: 60,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(APPT_MSG.confirmed);
    const [after] = await db().select().from(appointmentRequests).where(eq(appointmentRequests.requestId, r.requestId));
    expect(after!.status).toBe('confirmed');
    const sent = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'appointment_confirmed'));
    expect(sent.map((m) => [m.channel, m.toAddress]).sort()).toEqual([
      ['email', r.email],
      ['sms', '+15125550177'],
    ]);
    const day = await cashier.get<CalendarData>(`/pos/appointments/calendar?location_id=1&date=${monday(5)}`);
    expect(day.body.requests).toEqual([]);
    expect(day.body.appointments).toEqual([
      expect.objectContaining({
        id: ok.body.appt!.id,
        start_time: '14:00',
        installer: 'Jordan Lee',
        customer: 'Casey Counter',
        status: 'Confirmed',
      }),
    ]);

    const again = await cashier.post<Answer>('/pos/appointments/requests/confirm', {
      request_id: r.requestId,
      bay_id: await bayAt(1, 'Bay 1'),
      start: `${monday(5)} 15:00`,
      duration: 60,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(APPT_MSG.requestDone('confirmed'));
  });

  it('declining tells the customer by email only when they have not agreed to texts', async () => {
    const r = await request(null);
    const res = await cashier.post<Answer>('/pos/appointments/requests/decline', {
      request_id: r.requestId,
      reason: 'We are fully booked that day.',
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(APPT_MSG.declined);
    const sent = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'appointment_declined'), eq(emailOutbox.toAddress, r.email)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.textBody).toContain('We are fully booked that day.');
    expect(
      await db().$count(emailOutbox, and(eq(emailOutbox.kind, 'appointment_declined'), eq(emailOutbox.channel, 'sms'))),
    ).toBe(0);
  });
});

describe('bays and installers (admin)', () => {
  it('an admin adds a bay and sets an installer’s days; a cashier may not', async () => {
    expect((await cashier.get('/pos/appointments/getSettings')).status).toBe(403);
    const added = await admin.post<{ bays: { title: string; location_id: number }[] }>('/pos/appointments/saveBay', {
      location_id: 2,
      title: 'Quick Lube',
      active: true,
    });
    expect(added.status).toBe(200);
    expect(added.body.bays).toContainEqual(expect.objectContaining({ title: 'Quick Lube', location_id: 2 }));
    const dup = await admin.post('/pos/appointments/saveBay', { location_id: 2, title: 'Quick Lube', active: true });
    expect(dup.status).toBe(400);
    expect(dup.body.error).toBe(APPT_MSG.bayTaken);
    const jordan = await userId('installer');
    const set = await admin.post<{ installers: { user_id: number; weekdays: number[]; available: boolean }[] }>(
      '/pos/appointments/saveInstaller',
      { user_id: jordan, available: true, weekdays: [2, 3] },
    );
    expect(set.body.installers.find((i) => i.user_id === jordan)).toMatchObject({ available: true, weekdays: [2, 3] });
    expect(
      (await cashier.post('/pos/appointments/saveInstaller', { user_id: jordan, available: true, weekdays: [1] }))
        .status,
    ).toBe(403);
  });
});

describe("a store's own time zone (locations.time_zone, decision 0043)", () => {
  it("books, shows and confirms a time on the store's clock, not the demo zone", async () => {
    // San Marcos moved to Arizona's clock (UTC-7 all year): 09:00 there is 16:00 UTC whatever the season.
    await db().update(locations).set({ timeZone: 'America/Phoenix' }).where(eq(locations.locationId, 3));
    try {
      const customerId = await makeCustomer(db());
      const day = monday(6);
      const res = await add({
        bay_id: await bayAt(3, 'Bay 1'),
        duration: 60,
        user_id: null,
        location_id: 3,
        appt_note: '',
        category_products: [],
        start: `${day} 09:00`,
        status_id: 1,
        customer_id: customerId,
        order_id: null,
        vehicle_id: null,
        notify_customer: false,
        idempotency_key: key(),
      });
      expect(res.status).toBe(200);
      expect(res.body.appt!.display_time).toEqual({ start_date: day, start_time: '09:00' });
      const [row] = await db().select().from(appointments).where(eq(appointments.appointmentId, res.body.appt!.id));
      expect(row!.startsAt.toISOString()).toBe(`${day}T16:00:00.000Z`);
      const cal = await cashier.get<CalendarData>(`/pos/appointments/calendar?location_id=3&date=${day}`);
      expect(cal.body.time_zone).toBe('America/Phoenix');
      expect(cal.body.appointments).toEqual([
        expect.objectContaining({ id: res.body.appt!.id, start_date: day, start_time: '09:00' }),
      ]);
    } finally {
      await db().update(locations).set({ timeZone: 'America/Chicago' }).where(eq(locations.locationId, 3));
    }
  });
});
