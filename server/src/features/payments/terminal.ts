// Card devices and smart terminals behind one provider interface (issue 13, decision 0018), shaped like the APIs the
// spec names: a PayJunction-style smart terminal (request a payment on a terminal, ask its status, cancel it, void or
// refund the result) and a Datacap-style card device (a CHARGE that answers when the card is read, REFUND after).
// Every request carries the caller's idempotency key: the same key never makes a second charge, and after a lost
// answer the caller asks status(key) instead of charging again.
//
// The default provider is a local simulator that keeps its memory in terminal_sim_requests (like a real gateway keeps
// it on its side), so any server process can ask about any request. What it does, by the setting
// pos_terminal_simulator_mode: approve | decline (refunds too) | timeout | lose_answer, or auto (the default), which reads the
// amount's cents: .01 declines, .02 times out (the customer never pays), .03 approves but loses the answer; any other
// amount approves. The simulated customer decides after pos_terminal_simulator_delay_ms. `hang`: the terminal takes the
// request (and the customer pays, as with approve) but the call never answers, as a terminal whose connection stalls
// does; status queries still answer (terminal-requests.ts treats the silence as a lost answer).
import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { terminalSimRequests } from '#src/db/schema/index';
import { loadSettings } from '#src/features/settings/queries';

export type TerminalState = 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'TIMEOUT' | 'VOIDED' | 'REFUNDED';

export interface TerminalStatus {
  requestKey: string;
  status: TerminalState;
  reference: string;
  amountCents: number;
  cardLast4: string;
  message: string;
  settled: boolean;
}

/** The request reached the terminal (or may have) but its answer did not come back: ask status(key). */
export class TerminalLostAnswer extends Error {
  constructor(readonly requestKey: string) {
    super('The terminal did not answer.');
  }
}

export interface TerminalRequest {
  /** The caller's idempotency key for this request. */
  requestKey: string;
  /** The device's provider id (smart terminal or card reader). */
  deviceId: string;
  /** The department (merchant account) that processes the batch. */
  departmentId: string;
  amountCents: number;
  cardType?: 'Credit' | 'Debit';
}

export interface TerminalProvider {
  readonly name: string;
  /** Smart terminal: asks the customer to pay on the terminal; answers at once with PENDING (or throws lost). */
  requestPayment(req: TerminalRequest): Promise<TerminalStatus>;
  /** Card device: a CHARGE that answers once the card is read (APPROVED, DECLINED, TIMEOUT), or throws lost. */
  charge(req: TerminalRequest): Promise<TerminalStatus>;
  /** The request's status by its key; null when the terminal never saw it. */
  status(requestKey: string): Promise<TerminalStatus | null>;
  /** Cancels a request still waiting for the customer; answers its status afterwards (an approval stays approved). */
  cancel(requestKey: string): Promise<TerminalStatus | null>;
  /** Voids an approved, unsettled payment. */
  void(reference: string): Promise<{ ok: boolean; message: string }>;
  /** Refunds a settled payment (Datacap RETURN / PayJunction refund). */
  refund(reference: string, amountCents: number): Promise<{ ok: boolean; message: string }>;
  /**
   * Gives back part of an approved payment for a return (issue 28): a standalone refund against the payment, settled
   * or not, never more than what is left of it. The same key answers the first result, never a second refund.
   */
  returnPayment(
    reference: string,
    amountCents: number,
    requestKey: string,
  ): Promise<{ ok: boolean; message: string; reference?: string }>;
  /** The batch report of these devices since `since` (the last close) until `until`, per device kind (day close). */
  batchTotals(q: BatchQuery): Promise<BatchReport>;
}

export interface BatchQuery {
  deviceIds: string[];
  since: Date | null;
  until: Date;
}

/** Shaped like a terminal API's settlement report: per card kind, sales and refunds with their counts. */
export interface BatchReport {
  batchId: string;
  lines: {
    cardType: 'card_device' | 'smart_terminal';
    saleCount: number;
    saleCents: number;
    refundCount: number;
    refundCents: number;
  }[];
}

