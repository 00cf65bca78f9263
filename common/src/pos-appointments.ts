// Booking install appointments at the counter (spec 001 s3 "Appointment form/data", s4 "Appointment booking", s5
// "Appointment", s7 getAppointmentData/addAppointment, s8, s9; issue 14; decision 0025). One schema and one set of slot
// rules for the modal and the server.
import { z } from 'zod';
import { APPOINTMENT_DURATION } from './appointment';
import { id, intRange } from './input';
import { MSG } from './messages';

export const APPT_MSG = {
  customerRequired: 'Customer is required',
  failed: 'Failed to book appointment',
  booked: 'Appointment booked.',
  noBay: 'Choose a bay at this location.',
  noInstaller: 'Choose an installer.',
  installerOff: (name: string) => `${name} is not available that day.`,
  closed: 'The store is closed that day.',
  outsideHours: (open: string, close: string) => `Choose a time the store is open: ${open} to ${close}.`,
  offSlot: (slot: number) => `Start times are every ${slot} minutes.`,
  past: 'Choose a time in the future.',
  bayClash: (bay: string, when: string) => `${bay} is already booked ${when}.`,
  installerClash: (name: string, when: string) => `${name} is already booked ${when}.`,
  requestDone: (status: string) => `This request was already ${status}.`,
  confirmed: 'Appointment confirmed; the customer has been notified.',
  declined: 'Request declined; the customer has been notified.',
  adminOnly: 'Only an admin can change bays and installers.',
  bayTaken: 'A bay with that name already exists at this location.',
} as const;

/** Statuses (appointment_statuses, migration 0019). Cancelled frees the slot. */
export const APPT_STATUS = { scheduled: 1, confirmed: 2, completed: 3, cancelled: 4 } as const;

