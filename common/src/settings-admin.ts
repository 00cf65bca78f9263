// Store → Settings (issue 27, decision 0076): the settings an owner edits, grouped as an owner thinks of them, each with
// its rule. The editor's form and the server's input are checked by the same schemas; the server keeps the defaults
// (server/src/features/settings/defaults.ts) and saves only what changed.
import { z } from 'zod';
import { MSG } from './messages';
import { PHONE_PATTERN } from './validation';
import { CARD_SURCHARGE_MAX_BP } from './card-surcharge';
import { percentToBp } from './money';

export const SETTING_GROUPS = [
  'Store',
  'Storefront',
  'Fitment',
  'Checkout and payments',
  'Counter',
  'Kiosk',
  'Email and texts',
] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** The counter's tenders (features/payments) an owner may offer or not. */
export const POS_TENDERS = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card (manual entry)',
  card_device: 'Card device',
  smart_terminal: 'Smart terminal',
  voucher: 'Gift voucher',
  store_credit: 'Store credit',
  online: 'Online payment link',
  house_account: 'House account',
} as const;
/** The ad and analytics trackers the storefront knows (web/src/features/tracking). */
export const TRACKERS = {
  google_tag_manager: 'Google Tag Manager',
  google_analytics: 'Google Analytics',
  facebook: 'Meta (Facebook) pixel',
} as const;
/** Where texts go (features/sms, decision 0087): kept in the outbox (the local default), or a Twilio-style Messages API. */
export const SMS_PROVIDERS = {
  outbox: 'Outbox only (not sent)',
  twilio: 'Twilio (Messages API)',
} as const;
export type SmsProviderName = keyof typeof SMS_PROVIDERS;

const text = (max: number) => z.string().trim().min(1, MSG.required).max(max, MSG.maxChars(max));
const whole = (min: number, max: number, unit = '') =>
  z.coerce
    .number({ error: MSG.numberMustBeInput })
    .int('A whole number.')
    .min(min, `At least ${min}${unit}.`)
    .max(max, `At most ${max}${unit}.`);
const choices = <K extends string>(options: Record<K, string>) =>
  z.array(z.enum(Object.keys(options) as [K, ...K[]])).max(Object.keys(options).length);

export type SettingKind = 'boolean' | 'text' | 'number' | 'choices' | 'select';

export interface SettingDef {
  group: SettingGroup;
  label: string;
  hint?: string;
  kind: SettingKind;
  options?: Record<string, string>;
}

