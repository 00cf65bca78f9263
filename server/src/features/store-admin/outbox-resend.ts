// Outbox → Resend (issue 27, decision 0096): an email or a text, failed or sent, goes out again as a new outbox message
// that names the one it repeats (resend_of); the original stays as it was, so the list shows both tries. The click's
// idempotency key is unique on the outbox, so a double click (or two tabs) makes one message, sent once: the second
// request finds the first one's message and answers its state. Here, above mail and sms, because it needs both.
import { eq } from 'drizzle-orm';
import { OUTBOX_MSG } from '@parts/common/mail';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { emailOutbox } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { deliverMail } from '#src/features/mail/mailer';
import { deliverSms } from '#src/features/sms/sms';

type Status = 'outbox' | 'sent' | 'failed';

const answer = (channel: 'email' | 'sms', status: Status, emailId: number) => ({
  success: (channel === 'sms' ? OUTBOX_MSG.resentText : OUTBOX_MSG.resent)[status],
  status,
  email_id: emailId,
});

export async function resendMessage(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  emailId: number,
  key: string,
): Promise<{ success: string; status: Status; email_id: number }> {
  const [original] = await db.select().from(emailOutbox).where(eq(emailOutbox.emailId, emailId));
  if (!original) throw notFound(OUTBOX_MSG.notFound);
  const [copy] = await db
    .insert(emailOutbox)
    .values({
      kind: original.kind,
      channel: original.channel,
      toAddress: original.toAddress,
      replyTo: original.replyTo,
      subject: original.subject,
      textBody: original.textBody,
      htmlBody: original.htmlBody,
      status: 'outbox',
      customerId: original.customerId,
      orderId: original.orderId,
      resendOf: original.emailId,
      idempotencyKey: key,
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ emailId: emailOutbox.emailId });
  if (!copy) {
    // The same click again: its message is already made (and sent, or being sent); nothing goes out twice.
    const [earlier] = await db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key));
    if (!earlier || earlier.resendOf !== original.emailId) throw new HttpError(409, OUTBOX_MSG.keyReused);
    return answer(earlier.channel, earlier.status, earlier.emailId);
  }
  if (original.channel === 'sms') {
    const sent = await deliverSms(db, copy.emailId);
    const status: Status = sent.status === 'outbox' ? 'outbox' : sent.status === 'failed' ? 'failed' : 'sent';
    return answer('sms', status, copy.emailId);
  }
  const sent = await deliverMail(db, config, copy.emailId);
  return answer('email', sent.status, copy.emailId);
}
