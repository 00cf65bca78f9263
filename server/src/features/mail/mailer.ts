// Outgoing email: every message is written to email_outbox first, then handed to SMTP: the mail server set in Store →
// Settings (Email and texts, decision 0087) when it has a host, else SMTP_URL from the environment. Without either it
// stays in the outbox, where the staff Outbox page shows it, so a developer can read every message.
import { and, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '#src/db/client';
import { emailOutbox } from '#src/db/schema/index';
import type { Config } from '#src/config';
import { loadSettings } from '#src/features/settings/queries';

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
  /** The mail server's refusal, when it failed. */
  error?: string;
}

type SmtpOptions = { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };

/** The mail server to use now, and the From address: the settings' when they name a host, else the environment's. */
async function mailServer(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
): Promise<{ smtp: string | SmtpOptions; from: string } | null> {
  const s = await loadSettings(db);
  const from = s.mail_from || config.MAIL_FROM;
  if (s.smtp_host) {
    const auth = s.smtp_user ? { user: s.smtp_user, pass: s.smtp_password } : undefined;
    return { smtp: { host: s.smtp_host, port: s.smtp_port, secure: s.smtp_secure, ...(auth && { auth }) }, from };
  }
  return config.SMTP_URL ? { smtp: config.SMTP_URL, from } : null;
}

// One transport per server setting (a change in Settings makes a new one; the old is closed).
const transports = new Map<string, Transporter>();
function transportFor(smtp: string | SmtpOptions): Transporter {
  const key = JSON.stringify(smtp);
  let t = transports.get(key);
  if (!t) {
    for (const old of transports.values()) old.close();
    transports.clear();
    transports.set(key, (t = nodemailer.createTransport(smtp)));
  }
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
  const server = await mailServer(db, config);
  if (!server) return { emailId, status: 'outbox' };
  const [msg] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.emailId, emailId), eq(emailOutbox.channel, 'email'), eq(emailOutbox.status, 'outbox')));
  if (!msg) return { emailId, status: 'sent' };
  try {
    await transportFor(server.smtp).sendMail({
      from: server.from,
      to: msg.toAddress,
      replyTo: msg.replyTo ?? undefined,
      subject: msg.subject,
      text: msg.textBody,
      html: msg.htmlBody ?? undefined,
    });
    await db.update(emailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(emailOutbox.emailId, emailId));
    return { emailId, status: 'sent' };
  } catch (err) {
    const error = String(err instanceof Error ? err.message : err).slice(0, 500);
    await db.update(emailOutbox).set({ status: 'failed', error }).where(eq(emailOutbox.emailId, emailId));
    return { emailId, status: 'failed', error };
  }
}

/** With SMTP configured, sends messages still in the outbox after `olderThan` (their sender stopped before sending). */
export async function deliverPending(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  olderThan: Date,
): Promise<number> {
  if (!(await mailServer(db, config))) return 0;
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
