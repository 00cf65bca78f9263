// The audit log's wire shapes (issue 27, decision 0062): risky actions, who did them, when and from which register.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

export const auditRowSchema = z.object({
  audit_id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  summary: z.string(),
  detail: z.record(z.string(), z.unknown()),
  location_name: z.string().nullable(),
  ip: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .optional();

/** Filters: the action's first word (`order`, `price`…), a staff member, a period in the store's days. */
export const auditListQuerySchema = adminListQuerySchema.extend({
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z.-]*$/, 'Choose an action from the list.')
    .optional(),
  user_id: z.coerce.number().int().positive().optional(),
  from: dateText,
  to: dateText,
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** The page of rows; `counts` holds the rows per action family (`order`, `price`, `setting`…) over the filter. */
export const auditPageSchema = adminPageSchema(auditRowSchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