/** Each editable setting: where it shows, its words, and (below) its rule. */
export const SETTING_DEFS = {
  store_name: { group: 'Store', label: 'Store name', kind: 'text' },
  default_location_id: {
    group: 'Store',
    label: 'Default store (id)',
    hint: "The store a shopper's prices and stock are for until they choose one; 0: the first store.",
    kind: 'number',
  },
  noprice_template: {
    group: 'Storefront',
    label: 'Catalogue without prices',
    hint: 'The storefront shows parts without prices or Add to Cart (the no-price template).',
    kind: 'boolean',
  },
  is_pro: { group: 'Storefront', label: 'Professional features (is_pro)', kind: 'boolean' },
  login_for_pricing: {
    group: 'Storefront',
    label: 'Log in to see prices',
    hint: 'Shoppers who are not logged in see "Login Required To View Price".',
    kind: 'boolean',
  },
  review_status: { group: 'Storefront', label: 'Product reviews', kind: 'boolean' },
  stock_warning: { group: 'Storefront', label: 'Warn when stock is low', kind: 'boolean' },
  marketing_tracking_trackers: {
    group: 'Storefront',
    label: 'Trackers',
    hint: 'Where add to cart, checkout, purchase and search events are sent.',
    kind: 'choices',
    options: TRACKERS,
  },
  ymm_enabled: { group: 'Fitment', label: 'Year/Make/Model selector', kind: 'boolean' },
  ymm_heading: { group: 'Fitment', label: 'Selector heading', kind: 'text' },
  engine_family_enabled: { group: 'Fitment', label: 'Engine family tab', kind: 'boolean' },
  vehicle_lookup_enabled: { group: 'Fitment', label: 'Vehicle lookup', kind: 'boolean' },
  require_fitment_confirmation: { group: 'Fitment', label: 'Ask shoppers to confirm fitment', kind: 'boolean' },
  show_universal: { group: 'Fitment', label: 'Show universal parts with a vehicle', kind: 'boolean' },
  coverage_vehicles: {
    group: 'Fitment',
    label: 'Coverage report: vehicles always checked',
    hint: 'Year Make Model, separated by semicolons, e.g. 2018 Ford F-150; 2016 Honda Civic. Empty: by demand only.',
    kind: 'text',
  },
  coverage_categories: {
    group: 'Fitment',
    label: 'Coverage report: major categories',
    hint: 'Category names, separated by semicolons, e.g. Brake Pads; Batteries.',
    kind: 'text',
  },
  guest_checkout: {
    group: 'Checkout and payments',
    label: 'Guest checkout',
    hint: 'Off: the storefront shows "Contact for availability" instead of Add to Cart.',
    kind: 'boolean',
  },
  skeps_bnpl_merchant_id: {
    group: 'Checkout and payments',
    label: 'Buy now, pay later merchant id',
    hint: 'Empty: no pay-later offer on product pages.',
    kind: 'text',
  },
  pos_payment_types: {
    group: 'Checkout and payments',
    label: 'Payment types at the counter',
    kind: 'choices',
    options: POS_TENDERS,
  },
  card_surcharge_percent: {
    group: 'Checkout and payments',
    label: 'Card surcharge (%)',
    hint: 'Added to each card payment at the counter, e.g. 3 or 2.5. 0: no surcharge. At most 3%.',
    kind: 'text',
  },
  card_surcharge_cap: {
    group: 'Checkout and payments',
    label: 'Card surcharge cap ($ per payment)',
    hint: 'The most one card payment is surcharged, e.g. 25.00. 0: no cap.',
    kind: 'text',
  },
  pos_stock_warning_text: { group: 'Counter', label: 'Stock warning text', kind: 'text' },
  po_number_required: { group: 'Counter', label: 'PO number required before checkout', kind: 'boolean' },
  labor_tax_class_id: {
    group: 'Counter',
    label: 'Labor tax class (id)',
    hint: '0: labor is not taxed.',
    kind: 'number',
  },
  kiosk_idle_timer: {
    group: 'Kiosk',
    label: 'Idle timer (minutes)',
    hint: 'After this long untouched, the kiosk asks whether anyone is there.',
    kind: 'number',
  },
  kiosk_prompt_timer: {
    group: 'Kiosk',
    label: 'Prompt timer (minutes)',
    hint: 'How long that question waits before the kiosk starts over. Shorter than the idle timer.',
    kind: 'number',
  },
  kiosk_homepage: { group: 'Kiosk', label: 'Kiosk home page', hint: 'A path on this site, e.g. /', kind: 'text' },
  kiosk_button_text: { group: 'Kiosk', label: 'Start button text', kind: 'text' },
  smtp_host: {
    group: 'Email and texts',
    label: 'Mail server (SMTP host)',
    hint: "Empty: the server's own mail configuration (SMTP_URL), or the outbox only.",
    kind: 'text',
  },
  smtp_port: { group: 'Email and texts', label: 'SMTP port', hint: 'Usually 587, or 465 with TLS.', kind: 'number' },
  smtp_secure: {
    group: 'Email and texts',
    label: 'TLS from the start (port 465)',
    hint: 'Off: the connection is upgraded with STARTTLS when the server offers it.',
    kind: 'boolean',
  },
  smtp_user: { group: 'Email and texts', label: 'SMTP user name', hint: 'Empty: no login.', kind: 'text' },
  mail_from: {
    group: 'Email and texts',
    label: 'From address',
    hint: 'e.g. Main Street Auto <orders@example.com>. Empty: the server default.',
    kind: 'text',
  },
  sms_enabled: {
    group: 'Email and texts',
    label: 'Texting',
    hint: 'Off: texts are kept in the outbox and none is sent.',
    kind: 'boolean',
  },
  sms_provider: { group: 'Email and texts', label: 'Text provider', kind: 'select', options: SMS_PROVIDERS },
  sms_account_id: {
    group: 'Email and texts',
    label: 'Provider account id',
    hint: 'Twilio: the Account SID (AC…).',
    kind: 'text',
  },
  sms_from_number: {
    group: 'Email and texts',
    label: 'Texts come from (phone number)',
    hint: 'The number the provider gave the store.',
    kind: 'text',
  },
} as const satisfies Record<string, SettingDef>;

