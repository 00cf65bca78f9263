// Custom field definitions and the values a customer or an address holds for them (issue 15, spec 001 s3 and s5).
// Kept apart from the customer form: the definitions page edits them, and the form, the address form and the server's
// save all check values against them with the one checkCustomFields.
import { z } from 'zod';
import { id } from './input';
import { MSG } from './messages';
import { CUSTOMER_MSG } from './customers';

export const CUSTOM_FIELD_TYPES = [
  'select',
  'radio',
  'checkbox',
  'text',
  'textarea',
  'date',
  'time',
  'datetime',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const customFieldSchema = z.object({
  custom_field_id: z.number().int(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  location: z.enum(['account', 'address']),
  required: z.boolean(),
  sort_order: z.number().int(),
  custom_field_value: z.array(z.object({ custom_field_value_id: z.number().int(), name: z.string() })),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** Values by custom_field_id: a string, or a list of value ids for a checkbox field. */
export type CustomFieldValues = Record<string, string | string[]>;
/** The form field holding custom values (account or address): ids to strings or id lists. */
export const customFieldValues = z
  .record(z.string().max(12), z.union([z.string().max(1000, MSG.maxChars(1000)), z.array(z.string().max(12)).max(50)]))
  .default({});

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const validDate = (v: string) =>
  DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** Checks custom field values against their definitions; adds issues at `path` + field id. */
export function checkCustomFields(
  defs: CustomField[],
  values: CustomFieldValues,
  ctx: z.RefinementCtx,
  path: (string | number)[],
): void {
  for (const def of defs) {
    const key = String(def.custom_field_id);
    const raw = values[key];
    const list = Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw];
    const at = [...path, key];
    if (list.length === 0) {
      if (def.required) ctx.addIssue({ code: 'custom', path: at, message: MSG.required });
      continue;
    }
    const choiceIds = new Set(def.custom_field_value.map((v) => String(v.custom_field_value_id)));
    if (def.type === 'select' || def.type === 'radio' || def.type === 'checkbox') {
      if ((def.type !== 'checkbox' && list.length > 1) || list.some((v) => !choiceIds.has(v)))
        ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldChoice });
      continue;
    }
    const v = list.join('');
    if (def.type === 'date' && !validDate(v))
      ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldDate });
    if (def.type === 'time' && !TIME.test(v))
      ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldTime });
    if (def.type === 'datetime') {
      const [d = '', t = '', ...rest] = v.replace('T', ' ').split(' ');
      if (rest.length || !validDate(d) || !TIME.test(t))
        ctx.addIssue({ code: 'custom', path: at, message: CUSTOMER_MSG.customFieldDatetime });
    }
    if (def.type === 'text' && v.length > 255) ctx.addIssue({ code: 'custom', path: at, message: MSG.maxChars(255) });
  }
}

/** Unknown field ids are dropped, so a stale form cannot store values for a deleted definition. */
export function keepKnownFields(defs: CustomField[], values: CustomFieldValues): CustomFieldValues {
  const out: CustomFieldValues = {};
  for (const def of defs) {
    const v = values[String(def.custom_field_id)];
    if (v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)) out[String(def.custom_field_id)] = v;
  }
  return out;
}

/** GET /api/custom_field: the active definitions. */
export const customFieldListSchema = z.object({ custom_fields: z.array(customFieldSchema) });
/** POST /api/custom_field/save and /delete: the definitions as they are now. */
export const customFieldSavedSchema = customFieldListSchema.extend({
  success: z.string(),
  custom_field_id: z.number().int().optional(),
});

/** POST /api/custom_field/save: one definition (admin); the definitions page checks its form with it too. */
export const customFieldSaveSchema = z.object({
  custom_field_id: id('custom_field_id').optional(),
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(64, 'Maximum 64 characters'),
  type: z.enum(CUSTOM_FIELD_TYPES, { error: 'Choose a field type.' }),
  location: z.enum(['account', 'address'], { error: 'Choose account or address.' }),
  required: z
    .union([z.string(), z.boolean(), z.number()])
    .optional()
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on'),
  sort_order: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => Math.max(0, Math.min(9999, Number(v) || 0))),
  values: z.array(z.string().trim().min(1, 'Required').max(64, 'Maximum 64 characters')).max(50).default([]),
});
