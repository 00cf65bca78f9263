// Behind a proxy, only the hops configured in TRUST_PROXY are believed (issue 30 item 5, decision 0039): an address a
// client writes into X-Forwarded-For itself does not change the IP the rate limits and the IP bans see.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { startTestServer, type TestServer } from '#src/test/http';

// The proxy (this test, on 127.0.0.1) appends the address it saw; whatever is to its left the client wrote.
const PROXY_SAW = '198.51.100.7';
const viaProxy = (clientSent: string) => ({ 'x-forwarded-for': `${clientSent}, ${PROXY_SAW}` });

const person = (n: number) =>
  new URLSearchParams({
    firstname: 'Hop',
    lastname: `N${n}`,
    email: `hop${n}-${Math.random().toString(36).slice(2)}@example.com`,
    telephone: '(512) 555-0100',
    password: 'secret123',
    confirm: 'secret123',
  }).toString();

for (const trust of ['127.0.0.1', '1']) {
  describe(`TRUST_PROXY=${trust}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ TRUST_PROXY: trust });
    });
    afterAll(() => server.close());
    beforeEach(async () => {
      await server.database.db.execute(sql`delete from rate_limits`);
      await server.database.db.execute(sql`delete from banned_ips`);
    });

    const register = (n: number, clientSent: string) =>
      fetch(`${server.baseUrl}/checkout/cart/processPost`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          ...viaProxy(clientSent),
        },
        body: person(n),
      });

    it('counts 12 registrations with 12 different client-sent addresses under the one address the proxy saw', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 12; n++) statuses.push((await register(n, `203.0.113.${n + 1}`)).status);
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    });

    it('refuses a banned address that writes another address before it', async () => {
      await server.database.db.execute(sql`insert into banned_ips (ip) values (${PROXY_SAW})`);
      const res = await register(100, '203.0.113.200');
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe(CUSTOMER_MSG.ipRefused);
    });

    it('still lets a different proxied client register', async () => {
      const res = await fetch(`${server.baseUrl}/checkout/cart/processPost`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'x-forwarded-for': '192.0.2.55',
        },
        body: person(200),
      });
      expect(res.status).toBe(200);
    });
  });
}
