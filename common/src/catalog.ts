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
      /** Quantity breaks below the unit price: "2+ $X each". */
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
  brands: z.array(z.object({ manufacturer_id: z.number().int(), name: z.string(), aaia: z.string(), image: z.string() })),
  stats: z.object({ products: z.number().int(), brands: z.number().int(), makes: z.number().int(), applications: z.number().int() }),
});
export type HomeData = z.infer<typeof homeSchema>;

/** GET /api/products/:id — one product page's data, fitment verdict included. */
export const productPageSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  manufacturer: z.string(),
  manufacturer_id: z.number().int(),
  category: z.string(),
  category_id: z.number().int(),
  description: z.string(),
  image: z.string(),
  price_text: z.string(),
  universal: z.boolean(),
  position: z.string().nullable(),
  fitment: fitmentPartSchema,
  links: z.object({ view: z.string() }),
});
export type ProductPage = z.infer<typeof productPageSchema>;
