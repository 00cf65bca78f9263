// Install appointments (issue 14, decision 0025): the booking form's data, booking (idempotent, no double booking —
// the database's exclusion constraints decide, this code only names the clash), the booked list of an order, the
// calendar, and storefront requests confirmed into a bay or declined, with the customer told by email and text.
import { and, asc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPT_MSG,
  APPT_STATUS,
  slotProblem,
  weekdayOf,
  weeklyHours,
  type AppointmentData,
  type BookedAppointment,
  type CalendarData,
} from '@parts/common/pos-appointments';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import {
  appointmentRequests,
  appointments,
  appointmentStatuses,
  bays,
  customers,
  customerVehicles,
  installerAvailability,
  locations,
  orderProducts,
  orders,
  users,
} from '#src/db/schema/index';
import { sendMail } from '#src/features/mail/mailer';
import { sendSms } from '#src/features/sms/sms';
import { loadSettings } from '#src/features/settings/queries';
import { DEFAULT_STORE_TZ, storeInstant, storeLocalParts } from '@parts/common/store-time';
import type { StaffUser } from '#src/features/staff/queries';
import { badRequest, HttpError, notFound } from '#src/http/errors';

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
const wholename = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();
const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/**
 * Appointments are on their store's clock (locations.time_zone, decision 0043): a booking's wall-clock time is read
 * in the store's zone, and every date and time shown or mailed is that store's, whichever zone the server runs in.
 */
export async function zoneOf(db: Db, locationId: number | null): Promise<string> {
  if (locationId === null) return DEFAULT_STORE_TZ;
  const [l] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.locationId, locationId));
  return l?.timeZone ?? DEFAULT_STORE_TZ;
}
/** A stored instant as the store's local date and time ("Y-m-d", "H:i"). */
export const localParts = (d: Date, timeZone: string) => storeLocalParts(d, timeZone);

/** Walks the driver error Drizzle wraps: the PostgreSQL SQLSTATE, if any. */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e != null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

async function timeSlotLength(db: Db): Promise<number> {
  return (await loadSettings(db)).appointment_time_slot_length;
}

async function installers(db: Db) {
  const rows = await db
    .select({
      userId: users.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      locationId: users.locationId,
      available: installerAvailability.available,
      weekdays: installerAvailability.weekdays,
    })
    .from(users)
    .leftJoin(installerAvailability, eq(installerAvailability.userId, users.userId))
    .where(and(eq(users.role, 'installer'), eq(users.status, true)))
    .orderBy(asc(users.firstname), asc(users.lastname));
  return rows.map((r) => ({
    user_id: r.userId,
    wholename: wholename(r),
    location_id: r.locationId,
    available: r.available ?? true,
    weekdays: r.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
  }));
}

/** The form's first day: today at the signed-in staff's store, else at the first store. */
function todayZone(storeRows: { locationId: number; timeZone: string }[], staffLocationId: number | null): string {
  return (storeRows.find((l) => l.locationId === staffLocationId) ?? storeRows[0])?.timeZone ?? DEFAULT_STORE_TZ;
}

async function stores(db: Db) {
  return db.select().from(locations).where(eq(locations.kind, 'store')).orderBy(asc(locations.sortOrder));
}

