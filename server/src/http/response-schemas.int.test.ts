// One contract per answer (issue 25, decision 0048): every route we register is in /docs/json with the schema of its
// success answer, the zod schema from common/ that the server serializes through and the web checks with. The success
// answer is 200; a route whose success is another 2xx or a 3xx (a 201, a 204, a redirect) declares that status instead.
// Only the plugins' own routes are left out: Swagger UI's pages and the built web app's files (@fastify/static).
// @fastify/swagger writes a bare `200: { description: 'Default Response' }` for a route that declares nothing, so a 200
// counts only with its content; any other success status is there only because the route declared it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { content?: unknown }> }>>;
}

/** Fastify's `/a/:id` and `/a/*` as OpenAPI writes them: `/a/{id}` and `/a/{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]\w*)/g, '{$1}').replace(/\*$/, '{*}');
const isPluginRoute = (url: string) => /^\/docs(\/|$)/.test(url);
const declaresSuccess = ([status, answer]: [string, { content?: unknown }]) =>
  /^[23]\d\d$/.test(status) && (status !== '200' || answer.content !== undefined);

describe('/docs/json documents every answer', () => {
  it('every route (method and path) has the schema of its success answer', async () => {
    const res = await fetch(`${server.baseUrl}/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApi;
    const routes = server.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isPluginRoute(r.url),
    );
    expect(routes.length).toBeGreaterThan(180);
    const missing = routes
      .filter((r) => {
        const op = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
        return !Object.entries(op?.responses ?? {}).some(declaresSuccess);
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
