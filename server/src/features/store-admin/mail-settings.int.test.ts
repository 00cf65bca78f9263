// Store → Settings, Email and texts (decision 0087) through the real app: the secrets are write-only (no answer carries
// them, the audit log says only that they changed), an empty secret keeps the saved one, the mail sender uses the saved
// mail server at once (no restart), and texts go through the provider the settings name, or stay in the outbox.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AuditPage } from '@parts/common/audit';
import type { SecretsState, SettingsValues } from '@parts/common/settings-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { currentSmsProvider, sendSms, SMS_OFF, twilioSmsProvider } from '#src/features/sms/sms';

const SMTP_SECRET = 'smtp-S3cret-7f3a';
const SMS_SECRET = 'twilio-T0ken-9c1d';

let server: TestServer;
let owner: Client;
let smtp: SMTPServer;
let smtpPort: number;
const received: { from: string; to: string; user: string; data: string }[] = [];

type Answer = { values: SettingsValues; secrets: SecretsState; changed: string[]; errors: Record<string, string> };
const save = (body: Record<string, unknown>) => owner.post<Answer>('/admin/api/settings/save', body);

beforeAll(async () => {
  server = await startTestServer();
  owner = server.client();
  expect((await owner.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, done) {
      if (auth.username === 'mailer' && auth.password === SMTP_SECRET) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          user: String(session.user),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await server.close();
});

describe('email and text settings', () => {
  it('keeps the secrets on the server: no answer carries them, the audit log says only that they changed', async () => {
    const res = await save({
      smtp_host: '127.0.0.1',
      smtp_port: smtpPort,
      smtp_user: 'mailer',
      smtp_password: SMTP_SECRET,
      mail_from: 'Main Street Auto <orders@mainstreet.example>',
      sms_provider: 'twilio',
      sms_account_id: 'AC0123456789abcdef',
      sms_auth_token: SMS_SECRET,
      sms_from_number: '(512) 555-0100',
    });
    expect(res.status).toBe(200);
    expect(res.body.secrets).toEqual({ smtp_password: true, sms_auth_token: true });
    expect(res.body.changed.sort()).toEqual([
      'mail_from',
      'sms_account_id',
      'sms_auth_token',
      'sms_from_number',
      'sms_provider',
      'smtp_host',
      'smtp_password',
      'smtp_port',
      'smtp_user',
    ]);
    const kiosk = server.client();
    await kiosk.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    const answers = [
      res.body,
      (await owner.get('/admin/api/settings')).body,
      (await owner.get('/admin/api/audit/list?action=setting')).body,
      (await server.client().get('/api/app/flags')).body,
      (await owner.get('/api/app/flags')).body,
      (await kiosk.get('/api/staff/kiosk/settings')).body,
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain(SMTP_SECRET);
      expect(text).not.toContain(SMS_SECRET);
    }
    const log = (await owner.get<AuditPage>('/admin/api/audit/list?action=setting')).body.items;
    expect(log.find((r) => r.target_id === 'smtp_password')).toMatchObject({
      action: 'setting.change',
      summary: 'Changed SMTP password',
      detail: { key: 'smtp_password', old: '', new: '••••••' },
    });
    expect(log.find((r) => r.target_id === 'smtp_host')!.detail).toEqual({
      key: 'smtp_host',
      old: '',
      new: '127.0.0.1',
    });
  });

  it('sends the test email through the saved mail server at once, and an empty password keeps the saved one', async () => {
    // Saving with the password left empty (as the form sends it) changes nothing about the secret.
    const res = await save({ smtp_password: '', smtp_user: 'mailer' });
    expect(res.body.changed).toEqual([]);
    expect(res.body.secrets.smtp_password).toBe(true);
    const sent = await owner.post<{ success: string; status: string }>('/admin/api/settings/test-email', {
      to: 'owner@mainstreet.example',
    });
    expect(sent.body).toEqual({ success: 'A test email has been sent to owner@mainstreet.example.', status: 'sent' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'orders@mainstreet.example', to: 'owner@mainstreet.example' });
    expect(received[0]!.user).toBe('mailer');
    expect(received[0]!.data).toContain('Subject: Test email from PartsDesk Auto Parts');
  });

  it('says what the mail server answered when it refuses, and falls back to the outbox when no server is set', async () => {
    await save({ smtp_password: 'wrong-password' });
    const refused = await owner.post<{ success: string; status: string }>('/admin/api/settings/test-email', {
      to: 'owner@mainstreet.example',
    });
    expect(refused.body.status).toBe('failed');
    expect(refused.body.success).toContain('The mail server refused the test email: Invalid login');
    await save({ smtp_host: '' });
    const kept = await owner.post('/admin/api/settings/test-email', { to: 'owner@mainstreet.example' });
    expect(kept.body).toEqual({
      success: 'No mail server is set: the test email is in the outbox (Content → Outbox).',
      status: 'outbox',
    });
  });

  it('refuses bad values with the field named and saves nothing', async () => {
    const bad = await save({
      smtp_host: 'smtp://mail.example.com:25',
      smtp_port: 70000,
      mail_from: 'not an address',
      sms_from_number: '555',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      smtp_host: 'A host name such as smtp.example.com (no smtp:// and no port).',
      smtp_port: 'At most 65535.',
      mail_from: 'An email address, or Name <address>.',
      sms_from_number: 'Invalid phone number format',
    });
    const twilio = await save({ sms_from_number: '' });
    expect(twilio.body.errors).toEqual({
      sms_provider: 'Twilio needs the account id, the auth token and the from number.',
    });
    const now = (await owner.get<Answer>('/admin/api/settings')).body.values;
    expect(now).toMatchObject({ smtp_port: smtpPort, sms_from_number: '(512) 555-0100', sms_provider: 'twilio' });
  });

  it('texts through the provider the settings name; with texting off the text stays in the outbox', async () => {
    const db = server.database.db;
    expect((await currentSmsProvider(db)).name).toBe('twilio');
    await save({ sms_enabled: false });
    const off = await sendSms(db, { kind: 'receipt', to: '512-555-0142', body: 'Your receipt' });
    expect(off.status).toBe('outbox');
    const row = await owner.get<{ status: string; error: string }>(`/api/staff/outbox/${off.outboxId}`);
    expect(row.body).toMatchObject({ status: 'outbox', error: SMS_OFF });
    await save({ sms_enabled: true, sms_provider: 'outbox' });
    expect((await currentSmsProvider(db)).name).toBe('outbox');
  });
});

describe('the Twilio provider', () => {
  it("posts To, From and Body to the account's Messages resource with basic auth and keeps the message sid", async () => {
    const seen: { url: string; auth: string; body: string }[] = [];
    const api: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        const refused = body.includes('To=%2B15125550199');
        res.writeHead(refused ? 400 : 201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            refused
              ? { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }
              : { sid: 'SM42', status: 'queued' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { port } = api.address() as { port: number };
    const provider = twilioSmsProvider({
      accountId: 'AC1',
      authToken: 'tok',
      from: '+15125550100',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    const db = server.database.db;
    const ok = await sendSms(db, { kind: 'receipt', to: '512-555-0142', body: 'Thanks!' }, provider);
    expect(ok.status).toBe('queued');
    expect(ok.messageId).toBe('SM42');
    expect(seen[0]).toEqual({
      url: '/2010-04-01/Accounts/AC1/Messages.json',
      auth: `Basic ${Buffer.from('AC1:tok').toString('base64')}`,
      body: 'To=%2B15125550142&From=%2B15125550100&Body=Thanks%21',
    });
    const bad = await sendSms(db, { kind: 'receipt', to: '512-555-0199', body: 'Hi' }, provider);
    expect(bad.status).toBe('failed');
    const row = await owner.get<{ status: string; error: string }>(`/api/staff/outbox/${bad.outboxId}`);
    expect(row.body).toMatchObject({ status: 'failed', error: "The 'To' number is not a valid phone number." });
    await new Promise<void>((resolve) => api.close(() => resolve()));
  });
});