/** GET getAppointmentData (spec 001 s3 "Appointment data"). */
export async function appointmentData(
  db: Db,
  orderId: number | null,
  staff: StaffUser,
  cartCustomerId: number | null = null,
): Promise<AppointmentData> {
  const [order] = orderId ? await db.select().from(orders).where(eq(orders.orderId, orderId)) : [];
  if (orderId && !order) throw notFound('Order not found.');
  const [cartCustomer] =
    !order && cartCustomerId
      ? await db.select({ id: customers.customerId }).from(customers).where(eq(customers.customerId, cartCustomerId))
      : [];
  const customerId = order ? order.customerId : (cartCustomer?.id ?? null);
  const storeRows = await stores(db);
  const bayRows = await db
    .select()
    .from(bays)
    .where(eq(bays.active, true))
    .orderBy(asc(bays.locationId), asc(bays.sortOrder), asc(bays.bayId));
  const lines = order
    ? await db
        .select()
        .from(orderProducts)
        .where(eq(orderProducts.orderId, order.orderId))
        .orderBy(asc(orderProducts.orderProductId))
    : [];
  const vehicles = customerId
    ? await db
        .select()
        .from(customerVehicles)
        .where(eq(customerVehicles.customerId, customerId))
        .orderBy(asc(customerVehicles.vehicleId))
    : [];
  const statuses = await db
    .select()
    .from(appointmentStatuses)
    .where(ne(appointmentStatuses.statusId, APPT_STATUS.cancelled))
    .orderBy(asc(appointmentStatuses.sortOrder));
  const settings = await loadSettings(db);
  const bookable = storeRows.filter((l) => bayRows.some((b) => b.locationId === l.locationId));
  // The form opens on the cashier's own store when it takes bookings, else on the only one there is (issue 31: the
  // dialog did not default to the cashier's store).
  const own = bookable.find((l) => l.locationId === staff.locationId);
  return {
    defaultLocationId: own ? own.locationId : bookable.length === 1 ? bookable[0]!.locationId : null,
    bays: bayRows.map((b) => ({ bay_id: b.bayId, title: b.title, location_id: b.locationId })),
    installers: (await installers(db))
      .filter((i) => i.available)
      .map((i) => ({ user_id: i.user_id, wholename: i.wholename, weekdays: i.weekdays })),
    locations: bookable.map((l) => ({
      location_id: l.locationId,
      location_name: l.name,
      hours: weeklyHours(l.openingHours),
    })),
    products: lines.map((l) => ({ order_product_id: l.orderProductId, name: l.name, quantity: l.quantity })),
    statuses: statuses.map((s) => ({ status_id: s.statusId, name: s.name })),
    timeSlotLength: settings.appointment_time_slot_length,
    vehicles: vehicles.map((v) => ({ vehicle_id: v.vehicleId, title: v.title })),
    customerId,
    orderId: order?.orderId ?? null,
    userId: staff.userId,
    ymmEnabled: settings.ymm_enabled,
    today: localParts(new Date(), todayZone(storeRows, staff.locationId ?? null)).date,
  };
}

export interface Booking {
  locationId: number;
  bayId: number;
  userId: number | null;
  customerId: number | null;
  orderId: number | null;
  vehicleId: number | null;
  requestId?: number;
  statusId: number;
  date: string;
  time: string;
  duration: number;
  note: string;
  products: number[];
  notifyCustomer: boolean;
  idempotencyKey: string;
  createdBy: number;
}

/** Checks everything but the clash (the constraints' job); answers the instant range. */
async function checkBooking(db: Db, b: Booking): Promise<{ startsAt: Date; endsAt: Date }> {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, b.locationId), eq(locations.kind, 'store')));
  if (!store) throw badRequest('Choose a store.', { location_id: 'Choose a store.' });
  const [bay] = await db
    .select()
    .from(bays)
    .where(and(eq(bays.bayId, b.bayId), eq(bays.locationId, b.locationId), eq(bays.active, true)));
  if (!bay) throw badRequest(APPT_MSG.noBay, { bay_id: APPT_MSG.noBay });
  if (b.userId !== null) {
    const installer = (await installers(db)).find((i) => i.user_id === b.userId);
    if (!installer) throw badRequest(APPT_MSG.noInstaller, { user_id: APPT_MSG.noInstaller });
    if (!installer.available || !installer.weekdays.includes(weekdayOf(b.date)))
      throw badRequest(APPT_MSG.installerOff(installer.wholename), {
        user_id: APPT_MSG.installerOff(installer.wholename),
      });
  }
  if (b.customerId === null && b.requestId === undefined)
    throw badRequest(APPT_MSG.customerRequired, { customer_id: APPT_MSG.customerRequired });
  if (b.customerId !== null) {
    const [c] = await db
      .select({ id: customers.customerId })
      .from(customers)
      .where(eq(customers.customerId, b.customerId));
    if (!c) throw badRequest(APPT_MSG.customerRequired, { customer_id: APPT_MSG.customerRequired });
  }
  if (b.orderId !== null) {
    const [o] = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.orderId, b.orderId));
    if (!o) throw notFound('Order not found.');
  }
  if (b.vehicleId !== null) {
    const [v] = await db
      .select({ id: customerVehicles.vehicleId })
      .from(customerVehicles)
      .where(and(eq(customerVehicles.vehicleId, b.vehicleId), eq(customerVehicles.customerId, b.customerId ?? -1)));
    if (!v)
      throw badRequest("Choose one of the customer's vehicles.", {
        vehicle_id: "Choose one of the customer's vehicles.",
      });
  }
  const [status] = await db.select().from(appointmentStatuses).where(eq(appointmentStatuses.statusId, b.statusId));
  if (!status || !status.holdsSlot) throw badRequest('Choose a status.', { status_id: 'Choose a status.' });
  const problem = slotProblem(
    weeklyHours(store.openingHours)[weekdayOf(b.date)] ?? null,
    await timeSlotLength(db),
    b.time,
    b.duration,
  );
  if (problem) throw badRequest(problem, { start: problem });
  const startsAt = storeInstant(b.date, b.time, store.timeZone);
  if (startsAt.getTime() < Date.now()) throw badRequest(APPT_MSG.past, { start: APPT_MSG.past });
  return { startsAt, endsAt: new Date(startsAt.getTime() + b.duration * 60_000) };
}

