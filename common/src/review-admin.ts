// The back office's review moderation (issue 26, decision 0082): the paged list, approve, reject and the store's reply.
import { z } from 'zod';
import { adminListQuerySchema, adminPageSchema } from './admin';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** ?status=… narrows the list; without it every review shows, awaiting approval first. */
export const adminReviewListQuery = adminListQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).optional(),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuery>;

export const adminReviewRowSchema = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  author: z.string(),
  text: z.string(),
  rating: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  date_added: z.string(),
  reply: z.string().nullable(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRowSchema>;

/** counts: reviews per status (pending, approved, rejected), for the filter's labels. */
export const adminReviewPageSchema = adminPageSchema(adminReviewRowSchema);

export const reviewIdBody = z.object({ review_id: z.number().int().positive() });

/** The reply shown under the review on the product page; an empty reply removes it. */
export const reviewReplyInput = z.object({
  review_id: z.number().int().positive(),
  reply: z.string().trim().max(2000, 'Keep the reply under 2,000 characters.'),
});
export type ReviewReplyInput = z.infer<typeof reviewReplyInput>;

export const reviewActionAnswer = z.object({ success: z.string(), review: adminReviewRowSchema });

export const REVIEW_ADMIN_MSG = {
  approved: 'The review is approved and shows on the product page.',
  rejected: 'The review is rejected and hidden from the product page.',
  replied: 'The reply is saved.',
  replyRemoved: 'The reply is removed.',
  notFound: 'That review does not exist.',
} as const;
