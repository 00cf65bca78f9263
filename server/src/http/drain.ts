// Draining (issue 29): a process told to stop first answers its health check with 503, so the load balancer (HAProxy's
// `option httpchk GET /healthz`, deploy/haproxy.cfg) takes it out of rotation, then serves what is still in flight and
// closes. Keyed by the HTTP server, which every encapsulated Fastify instance of one app shares.
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<object>();

/** From now on this app's /healthz answers 503 "draining"; its other routes keep answering. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app.server);
}

export function isDraining(server: Server | object): boolean {
  return draining.has(server);
}

/**
 * The graceful stop: drain (health check down), wait `drainMs` for the balancer's health checks to see it (HAProxy
 * marks a server down after `fall 3` checks, 1 s apart), then close: the listening socket stops, open event streams end
 * (the browser's EventSource reconnects through the proxy to another process), requests in flight finish.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  startDraining(app);
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