/** The live appointment that overlaps [startsAt, endsAt) on this bay or installer, as the message naming it. */
async function clashMessage(
  db: Db,
  b: Pick<Booking, 'bayId' | 'userId' | 'locationId'>,
  startsAt: Date,
  endsAt: Date,
  exceptKey?: string,
): Promise<string | null> {
  const installer = alias(users, 'installer');
  const overlapping = and(
    eq(appointments.holdsSlot, true),
    lt(appointments.startsAt, endsAt),
    gt(appointments.endsAt, startsAt),
    exceptKey ? ne(appointments.idempotencyKey, exceptKey) : undefined,
  );
  const timeZone = await zoneOf(db, b.locationId);
  const when = (a: { startsAt: Date; endsAt: Date; id: number }) => {
    const s = localParts(a.startsAt, timeZone);
    return `on ${s.date} from ${s.time} to ${localParts(a.endsAt, timeZone).time} (appointment #${a.id})`;
  };
  const [bay] = await db
    .select({
      id: appointments.appointmentId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      title: bays.title,
    })
    .from(appointments)
    .innerJoin(bays, eq(bays.bayId, appointments.bayId))
    .where(and(eq(appointments.bayId, b.bayId), overlapping))
    .limit(1);
  if (bay) return APPT_MSG.bayClash(bay.title, when(bay));
  if (b.userId === null) return null;
  const [person] = await db
    .select({
      id: appointments.appointmentId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      firstname: installer.firstname,
      lastname: installer.lastname,
    })
    .from(appointments)
    .innerJoin(installer, eq(installer.userId, appointments.userId))
    .where(and(eq(appointments.userId, b.userId), overlapping))
    .limit(1);
  return person ? APPT_MSG.installerClash(wholename(person), when(person)) : null;
}

type ApptRow = typeof appointments.$inferSelect;
const byKey = async (db: Db, key: string) =>
  (await db.select().from(appointments).where(eq(appointments.idempotencyKey, key)))[0];

/**
 * Books one appointment. A repeated key answers the first booking (also when both arrive at once); an overlap on the
 * bay or the installer is refused with 409 naming the clash, whether this code saw it first or the constraint did.
 * `within` runs in the same transaction after the insert (a request marked confirmed).
 */
