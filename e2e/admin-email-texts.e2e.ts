// Issue 27: Store → Settings's "Email and texts" group as the owner uses it. The owner points the store at a mail
// server and a text provider, saves, and sees the saved values again after a reload; the two secrets (SMTP password,
// provider token) are write-only: typed once, never sent back to the browser (decision 0087). A test email through a
// mail server that refuses the connection says so. The settings are put back afterwards: one server serves every file.
import { describe, expect, it } from 'vitest';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const SMTP_PASSWORD = 'smtp-Secret-4711';
const SMS_TOKEN = 'sms-Token-0815';

const GROUP_KEYS = [
  'smtp_host',
  'smtp_port',
  'smtp_secure',
  'smtp_user',
  'mail_from',
  'sms_enabled',
  'sms_provider',
  'sms_account_id',
  'sms_from_number',
] as const;

describe('Store → Settings → Email and texts', () => {
  it('saves the mail server and text provider, keeps the secrets write-only, and says when the mail server refuses', async () => {
    const owner = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(owner, 'admin');
    // The back office's calls carry the session's admin token, as the page's fetch helper sends it.
    const flags = (await (await owner.request.get('/api/app/flags')).json()) as { staff: { admin_token: string } };
    const adminHeaders = { 'X-Admin-Token': flags.staff.admin_token };
    const first = await owner.request.get('/admin/api/settings', { headers: adminHeaders });
    const text = await first.text();
    expect(first.status(), text).toBe(200);
    const saved = JSON.parse(text) as { values: Record<string, unknown> };
    expect(saved.values, text).toBeDefined();
    const before = Object.fromEntries(GROUP_KEYS.map((k) => [k, saved.values[k]]));
    try {
      await owner.goto('/admin/store/settings');
      await owner.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
      const group = owner.getByRole('group', { name: 'Email and texts' });
      await group.waitFor();

      await group.getByLabel('Mail server (SMTP host)').fill('127.0.0.1');
      // Port 9 on this machine refuses connections: the test email below must fail quickly and say why.
      await group.getByLabel('SMTP port').fill('9');
      await group.getByLabel('SMTP user name').fill('orders');
      await group.getByLabel('From address').fill('Main Street Auto <orders@example.com>');
      await group.getByLabel('SMTP password').fill(SMTP_PASSWORD);
      await group.getByLabel('Text provider').selectOption('twilio');
      await group.getByLabel('Provider account id').fill('AC0123456789abcdef');
      await group.getByLabel('Texts come from (phone number)').fill('(512) 555-0100');
      await group.getByLabel('Provider API key / auth token').fill(SMS_TOKEN);
      await owner.getByRole('button', { name: 'Save settings' }).click();
      await owner.getByText('Settings saved.').first().waitFor();

      // What the browser gets back holds the saved values, and neither secret.
      const answer = await owner.request.get('/admin/api/settings', { headers: adminHeaders });
      expect(answer.status()).toBe(200);
      const body = await answer.text();
      expect(body).toContain('orders@example.com');
      expect(body).not.toContain(SMTP_PASSWORD);
      expect(body).not.toContain(SMS_TOKEN);

      await owner.reload();
      const again = owner.getByRole('group', { name: 'Email and texts' });
      await again.getByLabel('Mail server (SMTP host)').waitFor();
      await expect.poll(() => again.getByLabel('Mail server (SMTP host)').inputValue()).toBe('127.0.0.1');
      expect(await again.getByLabel('SMTP port').inputValue()).toBe('9');
      expect(await again.getByLabel('From address').inputValue()).toBe('Main Street Auto <orders@example.com>');
      expect(await again.getByLabel('Text provider').inputValue()).toBe('twilio');
      expect(await again.getByLabel('Texts come from (phone number)').inputValue()).toBe('(512) 555-0100');
      // The secret fields come back empty, saying a secret is set.
      expect(await again.getByLabel('SMTP password').inputValue()).toBe('');
      expect(await again.getByLabel('Provider API key / auth token').inputValue()).toBe('');
      await expect
        .poll(() => again.getByText('Set. Type a new one to replace it; leave empty to keep it.').count())
        .toBe(2);

      const test = owner.getByRole('group', { name: 'Test email' });
      await test.getByLabel('Send to').fill('owner@example.com');
      await test.getByRole('button', { name: 'Send test email' }).click();
      await owner
        .getByText(/^The mail server refused the test email: /)
        .first()
        .waitFor();
    } finally {
      // Back to the demo's mail and texts (the outbox) for the files that run after this one on the same server.
      const res = await owner.request.post('/admin/api/settings/save', { data: before, headers: adminHeaders });
      expect(res.status()).toBe(200);
    }
  });
});
