// Review moderation for the back office (issue 26, decision 0082). Approve and reject reuse the product feature's
// moderateReview (it keeps products.rating true); an update of reviews bumps the catalogue version (migration 0008), so
// the cached product page shows the change at once.
import { sql } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import type { AdminReviewListQuery, AdminReviewRow, ReviewStatus } from '@parts/common/review-admin';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

interface Row {
  review_id: number;
  product_id: number;
  product_name: string;
  author: string;
  text: string;
  rating: number;
  status: ReviewStatus;
  date_added: string;
  reply: string | null;
}

const columns = sql`r.review_id, r.product_id, p.name as product_name, r.author, r.text, r.rating, r.status,
  to_char(r.date_added at time zone 'UTC', 'YYYY-MM-DD') as date_added, r.reply`;

const toRow = (r: Row): AdminReviewRow => ({ ...r, rating: Number(r.rating) });

/** Awaiting approval first, then newest first; ?status narrows to one status. */
export async function listReviews(db: Db, query: AdminReviewListQuery) {
  const where = query.status ? sql`where r.status = ${query.status}` : sql``;
  const [rows, counts] = await Promise.all([
    db.execute(sql`select ${columns} from reviews r join products p on p.product_id = r.product_id ${where}
      order by (r.status = 'pending') desc, r.date_added desc, r.review_id desc
      limit ${query.limit} offset ${adminOffset(query)}`),
    db.execute(sql`select status, count(*)::int as n from reviews group by status`),
  ]);
  const byStatus: Record<string, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const c of rowsOf<{ status: string; n: number }>(counts)) byStatus[c.status] = Number(c.n);
  const total = query.status ? (byStatus[query.status] ?? 0) : Object.values(byStatus).reduce((a, b) => a + b, 0);
  return { ...adminPageMeta(total, query, byStatus), items: rowsOf<Row>(rows).map(toRow) };
}

export async function reviewRow(db: Db, reviewId: number): Promise<AdminReviewRow | null> {
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`select ${columns} from reviews r join products p on p.product_id = r.product_id where r.review_id = ${reviewId}`,
    ),
  );
  return row ? toRow(row) : null;
}

/** Sets (or, when empty, removes) the store's reply; false when there is no such review. */
export async function replyToReview(db: Db, reviewId: number, reply: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`update reviews set reply = ${reply === '' ? null : reply} where review_id = ${reviewId} returning review_id`,
    ),
  );
  return rows.length > 0;
}
