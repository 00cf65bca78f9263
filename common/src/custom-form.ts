// Custom forms (spec 000 sections 2, 3, 4, 5, 7, 8, 9; issue 11; decision 0022): the form's definition as the store
// keeps it, and the one rule that turns its fields into a validator, used by the React form and by postSubmission.
import { z } from 'zod';
import { INT4_MAX, wholeNumber } from './input';
import { MSG } from './messages';

export const CUSTOM_FORM_TEXT = {
  thankYou: 'Thank you for your Submission',
  submit: 'Submit',
  submitting: 'Submitting...',
  notFound: 'This form is not available.',
  chooseOption: (label: string) => `${label}: choose one of the options.`,
  dateFormat: (label: string) => `${label}: enter the date as YYYY-MM-DD.`,
  timeFormat: (label: string) => `${label}: enter the time as HH:MM.`,
  datetimeFormat: (label: string) => `${label}: enter the date and time as YYYY-MM-DD HH:MM.`,
  captchaRequired: 'Enter the code in the picture.',
  alreadySent: 'This submission was already sent with other values.',
  tooMany: 'Too many submissions from this address. Please try again later.',
} as const;

/** Spec 000 section 9: a form's error resets after 1000 ms. */
export const FORM_ERROR_RESET_MS = 1000;

/** Spec 000 section 3: the thirteen field types; legend, description and image only show something. */
export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'dropdown',
  'radio',
  'checkbox',
  'date',
  'time',
  'datetime',
  'legend',
  'description',
  'image',
  'store_select',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
export const DISPLAY_TYPES: readonly FieldType[] = ['legend', 'description', 'image'];
export const isInputField = (f: { type: FieldType }) => !DISPLAY_TYPES.includes(f.type);

export const TEXT_MAX = 255;
export const TEXTAREA_MAX = 5000;

// Style values end up in the page's CSS, so each is a narrow pattern rather than free text.
const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,20}|rgba?\([\d.,\s%]{5,40}\))$/, 'Must be a colour (#1a2b3c, rgb(), a name).');
const length = z
  .string()
  .regex(/^(\d{1,4}(\.\d{1,2})?(px|rem|em|%)?\s*){1,4}$/, 'Must be CSS lengths like "16px 24px".');
/** A site path ("/information/...") or an https address; never javascript: or data:. */
export const safeUrl = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'Must be a site path or an https address.');

/** A field's id: it names the submission value and the URL query parameter that may fill it. */
export const fieldId = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'A field id is a letter then up to 39 letters, digits, _ or -.');