export async function book(
  db: Db,
  b: Booking,
  within?: (tx: Db, appt: ApptRow) => Promise<void>,
): Promise<{ appt: ApptRow; created: boolean }> {
  const earlier = await byKey(db, b.idempotencyKey);
  if (earlier) return { appt: earlier, created: false };
  const { startsAt, endsAt } = await checkBooking(db, b);
  try {
    const appt = await db.transaction(async (tx) => {
      const seen = await clashMessage(tx as unknown as Db, b, startsAt, endsAt);
      if (seen) throw new HttpError(409, seen, { start: seen });
      const [row] = await tx
        .insert(appointments)
        .values({
          locationId: b.locationId,
          bayId: b.bayId,
          userId: b.userId,
          customerId: b.customerId,
          orderId: b.orderId,
          vehicleId: b.vehicleId,
          requestId: b.requestId ?? null,
          statusId: b.statusId,
          holdsSlot: true,
          startsAt,
          endsAt,
          durationMinutes: b.duration,
          note: b.note,
          products: b.products,
          notifyCustomer: b.notifyCustomer,
          idempotencyKey: b.idempotencyKey,
          createdBy: b.createdBy,
        })
        .returning();
      if (within) await within(tx as unknown as Db, row!);
      return row!;
    });
    return { appt, created: true };
  } catch (err) {
    const state = sqlState(err);
    const clash = err instanceof HttpError && err.statusCode === 409;
    if (!clash && state !== EXCLUSION_VIOLATION && state !== UNIQUE_VIOLATION) throw err;
    // Another booking committed first: the same submit (same key) answers it; a different one is a clash.
    const same = await byKey(db, b.idempotencyKey);
    if (same) return { appt: same, created: false };
    if (clash) throw err;
    const message = (await clashMessage(db, b, startsAt, endsAt)) ?? APPT_MSG.requestDone('booked');
    throw new HttpError(409, message, { start: message });
  }
}

export function bookedWire(a: Pick<ApptRow, 'appointmentId' | 'startsAt'>, timeZone: string): BookedAppointment {
  const p = localParts(a.startsAt, timeZone);
  return { id: a.appointmentId, display_time: { start_date: p.date, start_time: p.time } };
}

/** The order's live appointments for the receipt and the checkout state (spec 001 s3 "Booked appointment"). */
export async function bookedAppointments(db: Db, orderId: number): Promise<BookedAppointment[]> {
  const rows = await db
    .select({
      appointmentId: appointments.appointmentId,
      startsAt: appointments.startsAt,
      timeZone: locations.timeZone,
    })
    .from(appointments)
    .innerJoin(locations, eq(locations.locationId, appointments.locationId))
    .where(and(eq(appointments.orderId, orderId), eq(appointments.holdsSlot, true)))
    .orderBy(asc(appointments.startsAt));
  return rows.map((r) => bookedWire(r, r.timeZone));
}

/** Email through the outbox always; a text too when there is a number and the customer consents to texts. */
async function tellCustomer(
  db: Db,
  config: MailConfig,
  to: { email: string; telephone: string; consent: boolean; customerId?: number; orderId?: number },
  kind: string,
  subject: string,
  text: string,
) {
  if (to.email)
    await sendMail(db, config, { kind, to: to.email, subject, text, customerId: to.customerId, orderId: to.orderId });
  if (to.telephone && to.consent) {
    try {
      await sendSms(db, { kind, to: to.telephone, body: text, customerId: to.customerId, orderId: to.orderId });
    } catch (err) {
      // A number the phone rule refuses: the email went; the booking stands.
      if (!(err instanceof HttpError)) throw err;
    }
  }
}

const storeName = async (db: Db, id: number) =>
  (await db.select({ name: locations.name }).from(locations).where(eq(locations.locationId, id)))[0]?.name ?? '';

export async function notifyBooked(db: Db, config: MailConfig, appt: ApptRow) {
  if (!appt.customerId) return;
  const [c] = await db.select().from(customers).where(eq(customers.customerId, appt.customerId));
  if (!c) return;
  const p = localParts(appt.startsAt, await zoneOf(db, appt.locationId));
  const text = `Your appointment at ${await storeName(db, appt.locationId)} is booked for ${p.date} at ${p.time} (${appt.durationMinutes} minutes). Appointment #${appt.appointmentId}.`;
  await tellCustomer(
    db,
    config,
    {
      email: c.email,
      telephone: c.telephone,
      consent: c.textingAlerts,
      customerId: c.customerId,
      orderId: appt.orderId ?? undefined,
    },
    'appointment_booked',
    'Your appointment is booked',
    text,
  );
}

