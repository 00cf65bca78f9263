// Computes the page-level flags for one request from settings, reference tables and the session.
import { asc, eq } from 'drizzle-orm';
import type { PageFlags } from '@parts/common/flags';
import { DEFAULT_STORE_TZ } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { customerGroups, customers, locations, taxClasses } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { loadSettings } from '#src/features/settings/queries';
import { toStaffSummary } from '#src/features/staff/queries';
import { signedInStaff, staffPowers } from '#src/http/guards';
import { vehicleState } from '#src/features/fitment/service';
import { cartCount } from '#src/features/cart/cart';

export function formatTelephone(raw: string): string {
  const d = raw.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : raw;
}

export async function computeFlags(db: Db, session: SessionData): Promise<PageFlags> {
  const [settings, groups, classes, stores, staffUser, customer] = await Promise.all([
    loadSettings(db),
    db.select().from(customerGroups).orderBy(asc(customerGroups.customerGroupId)),
    db.select().from(taxClasses).orderBy(asc(taxClasses.taxClassId)),
    db
      .select()
      .from(locations)
      .where(eq(locations.kind, 'store'))
      .orderBy(asc(locations.sortOrder), asc(locations.locationId)),
    signedInStaff(db, session),
    session.customerId
      ? db
          .select({
            customer_id: customers.customerId,
            firstname: customers.firstname,
            lastname: customers.lastname,
            email: customers.email,
            telephone: customers.telephone,
            customer_group_id: customers.customerGroupId,
          })
          .from(customers)
          .where(eq(customers.customerId, session.customerId))
          .then((r) => r[0])
      : Promise.resolve(undefined),
  ]);
  const staff = staffUser ? toStaffSummary(staffUser, session.adminToken) : null;
  // The session's store wins, then the configured default; a store no longer listed falls back to the first (spec 000 s4).
  const wanted = session.locationId ?? staffUser?.locationId ?? settings.default_location_id;
  const current = stores.find((s) => s.locationId === wanted) ?? stores[0];
  return {
    in_pos_mode: staff !== null,
    pos_locked: staff !== null && session.posLocked === true,
    in_kiosk: session.inKiosk === true,
    noprice_template: settings.noprice_template,
    is_pro: settings.is_pro,
    is_paceapi_active: settings.is_paceapi_active,
    // Resolved for this visitor (web/src/app/prices.ts): a login is needed only while nobody is logged in.
    login_for_pricing: settings.login_for_pricing && !customer && !(await staffPowers(db, session)),
    customer_groups: groups.map((g) => ({ customer_group_id: g.customerGroupId, name: g.name })),
    skeps_bnpl: { merchant_id: settings.skeps_bnpl_merchant_id || null },
    marketing_tracking_trackers: settings.marketing_tracking_trackers,
    tax_classes: classes.map((c) => ({ tax_class_id: c.taxClassId, title: c.title })),
    store: {
      name: settings.store_name,
      time_zone: current?.timeZone ?? DEFAULT_STORE_TZ,
      current_location: current
        ? {
            location_id: current.locationId,
            location_name: current.name,
            address: `${current.address1}, ${current.city}, ${current.zoneCode} ${current.postcode}`,
            telephone: current.telephone,
            formatted_telephone: formatTelephone(current.telephone),
          }
        : null,
      design: {
        primary_color: settings.design_primary_color,
        fit_color: settings.design_fit_color,
        nofit_color: settings.design_nofit_color,
        unknown_color: settings.design_unknown_color,
      },
    },
    staff,
    customer: customer ?? null,
    guest_checkout: settings.guest_checkout,
    review_status: settings.review_status,
    stock_warning: settings.stock_warning,
    cart_count: await cartCount(db, session),
    vehicle: (await vehicleState(db, session, settings)).vehicle,
    fitment: {
      ymm_enabled: settings.ymm_enabled,
      ymm_heading: settings.ymm_heading,
      ymm_tab_label: settings.ymm_tab_label,
      ymm_redirect: settings.ymm_redirect,
      ymm_page_refresh: settings.ymm_page_refresh,
      engine_family_enabled: settings.engine_family_enabled,
      engine_family_tab_label: settings.engine_family_tab_label,
      vehicle_lookup_enabled: settings.vehicle_lookup_enabled,
      enable_sub_model: settings.enable_sub_model,
      enable_body_type: settings.enable_body_type,
      enable_bed_length: settings.enable_bed_length,
      enable_choices: settings.enable_choices,
      enable_aces_data_attributes: settings.enable_aces_data_attributes,
      require_fitment_confirmation: settings.require_fitment_confirmation,
      show_universal: settings.show_universal,
      ymm_popular_sort: settings.ymm_popular_sort,
    },
  };
}
