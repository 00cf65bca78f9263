// The load bench's virtual users (bench/load.ts): a shopper's visit through the storefront, ending in a card checkout
// for some, with a cookie jar of its own; every call timed under its label. Kept apart from the run and the checks.
// The cashier's sale at the counter is bench/load-counter.ts, on the same HttpUser.
export interface Sample {
  label: string;
  ms: number;
  status: number;
  /** When the call ended (Date.now()), to place failures in time against a fault. */
  at: number;
  /** A 5xx's kind: the app's generic message, HAProxy's own page (no process to send it to), or anything else. */
  fail?: 'generic' | 'proxy' | 'other';
}

export interface Pool {
  productIds: number[];
  terms: string[];
  vehicles: { year: number; make_id: number; model_id: number }[];
  categoryIds: number[];
}

/** What the run remembers for the database checks: each order that answered success, and its card's key. */
export interface Placed {
  orderId: number;
  idempotencyKey: string;
}

export const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The server's answer to an unexpected error (server/src/http/errors.ts GENERIC_500), as a shopper sees it. */
const GENERIC_500 = 'A system error occurred. Contact your administrator.';

/** A browser's part: a cookie jar of its own, every call timed under its label. */
export class HttpUser {
  private cookie = '';
  constructor(
    private readonly url: string,
    private readonly record: (s: Sample) => void,
  ) {}

  async call(label: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const started = performance.now();
    let status: number;
    let body: unknown = null;
    try {
      const res = await fetch(`${this.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(this.cookie ? { cookie: this.cookie } : {}) },
        signal: AbortSignal.timeout(30_000),
      });
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (sid) this.cookie = sid.split(';')[0]!;
      status = res.status;
      const text = await res.text();
      body = text.startsWith('{') ? JSON.parse(text) : text;
    } catch {
      status = 0; // a socket error or a timeout: counted apart from HTTP statuses
    }
    const sample: Sample = { label, ms: performance.now() - started, status, at: Date.now() };
    if (status >= 500) {
      const error = (body as { error?: unknown } | null)?.error;
      sample.fail =
        error === GENERIC_500 ? 'generic' : typeof body === 'string' && body.includes('<html>') ? 'proxy' : 'other';
    }
    this.record(sample);
    return { status, body };
  }

  json(label: string, path: string, body: unknown) {
    return this.call(label, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  form(label: string, path: string, fields: Record<string, string>) {
    return this.call(label, path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

export class Shopper extends HttpUser {
  /** Home, a listing (half with a vehicle chosen), a search and a product page; a card checkout when `buy`. */
  async visit(pool: Pool, buy: boolean): Promise<Placed | null> {
    if (Math.random() < 0.5) {
      const v = pick(pool.vehicles);
      await this.call(
        'vehicle',
        `/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`,
      );
    }
    await this.call('home', '/api/home');
    await this.call('listing', `/api/products?category_id=${pick(pool.categoryIds)}&page=1&limit=24`);
    await this.call('search', `/api/search?search=${encodeURIComponent(pick(pool.terms))}&limit=24`);
    const productId = pick(pool.productIds);
    await this.call('product', `/api/products/${productId}`);
    if (!buy) return null;
    const added = await this.form('add to cart', '/checkout/cart/add', {
      product_id: String(productId),
      quantity: '1',
    });
    if (added.status !== 200) return null;
    const details = await this.form('checkout details', '/checkout/cart/setCheckoutData', {
      firstname: 'Load',
      lastname: 'Test',
      email: 'load@example.com',
      telephone: '(512) 555-0199',
      shipping_method: 'pickup',
      pickup_location: '2',
      payment_method: 'card',
    });
    if (details.status !== 200) return null;
    const idempotencyKey = `load-${crypto.randomUUID()}`;
    const placed = await this.form('place order (card)', '/checkout/confirm/createOrder', {
      idempotency_key: idempotencyKey,
      card_number: '4242424242424242',
      card_expiry: '12/30',
      card_cvc: '123',
    });
    const orderId = (placed.body as { order_id?: number } | null)?.order_id;
    return placed.status === 200 && orderId ? { orderId, idempotencyKey } : null;
  }
}
