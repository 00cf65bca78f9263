// The wire shapes of the storefront's content (spec 000 section 3: blog item, banner, image grid) and the
// locale choices (currency and language). The server's routes answer with them; the screens parse with them.
import { z } from 'zod';
import { BLOG_STEP } from './constants';
import { intRange } from './input';

export const blogItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  date: z.string(),
  category: z.string(),
  text_color: z.string(),
});
export type BlogItem = z.infer<typeof blogItemSchema>;

/** A step of cards: start at any card, up to 5 steps at once (a reload after several Show Mores asks for them all). */
export const blogQuerySchema = z.object({
  start: intRange('start', 0, 1_000_000).default(0),
  limit: intRange('limit', 1, BLOG_STEP * 5).default(BLOG_STEP),
});
export const blogListSchema = z.object({ items: z.array(blogItemSchema), total: z.number().int() });

export const blogPostSchema = blogItemSchema.extend({ summary: z.string(), body: z.string() });
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A blog post's address: lower-case words and dashes under blog/. */
export const blogUrlSchema = z
  .string()
  .max(200)
  .regex(/^blog\/[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not a blog post address');

export const bannerSchema = z.object({
  image: z.string(),
  mobile_image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  link_text: z.string(),
  open_in_new_tab: z.boolean(),
  show_banner_title: z.boolean(),
});
export const bannerModuleSchema = z.object({
  module_id: z.number().int(),
  banner_speed: z.number().int(),
  banner_ratio: z.string(),
  banner_mobile_ratio: z.string(),
  banner_height: z.number().int(),
  status: z.boolean(),
  banners: z.array(bannerSchema),
});
export type BannerModule = z.infer<typeof bannerModuleSchema>;

export const imageGridSchema = z.object({
  grid_id: z.number().int(),
  title: z.string(),
  gallery_mode: z.boolean(),
  row_image_count: z.number().int(),
  status: z.boolean(),
  items: z.array(
    z.object({
      label: z.string(),
      label_position: z.enum(['top', 'center', 'bottom']),
      link: z.string(),
      src: z.string(),
    }),
  ),
});
export type ImageGrid = z.infer<typeof imageGridSchema>;

export const countdownSchema = z.object({
  countdown_id: z.number().int(),
  title: z.string(),
  ends_at: z.string(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
});
export type Countdown = z.infer<typeof countdownSchema>;

export const homeContentSchema = z.object({
  banners: z.array(bannerModuleSchema),
  grids: z.array(imageGridSchema),
  countdowns: z.array(countdownSchema),
});

export interface MenuNode {
  id: number;
  title: string;
  link: string;
  children: MenuNode[];
}
export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({ id: z.number().int(), title: z.string(), link: z.string(), children: z.array(menuNodeSchema) }),
);
export const menuSchema = z.object({ items: z.array(menuNodeSchema) });

export const alertSchema = z.object({
  alert_id: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  tone: z.enum(['info', 'promo', 'warning']),
  days: z.number().int(),
});
export type AlertBar = z.infer<typeof alertSchema>;
export const alertsSchema = z.object({ alerts: z.array(alertSchema) });

// Locale: the display currency and the language of the store's texts (decision 0016).
export const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'A currency is three capital letters, such as USD');
export const currencyInfoSchema = z.object({
  code: z.string(),
  title: z.string(),
  rate: z.number(),
  /** The symbol shown with a converted price (Store → Settings → Locale); '' for a currency saved before it had one. */
  symbol: z.string().default(''),
});
export type CurrencyInfo = z.infer<typeof currencyInfoSchema>;

/** The languages the store ships texts for; the languages offered are the enabled rows of Settings → Locale. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;
/** A language code as Settings → Locale keeps it: es, pt-br. A language without texts of its own shows English. */
export type LanguageCode = string;
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const languageCodeSchema = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, {
  error: 'Choose one of the store’s languages',
});

export const localeSchema = z.object({
  currency: z.string(),
  /** The default currency: the one prices are kept and charged in (rate 1). */
  defaultCurrency: z.string().default('USD'),
  currencies: z.array(currencyInfoSchema),
  language: languageCodeSchema,
  /** The enabled languages, in their order (the language switch's choices). */
  languages: z.array(z.object({ code: z.string(), name: z.string() })).default([]),
});
/** As the page flags carry it (fields added later may be absent in an older page's flags). */
export type Locale = z.input<typeof localeSchema>;
/** As the server builds it: every field. */
export type ServerLocale = z.infer<typeof localeSchema>;

/** The form the language switch posts (spec 000 s2: "submits a form with the chosen code"); redirect is a path on this site. */
export const languageFormSchema = z.object({
  code: languageCodeSchema,
  redirect: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'redirect must be a path on this site')
    .default('/'),
});

/** POST /common/language/language from a JSON caller (a browser's form is sent back to its page instead). */
export const languageAnswerSchema = z.object({ success: z.literal(true), language: z.string() });
