// The Outbox's Resend call (the list and the message are mail/routes.ts): staff with content.manage, as the Outbox.
import { z } from 'zod';
import { id } from '@parts/common/input';
import { outboxResendInput, outboxResendSchema } from '@parts/common/mail';
import type { App, Deps } from '#src/http/types';
import { resendMessage } from './outbox-resend';

export async function outboxResendRoutes(app: App, { db, config }: Deps): Promise<void> {
  app.post(
    '/api/staff/outbox/:id/resend',
    {
      config: { access: 'staff', permission: 'content.manage', changesState: true },
      schema: {
        tags: ['staff'],
        summary:
          'Sends an email or a text again as a new message (failed or sent); one per idempotency_key, so a double click sends once',
        params: z.object({ id: id('id') }),
        body: outboxResendInput,
        response: { 200: outboxResendSchema },
      },
    },
    async (req) => resendMessage(db, config, req.params.id, req.body.idempotency_key),
  );
}
