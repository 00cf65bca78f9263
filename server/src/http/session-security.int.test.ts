// Sessions after a credential change: a password change logs the account out everywhere else, staff logout rotates
// the session id, and a self-chosen password needs 8 characters (decision 0015).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@parts/common/messages';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = {
  firstname: 'Sam',
  lastname: 'Keys',
  email: 'sam.keys@example.com',
  telephone: '(512) 555-0142',
  password: 'rotors2026',
  confirm: 'rotors2026',
};

describe('a password change', () => {
  it("ends the customer's other sessions and keeps this one under a new id", async () => {
    const here = server.client();
    expect((await here.post('/checkout/cart/processPost', person, { form: true })).status).toBe(200);
    const phone = server.client();
    expect((await phone.post('/api/account/login', { email: person.email, password: person.password })).status).toBe(
      200,
    );
    const shopper = server.client();
    expect(
      (await shopper.post('/api/account/login', { email: 'shopper@example.com', password: 'shopper123' })).status,
    ).toBe(200);
    expect((await phone.get('/api/account')).status).toBe(200);

    const before = here.cookies.get('sid');
    const res = await here.post('/api/account/password', {
      current_password: person.password,
      password: 'calipers99',
      confirm: 'calipers99',
    });
    expect(res.status).toBe(200);
    expect(here.cookies.get('sid')).not.toBe(before);
    expect((await here.get('/api/account')).status).toBe(200);
    expect((await phone.get('/api/account')).status).toBe(401);
    // Another customer's session is untouched.
    expect((await shopper.get('/api/account')).status).toBe(200);
  });
});

describe('staff logout', () => {
  it('rotates the session id, so the old cookie carries nothing', async () => {
    const counter = server.client();
    expect((await counter.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    const old = counter.cookies.get('sid')!;
    expect((await counter.post('/api/staff/logout')).status).toBe(200);
    expect(counter.cookies.get('sid')).not.toBe(old);
    const replay = server.client();
    replay.cookies.set('sid', old);
    expect((await replay.get<{ in_pos_mode: boolean; staff: unknown }>('/api/app/flags')).body).toMatchObject({
      in_pos_mode: false,
      staff: null,
    });
    const [row] = await server.database.query<{ n: number }>('select count(*)::int as n from sessions where id = $1', [
      old,
    ]);
    expect(row!.n).toBe(0);
  });
});

describe('a new password', () => {
  it('needs 8 characters at registration and at a change', async () => {
    const short = await server
      .client()
      .post<{ errors: Record<string, string> }>(
        '/checkout/cart/processPost',
        { ...person, email: 'short@example.com', password: 'pads123', confirm: 'pads123' },
        { form: true },
      );
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBe(MSG.minChars(8));
    const eight = await server
      .client()
      .post(
        '/checkout/cart/processPost',
        { ...person, email: 'eight@example.com', password: 'pads1234', confirm: 'pads1234' },
        { form: true },
      );
    expect(eight.status).toBe(200);
  });
});
