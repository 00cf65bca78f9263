// What the customer routes share: page counts and the paging fields of a list answer, the customerId / customer_id queries, and parsing a body that arrives
// as multipart or a free record (the schema cannot sit on the route) into a 400 with field errors.
import { z } from 'zod';
import { fieldErrors, id } from '@parts/common/input';
import { badRequest } from '#src/http/errors';

export const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
/** The admin call family's paging fields (spec 001 s7) for `total` rows asked for by page and limit. */
export const pagingOf = (total: number, q: { page: number; limit: number }) => ({
  total_items: total,
  total_pages: pages(total, q.limit),
  page: q.page,
  limit: q.limit,
});
export const customerIdQuery = z.object({ customerId: id('customerId') });
export const customerIdSnake = z.object({ customer_id: id('customer_id') });

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const errors = fieldErrors(r.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}
