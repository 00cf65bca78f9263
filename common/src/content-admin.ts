// The back office's content editors (issue 27, decision 0079): banners, blog posts, information pages, custom forms.
// Each editor's request schema is the one its React form validates with and its route checks.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';
import { blogCategoryIds } from './content-menu';
import { customFormSchema, formDataSchema, formFieldSchema, layoutSettingsSchema, safeUrl } from './custom-form';
import { INT4_MAX } from './input';

const id = z.coerce.number().int().positive().max(INT4_MAX);
const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required!`).max(max, `${label} must be at most ${max} characters.`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** A link: a site path or an https address (never javascript:), or nothing. */
const link = safeUrl.or(z.literal(''));
/** A picture in the media table (`content/…`) or a site path / https address; the form fills it from an upload. */
const picture = z
  .string()
  .trim()
  .max(500)
  .regex(/^(content\/[A-Za-z0-9/_.-]+|\/[^\s]*|https:\/\/[^\s]+)$/, 'Upload a picture.');

export const CONTENT_MSG = {
  saved: 'Saved.',
  deleted: 'Deleted.',
  notFound: 'That item no longer exists.',
  urlTaken: 'Another post already uses this address.',
  slugTaken: 'Another page already uses this short name.',
  notAnImage: 'The file is not a JPEG, PNG, WebP or GIF picture.',
  formHasSubmissions: 'This form has submissions: switch it off instead of deleting it.',
} as const;

/** Spec 000 section 3: banner_speed in milliseconds, a ratio as "1920:600". */
export const bannerModuleInput = z.object({
  module_id: id.optional(),
  name: text('Name', 80),
  speed_ms: z.coerce.number().int('Whole milliseconds.').min(1000, 'At least 1000 ms.').max(30000, 'At most 30000 ms.'),
  ratio: z.string().regex(/^\d{1,4}:\d{1,4}$/, 'Width:height, such as 1920:600.'),
  mobile_ratio: z.string().regex(/^\d{1,4}:\d{1,4}$/, 'Width:height, such as 750:600.'),
  status: z.boolean(),
});
export type BannerModuleInput = z.infer<typeof bannerModuleInput>;

export const bannerInput = z.object({
  banner_id: id.optional(),
  module_id: id,
  image: picture,
  mobile_image: picture,
  title: optionalText(120),
  subtitle: optionalText(200),
  link,
  link_text: optionalText(60),
  open_in_new_tab: z.boolean(),
  show_banner_title: z.boolean(),
  sort_order: z.coerce.number().int().min(0).max(999),
});
export type BannerInput = z.infer<typeof bannerInput>;

export const adminBannerSchema = bannerInput.extend({
  banner_id: z.number().int(),
  image_url: z.string(),
  mobile_image_url: z.string(),
});
export const adminBannerModuleSchema = bannerModuleInput.extend({
  module_id: z.number().int(),
  banners: z.array(adminBannerSchema),
});
export const adminBannersSchema = z.object({ modules: z.array(adminBannerModuleSchema) });
export type AdminBannerModule = z.infer<typeof adminBannerModuleSchema>;
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** A blog post's address is `blog/<slug>`; the editor takes the slug. */
export const blogPostInput = z.object({
  post_id: id.optional(),
  title: text('Title', 160),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case words joined by dashes, such as winter-wiper-guide.')
    .max(120),
  category_ids: blogCategoryIds,
  published_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.'),
  image: picture.or(z.literal('')),
  text_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour such as #ffffff.'),
  summary: text('Summary', 500),
  body: text('Text', 50_000),
  status: z.boolean(),
});
export type BlogPostInput = z.infer<typeof blogPostInput>;
export const adminBlogRowSchema = blogPostInput.extend({
  post_id: z.number().int(),
  image_url: z.string().nullable(),
  category_ids: z.array(z.number().int()),
  /** The card's label: the picked categories' names in their order. */
  category: z.string(),
});
export type AdminBlogRow = z.infer<typeof adminBlogRowSchema>;
export const adminBlogListQuery = adminListQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  category_id: id.optional(),
});
export const adminBlogPageSchema = adminPageSchema(adminBlogRowSchema);
export type AdminBlogPage = z.infer<typeof adminBlogPageSchema>;

export const informationInput = z.object({
  information_id: id.optional(),
  title: text('Title', 120),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'Lower-case letters, digits and dashes.'),
  body: text('Text', 50_000),
  status: z.boolean(),
  sort_order: z.coerce.number().int().min(0).max(999),
});
export type InformationInput = z.infer<typeof informationInput>;
export const adminInformationSchema = informationInput.extend({ information_id: z.number().int() });
export const adminInformationListSchema = z.object({ pages: z.array(adminInformationSchema) });
export type AdminInformation = z.infer<typeof adminInformationSchema>;

/** The form builder's whole form: the definition the storefront renders, its name, recipients and switch. */
export const customFormInput = z.object({
  form_id: id.optional(),
  name: text('Name', 120),
  /** Comma-separated addresses that receive each submission through the outbox. */
  recipients: z
    .string()
    .trim()
    .max(1000)
    .refine(
      (v) => v === '' || v.split(',').every((a) => z.email().safeParse(a.trim()).success),
      'Separate addresses with commas; each must be a valid email.',
    ),
  status: z.boolean(),
  form_data: formDataSchema.omit({ id: true }),
  layout_settings: layoutSettingsSchema,
  fields: z.array(formFieldSchema).max(100),
});
export type CustomFormInput = z.infer<typeof customFormInput>;
/** The same rules as the storefront's form (unique field ids, options on choice fields), on the builder's input. */
export const checkedCustomFormInput = customFormInput.superRefine((f, ctx) => {
  const parsed = customFormSchema.safeParse({ ...f, form_data: { ...f.form_data, id: 1 } });
  if (!parsed.success)
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
export const adminFormRowSchema = z.object({
  form_id: z.number().int(),
  name: z.string(),
  status: z.boolean(),
  fields: z.number().int(),
  submissions: z.number().int(),
  last_submission: z.string().nullable(),
});
export const adminFormListSchema = z.object({ forms: z.array(adminFormRowSchema) });
export type AdminFormRow = z.infer<typeof adminFormRowSchema>;
export const adminFormSchema = customFormInput.extend({ form_id: z.number().int() });
export type AdminForm = z.infer<typeof adminFormSchema>;

export const savedAnswer = z.object({ success: z.string(), id: z.number().int() });
export const deletedAnswer = z.object({ success: z.string() });
export const imageAnswer = z.object({ path: z.string(), url: z.string() });
export const idBody = z.object({ id });
export const formIdQuery = z.object({ form_id: id });
export const postIdQuery = z.object({ post_id: id });

/**
 * An alert bar across the storefront's top (spec 000 section 9). Its id names the cookie that hides it once dismissed,
 * so a new bar gets a fresh id and an edited bar keeps its own (a shopper who dismissed it keeps it hidden).
 */
export const alertBarInput = z.object({
  alert_id: z
    .string()
    .regex(/^alert-[a-z0-9-]{1,60}$/)
    .optional(),
  message: text('Message', 200),
  link,
  link_text: optionalText(60),
  tone: z.enum(['info', 'promo', 'warning'], 'Choose a tone.'),
  days: z.coerce.number().int('Whole days.').min(1, 'At least 1 day.').max(365, 'At most 365 days.'),
  status: z.boolean(),
  sort_order: z.coerce.number().int().min(0).max(999),
});
export type AlertBarInput = z.infer<typeof alertBarInput>;
export const adminAlertBarSchema = alertBarInput.extend({ alert_id: z.string() });
export type AdminAlertBar = z.infer<typeof adminAlertBarSchema>;
export const adminAlertBarsSchema = z.object({ alerts: z.array(adminAlertBarSchema) });
export const alertSavedAnswer = z.object({ success: z.string(), alert_id: z.string() });
export const alertIdBody = z.object({ alert_id: z.string().min(1).max(80) });

/** A countdown to a sale's end, typed as the store's wall clock (its time zone), never the browser's. */
export const countdownInput = z.object({
  countdown_id: id.optional(),
  title: text('Title', 120),
  ends_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.'),
  ends_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM (24 hours).'),
  repeat_days: z.coerce.number().int('Whole days.').min(0, 'At least 0.').max(365, 'At most 365 days.'),
  link,
  link_text: optionalText(60),
  status: z.boolean(),
  sort_order: z.coerce.number().int().min(0).max(999),
});
export type CountdownInput = z.infer<typeof countdownInput>;
export const adminCountdownSchema = countdownInput.extend({ countdown_id: z.number().int(), ends_at: z.string() });
export type AdminCountdown = z.infer<typeof adminCountdownSchema>;
export const adminCountdownsSchema = z.object({ countdowns: z.array(adminCountdownSchema), time_zone: z.string() });
