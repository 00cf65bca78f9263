// Every message the store sends is written here first, so nothing is lost when no SMTP server is configured (or it fails).
// Text messages (features/sms) share the table: channel 'sms', the number in to_address, the text in text_body
// (decision 0020), so staff read emails and texts in one Outbox.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    emailId: serial('email_id').primaryKey(),
    /** What kind of message (order_confirmation, contact, registration…), for the staff list's filter. */
    kind: text('kind').notNull(),
    /** email (SMTP) or sms (the SMS provider); subject is '' for a text. */
    channel: text('channel', { enum: ['email', 'sms'] })
      .notNull()
      .default('email'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** outbox = kept here (no SMTP configured); sent = handed to SMTP; failed = SMTP refused it (see error). */
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    /** The provider's id for the message (an SMS API's message id), when one was sent through a provider. */
    providerMessageId: text('provider_message_id'),
    customerId: integer('customer_id'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Outbox → Resend: the message this one repeats. */
    resendOf: integer('resend_of'),
    /** The Resend click's key: a second click with it answers the first copy instead of sending another. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    uniqueIndex('email_outbox_idempotency_idx').on(t.idempotencyKey),
  ],
);
