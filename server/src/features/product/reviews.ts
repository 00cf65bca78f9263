// Shoppers' reviews: written pending, listed and counted in the stars only once approved by staff.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Review } from '@parts/common/catalog';
import type { ReviewInput } from '@parts/common/product-page';
import type { Db } from '#src/db/client';
import { products, reviews } from '#src/db/schema/index';

export const REVIEWS_PAGE = 10;

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [p] = await db
    .select({ id: products.productId })
    .from(products)
    .where(and(eq(products.productId, productId), eq(products.status, true)));
  return Boolean(p);
}

export async function addReview(
  db: Db,
  productId: number,
  input: ReviewInput,
  customerId: number | null,
): Promise<number> {
  const [row] = await db
    .insert(reviews)
    .values({ productId, customerId, author: input.name, text: input.text, rating: input.rating, status: 'pending' })
    .returning({ id: reviews.reviewId });
  return row!.id;
}

const toReview = (r: {
  review_id: number;
  author: string;
  text: string;
  rating: number;
  date_added: Date;
  reply: string | null;
}): Review => ({
  review_id: r.review_id,
  author: r.author,
  text: r.text,
  rating: r.rating,
  date_added: r.date_added.toISOString().slice(0, 10),
  reply: r.reply,
});

export async function approvedReviews(
  db: Db,
  productId: number,
  page: number,
): Promise<{ reviews: Review[]; total: number; page: number; limit: number }> {
  const where = and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        review_id: reviews.reviewId,
        author: reviews.author,
        text: reviews.text,
        rating: reviews.rating,
        date_added: reviews.dateAdded,
        reply: reviews.reply,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.dateAdded), desc(reviews.reviewId))
      .limit(REVIEWS_PAGE)
      .offset((page - 1) * REVIEWS_PAGE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { reviews: rows.map(toReview), total: count?.n ?? 0, page, limit: REVIEWS_PAGE };
}

export async function pendingReviews(db: Db) {
  const rows = await db
    .select({
      review_id: reviews.reviewId,
      product_id: reviews.productId,
      author: reviews.author,
      text: reviews.text,
      rating: reviews.rating,
      date_added: reviews.dateAdded,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(eq(reviews.status, 'pending'))
    .orderBy(desc(reviews.reviewId))
    .limit(100);
  return rows.map((r) => ({ ...toReview(r), product_id: r.product_id }));
}

/** Approve or reject; products.rating follows the approved average so listings sorted by rating stay true. */
export async function moderateReview(db: Db, reviewId: number, status: 'approved' | 'rejected'): Promise<boolean> {
  const [row] = await db
    .update(reviews)
    .set({ status })
    .where(eq(reviews.reviewId, reviewId))
    .returning({ productId: reviews.productId });
  if (!row) return false;
  await db.execute(sql`update products set rating = coalesce((select round(avg(rating))::int from reviews where product_id = ${row.productId} and status = 'approved'), 0)
    where product_id = ${row.productId}`);
  return true;
}
