// Outbox → Resend (issue 27, decision 0096) through the real app: a failed email and a sent text go out again as new
// messages; a double click (two requests with one key, at the same moment) sends once; the original keeps its state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { OUTBOX_MSG } from '@parts/common/mail';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { sendMail } from '#src/features/mail/mailer';
import { sendSms, setSmsProvider, type SmsProvider } from '#src/features/sms/sms';

let server: TestServer;
let owner: Client;
let smtp: SMTPServer;
let smtpPort: number;
const received: string[] = [];
const texts: string[] = [];
const provider: SmsProvider = {
  name: 'fake',
  send: async ({ to, body }) => {
    texts.push(`${to} ${body}`);
    return { messageId: `SM${texts.length}`, status: 'queued' };
  },
};

type Resent = { success: string; status: string; email_id: number; error?: string };
const resend = (id: number, key: string, client = owner) =>
  client.post<Resent>(`/api/staff/outbox/${id}/resend`, { idempotency_key: key });

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  expect((await owner.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  setSmsProvider(provider);
});
afterAll(async () => {
  setSmsProvider(null);
  await new Promise<void>((resolve) => smtp.close(resolve));
  await server.close();
});

describe('outbox resend', () => {
  it('sends a failed email again once for a double click, then a sent one again on a new click', async () => {
    const failed = await sendMail(
      server.database.db,
      { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'store@example.com' },
      { kind: 'order_confirmation', to: 'pat@example.com', subject: 'Your order 1042', text: 'Thanks, Pat.' },
    );
    expect(failed.status).toBe('failed');
    // The mail server comes back: the owner sets it in Store → Settings.
    const saved = await owner.post('/admin/api/settings/save', { smtp_host: '127.0.0.1', smtp_port: smtpPort });
    expect(saved.status).toBe(200);

    const [a, b] = await Promise.all([
      resend(failed.emailId, 'click-one-1234'),
      resend(failed.emailId, 'click-one-1234'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.email_id).toBe(b.body.email_id);
    expect(received.filter((m) => m.includes('Subject: Your order 1042'))).toHaveLength(1);
    const copy = await owner.get<{ status: string; to: string }>(`/api/staff/outbox/${a.body.email_id}`);
    expect(copy.body).toMatchObject({ status: 'sent', to: 'pat@example.com' });
    const original = await owner.get<{ status: string }>(`/api/staff/outbox/${failed.emailId}`);
    expect(original.body.status).toBe('failed');
    // The same click once more (a retry of a lost answer) still sends nothing new.
    const again = await resend(failed.emailId, 'click-one-1234');
    expect(again.body).toEqual({ success: OUTBOX_MSG.resent.sent, status: 'sent', email_id: a.body.email_id });

    const sentAgain = await resend(a.body.email_id, 'click-two-1234');
    expect(sentAgain.body).toMatchObject({ success: OUTBOX_MSG.resent.sent, status: 'sent' });
    expect(received.filter((m) => m.includes('Subject: Your order 1042'))).toHaveLength(2);
  });

  it('sends a sent text again once for a double click', async () => {
    const first = await sendSms(server.database.db, { kind: 'receipt', to: '(512) 555-0188', body: 'Receipt 77' });
    expect(first.status).toBe('queued');
    const [a, b] = await Promise.all([
      resend(first.outboxId, 'text-click-1234'),
      resend(first.outboxId, 'text-click-1234'),
    ]);
    // Both clicks name the one new message; the click that lost the race may answer while it is still being sent.
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.email_id).toBe(b.body.email_id);
    expect(texts).toEqual(['+15125550188 Receipt 77', '+15125550188 Receipt 77']);
    const copy = await owner.get<{ status: string }>(`/api/staff/outbox/${a.body.email_id}`);
    expect(copy.body.status).toBe('sent');
    // The same click once more (a retry of a lost answer) sends nothing new and says it was sent.
    const again = await resend(first.outboxId, 'text-click-1234');
    expect(again.body).toEqual({ success: OUTBOX_MSG.resentText.sent, status: 'sent', email_id: a.body.email_id });
    expect(texts).toHaveLength(2);
  });

  it('refuses a bad key, an unknown message, a key used for another message and a cashier, sending nothing', async () => {
    const before = received.length + texts.length;
    const msg = await sendSms(server.database.db, { kind: 'receipt', to: '5125550199', body: 'Receipt 78' });
    expect((await resend(msg.outboxId, 'x')).status).toBe(400);
    expect((await owner.post(`/api/staff/outbox/${msg.outboxId}/resend`, {})).status).toBe(400);
    expect((await resend(999_999, 'unknown-msg-1234')).status).toBe(404);
    const reused = await resend(msg.outboxId, 'click-one-1234');
    expect(reused.status).toBe(409);
    expect(reused.body.error).toBe(OUTBOX_MSG.keyReused);
    const cashier = server.client();
    await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    expect((await resend(msg.outboxId, 'cashier-1234', cashier)).status).toBe(403);
    expect(received.length + texts.length).toBe(before + 1);
  });
});
