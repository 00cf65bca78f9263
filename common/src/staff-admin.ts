// Store → Staff in the back office (issue 27, decision 0075): the staff list, a user's editor, disabling, PIN and
// password resets. The same schemas check the editor's form and the server's input.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';
import { STAFF_ROLES } from './flags';
import { INT4_MAX } from './input';
import { MSG } from './messages';
import { PERMISSIONS, type Permission } from './permissions';
import { pinSchema } from './staff';
import { mayWorkAt, STAFF_STORE_MSG } from './staff-stores';

export const STAFF_ADMIN_MSG = {
  saved: (name: string) => `${name} has been saved.`,
  added: (name: string) => `${name} has been added.`,
  usernameTaken: 'That username is taken.',
  notFound: 'That staff member no longer exists.',
  disabled: (name: string) => `${name} is disabled; their sessions have ended.`,
  enabled: (name: string) => `${name} is enabled again.`,
  pinReset: (name: string) => `${name}'s PIN has been changed.`,
  passwordReset: (name: string) => `${name}'s password has been changed.`,
  notYourself: 'You cannot disable yourself or take away your own staff permission.',
  unknownStore: 'One of the chosen stores no longer exists.',
} as const;

const passwordSchema = z.string({ error: MSG.required }).min(8, MSG.minChars(8)).max(128, MSG.maxChars(128));
const text = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.maxChars(max));

export const staffListQuerySchema = adminListQuerySchema.extend({
  q: z.string().trim().max(64).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

export const staffRowSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  location_id: z.number().int().nullable(),
  location_name: z.string().nullable(),
  /** The stores they may work at (decision 0096); empty: every store. */
  store_ids: z.array(z.number().int()),
  enabled: z.boolean(),
  /** The user's own permissions, or null when they have their role's defaults. */
  own_permissions: z.array(z.string()).nullable(),
  /** What they may do now (permissionsOf). */
  permissions: z.array(z.string()),
  price_override_limit_pct: z.number().int().nullable(),
  created_at: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;
export const staffPageSchema = adminPageSchema(staffRowSchema);
export type StaffPage = z.infer<typeof staffPageSchema>;

/** The stores a user may be given (their home store: the register their login opens on). */
export const staffFormDataSchema = z.object({
  stores: z.array(z.object({ location_id: z.number().int(), name: z.string() })),
});
export type StaffFormData = z.infer<typeof staffFormDataSchema>;

const limitSchema = z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
  if (v === null || v === '') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 100) {
    ctx.addIssue({ code: 'custom', message: 'A whole percent from 0 to 100, or empty for no limit.' });
    return z.NEVER;
  }
  return n;
});

/** Save a user: without user_id a new one (password and PIN required), with it the changes to that user. */
export const staffSaveSchema = z
  .object({
    user_id: z.number().int().positive().optional(),
    username: text(64).regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dots, dashes and underscores only.'),
    firstname: text(32),
    lastname: text(32),
    email: z.union([z.literal(''), z.email(MSG.invalidEmail).max(96, MSG.maxChars(96))]),
    role: z.enum(STAFF_ROLES, { error: MSG.required }),
    location_id: z.number().int().positive().nullable(),
    /** The stores they may work at; empty (or absent): every store. */
    store_ids: z.preprocess(
      (v) => (v === undefined || v === false || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.coerce.number().int().positive().max(INT4_MAX)).max(100),
    ),
    /** null: the role's defaults; a list: exactly these. */
    permissions: z
      .array(z.enum(PERMISSIONS as [Permission, ...Permission[]]))
      .max(PERMISSIONS.length)
      .nullable(),
    price_override_limit_pct: limitSchema,
    password: z.union([z.literal(''), passwordSchema]).optional(),
    pin: z.union([z.literal(''), pinSchema.shape.pin]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.location_id !== null && !mayWorkAt(v.store_ids, v.location_id))
      ctx.addIssue({ code: 'custom', path: ['location_id'], message: STAFF_STORE_MSG.homeNotListed });
    if (v.user_id) return;
    if (!v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
    if (!v.pin) ctx.addIssue({ code: 'custom', path: ['pin'], message: MSG.required });
  });
export type StaffSave = z.input<typeof staffSaveSchema>;
export type StaffSaveParsed = z.output<typeof staffSaveSchema>;

export const staffSaveAnswerSchema = z.object({ success: z.string(), user: staffRowSchema });

export const staffStatusSchema = z.object({ user_id: z.number().int().positive(), enabled: z.boolean() });
export const staffPinResetSchema = z.object({ user_id: z.number().int().positive(), pin: pinSchema.shape.pin });
export const staffPasswordResetSchema = z.object({ user_id: z.number().int().positive(), password: passwordSchema });
export type StaffPinReset = z.infer<typeof staffPinResetSchema>;
export type StaffPasswordReset = z.infer<typeof staffPasswordResetSchema>;
export const staffActionAnswerSchema = z.object({ success: z.string() });
