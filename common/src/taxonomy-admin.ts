// The back office's categories, brands and series editors (issue 26, decision 0083): each request schema is the one
// its React form validates with and its route checks; each answer's schema is the one the route serializes through.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

const id = z.coerce.number().int().positive();
const name = (label: string, max = 80) =>
  z.string().trim().min(1, `${label} is required!`).max(max, `${label} must be at most ${max} characters.`);
const sortOrder = z.coerce.number().int('A whole number.').min(0, 'At least 0.').max(9999, 'At most 9999.');
/** A picture in the media table: an upload (`content/…`) or one the demo made (`categories/…`, `brands/…`). */
const picture = z
  .string()
  .trim()
  .max(500)
  .regex(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, 'Upload a picture.');

/** A brand's Auto Care (AAIA) code: four capital letters, half of every part's identity (with its part number). */
export const AAIA_CODE = /^[A-Z]{4}$/;

export const TAXONOMY_MSG = {
  categorySaved: (n: string) => `Saved the category “${n}”.`,
  categoryAdded: (n: string) => `Added the category “${n}”.`,
  categoryMoved: (n: string, parts: number) =>
    `Moved “${n}”; ${parts} ${parts === 1 ? 'part' : 'parts'} now list under the new group.`,
  categoryDeleted: (n: string) => `Deleted the category “${n}”.`,
  categoryNotFound: 'That category no longer exists.',
  parentNotFound: 'Choose a group that exists.',
  parentNotGroup: 'A category goes under a top-level group; that one is itself inside a group.',
  parentIsSelf: 'A category cannot go under itself.',
  hasChildren: (n: number) =>
    `This group holds ${n} ${n === 1 ? 'category' : 'categories'}: move them out before it goes under another group.`,
  deleteHasParts: (n: number) =>
    `This category lists ${n} ${n === 1 ? 'part' : 'parts'}: move them to another category (Products, bulk change) or switch the category off instead of deleting it.`,
  deleteHasChildren: (n: number) =>
    `This group holds ${n} ${n === 1 ? 'category' : 'categories'}: delete or move them first.`,
  deleteHasSeries: (n: number) =>
    `Brands have ${n} ${n === 1 ? 'series' : 'series'} in this category: rename or move them before deleting it.`,
  brandSaved: (n: string) => `Saved the brand “${n}”.`,
  brandAdded: (n: string) => `Added the brand “${n}”.`,
  brandNotFound: 'That brand no longer exists.',
  aaiaFormat: 'Four capital letters, as the Auto Care brand table lists it (e.g. BBHK).',
  aaiaTaken: (n: string) => `Another brand (${n}) already has this code.`,
  nameTaken: 'Another brand already has this name.',
  aaiaLocked: (n: number) =>
    `The code keys ${n} ${n === 1 ? 'part' : 'parts'} and every supplier file for them; it cannot change.`,
  seriesSaved: (n: string) => `Saved the series “${n}”.`,
  seriesAdded: (n: string) => `Added the series “${n}”.`,
  seriesNotFound: 'That series no longer exists.',
  seriesCategoryLocked: (n: number) =>
    `This series has ${n} ${n === 1 ? 'part' : 'parts'}: its category cannot change.`,
  categoryNeeded: 'Choose a category that exists.',
} as const;

// Categories ---------------------------------------------------------------------------------------------------------

export const adminCategorySchema = z.object({
  category_id: z.number().int(),
  /** Null for a top-level group (Brakes, Filters…). */
  parent_id: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  image_url: z.string(),
  sort_order: z.number().int(),
  status: z.boolean(),
  /** Parts listed in it (a group lists the parts of its categories). */
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** The whole tree, groups then their categories, each level in the owner's order. */
export const adminCategoriesSchema = z.object({ categories: z.array(adminCategorySchema) });

export const categoryInput = z.object({
  /** Absent for a new category. */
  category_id: id.optional(),
  /** 0 makes it a top-level group; otherwise the group it goes under (a move when it changes). */
  parent_id: z.coerce.number().int().min(0),
  name: name('Name', 64),
  image: picture,
  sort_order: sortOrder,
  status: z.boolean(),
});
export type CategoryInput = z.infer<typeof categoryInput>;

export const categorySavedAnswer = z.object({
  success: z.string(),
  category: adminCategorySchema,
  /** Parts whose listing moved from the old group to the new one (0 when the group did not change). */
  moved_parts: z.number().int(),
});

export const categoryIdBody = z.object({ category_id: id });
export const deletedAnswer = z.object({ success: z.string() });

// Brands -------------------------------------------------------------------------------------------------------------

export const adminBrandListQuery = adminListQuerySchema.extend({
  /** Part of the name or the code. */
  q: z.string().trim().max(80).optional(),
});
export type AdminBrandListQuery = z.infer<typeof adminBrandListQuery>;

export const adminBrandSchema = z.object({
  manufacturer_id: z.number().int(),
  name: z.string(),
  aaia: z.string(),
  image: z.string(),
  image_url: z.string(),
  sort_order: z.number().int(),
  status: z.boolean(),
  product_count: z.number().int(),
  series_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** counts: enabled and disabled brands over the search. */
export const adminBrandPageSchema = adminPageSchema(adminBrandSchema);

export const brandInput = z.object({
  manufacturer_id: id.optional(),
  name: name('Name'),
  aaia: z.string().trim().regex(AAIA_CODE, TAXONOMY_MSG.aaiaFormat),
  image: picture,
  sort_order: sortOrder,
  status: z.boolean(),
});
export type BrandInput = z.infer<typeof brandInput>;

export const brandSavedAnswer = z.object({ success: z.string(), brand: adminBrandSchema });

// Series -------------------------------------------------------------------------------------------------------------

/** A brand's series, paged like the other admin lists (decision 0102: ACDelco has 115), searched by name. */
export const seriesListQuery = adminListQuerySchema.extend({
  manufacturer_id: id,
  q: z.string().trim().max(80).optional(),
});
export type SeriesListQuery = z.infer<typeof seriesListQuery>;

export const adminSeriesSchema = z.object({
  series_id: z.number().int(),
  manufacturer_id: z.number().int(),
  category_id: z.number().int(),
  category_name: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

/** A page of a brand's series in the owner's order; counts: with_parts and without_parts over the search. */
export const adminSeriesPageSchema = adminPageSchema(adminSeriesSchema);

export const seriesInput = z.object({
  series_id: id.optional(),
  manufacturer_id: id,
  category_id: id,
  name: name('Name'),
  sort_order: sortOrder,
});
export type SeriesInput = z.infer<typeof seriesInput>;

export const seriesSavedAnswer = z.object({
  success: z.string(),
  series: adminSeriesSchema,
  /** Where the series now stands in its brand's order (1 is first): the editor opens the page that shows it. */
  position: z.number().int(),
});
