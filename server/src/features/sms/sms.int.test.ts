// Text messages: the number is checked by the one phone rule, every text lands in the outbox (channel sms), and a
// real provider's answer (message id, status, failure) is recorded on the row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '#src/db/schema/index';
import { startTestServer, type TestServer } from '#src/test/http';
import { sendSms, smsNumber, type SmsProvider } from './sms';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sendSms', () => {
  it('writes the text to the outbox with the number in E.164 and shows it to an admin', async () => {
    const sent = await sendSms(server.database.db, {
      kind: 'test',
      to: '(512) 555-0142',
      body: 'Your receipt is ready.',
      orderId: 7,
    });
    expect(sent).toMatchObject({ status: 'outbox', messageId: `outbox-${sent.outboxId}` });
    const admin = server.client();
    await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const list = await admin.get<{ emails: { email_id: number; channel: string; to: string }[] }>('/api/staff/outbox');
    expect(list.body.emails[0]).toMatchObject({ email_id: sent.outboxId, channel: 'sms', to: '+15125550142' });
    const one = await admin.get(`/api/staff/outbox/${sent.outboxId}`);
    expect(one.body).toMatchObject({
      channel: 'sms',
      text: 'Your receipt is ready.',
      provider_message_id: `outbox-${sent.outboxId}`,
    });
  });

  it('refuses a number the phone rule refuses, with its message, and writes nothing', async () => {
    const db = server.database.db;
    const before = await db.$count(emailOutbox);
    await expect(sendSms(db, { kind: 'test', to: '555-0142', body: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid phone number format',
    });
    await expect(sendSms(db, { kind: 'test', to: '', body: 'x' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Required',
    });
    expect(await db.$count(emailOutbox)).toBe(before);
  });

  it('normalises the shapes the rule accepts', () => {
    expect(smsNumber('512.555.0142')).toBe('+15125550142');
    expect(smsNumber('5125550142')).toBe('+15125550142');
  });

  it('records a provider message id and status, and a provider failure without throwing', async () => {
    const db = server.database.db;
    const ok: SmsProvider = { name: 'fake', send: async () => ({ messageId: 'SM123', status: 'queued' }) };
    const a = await sendSms(db, { kind: 'test', to: '5125550100', body: 'hi' }, ok);
    expect(a).toMatchObject({ messageId: 'SM123', status: 'queued' });
    const [rowA] = await db.select().from(emailOutbox).where(eq(emailOutbox.emailId, a.outboxId));
    expect(rowA).toMatchObject({ status: 'sent', providerMessageId: 'SM123' });
    const down: SmsProvider = {
      name: 'down',
      send: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const b = await sendSms(db, { kind: 'test', to: '5125550100', body: 'hi' }, down);
    expect(b.status).toBe('failed');
    const [rowB] = await db.select().from(emailOutbox).where(eq(emailOutbox.emailId, b.outboxId));
    expect(rowB).toMatchObject({ status: 'failed', error: 'connect ECONNREFUSED' });
  });
});