async function requestContact(db: Db, r: typeof appointmentRequests.$inferSelect) {
  const [c] = r.customerId ? await db.select().from(customers).where(eq(customers.customerId, r.customerId)) : [];
  return {
    email: r.email,
    telephone: r.telephone,
    consent: c?.textingAlerts ?? false,
    customerId: r.customerId ?? undefined,
  };
}

async function lockedRequest(tx: Db, requestId: number) {
  const [r] = await tx
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.requestId, requestId))
    .for('update');
  if (!r) throw notFound('Appointment request not found.');
  if (r.status !== 'requested') throw new HttpError(409, APPT_MSG.requestDone(r.status));
  return r;
}

/** Confirms a storefront request into a bay (and installer) at a time; the request becomes confirmed with it. */
export async function confirmRequest(
  db: Db,
  config: MailConfig,
  input: { request_id: number; bay_id: number; user_id: number | null; start: string; duration: number },
  staff: StaffUser,
) {
  const [r] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.requestId, input.request_id));
  if (!r) throw notFound('Appointment request not found.');
  if (r.status !== 'requested') throw new HttpError(409, APPT_MSG.requestDone(r.status));
  const [bay] = await db.select().from(bays).where(eq(bays.bayId, input.bay_id));
  if (!bay) throw badRequest(APPT_MSG.noBay, { bay_id: APPT_MSG.noBay });
  const [date, time] = input.start.split(' ') as [string, string];
  const { appt, created } = await book(
    db,
    {
      locationId: bay.locationId,
      bayId: bay.bayId,
      userId: input.user_id,
      customerId: r.customerId,
      orderId: null,
      vehicleId: null,
      requestId: r.requestId,
      statusId: APPT_STATUS.confirmed,
      date,
      time,
      duration: input.duration,
      note: [r.vehicle, r.comment].filter(Boolean).join(' — '),
      products: [],
      notifyCustomer: true,
      idempotencyKey: `request-${r.requestId}`,
      createdBy: staff.userId,
    },
    async (tx) => {
      await lockedRequest(tx, r.requestId);
      await tx
        .update(appointmentRequests)
        .set({ status: 'confirmed' })
        .where(eq(appointmentRequests.requestId, r.requestId));
    },
  );
  if (created) {
    const p = localParts(appt.startsAt, await zoneOf(db, appt.locationId));
    const text = `Hi ${r.name}, your appointment at ${await storeName(db, appt.locationId)} is confirmed for ${p.date} at ${p.time} (${appt.durationMinutes} minutes). Appointment #${appt.appointmentId}.`;
    await tellCustomer(
      db,
      config,
      await requestContact(db, r),
      'appointment_confirmed',
      'Your appointment is confirmed',
      text,
    );
  }
  return appt;
}

export async function declineRequest(db: Db, config: MailConfig, input: { request_id: number; reason: string }) {
  const r = await db.transaction(async (tx) => {
    const row = await lockedRequest(tx as unknown as Db, input.request_id);
    await tx
      .update(appointmentRequests)
      .set({ status: 'declined' })
      .where(eq(appointmentRequests.requestId, row.requestId));
    return row;
  });
  const p = localParts(r.requestedAt, await zoneOf(db, r.locationId));
  const text = `Hi ${r.name}, we are sorry: we cannot take your appointment request for ${p.date} at ${p.time}.${input.reason ? ` ${input.reason}` : ''} Please call the store or request another time.`;
  await tellCustomer(db, config, await requestContact(db, r), 'appointment_declined', 'Your appointment request', text);
}

