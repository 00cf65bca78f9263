// Registration is rate-limited per address, so a script cannot open accounts by the thousand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const person = (n: number) => ({
  firstname: 'Reg',
  lastname: `Number${n}`,
  email: `reg${n}@example.com`,
  telephone: '(512) 555-0100',
  password: 'secret123',
  confirm: 'secret123',
});

describe('registration limit', () => {
  it('opens ten accounts from one address in an hour, then answers 429 and creates nothing', async () => {
    for (let n = 1; n <= 10; n++)
      expect((await server.client().post('/checkout/cart/processPost', person(n), { form: true })).status).toBe(200);
    const refused = await server
      .client()
      .post<{ error: string }>('/checkout/cart/processPost', person(11), { form: true });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^Too many accounts were opened from this address\. Try again in \d+ minutes?\.$/,
    );
    const [row] = await server.database.query<{ n: number }>(
      `select count(*)::int as n from customers where email = 'reg11@example.com'`,
    );
    expect(row!.n).toBe(0);
  });
});
