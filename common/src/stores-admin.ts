// Store → Stores in the back office (issue 27, decision 0086): each store's address, phone, coordinates (from the ZIP
// data), time zone, opening and holiday hours, services, bays, installers' working days and labor rates. The same
// schemas check the editor's forms and the server's input.
import { z } from 'zod';
import { flag, INT4_MAX, money } from './input';
import { STORE_SERVICES, type StoreService } from './locator';
import { MSG } from './messages';
import { bayInput, installerInput } from './pos-appointments';
import { timeZoneSchema } from './store-time';

export const STORES_MSG = {
  saved: (name: string) => `${name} has been saved.`,
  added: (name: string) => `${name} has been added.`,
  notFound: 'That store no longer exists.',
  nameTaken: 'Another store already has that name.',
  unknownZip: 'That ZIP code is not in the ZIP data; check it, or type the coordinates.',
  badZip: 'A ZIP code is 5 digits, like 60601.',
  badState: 'A state is its 2-letter code, like IL.',
  badPhone: 'A phone number has 10 digits, like (312) 555-0100.',
  badTime: 'A time like 08:00.',
  closesBeforeOpen: 'Closing time must be after opening time.',
  holidaySaved: (date: string) => `Holiday hours for ${date} have been saved.`,
  holidayDeleted: 'The holiday has been removed.',
  holidayNotFound: 'That holiday no longer exists.',
  baySaved: 'Bay saved.',
  bayDeleted: (title: string) => `Bay ${title} has been removed.`,
  bayRetired: (title: string) =>
    `Bay ${title} has appointments on record, so it is switched off (hidden from the calendar) rather than deleted.`,
  installerSaved: 'Availability saved.',
  laborSaved: (title: string) => `The ${title} labor rate has been saved.`,
  laborNotFound: 'That labor rate no longer exists.',
  registerSaved: (name: string) => `${name} has been saved.`,
  registerDeleted: (name: string) => `${name} has been removed.`,
  registerRetired: (name: string) =>
    `${name} has days on record, so it is switched off (no longer offered at the counter) rather than deleted.`,
  registerNotFound: 'That register no longer exists.',
  registerNameTaken: 'This store already has a register with that name.',
  lastRegister: 'A store keeps at least one register in use.',
  readerSaved: (name: string, register: string | null) =>
    register ? `${name} is at ${register}.` : `${name} is at no register: its batch is no register's.`,
  readerNotFound: 'That card reader is not at this store.',
  readerRegisterOff: 'That register is not in use: pick one that is.',
} as const;

/** The weekdays, Sunday first (0 = Sunday, as weeklyHours and installers' weekdays count them). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const required = (max: number) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxChars(max));
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** One day's hours as the editor shows them: closed, or open "HH:MM" to close "HH:MM" (24-hour clock). */
export const dayHoursSchema = z
  .object({ closed: z.boolean(), open: z.string(), close: z.string() })
  .superRefine((d, ctx) => {
    if (d.closed) return;
    if (!HHMM.test(d.open)) ctx.addIssue({ code: 'custom', path: ['open'], message: STORES_MSG.badTime });
    if (!HHMM.test(d.close)) ctx.addIssue({ code: 'custom', path: ['close'], message: STORES_MSG.badTime });
    else if (HHMM.test(d.open) && minutes(d.close) <= minutes(d.open))
      ctx.addIssue({ code: 'custom', path: ['close'], message: STORES_MSG.closesBeforeOpen });
  });
export type DayHours = z.infer<typeof dayHoursSchema>;

const emailList = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(255, MSG.maxChars(255))
  .refine(
    (v) => v.split(',').every((e) => z.email().safeParse(e.trim()).success),
    'One email address, or several separated by commas.',
  );

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(-limit, `${label} must be between -${limit} and ${limit}.`)
    .max(limit, `${label} must be between -${limit} and ${limit}.`)
    .nullable();

/**
 * Save a store: without location_id a new one. lat/lng null: filled from the ZIP data (an unknown ZIP is then a field
 * error); typed coordinates are kept as typed.
 */
export const storeSaveSchema = z.object({
  location_id: z.number().int().positive().optional(),
  name: required(64),
  address_1: required(128),
  city: required(64),
  zone_code: z
    .string({ error: MSG.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, STORES_MSG.badState),
  postcode: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{5}$/, STORES_MSG.badZip),
  telephone: z
    .string({ error: MSG.required })
    .trim()
    .max(32, MSG.maxChars(32))
    .refine((v) => /^1?\d{10}$/.test(v.replace(/\D/g, '')), STORES_MSG.badPhone),
  email_address: emailList,
  lat: coordinate('Latitude', 90),
  lng: coordinate('Longitude', 180),
  time_zone: timeZoneSchema,
  sort_order: z.number().int().min(0).max(9999),
  hours: z.array(dayHoursSchema).length(7),
  services: z
    .array(z.enum(Object.keys(STORE_SERVICES) as [StoreService, ...StoreService[]]))
    .max(Object.keys(STORE_SERVICES).length),
});
export type StoreSave = z.input<typeof storeSaveSchema>;
export type StoreSaveParsed = z.output<typeof storeSaveSchema>;

