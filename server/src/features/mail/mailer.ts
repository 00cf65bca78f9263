// Outgoing email: every message is written to email_outbox first, then handed to SMTP when SMTP_URL is set.
// Without SMTP it stays in the outbox, where the staff Outbox page shows it, so a developer can read every message.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '#src/db/client';
import { emailOutbox } from '#src/db/schema/index';
import type { Config } from '#src/config';

export interface MailMessage {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  customerId?: number;
  orderId?: number;
}

export interface MailResult {
  emailId: number;
  status: 'outbox' | 'sent' | 'failed';
}

const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let t = transports.get(url);
  if (!t) transports.set(url, (t = nodemailer.createTransport(url)));
  return t;
}

/**
 * Records the message and sends it when SMTP is configured. A failed send never throws to the caller (an order must
 * not fail because the mail server is down); the row keeps the error for staff to see.
 */
export async function sendMail(db: Db, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, msg: MailMessage): Promise<MailResult> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: msg.kind,
      toAddress: msg.to,
      replyTo: msg.replyTo ?? null,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
      status: 'outbox',
      customerId: msg.customerId ?? null,
      orderId: msg.orderId ?? null,
    })
    .returning({ emailId: emailOutbox.emailId });
  if (!config.SMTP_URL) return { emailId: row!.emailId, status: 'outbox' };
  try {
    await transportFor(config.SMTP_URL).sendMail({ from: config.MAIL_FROM, to: msg.to, replyTo: msg.replyTo, subject: msg.subject, text: msg.text, html: msg.html });
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.emailId, row!.emailId));
    return { emailId: row!.emailId, status: 'sent' };
  } catch (err) {
    await db.update(emailOutbox).set({ status: 'failed', error: String((err as Error).message ?? err).slice(0, 500) }).where(eq(emailOutbox.emailId, row!.emailId));
    return { emailId: row!.emailId, status: 'failed' };
  }
}
