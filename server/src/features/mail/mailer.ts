// Outgoing email: every message is written to email_outbox first, then handed to SMTP when SMTP_URL is set.
// Without SMTP it stays in the outbox, where the staff Outbox page shows it, so a developer can read every message.
import { and, eq, lt } from 'drizzle-orm';
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
export async function sendMail(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  msg: MailMessage,
): Promise<MailResult> {
  const emailId = await queueMail(db, msg);
  return deliverMail(db, config, emailId);
}

/**
 * Writes the message to the outbox only. Called inside a transaction (an order's), the message commits or rolls back
 * with it; deliverMail sends it after the commit, and deliverPending picks up any a crash left unsent.
 */
export async function queueMail(db: Db, msg: MailMessage): Promise<number> {
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
  return row!.emailId;
}

/** Sends one outbox message by SMTP when it is configured (without SMTP the outbox is where messages stay). */
export async function deliverMail(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  emailId: number,
): Promise<MailResult> {
  if (!config.SMTP_URL) return { emailId, status: 'outbox' };
  const [msg] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.emailId, emailId), eq(emailOutbox.channel, 'email'), eq(emailOutbox.status, 'outbox')));
  if (!msg) return { emailId, status: 'sent' };
  try {
    await transportFor(config.SMTP_URL).sendMail({
      from: config.MAIL_FROM,
      to: msg.toAddress,
      replyTo: msg.replyTo ?? undefined,
      subject: msg.subject,
      text: msg.textBody,
      html: msg.htmlBody ?? undefined,
    });
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.emailId, emailId));
    return { emailId, status: 'sent' };
  } catch (err) {
    await db
      .update(emailOutbox)
      .set({ status: 'failed', error: String(err instanceof Error ? err.message : err).slice(0, 500) })
      .where(eq(emailOutbox.emailId, emailId));
    return { emailId, status: 'failed' };
  }
}

/** With SMTP configured, sends messages still in the outbox after `olderThan` (their sender stopped before sending). */
export async function deliverPending(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  olderThan: Date,
): Promise<number> {
  if (!config.SMTP_URL) return 0;
  const rows = await db
    .select({ emailId: emailOutbox.emailId })
    .from(emailOutbox)
    .where(
      and(eq(emailOutbox.status, 'outbox'), eq(emailOutbox.channel, 'email'), lt(emailOutbox.createdAt, olderThan)),
    )
    .limit(100);
  for (const r of rows) await deliverMail(db, config, r.emailId);
  return rows.length;
}
