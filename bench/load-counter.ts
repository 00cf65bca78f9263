// The load bench's cashier (bench/load.ts --counter): a sale at the counter through the POS's own HTTP calls, as the
// till screen makes them (e2e/pos-sale.e2e.ts, server/src/features/pos-cart and payments): staff login once per
// virtual cashier (before the run), scan a part by its SKU, add it, save the cart as an order and open its checkout, pay part in cash
// and the rest on the smart terminal (the simulator, answering after its delay), wait for the approval by asking the
// checkout's state (the screen's event stream's fallback), complete. Decision 0101.
import { HttpUser, pick, type Unsettled } from './load-flows';

/**
 * How long a till waits for the terminal's request to end: the terminal's own limit (pos_terminal_timeout_ms, 120 s by
 * default), after which a status query must have ended it, and 10 s more. A sale still pending then is unsettled.
 */
export const APPROVAL_DEADLINE_MS = 130_000;

export interface CounterPool {
  /** SKUs that scan to exactly one part, stocked at the cashier's store, with no required option. */
  skus: string[];
}

/** What the run remembers of a sale whose completion answered success, for the database checks. */
export interface CounterSale {
  orderId: number;
  /** The save's key (orders.idempotency_key = `pos-save:<key>`). */
  saveKey: string;
}

interface CheckoutState {
  balanceDue: string;
  smartTerminals: { device_id: number }[];
  departments: { device_id: number }[];
  transactions: { transaction_id: number; status: string }[];
}

const cents = (dollars: string) => Math.round(Number(dollars) * 100);
const dollars = (c: number) => (c / 100).toFixed(2);
const key = () => crypto.randomUUID().replaceAll('-', '');

export class Cashier extends HttpUser {
  private loggedIn = false;
  /** Sales this till gave up on (the terminal's request still pending at the deadline, or the run stopped waiting). */
  readonly unsettled: Unsettled[] = [];

  /**
   * Opens the till: the bench logs its cashiers in one at a time before the run, as a shift starts. Forty logins to
   * one user in the same second are what the login's guessing limit is for (429), not a counter's day (decision 0101).
   */
  async login(): Promise<boolean> {
    const r = await this.json('staff login', '/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    this.loggedIn = r.status === 200;
    this.lastLogin = `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
    return this.loggedIn;
  }

  /** The last login's status and answer, for the bench's message when a till cannot open before the run. */
  lastLogin = '';

  /** One sale; null when a step did not answer as the till expects (the failing call is in the samples). */
  async sale(pool: CounterPool): Promise<CounterSale | null> {
    if (!this.loggedIn && !(await this.login())) return null;
    const sku = pick(pool.skus);
    const scan = await this.call('pos scan', `/pos/cart/scan?code=${encodeURIComponent(sku)}`);
    const match = (scan.body as { products?: { product_id: number }[] } | null)?.products?.[0];
    if (scan.status !== 200 || !match) return null;
    const added = await this.form('pos add part', '/checkout/cart/add', {
      product_id: String(match.product_id),
      quantity: String(1 + Math.floor(Math.random() * 2)),
    });
    if (added.status !== 200) return null;
    const saveKey = key();
    const saved = await this.call('pos save and check out', `/checkout/cart/saveOrderAndCheckout?key=${saveKey}`);
    const orderId = (saved.body as { order_id?: number } | null)?.order_id;
    if (saved.status !== 200 || !orderId) return null;
    const state = await this.state(orderId);
    if (!state) return null;
    // Cash takes the cents and a dollar, the terminal the whole dollars left: the simulator reads an amount's cents
    // (.01 declines, .02 times out, .03 loses its answer), and this scenario measures the approving path.
    const due = cents(state.balanceDue);
    const cash = Math.min(due, (due % 100) + 100);
    const paid = await this.form('pos cash tender', `/pos/checkout/addTransaction?orderId=${orderId}`, {
      idempotency_key: key(),
      transaction_type: 'cash',
      amount: dollars(cash),
    });
    if (paid.status !== 200) return null;
    if (due > cash) {
      const terminal = state.smartTerminals[0];
      const dept = state.departments[0];
      if (!terminal || !dept) return null;
      const asked = await this.form('pos terminal tender', `/pos/checkout/addTransaction?orderId=${orderId}`, {
        idempotency_key: key(),
        transaction_type: 'smart_terminal',
        amount: dollars(due - cash),
        payjunction_smart_terminal_id: String(terminal.device_id),
        payjunction_terminal_id: String(dept.device_id),
      });
      const t = (asked.body as { transaction?: { transaction_id: number; status: string } } | null)?.transaction;
      if (asked.status !== 200 || !t) return null;
      if (!(await this.approved(orderId, t.transaction_id, t.status))) return null;
      if (this.stop.aborted) {
        this.unsettled.push({ flow: 'sale', step: 'pos complete', orderId, why: 'the run stopped waiting' });
        return null;
      }
    }
    const done = await this.call('pos complete', `/pos/checkout/complete?orderId=${orderId}`, { method: 'POST' });
    const status = (done.body as { status?: string } | null)?.status;
    return done.status === 200 && status === 'complete' ? { orderId, saveKey } : null;
  }

  private async state(orderId: number): Promise<CheckoutState | null> {
    const r = await this.call('pos checkout state', `/pos/checkout/getTransactions?orderId=${orderId}`);
    return r.status === 200 ? (r.body as CheckoutState) : null;
  }

  /**
   * Asks the checkout's state every 500 ms until the terminal's request ends (the simulated customer pays after its
   * delay), for at most APPROVAL_DEADLINE_MS or until the run stops: a request still pending then is an unsettled
   * sale, reported with its order (decision 0105). Before this deadline the poll was bounded only by 60 rounds of up
   * to 30 s each.
   */
  private async approved(orderId: number, transactionId: number, status: string): Promise<boolean> {
    const until = Date.now() + APPROVAL_DEADLINE_MS;
    while (status === 'pending' && Date.now() < until && !this.stop.aborted) {
      await this.pause(500);
      if (this.stop.aborted) break;
      const s = await this.state(orderId);
      status = s?.transactions.find((x) => x.transaction_id === transactionId)?.status ?? status;
    }
    if (status === 'pending')
      this.unsettled.push({
        flow: 'sale',
        step: 'terminal approval',
        orderId,
        why: this.stop.aborted ? 'the run stopped waiting' : `still pending after ${APPROVAL_DEADLINE_MS / 1000} s`,
      });
    return status === 'approved';
  }
}
