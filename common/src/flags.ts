// Page-level flags (spec 000 section 1): the server computes them per request; the app shell picks its mode from them.
import { z } from 'zod';
import { alertSchema, localeSchema } from './content';
import { sessionVehicleSchema } from './fitment';

export const taxClassSchema = z.object({ tax_class_id: z.number().int(), title: z.string() });
export const customerGroupSchema = z.object({ customer_group_id: z.number().int(), name: z.string() });
export const locationSummarySchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  address: z.string(),
  telephone: z.string(),
  formatted_telephone: z.string(),
});
/** Staff roles: each gives a default set of permissions (common/permissions.ts); a user's own list may replace it. */
export const STAFF_ROLES = ['admin', 'manager', 'cashier', 'installer'] as const;
export const ROLE_LABEL = { admin: 'Admin', manager: 'Manager', cashier: 'Cashier', installer: 'Installer' } as const;
export const staffSummarySchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** What this user may do (common/permissions.ts): the screens hide what the server would refuse. */
  permissions: z.array(z.string()),
  /** The session's back office token, sent with every /admin/api/ call (decision 0062); empty before a new login. */
  admin_token: z.string(),
});

/** Fitment settings the screens honour (spec 000 section 3, "Fitment config"). */
export const fitmentConfigSchema = z.object({
  ymm_enabled: z.boolean(),
  ymm_heading: z.string(),
  ymm_tab_label: z.string(),
  ymm_redirect: z.string(),
  ymm_page_refresh: z.string(),
  engine_family_enabled: z.boolean(),
  engine_family_tab_label: z.string(),
  vehicle_lookup_enabled: z.boolean(),
  enable_sub_model: z.boolean(),
  enable_body_type: z.boolean(),
  enable_bed_length: z.boolean(),
  enable_choices: z.boolean(),
  enable_aces_data_attributes: z.boolean(),
  require_fitment_confirmation: z.boolean(),
  show_universal: z.boolean(),
  ymm_popular_sort: z.string(),
});
/** The logged-in shopper (customer account), null for a guest. */
export const customerSummarySchema = z.object({
  customer_id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string(),
  customer_group_id: z.number().int(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export type FitmentConfig = z.infer<typeof fitmentConfigSchema>;

export const pageFlagsSchema = z.object({
  in_pos_mode: z.boolean(),
  pos_locked: z.boolean(),
  in_kiosk: z.boolean(),
  noprice_template: z.boolean(),
  is_pro: z.boolean(),
  is_paceapi_active: z.boolean(),
  login_for_pricing: z.boolean(),
  customer_groups: z.array(customerGroupSchema),
  skeps_bnpl: z.object({ merchant_id: z.string().nullable() }),
  marketing_tracking_trackers: z.array(z.string()),
  tax_classes: z.array(taxClassSchema),
  store: z.object({
    name: z.string(),
    current_location: locationSummarySchema.nullable(),
    /** The current store's IANA time zone: the web shows every store time on it (common/store-time.ts, decision 0043). */
    time_zone: z.string(),
    design: z.object({
      fit_color: z.string(),
      nofit_color: z.string(),
      unknown_color: z.string(),
      primary_color: z.string(),
    }),
  }),
  staff: staffSummarySchema.nullable(),
  /** The logged-in customer (storefront account), or in POS the customer attached to the cart. */
  customer: customerSummarySchema.nullable(),
  /** Settings the storefront screens read: guests may check out; reviews are shown (spec: reviewStatus). */
  guest_checkout: z.boolean(),
  review_status: z.boolean(),
  stock_warning: z.boolean(),
  cart_count: z.number().int(),
  /** The chosen vehicle, so the header shows it at first paint. */
  vehicle: sessionVehicleSchema,
  fitment: fitmentConfigSchema,
  /** Display currency and language (decision 0016); the page and /api/app/flags add it, absent means USD and English. */
  locale: localeSchema.optional(),
  /** Alert bars this visitor has not dismissed (decision 0016). */
  alerts: z.array(alertSchema).optional(),
});

export type PageFlags = z.infer<typeof pageFlagsSchema>;
export type StaffSummary = z.infer<typeof staffSummarySchema>;
export type StaffRole = StaffSummary['role'];

export type AppMode = 'store' | 'noprice' | 'kiosk' | 'pos' | 'pos-locked';

/** Spec 000 section 4: lock screen beats POS, POS beats kiosk, the noprice template beats the normal store. */
export function pickMode(
  flags: Pick<PageFlags, 'in_pos_mode' | 'pos_locked' | 'in_kiosk' | 'noprice_template'>,
): AppMode {
  if (flags.in_pos_mode && flags.pos_locked) return 'pos-locked';
  if (flags.in_pos_mode) return 'pos';
  if (flags.in_kiosk) return 'kiosk';
  if (flags.noprice_template) return 'noprice';
  return 'store';
}
