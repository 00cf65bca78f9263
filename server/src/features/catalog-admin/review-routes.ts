// The back office's review calls (issue 26, decision 0082): list, approve, reject, reply. Every call needs
// reviews.moderate and the login's admin token (decision 0062).
import {
  adminReviewListQuery,
  adminReviewPageSchema,
  REVIEW_ADMIN_MSG as MSG,
  reviewActionAnswer,
  reviewIdBody,
  reviewReplyInput,
} from '@parts/common/review-admin';
import { moderateReview } from '#src/features/product/reviews';
import { notFound } from '#src/http/errors';
import type { App } from '#src/http/types';
import type { Db } from '#src/db/client';
import { listReviews, replyToReview, reviewRow } from './reviews';

const read = { access: 'staff', permission: 'reviews.moderate', changesState: false } as const;
const write = { access: 'staff', permission: 'reviews.moderate', changesState: true } as const;
const tags = ['admin'];

async function answer(db: Db, reviewId: number, success: string) {
  const review = await reviewRow(db, reviewId);
  if (!review) throw notFound(MSG.notFound);
  return { success, review };
}

export function reviewAdminRoutes(app: App, db: Db): void {
  app.get(
    '/admin/api/catalog/reviews',
    {
      config: read,
      schema: {
        tags,
        summary: 'Reviews, awaiting approval first (?status=pending|approved|rejected), 20 a page',
        querystring: adminReviewListQuery,
        response: { 200: adminReviewPageSchema },
      },
    },
    async (req) => listReviews(db, req.query),
  );

  for (const action of ['approve', 'reject'] as const) {
    app.post(
      `/admin/api/catalog/reviews/${action}`,
      {
        config: write,
        schema: {
          tags,
          summary:
            action === 'approve' ? 'Approves a review: it shows on the product page' : 'Rejects a review: hidden',
          body: reviewIdBody,
          response: { 200: reviewActionAnswer },
        },
      },
      async (req) => {
        const id = req.body.review_id;
        if (!(await moderateReview(db, id, action === 'approve' ? 'approved' : 'rejected')))
          throw notFound(MSG.notFound);
        return answer(db, id, action === 'approve' ? MSG.approved : MSG.rejected);
      },
    );
  }

  app.post(
    '/admin/api/catalog/reviews/reply',
    {
      config: write,
      schema: {
        tags,
        summary: "Sets the store's reply shown under the review (empty removes it)",
        body: reviewReplyInput,
        response: { 200: reviewActionAnswer },
      },
    },
    async (req) => {
      const { review_id, reply } = req.body;
      if (!(await replyToReview(db, review_id, reply))) throw notFound(MSG.notFound);
      return answer(db, review_id, reply === '' ? MSG.replyRemoved : MSG.replied);
    },
  );
}
