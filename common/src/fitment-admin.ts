// The back office's ACES imports (issue 26, decision 0073): an uploaded file is checked first (a dry run that rolls
// back, plus the ACESinspector-style findings), then committed; every import stays in the history with its rejects.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

/** The largest ACES file the browser may send (a national supplier's file is a few hundred MB). */
export const ACES_UPLOAD_MAX_BYTES = 600_000_000;

/** Kinds of finding in the validation report, in the order the report lists them. */
export const ACES_FINDING_KINDS = ['vehicle', 'years', 'part', 'overlap', 'quantity', 'duplicate', 'format'] as const;
export type AcesFindingKind = (typeof ACES_FINDING_KINDS)[number];

export const ACES_FINDING_LABELS: Record<AcesFindingKind, string> = {
  vehicle: 'Invalid vehicle ids',
  years: 'Impossible years',
  part: 'Parts the store does not have',
  overlap: 'Overlapping applications',
  quantity: 'Quantity outliers',
  duplicate: 'Duplicate App ids',
  format: 'Other problems',
};

export const acesFindingSchema = z.object({
  kind: z.enum(ACES_FINDING_KINDS),
  /** The App's line in the file. */
  line: z.number().int(),
  app_id: z.string(),
  message: z.string(),
  /** A rejection keeps the App out; a warning (overlap, quantity) is imported as sent. */
  rejected: z.boolean(),
});
export type AcesFinding = z.infer<typeof acesFindingSchema>;

export const acesImportStatusSchema = z.enum(['validated', 'committed', 'refused', 'discarded']);
export type AcesImportStatus = z.infer<typeof acesImportStatusSchema>;

export const acesImportSchema = z.object({
  import_id: z.number().int(),
  status: acesImportStatusSchema,
  file_name: z.string(),
  bytes: z.number().int(),
  submission_type: z.string(),
  user_name: z.string(),
  created_at: z.string(),
  committed_at: z.string().nullable(),
  records: z.number().int(),
  added: z.number().int(),
  deleted: z.number().int(),
  rejected: z.number().int(),
  /** Findings per kind over the whole file (rejections and warnings). */
  counts: z.record(z.string(), z.number().int()),
  /** Why the file was refused whole (malformed, cut off…), when it was. */
  error: z.string().nullable(),
  /** Seconds the check or the commit took. */
  seconds: z.number(),
});
export type AcesImport = z.infer<typeof acesImportSchema>;

/** The upload's answer: the import row (status validated or refused) and the first findings, by line. */
export const acesValidationSchema = z.object({
  import: acesImportSchema,
  findings: z.array(acesFindingSchema),
  /** Findings not listed (the rejects download has every rejection). */
  more: z.number().int(),
});
export type AcesValidation = z.infer<typeof acesValidationSchema>;

export const acesCommitSchema = z.object({ import_id: z.number().int().positive() });
export type AcesCommit = z.infer<typeof acesCommitSchema>;

export const acesImportListQuerySchema = adminListQuerySchema;
export const acesImportPageSchema = adminPageSchema(acesImportSchema);
export type AcesImportPage = z.infer<typeof acesImportPageSchema>;

export const acesImportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