export const holidaySaveSchema = z
  .object({
    holiday_id: z.number().int().positive().optional(),
    location_id: z.number().int().positive(),
    date: z
      .string({ error: MSG.required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date like 2026-12-25.')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T12:00:00Z`)), 'A date like 2026-12-25.'),
    closed: z.boolean(),
    open: z.string(),
    close: z.string(),
    note: z.string().trim().max(64, MSG.maxChars(64)),
  })
  .superRefine((h, ctx) => {
    const parsed = dayHoursSchema.safeParse({ closed: h.closed, open: h.open, close: h.close });
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type HolidaySave = z.infer<typeof holidaySaveSchema>;

export const holidayDeleteSchema = z.object({ holiday_id: z.number().int().positive() });

export const storeBaySaveSchema = bayInput;
/** location_id: the store whose editor asks (its detail comes back). */
export const storeBayDeleteSchema = z.object({
  bay_id: z.number().int().positive(),
  location_id: z.number().int().positive(),
});
export const storeInstallerSaveSchema = installerInput.extend({ location_id: z.number().int().positive() });

export const laborSaveSchema = z.object({
  labor_id: z.number().int().positive().optional(),
  location_id: z.number().int().positive(),
  title: required(64),
  /** Per hour, in dollars ("95.00"); stored as cents. */
  amount: money('Rate per hour').refine((c) => c > 0, 'Rate per hour must be more than $0.00.'),
  active: flag,
});
export type LaborSave = z.input<typeof laborSaveSchema>;

/** Adds a register (no register_id), renames one or switches it on or off. */
export const registerSaveSchema = z.object({
  register_id: z.number().int().positive().max(INT4_MAX).optional(),
  location_id: z.number().int().positive().max(INT4_MAX),
  name: required(40),
  active: flag,
});
export type RegisterSave = z.input<typeof registerSaveSchema>;
/** Removes a register with no days; one with days is switched off instead. */
export const registerDeleteSchema = z.object({
  register_id: z.number().int().positive().max(INT4_MAX),
  location_id: z.number().int().positive().max(INT4_MAX),
});

/** Puts a card reader or smart terminal at one of the store's registers (decision 0098), or at none (null). */
export const readerSaveSchema = z.object({
  device_id: z.number().int().positive().max(INT4_MAX),
  location_id: z.number().int().positive().max(INT4_MAX),
  register_id: z.number().int().positive().max(INT4_MAX).nullable(),
});
export type ReaderSave = z.input<typeof readerSaveSchema>;

/** GET /admin/api/stores/:id */
export const storeIdParamsSchema = z.object({ id: z.coerce.number().int().positive(STORES_MSG.notFound) });

// ---- Answers -----------------------------------------------------------------------------------------------------

export const storeRowSchema = z.object({
  location_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  telephone: z.string(),
  time_zone: z.string(),
  bays: z.number().int(),
});
export const storeListSchema = z.object({ stores: z.array(storeRowSchema) });
export type StoreRow = z.infer<typeof storeRowSchema>;

const holidaySchema = z.object({
  holiday_id: z.number().int(),
  date: z.string(),
  closed: z.boolean(),
  open: z.string(),
  close: z.string(),
  note: z.string(),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const storeDetailSchema = z.object({
  store: z.object({
    location_id: z.number().int(),
    name: z.string(),
    address_1: z.string(),
    city: z.string(),
    zone_code: z.string(),
    postcode: z.string(),
    telephone: z.string(),
    email_address: z.string(),
    lat: z.number(),
    lng: z.number(),
    time_zone: z.string(),
    sort_order: z.number().int(),
    hours: z.array(z.object({ closed: z.boolean(), open: z.string(), close: z.string() })),
    services: z.array(z.string()),
  }),
  holidays: z.array(holidaySchema),
  bays: z.array(z.object({ bay_id: z.number().int(), title: z.string(), active: z.boolean() })),
  /** Every active installer (their home store named), with the weekdays they work (0 = Sunday). */
  installers: z.array(
    z.object({
      user_id: z.number().int(),
      wholename: z.string(),
      location_id: z.number().int().nullable(),
      available: z.boolean(),
      weekdays: z.array(z.number().int()),
    }),
  ),
  labor_rates: z.array(
    z.object({ labor_id: z.number().int(), title: z.string(), amount_cents: z.number().int(), active: z.boolean() }),
  ),
  /** The store's registers (drawers), with how many days each has on record. */
  registers: z.array(
    z.object({ register_id: z.number().int(), name: z.string(), active: z.boolean(), days: z.number().int() }),
  ),
  /** The card readers and smart terminals at the store's registers, and those at no register (any store may take
   * them); a register's day close compares the batch of its own readers (decision 0098). */
  readers: z.array(
    z.object({
      device_id: z.number().int(),
      name: z.string(),
      kind: z.enum(['card_device', 'smart_terminal']),
      register_id: z.number().int().nullable(),
    }),
  ),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const storeSaveAnswerSchema = z.object({ success: z.string(), location_id: z.number().int() });
export const storePartAnswerSchema = z.object({ success: z.string(), detail: storeDetailSchema });
export type StorePartAnswer = z.infer<typeof storePartAnswerSchema>;

/** GET /admin/api/stores/zip?zip=: what the ZIP data knows of a ZIP (the editor fills city, state and coordinates). */
export const zipQuerySchema = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, STORES_MSG.badZip),
});
export const zipAnswerSchema = z.object({
  found: z.boolean(),
  city: z.string(),
  state: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type ZipAnswer = z.infer<typeof zipAnswerSchema>;
