// Wire shapes of the catalogue summaries the home page and listing cards use.
import { z } from 'zod';
import { FIT_RESULTS, fitmentPartSchema } from './fitment';

export const productCardSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  manufacturer: z.string(),
  manufacturer_id: z.number().int(),
  aaia: z.string(),
  mpn: z.string(),
  image: z.string(),
  price: z.string(),
  price_text: z.string(),
  special_text: z.string().nullable(),
  price_before_discounts_text: z.string().nullable(),
  universal: z.boolean(),
  in_stock: z.number().int(),
  links: z.object({ view: z.string() }),
  /** The fitment badge for the session vehicle (words always shown with the colour). */
  fit: z.object({ result: z.enum(FIT_RESULTS), label: z.string() }),
  /** The card's price block by the one price rule (decision 0007) for the shopper's group, at quantity 1. Optional on
   *  the wire so older producers stay valid; productCards always fills it. */
  price_block: z
    .object({
      unit_price_text: z.string(),
      /** The list price, struck through, when the shopper pays less. */
      original_unit_price_text: z.string().nullable(),
      special_text: z.string().nullable(),
      instant_rebate_name: z.string().nullable(),
      /** Quantity breaks below the unit price, each priced by the one price rule (tier, special, rebate): "2+ $X each". */
      tiers: z.array(z.object({ quantity: z.number().int(), price_text: z.string() })),
    })
    .optional(),
  rating: z.number().int().optional(),
  /** True when a required option must be chosen on the product page before adding to the cart. */
  requires_options: z.boolean().optional(),
  minimum: z.number().int().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const categoryCardSchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  group: z.string(),
  image: z.string(),
  product_count: z.number().int(),
  href: z.string(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

export const homeSchema = z.object({
  categories: z.array(categoryCardSchema),
  featured: z.array(productCardSchema),
  brands: z.array(
    z.object({ manufacturer_id: z.number().int(), name: z.string(), aaia: z.string(), image: z.string() }),
  ),
  stats: z.object({
    products: z.number().int(),
    brands: z.number().int(),
    makes: z.number().int(),
    applications: z.number().int(),
  }),
});
export type HomeData = z.infer<typeof homeSchema>;

export const OPTION_TYPES = [
  'checkbox',
  'image',
  'radio',
  'select',
  'text',
  'textarea',
  'date',
  'time',
  'datetime',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

export const productOptionValueSchema = z.object({
  product_option_value_id: z.number().int(),
  option_value_id: z.number().int(),
  name: z.string(),
  /** The modifier in dollars ("10.00"), its cents and sign; price_text is "+$10.00" (empty when 0). */
  price: z.string(),
  price_cents: z.number().int(),
  price_prefix: z.enum(['+', '-']),
  price_text: z.string(),
  /** The value's picture: the product page's size (it takes the picture box when chosen), and 72 px beside the value. */
  image: z.string().nullable(),
  image_thumb: z.string().nullable(),
});
export type ProductOptionValue = z.infer<typeof productOptionValueSchema>;

export const productOptionSchema = z.object({
  product_option_id: z.number().int(),
  type: z.enum(OPTION_TYPES),
  name: z.string(),
  required: z.boolean(),
  value: z.string(),
  product_option_value: z.array(productOptionValueSchema),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** The price rule's facts for the shopper's group (decision 0007), so the page recomputes live; null when hidden. */
export const priceFactsSchema = z.object({
  regular_cents: z.number().int(),
  special_cents: z.number().int().nullable(),
  tiers: z.array(z.object({ quantity: z.number().int(), price_cents: z.number().int() })),
  rebate: z.object({ name: z.string(), amount_cents: z.number().int() }).nullable(),
});
export type PriceFactsWire = z.infer<typeof priceFactsSchema>;

export const inventoryLocationSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  quantity: z.number().int(),
  /** The warehouse code for the warehouse row, null for a store. */
  warehouse_location: z.string().nullable(),
});

export const inventorySummarySchema = z.object({
  /** "In Stock: N": every store and the warehouse together. */
  total: z.number().int(),
  locations: z.array(inventoryLocationSchema),
  wd_inventory: z.object({ quantity: z.number().int() }),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

const linkedProductSchema = z.object({
  product_id: z.number().int(),
  manufacturer: z.string(),
  model: z.string(),
  name: z.string(),
  links: z.object({ view: z.string() }),
});
export const packageComponentSchema = linkedProductSchema.extend({ quantity_in_kit: z.number().int() });

export const reviewSchema = z.object({
  review_id: z.number().int(),
  author: z.string(),
  text: z.string(),
  rating: z.number().int(),
  date_added: z.string(),
  /** The store's reply shown under the review; null when none. */
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsSummarySchema = z.object({
  /** The average of approved reviews (0 when none), one decimal. */
  rating: z.number(),
  count: z.number().int(),
  /** The newest approved reviews (more via GET /api/products/:id/reviews). */
  latest: z.array(reviewSchema),
});

/** GET /api/products/:id — one product page's data: options, prices, stock, kit, breadcrumbs, reviews and fitment. */
export const productPageSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  ean: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  manufacturer_id: z.number().int(),
  series_id: z.number().int().nullable(),
  category: z.string(),
  category_id: z.number().int(),
  categories: z.array(z.object({ category_id: z.number().int() })),
  category_levels: z.array(z.object({ category_id: z.number().int(), name: z.string(), href: z.string() })),
  description: z.string(),
  image: z.string(),
  universal: z.boolean(),
  position: z.string().nullable(),
  minimum: z.number().int(),
  currency_code: z.string(),
  customer_group_id: z.number().int(),
  /** Prices at the minimum quantity without options; null when hidden (login_for_pricing, disable_pricing). */
  price: z.string().nullable(),
  price_text: z.string(),
  unit_price: z.string().nullable(),
  unit_price_text: z.string(),
  original_unit_price: z.string().nullable(),
  original_unit_price_text: z.string(),
  price_before_discounts: z.string().nullable(),
  unit_price_before_discounts: z.string().nullable(),
  unit_price_before_discounts_text: z.string(),
  special: z.object({ special_text: z.string() }).nullable(),
  instant_rebate: z.object({ instant_rebate_name: z.string(), amount_text: z.string() }).nullable(),
  discounts: z.array(z.object({ quantity: z.number().int(), price: z.string(), price_text: z.string() })),
  pricing: priceFactsSchema.nullable(),
  /** Why no price is shown: login_for_pricing without a login, or the product's disable_pricing. */
  price_hidden: z.enum(['login', 'disabled']).nullable(),
  disable_pricing: z.boolean(),
  disable_pricing_notice: z.string().nullable(),
  is_orderable: z.boolean(),
  requires_options: z.boolean(),
  options: z.array(productOptionSchema),
  labor: z
    .object({ data: z.object({ title: z.string(), display_text: z.string() }), time: z.number().int() })
    .nullable(),
  inventory: inventorySummarySchema,
  is_package: z.boolean(),
  is_package_component: z.boolean(),
  package: z.object({ components: z.array(packageComponentSchema), included_in: z.array(linkedProductSchema) }),
  reviews: reviewsSummarySchema,
  fitment: fitmentPartSchema,
  links: z.object({ view: z.string() }),
  /** The specification table (the supplier's PIES attributes, weight, package size, hazardous). */
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Other brands' numbers for this part (PIES interchange); search finds the part by them. */
  interchange: z.array(z.object({ brand: z.string(), part_number: z.string() })),
  /** The supplier's pictures and documents, kept as links (decision 0069). */
  assets: z.array(z.object({ type: z.string(), url: z.string() })),
});
export type ProductPage = z.infer<typeof productPageSchema>;

/** product_id from the address: a positive whole number, else null (the page says the product is not found). */
export function parseProductId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
