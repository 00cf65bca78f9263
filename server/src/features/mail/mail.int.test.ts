// Outgoing email: kept in the outbox without SMTP, handed to a real SMTP server when one is configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { startTestServer, type TestServer } from '#src/test/http';
import { sendMail } from './mailer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = async () => {
  const client = server.client();
  await client.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
  return client;
};

describe('outbox', () => {
  it('keeps a message in the outbox when no SMTP server is configured, and shows it to an admin', async () => {
    const res = await sendMail(
      server.database.db,
      { MAIL_FROM: 'Store <store@example.com>' },
      { kind: 'test', to: 'a@example.com', subject: 'Hello there', text: 'Body text' },
    );
    expect(res.status).toBe('outbox');
    const client = await admin();
    const list = await client.get<{ emails: { email_id: number; subject: string; status: string }[] }>(
      '/api/staff/outbox',
    );
    expect(list.status).toBe(200);
    expect(list.body.emails[0]).toMatchObject({ email_id: res.emailId, subject: 'Hello there', status: 'outbox' });
    const one = await client.get(`/api/staff/outbox/${res.emailId}`);
    expect(one.body).toMatchObject({ to: 'a@example.com', text: 'Body text' });
  });

  it('is closed to shoppers and to staff who are not admins', async () => {
    expect((await server.client().get('/api/staff/outbox')).status).toBe(403);
    const cashier = server.client();
    await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    expect((await cashier.get('/api/staff/outbox')).status).toBe(403);
  });

  it('answers 404 for a message that does not exist and 400 for a bad id', async () => {
    const client = await admin();
    expect((await client.get('/api/staff/outbox/999999')).status).toBe(404);
    expect((await client.get('/api/staff/outbox/abc')).status).toBe(400);
  });
});

describe('SMTP', () => {
  it('hands the message to the SMTP server and marks it sent', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
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
    const { port } = smtp.server.address() as { port: number };
    try {
      const res = await sendMail(
        server.database.db,
        { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'store@example.com' },
        { kind: 'test', to: 'b@example.com', subject: 'Sent for real', text: 'Over SMTP' },
      );
      expect(res.status).toBe('sent');
      expect(received[0]).toContain('Subject: Sent for real');
    } finally {
      await new Promise<void>((resolve) => smtp.close(resolve));
    }
  });

  it('keeps the message with the error when the SMTP server cannot be reached', async () => {
    const res = await sendMail(
      server.database.db,
      { SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'store@example.com' },
      { kind: 'test', to: 'c@example.com', subject: 'Unreachable', text: 'x' },
    );
    expect(res.status).toBe('failed');
    const client = await admin();
    const one = await client.get<{ status: string; error: string }>(`/api/staff/outbox/${res.emailId}`);
    expect(one.body.status).toBe('failed');
    expect(one.body.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
