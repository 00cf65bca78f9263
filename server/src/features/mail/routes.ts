// The staff Outbox: every message (email, and texts: channel sms) the store sent or would have sent, newest first (admin only).
// Resend lives in store-admin/outbox-resend.ts: it sends by either channel, and mail and sms may not import each other.
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { id, intRange } from '@parts/common/input';
import { OUTBOX_MSG, outboxListSchema, outboxMessageSchema } from '@parts/common/mail';
import { emailOutbox } from '#src/db/schema/index';
import { notFound } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';

const PAGE_SIZE = 20;

const summary = {
  email_id: emailOutbox.emailId,
  kind: emailOutbox.kind,
  channel: emailOutbox.channel,
  to: emailOutbox.toAddress,
  subject: emailOutbox.subject,
  status: emailOutbox.status,
  error: emailOutbox.error,
  order_id: emailOutbox.orderId,
  created_at: emailOutbox.createdAt,
};

export async function mailRoutes(app: App, { db }: Deps) {
  app.get(
    '/api/staff/outbox',
    {
      config: { access: 'staff', permission: 'content.manage', changesState: false },
      schema: {
        tags: ['staff'],
        summary: 'Messages the store sent or kept in the outbox',
        querystring: z.object({ page: intRange('page', 1, 10_000).default(1) }).strict(),
        response: { 200: outboxListSchema },
      },
    },
    async (req) => {
      const { page } = req.query;
      const [rows, [count]] = await Promise.all([
        db
          .select(summary)
          .from(emailOutbox)
          .orderBy(desc(emailOutbox.emailId))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox),
      ]);
      return {
        emails: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        total: count?.total ?? 0,
        page,
        limit: PAGE_SIZE,
      };
    },
  );

  app.get(
    '/api/staff/outbox/:id',
    {
      config: { access: 'staff', permission: 'content.manage', changesState: false },
      schema: {
        tags: ['staff'],
        summary: 'One message with its body',
        params: z.object({ id: id('id') }),
        response: { 200: outboxMessageSchema },
      },
    },
    async (req) => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.emailId, req.params.id));
      if (!row) throw notFound(OUTBOX_MSG.notFound);
      return {
        email_id: row.emailId,
        kind: row.kind,
        channel: row.channel,
        to: row.toAddress,
        reply_to: row.replyTo,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        status: row.status,
        error: row.error,
        provider_message_id: row.providerMessageId,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      };
    },
  );
}
