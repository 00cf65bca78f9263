// Wire shapes of the product page's own calls (reviews, contact form, inventory), shared by the forms and the server.
import { z } from 'zod';
import { reviewSchema } from './catalog';
import { INT4_MAX, wholeNumber } from './input';
import { MSG, PRODUCT_MSG } from './messages';
import { email, phone, requiredText, id } from './validation';

export const REVIEW_LIMITS = { name: [3, 25], text: [25, 1000] } as const;

/** Write a review: name, text and a 1–5 star rating (spec 000 issue 4; stored pending approval). */
export const reviewInputSchema = z.object({
  name: requiredText(...REVIEW_LIMITS.name),
  text: requiredText(...REVIEW_LIMITS.text),
  rating: wholeNumber({
    min: 1,
    max: 5,
    notNumber: PRODUCT_MSG.reviewRating,
    belowMin: PRODUCT_MSG.reviewRating,
    aboveMax: PRODUCT_MSG.reviewRating,
  }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** The product Contact Us form (spec 000 section 3 "Contact form"); every field is required (section 5). */
export const contactInputSchema = z.object({
  pcName: requiredText(1, 64),
  pcEmail: email,
  pcPhone: phone,
  pcMessage: requiredText(1, 3000),
  pcLocation: wholeNumber({
    min: 1,
    max: INT4_MAX,
    notNumber: MSG.required,
    belowMin: MSG.required,
    aboveMax: MSG.required,
  }),
  pcLocationEmail: z.string().max(255).optional(),
  captcha: requiredText(1, 20),
  product_id: id.optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactLocationSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  email_address: z.string(),
});
export type ContactLocation = z.infer<typeof contactLocationSchema>;

/** POST /api/inventory/getInventoriesByProductId → { success, data }. */
export const inventoryAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    product_id: z.number().int(),
    total: z.number().int(),
    inventory: z.array(
      z.object({
        location_id: z.number().int(),
        location_name: z.string(),
        quantity: z.number().int(),
        warehouse_location: z.string().nullable(),
      }),
    ),
    wd_inventory: z.object({ quantity: z.number().int() }),
    pace_inventory: z.array(z.object({ location_name: z.string(), inventory: z.number().int() })),
  }),
});
export type InventoryAnswer = z.infer<typeof inventoryAnswerSchema>;

/** POST /api/inventory/getInventoryDetails → { Items } (the warehouse feed's shape). */
export const inventoryDetailsSchema = z.object({
  Items: z.array(
    z.object({
      ProductId: z.number().int(),
      PartNumber: z.string(),
      AAIABrandCode: z.string(),
      Description: z.string(),
      totalInventory: z.number().int(),
      Locations: z.array(
        z.object({
          name: z.string(),
          inventory: z.number().int(),
          price: z.string().nullable(),
          warehouseCode: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type InventoryDetails = z.infer<typeof inventoryDetailsSchema>;

// The product routes' other answers (each route declares its 200 with these; the web checks with the same).
const successText = z.object({ success: z.string() });

/** GET /api/products/:id/reviews: one page of approved reviews, newest first. */
export const reviewsPageSchema = z.object({
  reviews: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
/** POST /api/products/:id/reviews: the review is held until staff approve it. */
export const reviewSentSchema = successText;
/** GET /api/staff/reviews: reviews waiting for approval. */
export const pendingReviewsSchema = z.object({
  reviews: z.array(reviewSchema.extend({ product_id: z.number().int() })),
});
/** POST /api/staff/reviews/:id/:action. */
export const reviewModeratedSchema = successText;
/** GET /tool/captcha: an SVG picture (image/svg+xml), not JSON. */
export const captchaPictureSchema = z.string().describe('An SVG picture (image/svg+xml)');
/** POST /product/product/validateCaptcha: the answer is right (a wrong one is a 400). */
export const captchaCheckedSchema = z.object({ success: z.literal(true) });
/** GET /product/product/getLocations: the stores a shopper may write to. */
export const contactLocationsSchema = z.object({ locations: z.array(contactLocationSchema) });
/** POST /product/product/productContactEmail: the store's thank-you line. */
export const contactSentSchema = successText;
