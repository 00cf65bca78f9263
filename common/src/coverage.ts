// Fitment → Coverage (issue 26, decision 0084): where the catalogue has no part for the vehicles the store's customers
// drive. Holes are (popular vehicle, major category) pairs with no enabled part that fits; the parts with no
// applications that are not universal; coverage before and after each import.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

export const COVERAGE_VEHICLES_DEFAULT = 50;
export const COVERAGE_VEHICLES_MAX = 200;

/** Demand weights: a counter sale for a vehicle counts 3, a saved garage vehicle 2, a search with the vehicle chosen 1. */
export const DEMAND_WEIGHTS = { orders: 3, garages: 2, searches: 1 } as const;

export const coverageQuerySchema = z.object({
  /** How many popular vehicles to check (the owner's configured ones first, then by demand). */
  vehicles: z.coerce
    .number({ error: 'A whole number.' })
    .int('A whole number.')
    .min(1, 'At least 1.')
    .max(COVERAGE_VEHICLES_MAX, `At most ${COVERAGE_VEHICLES_MAX}.`)
    .default(COVERAGE_VEHICLES_DEFAULT),
});
// Not strict: the CSV link carries the back office token in its address.
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

/** Why a vehicle is on the list: the owner named it, the store's demand, or a popular model filling the list. */
export const VEHICLE_SOURCES = { configured: 'Your list', demand: 'Demand', popular: 'Popular model' } as const;
export type VehicleSource = keyof typeof VEHICLE_SOURCES;

export const coverageCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  /** Half or more of its enabled parts are universal: a universal part closes its holes (decision 0084). */
  universal_by_nature: z.boolean(),
  /** Popular vehicles with no enabled part of this category that fits. */
  holes: z.number().int(),
  covered: z.number().int(),
});
export type CoverageCategory = z.infer<typeof coverageCategorySchema>;

export const coverageHoleSchema = z.object({
  rank: z.number().int(),
  base_vehicle_id: z.number().int(),
  vehicle: z.string(),
  category_id: z.number().int(),
  category: z.string(),
  source: z.enum(['configured', 'demand', 'popular']),
  /** The weighted demand (DEMAND_WEIGHTS) and what it is made of. */
  demand: z.number().int(),
  searches: z.number().int(),
  orders: z.number().int(),
  garages: z.number().int(),
});
export type CoverageHole = z.infer<typeof coverageHoleSchema>;

export const coverageAnswerSchema = z.object({
  vehicles: z.number().int(),
  /** Configured vehicle names that match no base vehicle of the vocabulary (so the owner can fix a typo). */
  unknown_vehicles: z.array(z.string()),
  /** Configured category names that match no category. */
  unknown_categories: z.array(z.string()),
  categories: z.array(coverageCategorySchema),
  pairs: z.number().int(),
  covered: z.number().int(),
  /** Every hole, most wanted first. */
  holes: z.array(coverageHoleSchema),
  /** Enabled parts with no applications that are not universal. */
  unfitted: z.number().int(),
  milliseconds: z.number().int(),
});
export type CoverageAnswer = z.infer<typeof coverageAnswerSchema>;

export const unfittedQuerySchema = adminListQuerySchema;
export const unfittedPartSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  part_number: z.string(),
  category: z.string(),
});
export type UnfittedPart = z.infer<typeof unfittedPartSchema>;
export const unfittedPageSchema = adminPageSchema(unfittedPartSchema);
export type UnfittedPage = z.infer<typeof unfittedPageSchema>;

export const IMPORT_KINDS = { aces: 'ACES', pies: 'PIES', products: 'Product CSV' } as const;

export const coverageSnapshotSchema = z.object({
  snapshot_id: z.number().int(),
  import_kind: z.enum(['aces', 'pies', 'products']),
  import_id: z.number().int(),
  file_name: z.string(),
  created_at: z.string(),
  vehicles: z.number().int(),
  categories: z.number().int(),
  holes_before: z.number().int(),
  holes_after: z.number().int(),
  covered_before: z.number().int(),
  covered_after: z.number().int(),
  unfitted_before: z.number().int(),
  unfitted_after: z.number().int(),
});
export type CoverageSnapshot = z.infer<typeof coverageSnapshotSchema>;
export const coverageHistorySchema = z.object({ items: z.array(coverageSnapshotSchema) });
export type CoverageHistory = z.infer<typeof coverageHistorySchema>;