/** The calendar of one store: its bays as columns, a day or the week (Monday first) of appointments and open requests. */
export async function calendar(
  db: Db,
  q: { location_id: number; date: string; view: 'day' | 'week' },
): Promise<CalendarData> {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.locationId, q.location_id), eq(locations.kind, 'store')));
  if (!store) throw badRequest('Choose a store.', { location_id: 'Choose a store.' });
  const first = q.view === 'day' ? q.date : addDays(q.date, -((weekdayOf(q.date) + 6) % 7));
  const days = Array.from({ length: q.view === 'day' ? 1 : 7 }, (_, i) => addDays(first, i));
  const timeZone = store.timeZone;
  const from = storeInstant(days[0]!, '00:00', timeZone);
  const to = storeInstant(addDays(days[days.length - 1]!, 1), '00:00', timeZone);
  const bayRows = await db
    .select()
    .from(bays)
    .where(and(eq(bays.locationId, store.locationId), eq(bays.active, true)))
    .orderBy(asc(bays.sortOrder), asc(bays.bayId));
  const installer = alias(users, 'installer');
  const rows = await db
    .select({
      a: appointments,
      status: appointmentStatuses.name,
      ifirst: installer.firstname,
      ilast: installer.lastname,
      cfirst: customers.firstname,
      clast: customers.lastname,
    })
    .from(appointments)
    .innerJoin(appointmentStatuses, eq(appointmentStatuses.statusId, appointments.statusId))
    .leftJoin(installer, eq(installer.userId, appointments.userId))
    .leftJoin(customers, eq(customers.customerId, appointments.customerId))
    .where(
      and(
        eq(appointments.locationId, store.locationId),
        eq(appointments.holdsSlot, true),
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const requestRows = await db
    .select()
    .from(appointmentRequests)
    .where(
      and(
        eq(appointmentRequests.locationId, store.locationId),
        eq(appointmentRequests.status, 'requested'),
        gte(appointmentRequests.requestedAt, from),
        lt(appointmentRequests.requestedAt, to),
      ),
    )
    .orderBy(asc(appointmentRequests.requestedAt));
  const requestNames = new Map(
    (rows.length
      ? await db
          .select({ id: appointmentRequests.requestId, name: appointmentRequests.name })
          .from(appointmentRequests)
          .where(
            inArray(
              appointmentRequests.requestId,
              rows.map((r) => r.a.requestId ?? -1),
            ),
          )
      : []
    ).map((r) => [r.id, r.name]),
  );
  return {
    location_id: store.locationId,
    time_zone: timeZone,
    days,
    hours: weeklyHours(store.openingHours),
    timeSlotLength: await timeSlotLength(db),
    bays: bayRows.map((b) => ({ bay_id: b.bayId, title: b.title })),
    installers: (await installers(db))
      .filter((i) => i.available)
      .map((i) => ({ user_id: i.user_id, wholename: i.wholename })),
    appointments: rows.map(({ a, status, ifirst, ilast, cfirst, clast }) => {
      const p = localParts(a.startsAt, timeZone);
      return {
        id: a.appointmentId,
        bay_id: a.bayId,
        user_id: a.userId,
        installer: ifirst !== null ? wholename({ firstname: ifirst, lastname: ilast ?? '' }) : '',
        customer:
          cfirst !== null
            ? wholename({ firstname: cfirst, lastname: clast ?? '' })
            : (requestNames.get(a.requestId ?? -1) ?? ''),
        order_id: a.orderId,
        status_id: a.statusId,
        status,
        start_date: p.date,
        start_time: p.time,
        duration: a.durationMinutes,
        note: a.note,
      };
    }),
    requests: requestRows.map((r) => {
      const p = localParts(r.requestedAt, timeZone);
      return {
        request_id: r.requestId,
        status: r.status,
        name: r.name,
        email: r.email,
        telephone: r.telephone,
        start_date: p.date,
        start_time: p.time,
        duration: r.durationMinutes,
        vehicle: r.vehicle,
        comment: r.comment,
      };
    }),
  };
}

/** The admin's settings screen: stores, every bay, every installer with availability. */
export async function appointmentSettings(db: Db) {
  const storeRows = await stores(db);
  const bayRows = await db.select().from(bays).orderBy(asc(bays.locationId), asc(bays.sortOrder), asc(bays.bayId));
  return {
    locations: storeRows.map((l) => ({ location_id: l.locationId, location_name: l.name })),
    bays: bayRows.map((b) => ({ bay_id: b.bayId, location_id: b.locationId, title: b.title, active: b.active })),
    installers: await installers(db),
  };
}
