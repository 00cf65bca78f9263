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

/** No answer in this long is a failed request (status 0), whatever the flow's own deadline. */
export const CALL_TIMEOUT_MS = 30_000;

/**
 * A flow (a visit, a sale) that had not ended by its deadline, or was cut when the run stopped waiting for it: counted
 * and reported with the step it was on, never dropped silently (decision 0105).
 */
export interface Unsettled {
  flow: 'visit' | 'sale';
  step: string;
  /** The counter order it left behind, when it had one (the database checks look at it). */
  orderId?: number;
  why: string;
}

/** Where a virtual user is, for the run's watchdog: the step it is on and since when (Date.now()). */
export interface Step {
  label: string;
  since: number;
  waiting: 'answer' | 'pause' | 'idle';
}

/** A browser's part: a cookie jar of its own, every call timed under its label. */
export class HttpUser {
  private cookie = '';
  /** What this user is doing now (the bench's watchdog prints the users still busy after the run's end). */
  step: Step = { label: 'start', since: Date.now(), waiting: 'idle' };
  constructor(
    private readonly url: string,
    private readonly record: (s: Sample) => void,
    /** The run's stop: aborts every call in flight when the run stops waiting for its users. */
    protected readonly stop: AbortSignal = new AbortController().signal,
  ) {}

  /** A pause that ends early when the run stops. */
  protected pause(ms: number): Promise<void> {
    this.step = { label: this.step.label, since: Date.now(), waiting: 'pause' };
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.stop.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.stop.addEventListener('abort', done, { once: true });
    });
  }

  async call(label: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const started = performance.now();
    this.step = { label, since: Date.now(), waiting: 'answer' };
    let status: number;
    let body: unknown = null;
    // One controller per call, its timer cleared once the body is read: cut at CALL_TIMEOUT_MS or when the run stops.
    const cut = new AbortController();
    const timer = setTimeout(() => cut.abort(), CALL_TIMEOUT_MS);
    const onStop = () => cut.abort();
    this.stop.addEventListener('abort', onStop, { once: true });
    try {
      const res = await fetch(`${this.url}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), ...(this.cookie ? { cookie: this.cookie } : {}) },
        signal: cut.signal,
      });
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (sid) this.cookie = sid.split(';')[0]!;
      status = res.status;
      const text = await res.text();
      body = text.startsWith('{') ? JSON.parse(text) : text;
    } catch {
      status = 0; // a socket error or a timeout: counted apart from HTTP statuses
    } finally {
      clearTimeout(timer);
      this.stop.removeEventListener('abort', onStop);
    }
    const sample: Sample = { label, ms: performance.now() - started, status, at: Date.now() };
    if (status >= 500) {
      const error = (body as { error?: unknown } | null)?.error;
      sample.fail =
        error === GENERIC_500 ? 'generic' : typeof body === 'string' && body.includes('<html>') ? 'proxy' : 'other';
    }
    this.record(sample);
    this.step = { label, since: Date.now(), waiting: 'idle' };
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