export const formFieldSchema = z.object({
  id: fieldId,
  type: z.enum(FIELD_TYPES),
  label_text: z.string().max(200).default(''),
  placeholder_text: z.string().max(200).default(''),
  /** Spec: 1 = required. */
  required: z.union([z.literal(0), z.literal(1)]).default(0),
  index: z.number().int().min(0).max(1000).default(0),
  options: z
    .array(z.object({ value: z.string().min(1).max(200) }))
    .max(100)
    .default([]),
  legend_text: z.string().max(200).default(''),
  description_text: z.string().max(2000).default(''),
  img_src: safeUrl.or(z.literal('')).default(''),
  img_height: z.number().int().min(0).max(2000).default(0),
  img_width: z.number().int().min(0).max(2000).default(0),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formDataSchema = z.object({
  id: z.number().int().min(1),
  require_captcha: z.boolean().default(false),
  submit_btn_text: z.string().max(60).default(CUSTOM_FORM_TEXT.submit),
  submit_btn_submitted_text: z.string().max(60).default(CUSTOM_FORM_TEXT.submitting),
  submit_btn_position: z.enum(['left', 'center', 'right']).default('left'),
  submit_btn_color: color.or(z.literal('')).default(''),
  submit_btn_text_color: color.or(z.literal('')).default(''),
  redirect_on_submit: z.boolean().default(false),
  redirect_url: safeUrl.or(z.literal('')).default(''),
  after_submit_message: z.string().max(500).default(''),
  /** Pixels. */
  label_font_size: z.number().int().min(10).max(40).default(16),
  heading_text: z.string().max(200).default(''),
  /** left: beside the field; none: hidden (still read by screen readers); other: above. */
  label_position: z.enum(['left', 'none', 'other']).default('other'),
  /** The colour of the thank-you message and of the form's error messages. */
  confirmation_error_color: color.or(z.literal('')).default(''),
});
export type CustomFormData = z.infer<typeof formDataSchema>;

export const layoutSettingsSchema = z.object({
  text_color: color.or(z.literal('')).default(''),
  padding: length.or(z.literal('')).default(''),
  margin: length.or(z.literal('')).default(''),
  heading_color: color.or(z.literal('')).default(''),
  background_color: color.or(z.literal('')).default(''),
  background_image: safeUrl.or(z.literal('')).default(''),
  background_position: z
    .enum(['', 'center', 'top', 'bottom', 'left', 'right', 'left top', 'right top', 'left bottom', 'right bottom'])
    .default(''),
  background_repeat: z.enum(['', 'repeat', 'no-repeat', 'repeat-x', 'repeat-y']).default(''),
  background_size: z.enum(['', 'auto', 'cover', 'contain']).default(''),
  background_attachment: z.enum(['', 'scroll', 'fixed', 'local']).default(''),
});
export type LayoutSettings = z.infer<typeof layoutSettingsSchema>;

/** A whole form as GET /api/forms/:form_id answers it (and as staff store it): no recipients. */
export const customFormSchema = z
  .object({
    form_data: formDataSchema,
    layout_settings: layoutSettingsSchema,
    fields: z.array(formFieldSchema).max(100),
  })
  .refine((f) => new Set(f.fields.map((x) => x.id)).size === f.fields.length, {
    path: ['fields'],
    message: 'Field ids must be unique.',
  })
  .refine((f) => f.fields.every((x) => !['dropdown', 'radio'].includes(x.type) || x.options.length > 0), {
    path: ['fields'],
    message: 'A dropdown or radio field needs options.',
  });
export type CustomForm = z.infer<typeof customFormSchema>;

/** The fields in the order the spec's `index` gives. */
export const sortedFields = (fields: readonly FormField[]) => [...fields].sort((a, b) => a.index - b.index);

/** A field's label in messages: its label text, or its id when it has none. */
export const fieldLabel = (f: FormField) => f.label_text.trim() || f.id;

/** module/forms/getLocations (spec 000 section 7): the stores a store_select offers. */
export const formLocationSchema = z.object({ location_name: z.string(), email_address: z.string() });
export const formLocationsAnswerSchema = z.object({ locations: z.array(formLocationSchema) });
export type FormLocation = z.infer<typeof formLocationSchema>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d$/;
const realDate = (ymd: string) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
};

/** The options a choice field accepts: its own, or for store_select the stores' names. */
export function choicesOf(field: FormField, stores: readonly FormLocation[]): string[] {
  return field.type === 'store_select' ? stores.map((s) => s.location_name) : field.options.map((o) => o.value);
}

/**
 * Spec 000 section 5: every field is text-like except the checkbox (a boolean); required (=1) gives "{label} is
 * required!", an email field "Must be a valid email!". A choice must be one of its options; dates, times and
 * date-times use the spec's formats (Y-m-d, H:i, Y-m-d H:i; a browser's "T" is read as the space).
 */
export function fieldValidator(field: FormField, stores: readonly FormLocation[]): z.ZodType<string | boolean> {
  const label = fieldLabel(field);
  const required = field.required === 1;
  if (field.type === 'checkbox') {
    const box = z
      .union([z.boolean(), z.string(), z.number()])
      .optional()
      .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');
    return required ? box.refine((v) => v, MSG.fieldRequired(label)) : box;
  }
  const max = field.type === 'textarea' ? TEXTAREA_MAX : TEXT_MAX;
  return z
    .union([z.string(), z.number()], { error: MSG.fieldRequired(label) })
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .superRefine((v, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (v === '') {
        if (required) fail(MSG.fieldRequired(label));
        return;
      }
      if (v.length > max) return fail(MSG.maxChars(max));
      if (field.type === 'email' && !z.email().safeParse(v).success) return fail(MSG.mustBeValidEmail);
      if (['dropdown', 'radio', 'store_select'].includes(field.type) && !choicesOf(field, stores).includes(v))
        return fail(CUSTOM_FORM_TEXT.chooseOption(label));
      if (field.type === 'date' && !(DATE.test(v) && realDate(v))) return fail(CUSTOM_FORM_TEXT.dateFormat(label));
      if (field.type === 'time' && !TIME.test(v)) return fail(CUSTOM_FORM_TEXT.timeFormat(label));
      if (field.type === 'datetime' && !(DATETIME.test(v) && realDate(v.slice(0, 10))))
        return fail(CUSTOM_FORM_TEXT.datetimeFormat(label));
    })
    .transform((v) => (field.type === 'datetime' ? v.replace('T', ' ') : v));
}

/** The validator of a whole submission: one entry per input field (display fields send nothing; other keys are dropped). */
export function submissionSchema(fields: readonly FormField[], stores: readonly FormLocation[]) {
  const shape: Record<string, z.ZodType<string | boolean>> = {};
  for (const f of fields) if (isInputField(f)) shape[f.id] = fieldValidator(f, stores);
  return z.object(shape);
}

/** The first value a field shows: the URL query's value of the same id, else a dropdown's first option (spec 000 s5). */
export function initialValue(
  field: FormField,
  query: { get(name: string): string | null },
  stores: readonly FormLocation[],
): string | boolean {
  const fromUrl = query.get(field.id);
  if (field.type === 'checkbox')
    return fromUrl === null ? false : ['1', 'true', 'on', 'yes'].includes(fromUrl.toLowerCase());
  if (fromUrl !== null) return fromUrl;
  if (field.type === 'dropdown') return field.options[0]?.value ?? '';
  if (field.type === 'store_select') return stores[0]?.location_name ?? '';
  return '';
}

/** POST module/forms/postSubmission (spec 000 section 7), form-encoded (submission_values[id]=...) or JSON. */
export const postSubmissionSchema = z.object({
  form_id: wholeNumber({
    min: 1,
    max: INT4_MAX,
    notNumber: CUSTOM_FORM_TEXT.notFound,
    belowMin: CUSTOM_FORM_TEXT.notFound,
    aboveMax: CUSTOM_FORM_TEXT.notFound,
    unsigned: true,
  }),
  origin_url: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(2000, MSG.maxChars(2000)),
  submission_values: z
    .record(z.string().max(40), z.union([z.string().max(TEXTAREA_MAX + 100), z.number(), z.boolean()]))
    .default({}),
  /** Asked only when the form requires a captcha; checked against the session's picture. */
  captcha: z.string().max(64).default(''),
  /** The same key twice (a double click, a retried request) stores and mails once. */
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,80}$/, 'idempotency_key must be 8 to 80 letters, digits, _ or -.')
    .optional(),
});
export type PostSubmission = z.infer<typeof postSubmissionSchema>;

export const postSubmissionAnswerSchema = z.object({ success: z.string(), submission_id: z.number().int() });

/** The staff list of submissions: each value under its field's label (a field since removed: under its id). */
const submittedValue = z.union([z.string(), z.boolean()]);
export const submissionListSchema = z.object({
  submissions: z.array(
    z.object({
      submission_id: z.number().int(),
      form_id: z.number().int(),
      form_name: z.string(),
      origin_url: z.string(),
      submission_values: z.record(z.string(), submittedValue),
      fields: z.array(z.object({ id: z.string(), label: z.string(), value: submittedValue })),
      created_at: z.string(),
    }),
  ),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

/** An information page (decision 0022): its body is paragraphs separated by blank lines; markup paragraphs may hold forms. */
export const INFORMATION_NOT_FOUND = 'That page does not exist.';
export const informationPageSchema = z.object({
  information_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
});
export const informationLinkSchema = informationPageSchema.omit({ body: true });
export type InformationPage = z.infer<typeof informationPageSchema>;
