// Abuse limits under bursts: every attempt is counted atomically before it is checked, so requests sent at once cannot
// all read "nothing counted yet" (decision 0015). On PostgreSQL these really run in parallel; PGlite runs them in turn.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MSG, PRODUCT_MSG, STAFF_MSG } from '@parts/common/messages';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.database.db.execute(sql`delete from rate_limits`);
});

const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();
const times = (n: number, status: number) => Array<number>(n).fill(status);
const count = async (query: ReturnType<typeof sql>) =>
  rowsOf<{ n: number }>(await server.database.db.execute(query))[0]!.n;

describe('bursts against the limits', () => {
  it('checks 5 of 30 wrong PINs sent at once and refuses the other 25', async () => {
    const staff = server.client();
    expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    expect((await staff.post('/api/staff/lock')).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => staff.post<{ error: string }>('/api/staff/unlock', { pin: '9999' })),
    );
    expect(statuses(answers)).toEqual([...times(5, 401), ...times(25, 429)]);
    expect(answers.filter((a) => a.status === 401).every((a) => a.body.error === STAFF_MSG.badPin)).toBe(true);
    // Still locked out: the right PIN is refused too until the window passes.
    expect((await staff.post('/api/staff/unlock', { pin: '2345' })).status).toBe(429);
  });

  it('checks 5 of 30 wrong staff passwords sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.client().post('/api/staff/login', { username: 'installer', password: 'guess' }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(5, 401), ...times(25, 429)]);
  });

  it('checks 5 of 30 wrong customer passwords sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        server.client().post('/api/account/login', { email: 'nobody@example.com', password: 'guess-guess' }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(5, 401), ...times(25, 429)]);
  });

  it('opens 10 of 15 accounts registered at once from one address', async () => {
    const person = (n: number) => ({
      firstname: 'Burst',
      lastname: `N${n}`,
      email: `burst${n}@example.com`,
      telephone: '(512) 555-0100',
      password: 'secret123',
      confirm: 'secret123',
    });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        server.client().post('/checkout/cart/processPost', person(n), { form: true }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 200), ...times(5, 429)]);
    expect(await count(sql`select count(*)::int as n from customers where email like 'burst%@example.com'`)).toBe(10);
  });

  it('sends 5 of 8 Contact Us messages sent at once from one address', async () => {
    const withCaptcha = async (): Promise<[Client, string]> => {
      const c = server.client();
      await c.get('/tool/captcha');
      const [row] = rowsOf<{ data: { captcha: string } }>(
        await server.database.db.execute(sql`select data from sessions where id = ${c.cookies.get('sid')!}`),
      );
      return [c, row!.data.captcha];
    };
    const senders = await Promise.all(Array.from({ length: 8 }, withCaptcha));
    const body = (captcha: string) => ({
      pcName: 'Dana Driver',
      pcEmail: 'dana@example.com',
      pcPhone: '(512) 555-0199',
      pcMessage: 'Is it in stock?',
      pcLocation: '1',
      captcha,
    });
    const answers = await Promise.all(
      senders.map(([c, captcha]) =>
        c.post<{ error?: string }>('/product/product/productContactEmail', body(captcha), { form: true }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(5, 200), ...times(3, 429)]);
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error?.startsWith('Too many messages'))).toBe(
      true,
    );
    expect(await count(sql`select count(*)::int as n from email_outbox where kind = 'product_contact'`)).toBe(5);
  });

  it('checks one captcha picture at most twice, however many answers arrive at once', async () => {
    const c = server.client();
    await c.get('/tool/captcha');
    const [row] = rowsOf<{ data: { captcha: string } }>(
      await server.database.db.execute(sql`select data from sessions where id = ${c.cookies.get('sid')!}`),
    );
    // Even the right answer: what is limited is the number of checks one picture gets.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        c.post<{ error?: string }>(
          '/product/product/validateCaptcha',
          { captchaInput: row!.data.captcha },
          { form: true },
        ),
      ),
    );
    expect(statuses(answers)).toEqual([...times(2, 200), ...times(18, 400)]);
    expect(answers.filter((a) => a.status === 400).every((a) => a.body.error === PRODUCT_MSG.captchaWrong)).toBe(true);
  });
});

describe('one email registered twice at once', () => {
  it('opens one account and tells the other request the email is taken', async () => {
    const person = {
      firstname: 'Twin',
      lastname: 'Tabs',
      email: 'twin@example.com',
      telephone: '(512) 555-0100',
      password: 'secret123',
      confirm: 'secret123',
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        server.client().post<{ error?: string }>('/checkout/cart/processPost', person, { form: true }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.error)).toEqual([
      ACCOUNT_MSG.emailTaken,
      ACCOUNT_MSG.emailTaken,
    ]);
    expect(await count(sql`select count(*)::int as n from customers where email = 'twin@example.com'`)).toBe(1);
  });
});
