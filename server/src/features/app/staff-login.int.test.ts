// Staff login, rate limiting and the POS lock screen, over HTTP against a fresh database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFlags } from '@parts/common/flags';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const flags = async (client: ReturnType<TestServer['client']>) => (await client.get<PageFlags>('/api/app/flags')).body;

describe('staff login', () => {
  it('turns POS mode on for the right password and keeps it in an httpOnly session cookie', async () => {
    const client = server.client();
    expect((await flags(client)).in_pos_mode).toBe(false);
    const res = await client.post<{ success: string; flags: PageFlags }>('/api/staff/login', {
      username: 'cashier',
      password: 'partsdesk',
    });
    expect(res.status).toBe(200);
    expect(res.body.flags.in_pos_mode).toBe(true);
    expect(res.body.flags.staff).toMatchObject({ username: 'cashier', role: 'cashier', name: 'Casey Rivera' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await flags(client)).in_pos_mode).toBe(true);
  });

  it('accepts the form-encoded body the storefront forms send', async () => {
    const res = await server
      .client()
      .post('/api/staff/login', { username: 'installer', password: 'partsdesk' }, { form: true });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with a clear message and changes nothing', async () => {
    const client = server.client();
    const res = await client.post('/api/staff/login', { username: 'installer', password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('The username or password is incorrect.');
    expect((await flags(client)).in_pos_mode).toBe(false);
  });

  it('answers missing fields with the spec message', async () => {
    const res = await server.client().post('/api/staff/login', { username: 'cashier' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({ password: 'Required' });
  });

  it('locks a username out after five wrong passwords, even for the right one', async () => {
    const client = server.client();
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/staff/login', { username: 'admin', password: `nope${i}` })).status).toBe(401);
    const locked = await client.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    expect(locked.status).toBe(429);
    expect(String(locked.body.error)).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
  });
});

describe('POS lock screen', () => {
  it('locks the register, refuses staff calls while locked, and unlocks with the PIN only', async () => {
    const client = server.client();
    await client.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    expect((await client.post('/api/staff/lock')).status).toBe(200);
    expect(await flags(client)).toMatchObject({ in_pos_mode: true, pos_locked: true });

    const wrong = await client.post('/api/staff/unlock', { pin: '9999' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('That PIN is not right.');
    const malformed = await client.post('/api/staff/unlock', { pin: 'abc' });
    expect(malformed.status).toBe(400);
    expect((await flags(client)).pos_locked).toBe(true);

    expect((await client.post('/api/staff/unlock', { pin: '2345' })).status).toBe(200);
    expect((await flags(client)).pos_locked).toBe(false);
  });

  it('does not let a visitor without a staff login lock or unlock', async () => {
    const client = server.client();
    expect((await client.post('/api/staff/lock')).status).toBe(403);
    expect((await client.post('/api/staff/unlock', { pin: '1234' })).status).toBe(403);
  });

  it('logs out and leaves POS mode', async () => {
    const client = server.client();
    await client.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    await client.post('/api/staff/logout');
    expect(await flags(client)).toMatchObject({ in_pos_mode: false, staff: null });
  });
});
