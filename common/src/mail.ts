// The staff Outbox's answers (decision 0045's "one contract per answer"): the route serializes through these schemas
// and the Outbox screen checks its answers with the same ones.
import { z } from 'zod';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG } from './checkout';

export const outboxChannelSchema = z.enum(['email', 'sms']);
export const outboxStatusSchema = z.enum(['outbox', 'sent', 'failed']);

export const outboxSummarySchema = z.object({
  email_id: z.number().int(),
  kind: z.string(),
  channel: outboxChannelSchema,
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  error: z.string().nullable(),
  order_id: z.number().int().nullable(),
  created_at: z.string(),
});

export const outboxListSchema = z.object({
  emails: z.array(outboxSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageSchema = z.object({
  email_id: z.number().int(),
  kind: z.string(),
  channel: outboxChannelSchema,
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: outboxStatusSchema,
  error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * Outbox → Resend (issue 27, decision 0096): any email or text, failed or sent, goes out again as a new outbox message
 * (the original stays as it was). The click's key makes a double click one message.
 */
export const OUTBOX_MSG = {
  resent: {
    sent: 'The message was sent.',
    outbox: 'The message is in the outbox: no mail server is set up to send it.',
    failed: 'The mail server refused the message again.',
  },
  resentText: {
    sent: 'The text was sent.',
    outbox: 'The text is in the outbox: no text provider is set up (or texting is off) to send it.',
    failed: 'The text provider refused the message again.',
  },
  keyReused: 'That resend key was used for another message: reload the page and try again.',
  notFound: 'That message is not in the outbox.',
} as const;
export const outboxResendInput = z.object({
  idempotency_key: z.string({ error: IDEMPOTENCY_KEY_MSG }).regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG),
});
export const outboxResendSchema = z.object({
  success: z.string(),
  status: outboxStatusSchema,
  /** The new message (the copy that went out). */
  email_id: z.number().int(),
});
