// Every store setting with its default; the database holds what an admin changed (seeded with these values).

export const DEFAULT_SETTINGS = {
  store_name: 'PartsDesk Auto Parts',
  default_location_id: 0,
  // Page-level flags (spec 000 section 1).
  noprice_template: false,
  is_pro: true,
  is_paceapi_active: false,
  login_for_pricing: false,
  guest_checkout: true,
  review_status: true,
  stock_warning: true,
  // Empty means no buy-now-pay-later widget (jsonb cannot hold a JS null through Drizzle).
  skeps_bnpl_merchant_id: '',
  marketing_tracking_trackers: [] as string[],
  // Fitment config (spec 000 section 3).
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
  // The fitment coverage report (decision 0084): vehicles always checked ("Year Make Model", ";"-separated), and the
  // major categories it checks, by name.
  coverage_vehicles: '',
  coverage_categories:
    'Brake Pads; Brake Rotors; Oil Filters; Air Filters; Cabin Air Filters; Batteries; Alternators; Starters; ' +
    'Spark Plugs; Wiper Blades; Headlights; Shocks',
  // Design colours; the fitment colours follow the green/red/grey convention shoppers already read.
  design_primary_color: '#0b5cab',
  design_fit_color: '#1e7b34',
  design_nofit_color: '#b42318',
  design_unknown_color: '#5f6b7a',
  // The in-store kiosk (issue 11); its videos are rows of kiosk_videos (decision 0088).
  kiosk_idle_timer: 3,
  kiosk_prompt_timer: 1,
  kiosk_homepage: '/',
  kiosk_button_text: 'Press here to get started',
  // PIES imports (decision 0069): the PriceType that becomes the store's price, and the one read as the store's cost.
  pies_price_type: 'LST',
  pies_cost_type: 'JBR',
  // PIES digital assets (decision 0100): how long a fetch may take, and the local asset simulator's mode (normal | fail:
  // every fetch is refused | timeout: no answer until the store stops waiting).
  pies_asset_fetch_timeout_ms: 15000,
  pies_asset_sim_mode: 'normal' as 'normal' | 'fail' | 'timeout',
  // The store locator (issue 11): no tile URL means no map tiles are fetched; the page shows a list and a static layout.
  locator_tile_url: '',
  locator_tile_attribution: '',
  dealer_locator_popup_heading_text: 'Find your nearest store',
  dealer_locator_popup_text: 'Choose a store to see its stock and pick up your order there, often the same day.',
  // POS cart (issue 13, decision 0019): labor's tax class, the counter's stock warning text, PO numbers before checkout.
  labor_tax_class_id: 2,
  // Core charges (issue 28): the tax class core charges are taxed as; 0 = not taxed (a refundable deposit).
  core_charge_tax_class_id: 0,
  pos_stock_warning_text: "I'm sorry, this product is either not available in the desired quantity or not in stock.",
  po_number_required: false,
  // POS payments (issue 13, pospay, decision 0018): the tenders the counter offers, and the local terminal simulator
  // (mode auto reads the amount's cents: .01 declines, .02 times out, .03 loses the answer; else it approves).
  pos_payment_types: [
    'cash',
    'check',
    'card',
    'card_device',
    'smart_terminal',
    'voucher',
    'store_credit',
    'online',
    'house_account',
  ] as string[],
  // The card surcharge (issue 27, decision 0095): a percent with two decimals ('0.00' = off, at most 3) added to each
  // card tender at the counter, and its cap per payment in integer cents (0 = no cap; decision 0099: the form edits it
  // in dollars as card_surcharge_cap). The rule: common/card-surcharge.ts.
  card_surcharge_percent: '0.00',
  card_surcharge_cap_cents: 0,
  pos_terminal_simulator_mode: 'auto' as 'auto' | 'approve' | 'decline' | 'timeout' | 'lose_answer' | 'hang',
  pos_terminal_simulator_delay_ms: 1500,
  pos_terminal_timeout_ms: 120000,
  // The drawer close (issue 28, decision 0068): an over/short of more than this (either way) needs a manager's sign-off.
  till_signoff_over_short_cents: 2000,
  // POS customers and the admin customer editor (issue 15): which customer fields staff must fill, and the Vehicles tab.
  customer_require_email: true,
  customer_require_telephone: false,
  customer_require_address: false,
  customer_vehicles_tab: true,
  // Purchase orders to a distributor (issue 14, purchase, decision 0026): the local simulated warehouse distributor
  // (mode normal | fail | timeout: fail refuses every order, timeout takes the order but answers too late), how long
  // the store waits for the distributor, and the shipping methods staff may choose.
  purchase_distributor_sim_mode: 'normal' as 'normal' | 'fail' | 'timeout',
  purchase_distributor_timeout_ms: 8000,
  purchase_shipping_methods: ['Ground', 'Next Day Air', 'Will Call'] as string[],
  // Appointments (issue 14, appts, decision 0025): start times are offered every this many minutes from opening.
  appointment_time_slot_length: 30,
  // Email and texts (decision 0087). An empty SMTP host means the server's SMTP_URL (or the outbox only); an empty From
  // the server's MAIL_FROM. The two secrets are write-only: no answer carries them (store-admin/settings-admin.ts).
  smtp_host: '',
  smtp_port: 587,
  smtp_secure: false,
  smtp_user: '',
  smtp_password: '',
  mail_from: '',
  // Texting off keeps every text in the outbox. The provider 'outbox' is the local default (nothing leaves the store).
  sms_enabled: true,
  sms_provider: 'outbox' as 'outbox' | 'twilio',
  sms_account_id: '',
  sms_auth_token: '',
  sms_from_number: '',
};

export type Settings = typeof DEFAULT_SETTINGS;
export type SettingKey = keyof Settings;
