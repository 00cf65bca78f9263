// Security headers (helmet: CSP, nosniff, frame-ancestors; HSTS only behind TLS) and what makes a request cross-site:
// a page on another site cannot make a shopper's or a cashier's browser change anything here. Decision 0015; the
// refusal itself is the route hook's (route-access.ts, decision 0037), for every route declared as changing state.
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The answer to a refused cross-site request. */
export const CROSS_SITE_MSG = 'This request came from another site and was refused.';

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * A browser says where a request comes from: Sec-Fetch-Site, Origin (on every POST, PUT, DELETE) and Referer. Any of
 * them naming another host refuses the request; a client that sends none (curl, the tests, the benchmark) is not a
 * browser a page could have steered, and goes ahead.
 */
export function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  // A browser that says same-origin is believed: under Referrer-Policy no-referrer a form post carries `Origin: null`.
  if (site === 'same-origin') return false;
  const own = req.host;
  const origin = req.headers.origin;
  if (origin !== undefined) return hostOf(origin) !== own;
  const referer = req.headers.referer;
  if (referer !== undefined) return hostOf(referer) !== own;
  return false;
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // helmet's middleware is built once: @fastify/helmet builds it again on every request, which parsed the CSP
  // directives per request and cost about a sixth of a cold listing's time in the app (decision 0033).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The page flags are a JSON data block (decision 0002), which CSP does not treat as script: no inline script.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only where the store is served over TLS (below): sent over plain HTTP it would be meaningless at best.
    strictTransportSecurity: false,
    // The store embeds nothing cross-origin; COEP would only get in the way of a future payment frame.
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    applyHeaders(req.raw, reply.raw, () => undefined);
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
