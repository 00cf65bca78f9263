// The back office's wire rules (decision 0062): its calls live under /admin/api/ (also reachable as the spec's
// `POST /admin/index.php?route=api/...&token=...`), carry the staff session's admin token, and its lists answer the
// spec's paged form (section 9: default 20 a page, newest first).
import { z } from 'zod';

/** Spec 001 section 9: admin lists default to 20 rows a page. */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Paging of an admin list; a list's own filters extend this object. */
export const adminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** The paging half of an admin list's answer: total_items, total_pages, page, limit and per-filter counts. */
export const adminPageMetaSchema = z.object({
  total_items: z.number().int(),
  total_pages: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  /** Rows per status (or other facet) over the whole filter, for the tabs above a list. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminPageMeta = z.infer<typeof adminPageMetaSchema>;

/** A paged list answer: `{ items, total_items, total_pages, page, limit, counts }`. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return adminPageMetaSchema.extend({ items: z.array(item) });
}

/** The paging half for `total` rows at `page` of `limit` (a page past the end is still answered, empty). */
export function adminPageMeta(
  total: number,
  query: AdminListQuery,
  counts: Record<string, number> = {},
): AdminPageMeta {
  return {
    total_items: total,
    total_pages: Math.max(1, Math.ceil(total / query.limit)),
    page: query.page,
    limit: query.limit,
    counts,
  };
}

/** The row offset of a page. */
export const adminOffset = (query: AdminListQuery): number => (query.page - 1) * query.limit;

export const ADMIN_MSG = {
  badToken: 'Your back office session has expired. Reload the page and try again.',
  uploadTooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  uploadEmpty: 'The file is empty.',
} as const;