type SimRow = typeof terminalSimRequests.$inferSelect;

const DECLINE_MESSAGE = 'Declined: insufficient funds.';
const TIMEOUT_MESSAGE = 'The terminal timed out waiting for the customer.';
const REFUND_DECLINED_MESSAGE = 'Refund declined by the card processor.';

/** The local simulator (see the file comment for how to make it approve, decline, time out or lose its answer). */
export class SimulatedTerminals implements TerminalProvider {
  readonly name = 'simulator';
  constructor(private readonly db: Db) {}

  private async plan(
    amountCents: number,
  ): Promise<{ outcome: 'approve' | 'decline' | 'timeout'; lose: boolean; delayMs: number; hang?: boolean }> {
    const s = await loadSettings(this.db);
    const delayMs = Number(s.pos_terminal_simulator_delay_ms) || 0;
    const mode =
      s.pos_terminal_simulator_mode === 'auto'
        ? (({ 1: 'decline', 2: 'timeout', 3: 'lose_answer' } as Record<number, string>)[amountCents % 100] ?? 'approve')
        : s.pos_terminal_simulator_mode;
    if (mode === 'decline') return { outcome: 'decline', lose: false, delayMs };
    if (mode === 'timeout') return { outcome: 'timeout', lose: false, delayMs };
    if (mode === 'hang') return { outcome: 'approve', lose: false, delayMs, hang: true };
    return { outcome: 'approve', lose: mode === 'lose_answer', delayMs };
  }

  private async open(
    kind: 'card_device' | 'smart_terminal',
    req: TerminalRequest,
  ): Promise<{ row: SimRow; lose: boolean; created: boolean }> {
    const p = await this.plan(req.amountCents);
    const opened = await this.record(kind, req, p);
    // Told to hang: the request is taken, its answer never comes.
    if (p.hang) await new Promise<never>(() => undefined);
    return opened;
  }

