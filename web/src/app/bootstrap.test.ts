import { describe, expect, it, vi } from 'vitest';
import type { PageFlags } from '@parts/common/flags';
import { parseInjectedFlags } from './bootstrap';
import { pricesVisible } from './prices';

const flags: PageFlags = {
  in_pos_mode: false,
  pos_locked: false,
  in_kiosk: false,
  noprice_template: false,
  is_pro: false,
  is_paceapi_active: false,
  login_for_pricing: false,
  customer_groups: [],
  skeps_bnpl: { merchant_id: null },
  marketing_tracking_trackers: [],
  tax_classes: [],
  store: {
    name: 'PartsDesk',
    current_location: null,
    time_zone: 'America/Chicago',
    design: { fit_color: '#1e7b34', nofit_color: '#c62828', unknown_color: '#6b7280', primary_color: '#0b4a8b' },
  },
  staff: null,
  customer: null,
  guest_checkout: true,
  review_status: true,
  stock_warning: true,
  cart_count: 0,
  vehicle: { facets: [], hasYmm: false, hasEngine: false, label: '', show_universal: true },
  fitment: {
    ymm_enabled: true,
    ymm_heading: 'Shop by Vehicle',
    ymm_tab_label: 'Year/Make/Model',
    ymm_redirect: '',
    ymm_page_refresh: '1',
    engine_family_enabled: true,
    engine_family_tab_label: 'Engine',
    vehicle_lookup_enabled: true,
    enable_sub_model: true,
    enable_body_type: true,
    enable_bed_length: true,
    enable_choices: true,
    enable_aces_data_attributes: true,
    require_fitment_confirmation: true,
    show_universal: true,
    ymm_popular_sort: '1',
  },
};

describe('parseInjectedFlags', () => {
  it('reads valid flags', () => {
    expect(parseInjectedFlags(JSON.stringify(flags))).toEqual(flags);
  });

  it('returns null for a missing, unreplaced, broken or wrongly shaped payload so the app fetches them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseInjectedFlags(null)).toBeNull();
    expect(parseInjectedFlags('  ')).toBeNull();
    expect(parseInjectedFlags('{"in_pos_mode":')).toBeNull();
    expect(parseInjectedFlags(JSON.stringify({ ...flags, cart_count: 'two' }))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('pricesVisible', () => {
  it('shows prices in the normal store', () => {
    expect(pricesVisible(flags)).toBe(true);
  });

  it('hides them in the noprice template and while a login is needed for pricing', () => {
    expect(pricesVisible({ ...flags, noprice_template: true })).toBe(false);
    expect(pricesVisible({ ...flags, login_for_pricing: true })).toBe(false);
  });

  it('always shows them to staff in POS mode', () => {
    expect(pricesVisible({ ...flags, in_pos_mode: true, noprice_template: true, login_for_pricing: true })).toBe(true);
  });
});