const ymd = z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.');
const hi = z.string({ error: MSG.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM.');
const optionalId = (label: string) =>
  z
    .union([z.literal(''), z.literal(0), z.literal('0'), z.null()])
    .transform(() => null)
    .or(id(label));
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false', 'on', ''])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === 'on')
  .default(false);
export const duration = intRange('Duration', APPOINTMENT_DURATION.min, APPOINTMENT_DURATION.max).refine(
  (n) => n % APPOINTMENT_DURATION.step === 0,
  'Duration is in steps of 15 minutes.',
);

/** POST addAppointment (spec 001 s7). `start` is "Y-m-d H:i" in the store's time zone. */
export const addAppointmentInput = z.strictObject({
  bay_id: id('Bay'),
  duration,
  user_id: optionalId('Installer').default(null),
  location_id: id('Location'),
  appt_note: z.string().trim().max(1000, MSG.maxChars(1000)).default(''),
  category_products: z.array(id('Product')).max(200).default([]),
  start: z
    .string({ error: MSG.required })
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, 'Enter the start as YYYY-MM-DD HH:MM.'),
  status_id: id('Status').default(APPT_STATUS.scheduled),
  /** Missing or empty answers "Customer is required" from the server (one message with the modal's tooltip). */
  customer_id: optionalId('Customer').default(null),
  order_id: optionalId('Order').default(null),
  created_by: optionalId('Created by').default(null),
  vehicle_id: optionalId('Vehicle').default(null),
  notify_customer: flag,
  /** One key per opened form: a double submit books once. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type AddAppointmentInput = z.input<typeof addAppointmentInput>;

/** orderId (spec); customerId for the POS cart before it is an order. */
export const appointmentDataQuery = z.object({
  orderId: optionalId('Order').optional(),
  customerId: optionalId('Customer').optional(),
});

export const calendarQuery = z.object({
  location_id: id('Location'),
  date: ymd,
  view: z.enum(['day', 'week']).default('day'),
});

export const confirmRequestInput = z.strictObject({
  request_id: id('Request'),
  bay_id: id('Bay'),
  user_id: optionalId('Installer').default(null),
  start: addAppointmentInput.shape.start,
  duration,
});
export const declineRequestInput = z.strictObject({
  request_id: id('Request'),
  reason: z.string().trim().max(500, MSG.maxChars(500)).default(''),
});

export const bayInput = z.strictObject({
  bay_id: optionalId('Bay').default(null),
  location_id: id('Location'),
  title: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(40, MSG.maxChars(40)),
  active: flag,
});
export const installerInput = z.strictObject({
  user_id: id('Installer'),
  available: flag,
  weekdays: z.array(intRange('Weekday', 0, 6)).max(7),
});

export { ymd as ymdSchema, hi as hiSchema };

// ---- Slots -------------------------------------------------------------------------------------------------------

export interface Hours {
  open: number;
  close: number;
}
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function clock(t: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(t.trim());
  if (!m) return null;
  let h = Number(m[1]) % 12;
  if (m[3]!.toUpperCase() === 'PM') h += 12;
  return h * 60 + Number(m[2]);
}

/**
 * A store's opening hours (locations.opening_hours, lines like "Mon-Fri 7:30 AM - 7:00 PM", "Sun closed") as minutes
 * after midnight per weekday (0 = Sunday); null when closed or not stated.
 */
export function weeklyHours(lines: readonly string[]): (Hours | null)[] {
  const week: (Hours | null)[] = [null, null, null, null, null, null, null];
  for (const line of lines) {
    const m = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(.*)$/.exec(line.trim());
    if (!m) continue;
    const from = DAYS.indexOf(m[1]!);
    const to = m[2] ? DAYS.indexOf(m[2]) : from;
    if (from < 0 || to < 0) continue;
    const span = /^(.+?)\s*-\s*(.+)$/.exec(m[3]!);
    const open = span ? clock(span[1]!) : null;
    const close = span ? clock(span[2]!) : null;
    for (let d = from; ; d = (d + 1) % 7) {
      week[d] = open !== null && close !== null && close > open ? { open, close } : null;
      if (d === to) break;
    }
  }
  return week;
}

/** A day's hours written back as the line weeklyHours reads ("7:30 AM"). */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The inverse of weeklyHours (0 = Sunday): the lines the locator and contact page show, Monday first, runs of days
 * with the same hours joined ("Mon-Fri 7:30 AM - 7:00 PM", "Sun closed"). Decision 0086.
 */
export function weeklyLines(week: readonly (Hours | null)[]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const same = (a: Hours | null, b: Hours | null) =>
    a === null || b === null ? a === b : a.open === b.open && a.close === b.close;
  const lines: string[] = [];
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && same(week[order[j + 1]!] ?? null, week[order[i]!] ?? null)) j++;
    const h = week[order[i]!] ?? null;
    const days = i === j ? DAYS[order[i]!]! : `${DAYS[order[i]!]}-${DAYS[order[j]!]}`;
    lines.push(h ? `${days} ${clockText(h.open)} - ${clockText(h.close)}` : `${days} closed`);
    i = j + 1;
  }
  return lines;
}

/** Holiday hours by date ("Y-m-d"): null when the store is closed that day, else its special hours (decision 0086). */
export type HolidayHours = Record<string, Hours | null>;

/** The rule in one place: a day's hours are its holiday's when it has one, else its weekday's. */
export function hoursOn(week: readonly (Hours | null)[], holidays: HolidayHours, date: string): Hours | null {
  return date in holidays ? (holidays[date] ?? null) : (week[weekdayOf(date)] ?? null);
}

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** 0 = Sunday, for a Y-m-d date (the calendar date itself, no time zone). */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** Start times of a day: from opening, every slot minutes, leaving room for the shortest appointment. */
export function startTimes(hours: Hours | null, slot: number): string[] {
  if (!hours) return [];
  const out: string[] = [];
  for (let t = hours.open; t + APPOINTMENT_DURATION.min <= hours.close; t += slot) out.push(hhmm(t));
  return out;
}

/** Durations (15 to 480 by 15) that end by closing time when starting at `start`. */
export function durationOptions(hours: Hours | null, start: string): number[] {
  if (!hours) return [];
  const out: number[] = [];
  for (let d: number = APPOINTMENT_DURATION.min; d <= APPOINTMENT_DURATION.max; d += APPOINTMENT_DURATION.step)
    if (minutesOf(start) + d <= hours.close) out.push(d);
  return out;
}

/** The rule in one place: null when the start and duration fit the day's hours and slot grid, else the message. */
export function slotProblem(hours: Hours | null, slot: number, start: string, minutes: number): string | null {
  if (!hours) return APPT_MSG.closed;
  const s = minutesOf(start);
  if (s < hours.open || s + minutes > hours.close) return APPT_MSG.outsideHours(hhmm(hours.open), hhmm(hours.close));
  if ((s - hours.open) % slot !== 0) return APPT_MSG.offSlot(slot);
  return null;
}

export const durationLabel = (m: number) =>
  m < 60 ? `${m} min` : `${Math.floor(m / 60)} hr${m >= 120 ? 's' : ''}${m % 60 ? ` ${m % 60} min` : ''}`;

// ---- Wire shapes -------------------------------------------------------------------------------------------------

// Each answer is a schema: the routes serialize through it, the screens check their answers with it.
const hoursSchema = z.object({ open: z.number(), close: z.number() }).nullable();
const int = z.number().int();

/** GET /pos/order/getAppointmentData (spec 001 s3 "Appointment data"). */
export const appointmentDataSchema = z.object({
  bays: z.array(z.object({ bay_id: int, title: z.string(), location_id: int })),
  installers: z.array(z.object({ user_id: int, wholename: z.string(), weekdays: z.array(int) })),
  locations: z.array(
    z.object({
      location_id: int,
      location_name: z.string(),
      hours: z.array(hoursSchema),
      /** Upcoming holiday hours by date (null: closed), which win over the weekday's (decision 0086). */
      holidays: z.record(z.string(), hoursSchema),
    }),
  ),
  products: z.array(z.object({ order_product_id: int, name: z.string(), quantity: z.number() })),
  statuses: z.array(z.object({ status_id: int, name: z.string() })),
  timeSlotLength: int,
  vehicles: z.array(z.object({ vehicle_id: int, title: z.string() })),
  customerId: int.nullable(),
  orderId: int.nullable(),
  userId: int,
  ymmEnabled: z.boolean(),
  /** The store's local date today (Y-m-d), the form's first day. */
  today: z.string(),
  /** The store the form opens on: the cashier's when it takes bookings, else the only one; null to choose. */
  defaultLocationId: int.nullable(),
});
export type AppointmentData = z.infer<typeof appointmentDataSchema>;

export const bookedAppointmentSchema = z.object({
  id: int,
  display_time: z.object({ start_date: z.string(), start_time: z.string() }),
});
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;

/** POST /pos/order/addAppointment. */
export const addAppointmentAnswerSchema = z.object({
  success: z.string(),
  error: z.string(),
  appt: bookedAppointmentSchema.extend({ bay_id: int, user_id: int.nullable(), duration: int }),
});

export const calendarAppointmentSchema = z.object({
  id: int,
  bay_id: int,
  user_id: int.nullable(),
  installer: z.string(),
  customer: z.string(),
  order_id: int.nullable(),
  status_id: int,
  status: z.string(),
  start_date: z.string(),
  start_time: z.string(),
  duration: int,
  note: z.string(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;
export const calendarRequestSchema = z.object({
  request_id: int,
  status: z.enum(['requested', 'confirmed', 'declined']),
  name: z.string(),
  email: z.string(),
  telephone: z.string(),
  start_date: z.string(),
  start_time: z.string(),
  duration: int,
  vehicle: z.string(),
  comment: z.string(),
});
export type CalendarRequest = z.infer<typeof calendarRequestSchema>;
/** GET /pos/appointments/calendar: a store's days, in the store's time zone. */
export const calendarDataSchema = z.object({
  location_id: int,
  /** The store's IANA time zone: its days, times and "today" are on this clock. */
  time_zone: z.string(),
  days: z.array(z.string()),
  hours: z.array(hoursSchema),
  /** Holiday hours on the shown days (null: closed), which win over the weekday's (decision 0086). */
  holidays: z.record(z.string(), hoursSchema),
  timeSlotLength: int,
  bays: z.array(z.object({ bay_id: int, title: z.string() })),
  installers: z.array(z.object({ user_id: int, wholename: z.string() })),
  appointments: z.array(calendarAppointmentSchema),
  requests: z.array(calendarRequestSchema),
});
export type CalendarData = z.infer<typeof calendarDataSchema>;

/** POST /pos/appointments/requests/confirm. */
export const confirmRequestAnswerSchema = z.object({ success: z.string(), appt: bookedAppointmentSchema });
/** POST /pos/appointments/requests/decline. */
export const declineRequestAnswerSchema = z.object({ success: z.string() });

/** GET /pos/appointments/getSettings (admin): stores, every bay, every installer with availability. */
export const appointmentSettingsSchema = z.object({
  locations: z.array(z.object({ location_id: int, location_name: z.string() })),
  bays: z.array(z.object({ bay_id: int, location_id: int, title: z.string(), active: z.boolean() })),
  installers: z.array(
    z.object({
      user_id: int,
      wholename: z.string(),
      location_id: int.nullable(),
      available: z.boolean(),
      weekdays: z.array(int),
    }),
  ),
});
export type AppointmentSettings = z.infer<typeof appointmentSettingsSchema>;
/** POST /pos/appointments/saveBay and saveInstaller: the settings as they are now. */
export const settingsSavedSchema = appointmentSettingsSchema.extend({ success: z.string() });