/**
 * The secrets (decision 0087): write-only. The answer says only whether each is set; a save with an empty one keeps
 * the saved value; the audit log records that it changed, never the value.
 */
export const SECRET_DEFS = {
  smtp_password: { group: 'Email and texts', label: 'SMTP password' },
  sms_auth_token: { group: 'Email and texts', label: 'Provider API key / auth token' },
} as const satisfies Record<string, { group: SettingGroup; label: string }>;
export type SecretSetting = keyof typeof SECRET_DEFS;
export const SECRET_KEYS = Object.keys(SECRET_DEFS) as SecretSetting[];
/** What the audit log and the answers show in place of a secret. */
export const SECRET_MASK = '••••••';

export type EditableSetting = keyof typeof SETTING_DEFS;

/** The rules: the spec's where it has one (timers in minutes), else what keeps the store working. */
export const settingsValuesSchema = z.object({
  store_name: text(64),
  default_location_id: whole(0, 1_000_000),
  noprice_template: z.boolean(),
  is_pro: z.boolean(),
  login_for_pricing: z.boolean(),
  review_status: z.boolean(),
  stock_warning: z.boolean(),
  marketing_tracking_trackers: choices(TRACKERS),
  ymm_enabled: z.boolean(),
  ymm_heading: text(64),
  engine_family_enabled: z.boolean(),
  vehicle_lookup_enabled: z.boolean(),
  require_fitment_confirmation: z.boolean(),
  show_universal: z.boolean(),
  coverage_vehicles: z.string().trim().max(2000, MSG.maxChars(2000)),
  coverage_categories: text(2000),
  guest_checkout: z.boolean(),
  skeps_bnpl_merchant_id: z
    .string()
    .trim()
    .max(64, MSG.maxChars(64))
    .regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, dashes and underscores only.'),
  pos_payment_types: choices(POS_TENDERS).min(1, 'Offer at least one payment type.'),
  card_surcharge_percent: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'A percent with up to two decimals, e.g. 3 or 2.5.')
    .refine((v) => percentToBp(v) <= CARD_SURCHARGE_MAX_BP, `From 0% (off) to ${CARD_SURCHARGE_MAX_BP / 100}%.`),
  card_surcharge_cap: z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, 'An amount in dollars, e.g. 25.00 (0: no cap).'),
  pos_stock_warning_text: text(255),
  po_number_required: z.boolean(),
  labor_tax_class_id: whole(0, 1_000_000),
  kiosk_idle_timer: whole(1, 120, ' minutes'),
  kiosk_prompt_timer: whole(1, 30, ' minutes'),
  kiosk_homepage: text(255).regex(/^\/(?!\/)\S*$/, 'A path on this site, starting with /.'),
  kiosk_button_text: text(64),
  smtp_host: z
    .string()
    .trim()
    .max(255, MSG.maxChars(255))
    .regex(/^[A-Za-z0-9.-]*$/, 'A host name such as smtp.example.com (no smtp:// and no port).'),
  smtp_port: whole(1, 65535),
  smtp_secure: z.boolean(),
  smtp_user: z.string().trim().max(255, MSG.maxChars(255)),
  mail_from: z
    .string()
    .trim()
    .max(255, MSG.maxChars(255))
    .regex(
      /^$|^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$|^[^<>@]*<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/,
      'An email address, or Name <address>.',
    ),
  sms_enabled: z.boolean(),
  sms_provider: z.enum(Object.keys(SMS_PROVIDERS) as [SmsProviderName, ...SmsProviderName[]]),
  sms_account_id: z
    .string()
    .trim()
    .max(64, MSG.maxChars(64))
    .regex(/^[A-Za-z0-9]*$/, 'Letters and digits only.'),
  sms_from_number: z
    .string()
    .trim()
    .regex(new RegExp(`^$|${PHONE_PATTERN.source}`), MSG.invalidPhone),
});
export type SettingsValues = z.infer<typeof settingsValuesSchema>;

