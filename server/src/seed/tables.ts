// Column lists of the tables the seed bulk-loads (names as in the migrations), shared by the generator and the loader.
import type { Table } from './bulk';

export interface ProductRow {
  product_id: number;
  manufacturer_id: number;
  category_id: number;
  series_id: number | null;
  tax_class_id: number;
  sku: string;
  mpn: string;
  mpn_key: string;
  upc: string;
  name: string;
  description: string;
  price_cents: number;
  cost_cents: number | null;
  core_charge_cents: number | null;
  minimum: number;
  universal: boolean;
  is_package: boolean;
  position: string | null;
  labor_minutes: number | null;
  weight_grams: number;
  image: string;
  rating: number;
  sales_count: number;
  date_added: string;
}
export const PRODUCTS: Table<ProductRow> = {
  name: 'products',
  columns: {
    product_id: 'int',
    manufacturer_id: 'int',
    category_id: 'int',
    series_id: 'int',
    tax_class_id: 'int',
    sku: 'text',
    mpn: 'text',
    mpn_key: 'text',
    upc: 'text',
    name: 'text',
    description: 'text',
    price_cents: 'int',
    cost_cents: 'int',
    core_charge_cents: 'int',
    minimum: 'int',
    universal: 'bool',
    is_package: 'bool',
    position: 'text',
    labor_minutes: 'int',
    weight_grams: 'int',
    image: 'text',
    rating: 'int',
    sales_count: 'int',
    date_added: 'timestamptz',
  },
};

export interface ApplicationRow {
  application_id: number;
  product_id: number;
  base_vehicle_id: number;
  sub_model_id: number | null;
  body_type_id: number | null;
  bed_length_id: number | null;
  engine_id: number | null;
  position: string | null;
  quantity: number;
  notes: string[];
}
export const APPLICATIONS: Table<ApplicationRow> = {
  name: 'applications',
  columns: {
    application_id: 'int',
    product_id: 'int',
    base_vehicle_id: 'int',
    sub_model_id: 'int',
    body_type_id: 'int',
    bed_length_id: 'int',
    engine_id: 'int',
    position: 'text',
    quantity: 'int',
    notes: 'text[]',
  },
};

export interface VehicleConfigRow {
  vehicle_config_id: number;
  base_vehicle_id: number;
  sub_model_id: number;
  body_type_id: number;
  bed_length_id: number | null;
  engine_id: number;
}
export const VEHICLE_CONFIGS: Table<VehicleConfigRow> = {
  name: 'vehicle_configs',
  columns: {
    vehicle_config_id: 'int',
    base_vehicle_id: 'int',
    sub_model_id: 'int',
    body_type_id: 'int',
    bed_length_id: 'int',
    engine_id: 'int',
  },
};

export interface BaseVehicleRow {
  base_vehicle_id: number;
  year: number;
  make_id: number;
  model_id: number;
}
export const BASE_VEHICLES: Table<BaseVehicleRow> = {
  name: 'base_vehicles',
  columns: { base_vehicle_id: 'int', year: 'int', make_id: 'int', model_id: 'int' },
};

export interface InventoryRow {
  product_id: number;
  location_id: number;
  quantity: number;
}
export const INVENTORY: Table<InventoryRow> = {
  name: 'inventory',
  columns: { product_id: 'int', location_id: 'int', quantity: 'int' },
};

export interface ProductCategoryRow {
  product_id: number;
  category_id: number;
}
export const PRODUCT_CATEGORIES: Table<ProductCategoryRow> = {
  name: 'product_categories',
  columns: { product_id: 'int', category_id: 'int' },
};

export interface SpecialRow {
  product_id: number;
  customer_group_id: number;
  price_cents: number;
  date_end: string | null;
}
export const SPECIALS: Table<SpecialRow> = {
  name: 'product_specials',
  columns: { product_id: 'int', customer_group_id: 'int', price_cents: 'int', date_end: 'timestamptz' },
};

export interface DiscountRow {
  product_id: number;
  customer_group_id: number;
  quantity: number;
  price_cents: number;
}
export const DISCOUNTS: Table<DiscountRow> = {
  name: 'product_discounts',
  columns: { product_id: 'int', customer_group_id: 'int', quantity: 'int', price_cents: 'int' },
};

export interface RebateRow {
  product_id: number;
  name: string;
  amount_cents: number;
}
export const REBATES: Table<RebateRow> = {
  name: 'instant_rebates',
  columns: { product_id: 'int', name: 'text', amount_cents: 'int' },
};

export interface OptionRow {
  product_option_id: number;
  product_id: number;
  type: string;
  name: string;
  required: boolean;
  value: string;
  sort_order: number;
}
export const OPTIONS: Table<OptionRow> = {
  name: 'product_options',
  columns: {
    product_option_id: 'int',
    product_id: 'int',
    type: 'text',
    name: 'text',
    required: 'bool',
    value: 'text',
    sort_order: 'int',
  },
};

export interface OptionValueRow {
  product_option_id: number;
  name: string;
  price_cents: number;
  price_prefix: string;
  image: string | null;
  sort_order: number;
}
export const OPTION_VALUES: Table<OptionValueRow> = {
  name: 'product_option_values',
  columns: {
    product_option_id: 'int',
    name: 'text',
    price_cents: 'int',
    price_prefix: 'text',
    image: 'text',
    sort_order: 'int',
  },
};

export interface ComponentRow {
  package_id: number;
  component_id: number;
  quantity: number;
}
export const COMPONENTS: Table<ComponentRow> = {
  name: 'package_components',
  columns: { package_id: 'int', component_id: 'int', quantity: 'int' },
};

export interface SeriesRow {
  series_id: number;
  manufacturer_id: number;
  category_id: number;
  name: string;
}
export const SERIES: Table<SeriesRow> = {
  name: 'series',
  columns: { series_id: 'int', manufacturer_id: 'int', category_id: 'int', name: 'text' },
};
