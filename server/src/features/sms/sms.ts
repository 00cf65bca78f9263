// Text messages (SMS): one provider interface shaped like a real SMS API (Twilio, Vonage: POST to + body, answered with
// a message id and a status). Every text is first written to the outbox (email_outbox, channel 'sms'), like email
// (decision 0008), so staff can read what was sent and nothing is lost without a provider. The default provider is the
// outbox itself: the text stays there for staff to read. Decision 0020. Store → Settings (Email and texts, decision
// 0087) chooses the provider (the outbox, or Twilio's Messages API with the saved account, token and number) and can
// turn texting off (texts then stay in the outbox); a provider set with setSmsProvider (tests) wins over the settings.
import { and, eq } from 'drizzle-orm';
import { phone } from '@parts/common/validation';
import type { Db } from '#src/db/client';
import { emailOutbox } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import { loadSettings } from '#src/features/settings/queries';

export interface SmsRequest {
  /** E.164, e.g. +15125550142. */
  to: string;
  body: string;
}

/** What an SMS API answers: its id for the message and where it is (queued, sent, delivered, failed). */
export interface SmsResult {
  messageId: string;
  status: 'outbox' | 'queued' | 'sent' | 'delivered' | 'failed';
  error?: string;
}

export interface SmsProvider {
  readonly name: string;
  send(req: SmsRequest & { outboxId: number }): Promise<SmsResult>;
}

/** The default: the outbox row is the message; nothing leaves the machine. */
export const outboxSmsProvider: SmsProvider = {
  name: 'outbox',
  send: async ({ outboxId }) => ({ messageId: `outbox-${outboxId}`, status: 'outbox' }),
};

export interface TwilioAccount {
  accountId: string;
  authToken: string;
  /** E.164. */
  from: string;
  /** Twilio's API; a test points it at a local stand-in. */
  baseUrl?: string;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From and Body, basic
 * auth with the account id and auth token; answered with the message's sid and status, or an error's message.
 */
export function twilioSmsProvider(account: TwilioAccount, fetcher: typeof fetch = fetch): SmsProvider {
  const base = account.baseUrl ?? 'https://api.twilio.com';
  return {
    name: 'twilio',
    send: async ({ to, body }) => {
      const res = await fetcher(`${base}/2010-04-01/Accounts/${encodeURIComponent(account.accountId)}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${account.accountId}:${account.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: account.from, Body: body }).toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; status?: string; message?: string };
      if (!res.ok || !answer.sid)
        return { messageId: '', status: 'failed', error: answer.message ?? `The provider answered ${res.status}.` };
      const status = answer.status === 'failed' || answer.status === 'undelivered' ? 'failed' : 'queued';
      return { messageId: answer.sid, status };
    },
  };
}

let override: SmsProvider | null = null;
/** The provider set with setSmsProvider, else the outbox (the settings' choice is read by deliverSms). */
export function smsProvider(): SmsProvider {
  return override ?? outboxSmsProvider;
}
/** Tests (and a deployment's start-up) put a provider in front of the settings; null gives the settings back. */
export function setSmsProvider(provider: SmsProvider | null): void {
  override = provider === outboxSmsProvider ? null : provider;
}

/** The provider texts go through now: the one set in code, else Store → Settings' (the outbox when texting is off). */
export async function currentSmsProvider(db: Db): Promise<SmsProvider> {
  const s = await loadSettings(db);
  if (!s.sms_enabled) return textingOff;
  if (override) return override;
  if (s.sms_provider === 'twilio' && s.sms_account_id && s.sms_auth_token && s.sms_from_number)
    return twilioSmsProvider({
      accountId: s.sms_account_id,
      authToken: s.sms_auth_token,
      from: smsNumber(s.sms_from_number, 'sms_from_number'),
    });
  return outboxSmsProvider;
}

/** Texting turned off in Settings: the text stays in the outbox, marked so staff know why. */
const textingOff: SmsProvider = {
  name: 'off',
  send: async () => ({ messageId: '', status: 'outbox', error: SMS_OFF }),
};
export const SMS_OFF = 'Texting is turned off (Store → Settings).';

/** Longest text we send: 10 SMS segments of 153 characters; a receipt or a link is far shorter. */
export const SMS_MAX_LENGTH = 1530;

/**
 * The one phone rule (common/src/validation.ts `phone`, spec 001 s5: 10 digits) checked, then written as E.164 for the
 * provider. The store is in the US: ten digits get +1. Throws HttpError 400 with the spec's message otherwise.
 */
export function smsNumber(raw: string, field = 'telephone'): string {
  const parsed = phone.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, { [field]: parsed.error.issues[0]!.message });
  return `+1${parsed.data.replace(/\D/g, '')}`;
}

export interface SmsMessage {
  /** What kind of text (receipt, payment_link, order_history…), for the Outbox list. */
  kind: string;
  /** As typed (any shape the phone rule accepts); stored as E.164. */
  to: string;
  body: string;
  customerId?: number;
  orderId?: number;
}

export interface SmsSent {
  outboxId: number;
  messageId: string;
  status: SmsResult['status'];
}

/**
 * Writes the text to the outbox only (inside the caller's transaction it commits or rolls back with it); deliverSms
 * hands it to the provider after the commit. With the default provider, queueing is sending.
 */
export async function queueSms(db: Db, msg: SmsMessage): Promise<number> {
  const to = smsNumber(msg.to);
  const body = msg.body.trim();
  if (!body) throw badRequest('The text message is empty.');
  if (body.length > SMS_MAX_LENGTH) throw badRequest(`A text message holds at most ${SMS_MAX_LENGTH} characters.`);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: msg.kind,
      channel: 'sms',
      toAddress: to,
      subject: '',
      textBody: body,
      status: 'outbox',
      customerId: msg.customerId ?? null,
      orderId: msg.orderId ?? null,
    })
    .returning({ id: emailOutbox.emailId });
  return row!.id;
}

/** Hands one queued text to the provider and records its message id and status. A provider failure never throws. */
export async function deliverSms(db: Db, outboxId: number, provider?: SmsProvider): Promise<SmsSent> {
  const [msg] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.emailId, outboxId), eq(emailOutbox.channel, 'sms')));
  if (!msg) throw new Error(`No text message ${outboxId} in the outbox`);
  if (msg.providerMessageId)
    return {
      outboxId,
      messageId: msg.providerMessageId,
      status: msg.status === 'failed' ? 'failed' : msg.status === 'outbox' ? 'outbox' : 'sent',
    };
  let result: SmsResult;
  try {
    result = await (provider ?? (await currentSmsProvider(db))).send({
      to: msg.toAddress,
      body: msg.textBody,
      outboxId,
    });
  } catch (err) {
    result = { messageId: '', status: 'failed', error: String(err instanceof Error ? err.message : err).slice(0, 500) };
  }
  const status = result.status === 'outbox' ? 'outbox' : result.status === 'failed' ? 'failed' : 'sent';
  await db
    .update(emailOutbox)
    .set({
      status,
      providerMessageId: result.messageId || null,
      error: result.error ?? null,
      sentAt: status === 'sent' ? new Date() : null,
    })
    .where(eq(emailOutbox.emailId, outboxId));
  return { outboxId, messageId: result.messageId, status: result.status };
}

/** Checks the number, records the text and sends it: `sendSms(db, { kind, to, body })`. Outside a transaction. */
export async function sendSms(db: Db, msg: SmsMessage, provider?: SmsProvider): Promise<SmsSent> {
  const id = await queueSms(db, msg);
  return deliverSms(db, id, provider);
}
