// The spec's back office call family (spec 001 section 7): `POST /admin/index.php?route={route}&token={token}`, a paged
// list included. Our back office reads are GETs (the web app caches them by address, a report's period is a link), so
// each GET under /admin/api/ also answers a POST to the same address whose body is the GET's query: one handler, one
// query schema, one declaration, both methods. A POST twin changes nothing, like its GET (decision 0091).
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

const ADMIN_API = '/admin/api/';

interface TwinConfig {
  /** Set on the POST added here, so the hook does not twin its own twin. */
  postTwinOf?: string;
}

/** Adds the POST twin of every GET route under /admin/api/ registered after this call. */
export function postTwinsOfAdminReads(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.method !== 'GET' || !route.url.startsWith(ADMIN_API)) return;
    if ((route.config as TwinConfig | undefined)?.postTwinOf !== undefined) return;
    const { querystring, ...schema } = route.schema ?? {};
    const handler = route.handler;
    app.route({
      method: 'POST',
      url: route.url,
      config: { ...route.config, postTwinOf: route.url } as RouteOptions['config'],
      schema: { ...schema, ...(querystring === undefined ? {} : { body: querystring }) },
      ...(route.preHandler === undefined ? {} : { preHandler: route.preHandler }),
      ...(route.onSend === undefined ? {} : { onSend: route.onSend }),
      handler(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
        // The handler reads its input where the GET has it: the POST's (validated) body becomes the query.
        (req as { query: unknown }).query = req.body ?? {};
        return handler.call(this, req, reply);
      },
    });
  });
}
