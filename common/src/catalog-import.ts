// The back office's catalogue imports (issue 26, decision 0069): PIES XML and product CSV, their reports and history,
// and the PCdb part type → store category mapping.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

/** A refused item or row: its line in the file, the part it names, and why. */
export const importRejectSchema = z.object({ line: z.number().int(), key: z.string(), message: z.string() });
export type ImportReject = z.infer<typeof importRejectSchema>;

/** A part an import creates or updates (a CSV preview lists them). */
export const importChangeSchema = z.object({
  line: z.number().int(),
  key: z.string(),
  action: z.enum(['create', 'update']),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

export const importReportSchema = z.object({
  import_id: z.number().int(),
  kind: z.enum(['pies', 'products']),
  file_name: z.string(),
  /** preview: a CSV waiting for its confirm; dry_run: read and checked, nothing written; applied; failed (refused whole). */
  status: z.enum(['preview', 'dry_run', 'applied', 'failed']),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** The first rejects, in file order. */
  rejects: z.array(importRejectSchema),
  /** The first parts created or updated (a CSV preview's list). */
  changes: z.array(importChangeSchema),
  /** Why a file was refused whole ("The file is cut off…"). */
  message: z.string(),
  staff_name: z.string(),
  started_at: z.string(),
  applied_at: z.string().nullable(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** ?filename=…&dry_run=1 on the PIES upload (the body is the file). */
export const piesUploadQuerySchema = z.object({
  filename: z.string().trim().min(1).max(200),
  dry_run: z.enum(['0', '1']).default('0'),
});

/** ?filename=… on the CSV upload, which answers the preview. */
export const csvUploadQuerySchema = z.object({ filename: z.string().trim().min(1).max(200) });

/** Confirm a CSV preview: applies it once; a second confirm answers the same report. */
export const csvConfirmSchema = z.object({ import_id: z.coerce.number().int().positive() });

export const importHistoryQuerySchema = adminListQuerySchema.extend({
  kind: z.enum(['pies', 'products']).optional(),
});
export const importHistoryPageSchema = adminPageSchema(importReportSchema);
export type ImportHistoryPage = z.infer<typeof importHistoryPageSchema>;

/** The product export's filter (all optional: no filter is the whole catalogue). */
export const productExportQuerySchema = z.object({
  brand_code: z.string().trim().max(8).optional(),
  category_id: z.coerce.number().int().positive().optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ProductExportQuery = z.infer<typeof productExportQuerySchema>;

export const partTypeMappingSchema = z.object({
  part_terminology_id: z.number().int(),
  part_type_name: z.string(),
  category_id: z.number().int().nullable(),
  category_path: z.string().nullable(),
});
export const partTypeListSchema = z.object({
  items: z.array(partTypeMappingSchema),
  categories: z.array(z.object({ category_id: z.number().int(), path: z.string() })),
});
export type PartTypeList = z.infer<typeof partTypeListSchema>;
export const partTypeSaveSchema = z.object({
  part_terminology_id: z.coerce.number().int().positive().max(999_999_999),
  part_type_name: z.string().trim().min(1, 'Enter the part type’s name.').max(120),
  category_id: z.coerce.number().int().positive().nullable(),
});
export type PartTypeSave = z.infer<typeof partTypeSaveSchema>;

/** The product CSV's columns, in the export's order; the import needs brand_code and part_number, the rest optional. */
export const PRODUCT_CSV_COLUMNS = [
  'brand_code',
  'part_number',
  'name',
  'description',
  'category_path',
  'price',
  'cost',
  'special_price',
  'special_start',
  'special_end',
  'quantity',
  'universal',
  'weight',
  'upc',
  'status',
] as const;