  private async record(
    kind: 'card_device' | 'smart_terminal',
    req: TerminalRequest,
    p: { outcome: 'approve' | 'decline' | 'timeout'; lose: boolean; delayMs: number },
  ): Promise<{ row: SimRow; lose: boolean; created: boolean }> {
    const inserted = await this.db
      .insert(terminalSimRequests)
      .values({
        requestKey: req.requestKey,
        kind,
        deviceProviderId: req.deviceId,
        action: 'CHARGE',
        amountCents: req.amountCents,
        outcome: p.outcome,
        status: 'PENDING',
        reference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
        cardLast4: String(1000 + (req.amountCents % 9000)).slice(-4),
        decideAt: new Date(Date.now() + p.delayMs),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted[0]) return { row: inserted[0], lose: p.lose, created: true };
    const [row] = await this.db
      .select()
      .from(terminalSimRequests)
      .where(eq(terminalSimRequests.requestKey, req.requestKey));
    return { row: row!, lose: false, created: false };
  }

  async requestPayment(req: TerminalRequest): Promise<TerminalStatus> {
    const { lose } = await this.open('smart_terminal', req);
    if (lose) throw new TerminalLostAnswer(req.requestKey);
    return (await this.status(req.requestKey))!;
  }

  async charge(req: TerminalRequest): Promise<TerminalStatus> {
    const { row, lose } = await this.open('card_device', req);
    // The device answers when the card is read (or it gives up): wait for the customer.
    const waitMs = Math.max(0, row.decideAt.getTime() - Date.now());
    if (waitMs) await new Promise((r) => setTimeout(r, waitMs));
    if (row.outcome === 'timeout') {
      await this.db
        .update(terminalSimRequests)
        .set({ status: 'TIMEOUT', message: TIMEOUT_MESSAGE })
        .where(and(eq(terminalSimRequests.requestKey, req.requestKey), eq(terminalSimRequests.status, 'PENDING')));
    }
    const s = (await this.status(req.requestKey))!;
    if (lose) throw new TerminalLostAnswer(req.requestKey);
    return s;
  }

  async status(requestKey: string): Promise<TerminalStatus | null> {
    const [row] = await this.db
      .select()
      .from(terminalSimRequests)
      .where(eq(terminalSimRequests.requestKey, requestKey));
    if (!row) return null;
    if (row.status === 'PENDING') {
      const timeoutMs = Number((await loadSettings(this.db)).pos_terminal_timeout_ms) || 120_000;
      const now = Date.now();
      let next: { status: TerminalState; message: string } | null = null;
      if (row.outcome !== 'timeout' && now >= row.decideAt.getTime())
        next =
          row.outcome === 'approve'
            ? { status: 'APPROVED', message: 'Approved' }
            : { status: 'DECLINED', message: DECLINE_MESSAGE };
      else if (now >= row.createdAt.getTime() + timeoutMs) next = { status: 'TIMEOUT', message: TIMEOUT_MESSAGE };
      if (next)
        await this.db
          .update(terminalSimRequests)
          .set(next)
          .where(and(eq(terminalSimRequests.requestKey, requestKey), eq(terminalSimRequests.status, 'PENDING')));
      const [again] = await this.db
        .select()
        .from(terminalSimRequests)
        .where(eq(terminalSimRequests.requestKey, requestKey));
      return toStatus(again!);
    }
    return toStatus(row);
  }

  async cancel(requestKey: string): Promise<TerminalStatus | null> {
    const before = await this.status(requestKey);
    if (before?.status === 'PENDING') {
      await this.db
        .update(terminalSimRequests)
        .set({ status: 'CANCELLED', message: 'Cancelled at the counter.' })
        .where(and(eq(terminalSimRequests.requestKey, requestKey), eq(terminalSimRequests.status, 'PENDING')));
    }
    return this.status(requestKey);
  }

  async void(reference: string): Promise<{ ok: boolean; message: string }> {
    const done = await this.db
      .update(terminalSimRequests)
      .set({ status: 'VOIDED' })
      .where(
        and(
          eq(terminalSimRequests.reference, reference),
          eq(terminalSimRequests.status, 'APPROVED'),
          eq(terminalSimRequests.settled, false),
        ),
      )
      .returning({ key: terminalSimRequests.requestKey });
    return done.length
      ? { ok: true, message: 'Voided' }
      : { ok: false, message: 'The payment cannot be voided: it is settled or not approved.' };
  }

  async refund(reference: string, amountCents: number): Promise<{ ok: boolean; message: string }> {
    const done = await this.db
      .update(terminalSimRequests)
      .set({ status: 'REFUNDED' })
      .where(
        and(
          eq(terminalSimRequests.reference, reference),
          eq(terminalSimRequests.status, 'APPROVED'),
          eq(terminalSimRequests.settled, true),
          sql`${terminalSimRequests.amountCents} >= ${amountCents}`,
        ),
      )
      .returning({ key: terminalSimRequests.requestKey });
    return done.length
      ? { ok: true, message: 'Refunded' }
      : { ok: false, message: 'The payment cannot be refunded: it is not settled or not approved.' };
  }

  async returnPayment(
    reference: string,
    amountCents: number,
    requestKey: string,
  ): Promise<{ ok: boolean; message: string; reference?: string }> {
    // Told to decline (pos_terminal_simulator_mode = decline), it refuses refunds too, as a processor sometimes does.
    // Read before the transaction: PGlite runs one statement at a time.
    const declined = (await loadSettings(this.db)).pos_terminal_simulator_mode === 'decline';
    return this.db.transaction(async (raw) => {
      const t = raw as unknown as Db;
      const [seen] = await t.select().from(terminalSimRequests).where(eq(terminalSimRequests.requestKey, requestKey));
      if (seen) return { ok: seen.status === 'REFUNDED', message: seen.message, reference: seen.reference };
      // The payment's row locked: two returns against one payment run one after the other.
      const [paid] = await t
        .select()
        .from(terminalSimRequests)
        .where(and(eq(terminalSimRequests.reference, reference), eq(terminalSimRequests.action, 'CHARGE')))
        .for('update');
      if (!paid || paid.status !== 'APPROVED') return { ok: false, message: 'The payment is not approved.' };
      const [given] = await t
        .select({ n: sql<number>`coalesce(sum(${terminalSimRequests.amountCents}), 0)::int` })
        .from(terminalSimRequests)
        .where(and(eq(terminalSimRequests.originalReference, reference), eq(terminalSimRequests.status, 'REFUNDED')));
      const left = paid.amountCents - Number(given?.n ?? 0);
      const ok = !declined && amountCents > 0 && amountCents <= left;
      const inserted = await t
        .insert(terminalSimRequests)
        .values({
          requestKey,
          kind: paid.kind,
          deviceProviderId: paid.deviceProviderId,
          action: 'REFUND',
          amountCents,
          outcome: 'approve',
          status: ok ? 'REFUNDED' : 'DECLINED',
          reference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
          cardLast4: paid.cardLast4,
          message: ok
            ? 'Refunded'
            : declined
              ? REFUND_DECLINED_MESSAGE
              : 'The refund is more than what is left of the payment.',
          decideAt: new Date(),
          originalReference: reference,
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
      if (!row) {
        const [again] = await t
          .select()
          .from(terminalSimRequests)
          .where(eq(terminalSimRequests.requestKey, requestKey));
        return { ok: again!.status === 'REFUNDED', message: again!.message, reference: again!.reference };
      }
      return { ok, message: row.message, reference: row.reference };
    });
  }

  /**
   * The simulator's batch report: approved (and later refunded) charges of the devices in the window are sales, voided
   * ones left the batch; a whole refund is counted with its charge (the simulator keeps no refund time), a return's
   * partial refund by its own time.
   */
  async batchTotals(q: BatchQuery): Promise<BatchReport> {
    const rows = q.deviceIds.length
      ? await this.db
          .select()
          .from(terminalSimRequests)
          .where(
            and(
              inArray(terminalSimRequests.deviceProviderId, q.deviceIds),
              inArray(terminalSimRequests.status, ['APPROVED', 'REFUNDED']),
              q.since ? gte(terminalSimRequests.createdAt, q.since) : undefined,
              lt(terminalSimRequests.createdAt, q.until),
            ),
          )
      : [];
    const lines = (['card_device', 'smart_terminal'] as const).map((cardType) => {
      const mine = rows.filter((r) => r.kind === cardType && r.action === 'CHARGE');
      // A refund is either a whole charge refunded (its row marked REFUNDED) or a return's partial refund (its own
      // REFUND row against the charge, returnPayment); neither is a sale of its own.
      const refunds = rows.filter((r) => r.kind === cardType && r.status === 'REFUNDED');
      return {
        cardType,
        saleCount: mine.length,
        saleCents: mine.reduce((s, r) => s + r.amountCents, 0),
        refundCount: refunds.length,
        refundCents: refunds.reduce((s, r) => s + r.amountCents, 0),
      };
    });
    return { batchId: `SIM-BATCH-${q.until.getTime().toString(36).toUpperCase()}`, lines };
  }

  /** Simulator only: closes the batch (every approved payment becomes settled), as the processor does at day end. */
  async settleAll(): Promise<number> {
    const rows = await this.db
      .update(terminalSimRequests)
      .set({ settled: true })
      .where(and(eq(terminalSimRequests.status, 'APPROVED'), eq(terminalSimRequests.settled, false)))
      .returning({ reference: terminalSimRequests.reference });
    return rows.length;
  }
}

function toStatus(row: SimRow): TerminalStatus {
  return {
    requestKey: row.requestKey,
    status: row.status as TerminalState,
    reference: row.reference,
    amountCents: row.amountCents,
    cardLast4: row.cardLast4,
    message: row.message,
    settled: row.settled,
  };
}

const providers = new WeakMap<Db, SimulatedTerminals>();
/** The terminal provider for this database (the simulator until a real one is configured). */
export function terminalProvider(db: Db): SimulatedTerminals {
  let p = providers.get(db);
  if (!p) providers.set(db, (p = new SimulatedTerminals(db)));
  return p;
}
