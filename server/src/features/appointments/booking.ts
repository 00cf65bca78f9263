// Install appointments (issue 14, decision 0025): the booking form's data, booking (idempotent, no double booking —
// the database's exclusion constraints decide, this code only names the clash) and the booked list of an order. The
// storefront requests are in appointment-requests.ts, the calendar and settings in appointment-calendar.ts.
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPT_MSG,
  APPT_STATUS,
  hoursOn,
  slotProblem,
  weekdayOf,
  weeklyHours,
  type AppointmentData,
  type BookedAppointment,
} from '@parts/common/pos-appointments';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import {
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

import { loadSettings } from '#src/features/settings/queries';
import { holidayHours, holidayOn, holidayRows } from '#src/features/stores/holidays';
import { DEFAULT_STORE_TZ, storeInstant, storeLocalParts } from '@parts/common/store-time';
import type { StaffUser } from '#src/features/staff/queries';
import { badRequest, HttpError, notFound } from '#src/http/errors';

export type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
export const wholename = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`.trim();
export const addDays = (ymd: string, n: number) =>
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
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e != null && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';

export async function timeSlotLength(db: Db): Promise<number> {
  return (await loadSettings(db)).appointment_time_slot_length;
}

export async function installers(db: Db) {
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
export function todayZone(
  storeRows: { locationId: number; timeZone: string }[],
  staffLocationId: number | null,
): string {
  return (storeRows.find((l) => l.locationId === staffLocationId) ?? storeRows[0])?.timeZone ?? DEFAULT_STORE_TZ;
}

export async function stores(db: Db) {
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
  const today = localParts(new Date(), todayZone(storeRows, staff.locationId ?? null)).date;
  // A year of holidays: as far ahead as the form lets a booking go.
  const holidays = await holidayRows(
    db,
    bookable.map((l) => l.locationId),
    addDays(today, -1),
    addDays(today, 366),
  );
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
      holidays: holidayHours(holidays, l.locationId),
    })),
    products: lines.map((l) => ({ order_product_id: l.orderProductId, name: l.name, quantity: l.quantity })),
    statuses: statuses.map((s) => ({ status_id: s.statusId, name: s.name })),
    timeSlotLength: settings.appointment_time_slot_length,
    vehicles: vehicles.map((v) => ({ vehicle_id: v.vehicleId, title: v.title })),
    customerId,
    orderId: order?.orderId ?? null,
    userId: staff.userId,
    ymmEnabled: settings.ymm_enabled,
    today,
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
export async function checkBooking(db: Db, b: Booking): Promise<{ startsAt: Date; endsAt: Date }> {
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
    hoursOn(weeklyHours(store.openingHours), await holidayOn(db, store.locationId, b.date), b.date),
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

export type ApptRow = typeof appointments.$inferSelect;
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
