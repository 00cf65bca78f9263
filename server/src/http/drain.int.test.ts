// A process told to stop leaves the load balancer's rotation before it closes (issue 29): its health check answers 503
// "draining" while its other routes still answer, so requests in flight and those already routed to it finish.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';
import { drainAndClose, startDraining } from './drain';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('draining', () => {
  it('answers the health check with 503 once draining, while the store keeps answering', async () => {
    const c = server.client();
    expect((await c.get('/healthz')).status).toBe(200);
    startDraining(server.app);
    const health = await c.get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'draining', error: 'This process is shutting down.' });
    const ping = await c.get('/api/ping');
    expect(ping.status).toBe(200);
  });

  it('serves during the drain window, then stops listening', async () => {
    const closed = drainAndClose(server.app, 300);
    expect((await server.client().get('/api/ping')).status).toBe(200);
    await closed;
    await expect(fetch(`${server.baseUrl}/api/ping`)).rejects.toThrow();
  });
});