export const SETTINGS_MSG = {
  saved: 'Settings saved.',
  promptNotShorter: 'The prompt timer must be shorter than the idle timer.',
  noTaxClass: 'No such tax class.',
  noStore: 'No such store.',
  smsNeeds: 'Twilio needs the account id, the auth token and the from number.',
  testSent: (to: string) => `A test email has been sent to ${to}.`,
  testKept: 'No mail server is set: the test email is in the outbox (Content → Outbox).',
  testFailed: (error: string) => `The mail server refused the test email: ${error}`,
} as const;

const secret = z.string().max(500, MSG.maxChars(500));
/** The settings form: the values and, for each secret, a new value to set ('' keeps the saved one). */
export const settingsFormSchema = settingsValuesSchema.extend({ smtp_password: secret, sms_auth_token: secret });
export type SettingsForm = z.infer<typeof settingsFormSchema>;

/** A save: any of the settings; the result must still hold together (the prompt shorter than the idle timer). */
export const settingsSaveSchema = settingsFormSchema.partial().strict();
export type SettingsSave = z.infer<typeof settingsSaveSchema>;

/** Each secret: set or not, never its value. */
export const secretsStateSchema = z.object({ smtp_password: z.boolean(), sms_auth_token: z.boolean() });
export type SecretsState = z.infer<typeof secretsStateSchema>;

export const settingsAnswerSchema = z.object({ values: settingsValuesSchema, secrets: secretsStateSchema });
export const settingsSaveAnswerSchema = z.object({
  success: z.string(),
  values: settingsValuesSchema,
  secrets: secretsStateSchema,
  /** The keys that changed. */
  changed: z.array(z.string()),
});

/** "Send test email": to whom. */
export const testEmailSchema = z.object({ to: z.string().trim().min(1, MSG.required).email(MSG.invalidEmail).max(96) });
export type TestEmail = z.infer<typeof testEmailSchema>;
export const testEmailAnswerSchema = z.object({
  success: z.string(),
  status: z.enum(['outbox', 'sent', 'failed']),
});

// ---- Tax rates (per store: a rate applies to a tax class in the stores' region, their zone code) ----

export const taxRateRowSchema = z.object({
  tax_rate_id: z.number().int(),
  tax_class_id: z.number().int(),
  name: z.string(),
  /** Percent with up to two decimals, e.g. "8.25". */
  rate: z.string(),
  zone_code: z.string(),
});
export type TaxRateRow = z.infer<typeof taxRateRowSchema>;
export const taxSettingsSchema = z.object({
  classes: z.array(z.object({ tax_class_id: z.number().int(), title: z.string() })),
  rates: z.array(taxRateRowSchema),
  /** The stores' zone codes with their stores' names, so an owner picks a rate's region by store. */
  zones: z.array(z.object({ zone_code: z.string(), stores: z.string() })),
});
export type TaxSettings = z.infer<typeof taxSettingsSchema>;

export const taxRateSaveSchema = z.object({
  tax_rate_id: z.number().int().positive().optional(),
  tax_class_id: z.coerce.number({ error: MSG.required }).int().positive(MSG.required),
  name: text(64),
  rate: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, 'A percent with up to two decimals, e.g. 8.25.')
    .refine((v) => Number(v) > 0 && Number(v) <= 30, 'From 0.01% to 30%.'),
  zone_code: text(8),
});
export type TaxRateSave = z.input<typeof taxRateSaveSchema>;
export const taxRateDeleteSchema = z.object({ tax_rate_id: z.number().int().positive() });
export const taxAnswerSchema = z.object({ success: z.string(), tax: taxSettingsSchema });
export const TAX_MSG = {
  saved: (name: string) => `The ${name} rate has been saved.`,
  deleted: 'The rate has been deleted.',
  notFound: 'That rate no longer exists.',
  noClass: 'No such tax class.',
  noZone: 'No store is in that region.',
} as const;
