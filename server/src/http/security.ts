// Security headers (helmet: CSP, nosniff, frame-ancestors; HSTS only behind TLS) and the cross-site request guard:
// a page on another site cannot make a shopper's or a cashier's browser change anything here. Decision 0015.
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The answer to a refused cross-site request. */
export const CROSS_SITE_MSG = 'This request came from another site and was refused.';

/**
 * The spec's calls that change state over GET (cart and order actions, logout, the session vehicle, a new captcha).
 * They keep working for the app's own pages and for clients without browser headers, but not from another site.
 */
const STATE_CHANGING_GETS = new Set([
  '/account/logout/clearSession',
  '/checkout/coupon/remove',
  '/checkout/voucher/remove',
  '/checkout/cart/logoutCustomer',
  '/checkout/cart/removeCustomer',
  '/checkout/cart/removeCredit',
  '/checkout/cart/saveOrder',
  '/checkout/cart/saveOrderAndCheckout',
  '/checkout/cart/abandonOrder',
  '/checkout/cart/cancelOrder',
  // The counter cart (issue 13, decision 0019).
  '/checkout/cart/saveQuote',
  '/pos/cart/removeVehicle',
  '/ymm/json/saveVehicle',
  '/ymm/json/remove_facet',
  '/ymm/json/toggle_universal',
  '/tool/captcha',
  // The store locator's spec GETs choose, forget or geocode the shopper's store (issue 11).
  '/module/dealer_locator/find_dealer',
  '/module/dealer_locator/reset_store',
  '/api/location/setGeolocationFromZipCode',
  // The receipt's sends (issue 13): a receipt and a payment link go out by email or text.
  '/pos/order/send',
  '/pos/order/sendPaymentURL',
  // The POS checkout's spec GETs void payments or cancel a terminal request (issue 13, decision 0018).
  '/pos/checkout/voidTransactions',
  '/pos/checkout/cancelSmartTerminal',
  '/pos/checkout/terminalAction',
  // The order view's void and continue (issue 14, decision 0024).
  '/pos/order/void',
  '/pos/order/continue',
]);
/** /ymm/json?saveVehicle&… names the call as a bare parameter. */
const YMM_BARE_WRITES = ['saveVehicle', 'remove_facet', 'toggle_universal'];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function changesState(req: FastifyRequest): boolean {
  if (!SAFE_METHODS.has(req.method)) return true;
  if (req.method !== 'GET') return false;
  const route = req.routeOptions.url ?? '';
  if (STATE_CHANGING_GETS.has(route)) return true;
  return (
    route === '/ymm/json' &&
    YMM_BARE_WRITES.some((k) => k in ((req.query as Record<string, unknown> | undefined) ?? {}))
  );
}

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
    if (changesState(req) && isCrossSite(req)) return reply.status(403).send({ error: CROSS_SITE_MSG });
  });
}
