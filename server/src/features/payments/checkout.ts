// The POS checkout (issue 13, spec 001 s3-s5 and s7, decision 0018): the checkout state, every tender's rules, void,
// void all, terminal requests and their outcome, and completing the order. Tenders on one order run one at a time
// (the order row is locked); a repeated or concurrent request with the same idempotency key has exactly one effect.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import {
  creditCap,
  PAY_MSG,
  PAYMENT_TYPE_NAMES,
  PAYMENT_TYPES,
  type AddTransactionAnswer,
  type CheckoutState,
  type PaymentType,
  type TerminalEvent,
  type TransactionInput,
  type TransactionWire,
} from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { customers, giftVouchers, orderProducts, orders, orderTransactions, paymentDevices } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { addCreditEntry, creditBalance } from '#src/features/customers/credit';
import { changeOrderStatus } from '#src/features/orders/lifecycle';
import { takeCounterStock } from '#src/features/checkout/order-holds';
import { loadSettings } from '#src/features/settings/queries';
import { balanceOf, lockOrder, orderBalance, orderTransactionsOf, recordTransaction, transactionByKey, type TransactionRow } from './balance';
import type { CheckoutEvents } from './events';
import { terminalProvider, TerminalLostAnswer, type TerminalProvider, type TerminalStatus } from './terminal';
import { bookedAppointments } from '#src/features/appointments/booking';

export interface PayContext {
  db: Db;
  events: CheckoutEvents;
  provider: TerminalProvider;
  /** Starts watching a pending smart-terminal request until it ends (the routes' poller). */
  watch?: (transactionId: number) => void;
}

const TERMINAL_TYPES: readonly string[] = ['card_device', 'smart_terminal'];
const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

export async function enabledPaymentTypes(db: Db): Promise<PaymentType[]> {
  const s = await loadSettings(db);
  const on = new Set(Array.isArray(s.pos_payment_types) ? s.pos_payment_types : []);
  return PAYMENT_TYPES.filter((t) => on.has(t));
}

/** A transaction as the checkout lists it. */
export function transactionWire(t: TransactionRow): TransactionWire {
  const approved = t.status === 'approved';
  const terminal = t.transactionType === 'smart_terminal';
  const canAct = terminal && approved && (t.terminalStatus === 'CAPTURE' || !t.settled);
  const action = t.settled ? 'refund' : 'void';
  return {
    transaction_id: t.transactionId,
    transaction_label: t.label,
    amount: centsToDecimal(t.amountCents),
    amount_text: formatCents(t.amountCents),
    transaction_type: t.transactionType,
    status: t.status,
    message: typeof t.details.message === 'string' ? t.details.message : '',
    date_added: t.createdAt.toISOString(),
    card_device: t.transactionType === 'card_device' ? { void_or_return_action: approved ? (t.settled ? 'RETURN' : 'VOID') : null, void_or_return_status: t.terminalStatus ?? '' } : null,
    payment_terminal: terminal
      ? {
          action_text: canAct ? (action === 'void' ? 'Void' : 'Refund') : null,
          action_url: canAct ? `/pos/checkout/terminalAction?transaction_id=${t.transactionId}&action=${action}` : null,
          status: t.terminalStatus ?? t.status.toUpperCase(),
          settled: t.settled,
        }
      : null,
  };
}

async function devices(db: Db) {
  const rows = await db.select().from(paymentDevices).where(eq(paymentDevices.status, true)).orderBy(asc(paymentDevices.deviceId));
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => ({ device_id: r.deviceId, name: r.name }));
  return { rows, cardDevices: of('card_device'), smartTerminals: of('smart_terminal'), departments: of('department') };
}

/** Settles what the terminals know and the order's pending requests (after a restart or a lost answer). */
async function reconcile(ctx: PayContext, list: TransactionRow[]): Promise<boolean> {
  let changed = false;
  for (const t of list) {
    if (!TERMINAL_TYPES.includes(t.transactionType) || !t.details.request_key) continue;
    if (t.status === 'pending') {
      const s = await ctx.provider.status(t.details.request_key);
      if (s && s.status !== 'PENDING') changed = (await applyTerminalResult(ctx, t, s)) !== null || changed;
    } else if (t.status === 'approved' && !t.settled) {
      const s = await ctx.provider.status(t.details.request_key);
      if (s?.settled) {
        await ctx.db.update(orderTransactions).set({ settled: true }).where(eq(orderTransactions.transactionId, t.transactionId));
        changed = true;
      }
    }
  }
  return changed;
}

/** GET /pos/checkout/getTransactions: the checkout state of spec 001 s3. */
export async function checkoutState(ctx: PayContext, orderId: number): Promise<CheckoutState> {
  const { db } = ctx;
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw new HttpError(404, PAY_MSG.orderNotFound);
  let list = await orderTransactionsOf(db, orderId);
  if (await reconcile(ctx, list)) list = await orderTransactionsOf(db, orderId);
  const paid = list.filter((t) => t.status === 'approved').reduce((s, t) => s + t.amountCents, 0);
  const b = balanceOf(o.totalCents, paid);
  const [customer] = o.customerId ? await db.select().from(customers).where(eq(customers.customerId, o.customerId)) : [];
  const credit = customer ? await creditBalance(db, customer.customerId) : 0;
  const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.orderProductId));
  const d = await devices(db);
  const types = await enabledPaymentTypes(db);
  const parts = o.totalCents - o.laborCents - o.taxCents - o.shippingCents;
  return {
    orderId,
    status: o.status,
    customer: customer ? { customer_id: customer.customerId, name: `${customer.firstname} ${customer.lastname}`.trim(), email: customer.email, telephone: customer.telephone } : null,
    orderTotal: centsToDecimal(o.totalCents),
    costParts: centsToDecimal(parts),
    costSurcharge: centsToDecimal(o.shippingCents),
    costLabor: centsToDecimal(o.laborCents),
    costTax: centsToDecimal(o.taxCents),
    costCreditCardSurcharge: '0.00',
    costCreditCardSurchargeTax: '0.00',
    amountPaid: centsToDecimal(b.paidCents),
    balanceDue: centsToDecimal(b.balanceCents),
    changeDue: centsToDecimal(b.changeDueCents),
    paidInFull: b.balanceCents <= 0,
    storeCredit: centsToDecimal(credit),
    transactions: list.map(transactionWire),
    products: lines.map((l) => ({ name: l.name, quantity: l.quantity, price_text: formatCents(l.unitCents), total_text: formatCents(l.totalCents + l.laborCents) })),
    bookedAppointments: await bookedAppointments(db, orderId),
    paymentTypes: types.map((code) => ({ code, name: PAYMENT_TYPE_NAMES[code] })),
    cardDevices: d.cardDevices,
    smartTerminals: d.smartTerminals,
    departments: d.departments,
  };
}

const refuse = (status: number, message: string, field?: string) => new HttpError(status, message, field ? { [field]: message } : undefined);

/** Finds an enabled device of a kind; the spec's message on its field when it is not one. */
async function device(db: Db, id: number | undefined, kind: 'card_device' | 'smart_terminal' | 'department', field: string, message: string) {
  const [row] = id ? await db.select().from(paymentDevices).where(and(eq(paymentDevices.deviceId, id), eq(paymentDevices.kind, kind), eq(paymentDevices.status, true))) : [];
  if (!row) throw refuse(400, message, field);
  return row;
}

/**
 * POST /pos/checkout/addTransaction. Cash, check, manual card, gift card and store credit are recorded at once;
 * a card device answers when the card is read; a smart terminal answers `awaiting` and its outcome comes through the
 * event stream (and getTransactions).
 */
export async function addTransaction(ctx: PayContext, orderId: number, input: TransactionInput, staffUserId: number, customerIdHint?: number): Promise<AddTransactionAnswer> {
  const { db } = ctx;
  const type = input.transaction_type;
  const key = input.idempotency_key;
  const first = await tx(db, async (t) => {
    const order = await lockOrder(t, orderId);
    const seen = await transactionByKey(t, orderId, key);
    if (seen) return { row: seen, created: false };
    if (!(await enabledPaymentTypes(t)).includes(type)) throw refuse(400, PAY_MSG.typeDisabled, 'transaction_type');
    const bal = await orderBalance(t, orderId);
    if (bal.balanceCents <= 0) throw refuse(409, PAY_MSG.paidInFull);
    const amount = input.amount;
    const base = { orderId, type, amountCents: amount, idempotencyKey: key, createdBy: staffUserId };
    // Requests still waiting on a terminal hold their amount: what is left to take is the balance less those.
    const [held] = rowsOf<{ n: number }>(await t.execute(sql`select coalesce(sum(amount_cents), 0)::int as n from order_transactions where order_id = ${orderId} and status = 'pending'`));
    const due = Math.max(0, bal.balanceCents - (held?.n ?? 0));
    if (due <= 0) throw refuse(409, PAY_MSG.terminalBusy);
    const capAtBalance = () => {
      if (amount > due) throw refuse(400, PAY_MSG.overBalance(due), 'amount');
    };
    switch (type) {
      case 'cash':
        return recordTransaction(t, { ...base, label: 'Cash', status: 'approved' }).then((r) => ({ row: r.transaction, created: r.created }));
      case 'check': {
        capAtBalance();
        const n = Number(input.check_number);
        return recordTransaction(t, { ...base, label: `Check #${n}`, status: 'approved', details: { check_number: n } }).then((r) => ({ row: r.transaction, created: r.created }));
      }
      case 'card': {
        capAtBalance();
        const last4 = input.card_last4;
        const label = `${input.card_type} card${input.manual_entry ? ' (manual entry)' : ''}${last4 ? ` ending ${last4}` : ''}`;
        return recordTransaction(t, { ...base, label, status: 'approved', details: { card_type: input.card_type || undefined, manual_entry: input.manual_entry, card_last4: last4 || undefined } }).then((r) => ({
          row: r.transaction,
          created: r.created,
        }));
      }
      case 'voucher': {
        const [v] = await t.select().from(giftVouchers).where(and(sql`upper(${giftVouchers.code}) = upper(${input.voucher_code})`, eq(giftVouchers.status, true))).for('update');
        if (!v) throw refuse(400, PAY_MSG.invalidCode, 'voucher_code');
        const max = Math.min(v.balanceCents, due);
        if (amount > max) throw refuse(400, PAY_MSG.maxAllowed(max), 'amount');
        const r = await recordTransaction(t, { ...base, label: `Gift card ${v.code}`, status: 'approved', details: { voucher_id: v.voucherId, voucher_code: v.code } });
        const spent = await t
          .update(giftVouchers)
          .set({ balanceCents: sql`${giftVouchers.balanceCents} - ${amount}` })
          .where(and(eq(giftVouchers.voucherId, v.voucherId), sql`${giftVouchers.balanceCents} >= ${amount}`))
          .returning({ id: giftVouchers.voucherId });
        if (spent.length === 0) throw refuse(400, PAY_MSG.maxAllowed(v.balanceCents), 'amount');
        return { row: r.transaction, created: r.created };
      }
      case 'store_credit': {
        const customerId = order.customerId ?? customerIdHint;
        if (!customerId) throw refuse(400, PAY_MSG.noCustomer);
        const credit = await creditBalance(t, customerId);
        if (credit <= 0) throw refuse(400, PAY_MSG.noCredit, 'amount');
        const max = creditCap(credit, due);
        if (amount > max) throw refuse(400, PAY_MSG.maxAllowed(max), 'amount');
        const r = await recordTransaction(t, { ...base, label: 'Store credit', status: 'approved' });
        await addCreditEntry(t, { customerId, amountCents: -amount, description: `Paid on order #${orderId}`, orderId, transactionId: r.transaction.transactionId });
        return { row: r.transaction, created: r.created };
      }
      case 'card_device': {
        capAtBalance();
        if (input.payjunction_action === 'REFUND') throw refuse(400, PAY_MSG.refundOnly, 'payjunction_action');
        const dev = await device(t, input.datacap_device, 'card_device', 'datacap_device', PAY_MSG.device);
        const dept = await device(t, input.payjunction_terminal_id, 'department', 'payjunction_terminal_id', PAY_MSG.department);
        const r = await recordTransaction(t, {
          ...base,
          label: `${input.card_type} card on ${dev.name}`,
          status: 'pending',
          terminalStatus: 'PENDING',
          details: { request_key: `${orderId}:${key}`, device_id: dev.deviceId, terminal_id: dept.deviceId, department: dept.name, card_type: input.card_type || undefined, action: 'CHARGE' },
        });
        return { row: r.transaction, created: r.created };
      }
      case 'smart_terminal': {
        capAtBalance();
        const dev = await device(t, input.payjunction_smart_terminal_id, 'smart_terminal', 'payjunction_smart_terminal_id', PAY_MSG.device);
        const dept = await device(t, input.payjunction_terminal_id, 'department', 'payjunction_terminal_id', PAY_MSG.department);
        const r = await recordTransaction(t, {
          ...base,
          label: `Card on ${dev.name}`,
          status: 'pending',
          terminalStatus: 'PENDING',
          details: { request_key: `${orderId}:${key}`, smart_terminal_id: dev.deviceId, terminal_id: dept.deviceId, department: dept.name, action: 'CHARGE' },
        });
        return { row: r.transaction, created: r.created };
      }
      case 'online':
        throw refuse(400, 'The payment link is sent from the online payment form (sendPaymentURL).', 'transaction_type');
    }
  });

  let row = first.row;
  if (TERMINAL_TYPES.includes(row.transactionType) && row.status === 'pending') row = await runTerminal(ctx, row, first.created);
  const state = await checkoutState(ctx, orderId);
  const wire = transactionWire(row);
  const answer: AddTransactionAnswer = { transaction: wire, state };
  if (row.status === 'approved') answer.success = PAY_MSG.approved;
  else if (row.status === 'declined') answer.error = wire.message || PAY_MSG.failed;
  else if (row.status === 'pending' && row.transactionType === 'smart_terminal') answer.awaiting = { smartTerminalId: row.details.smart_terminal_id!, siteTransactionId: row.details.request_key!, transaction_id: row.transactionId };
  return answer;
}

async function providerIds(db: Db, row: TransactionRow) {
  const ids = [row.details.device_id ?? row.details.smart_terminal_id, row.details.terminal_id].filter((x): x is number => typeof x === 'number');
  const rows = ids.length ? await db.select().from(paymentDevices).where(inArray(paymentDevices.deviceId, ids)) : [];
  const pid = (id: number | undefined) => rows.find((r) => r.deviceId === id)?.providerId ?? '';
  return { deviceId: pid(row.details.device_id ?? row.details.smart_terminal_id), departmentId: pid(row.details.terminal_id) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Sends a pending terminal transaction's request (first attempt) or, for a repeated key, asks its status: never a
 * second charge. A lost answer is followed by status queries under the same key.
 */
async function runTerminal(ctx: PayContext, row: TransactionRow, created: boolean): Promise<TransactionRow> {
  const key = row.details.request_key!;
  let status: TerminalStatus | null = null;
  if (!created) status = await ctx.provider.status(key);
  if (created || status === null) {
    const ids = await providerIds(ctx.db, row);
    const req = { requestKey: key, deviceId: ids.deviceId, departmentId: ids.departmentId, amountCents: row.amountCents, cardType: row.details.card_type };
    try {
      status = row.transactionType === 'card_device' ? await ctx.provider.charge(req) : await ctx.provider.requestPayment(req);
    } catch (err) {
      if (!(err instanceof TerminalLostAnswer)) throw err;
      status = await ctx.provider.status(key);
      // A card device answers once the card is read: wait for the request's end, asking its status.
      for (let i = 0; row.transactionType === 'card_device' && status?.status === 'PENDING' && i < 600; i++) {
        await sleep(200);
        status = await ctx.provider.status(key);
      }
      if (status === null) status = { requestKey: key, status: 'DECLINED', reference: '', amountCents: row.amountCents, cardLast4: '', message: 'The terminal did not answer. Try again.', settled: false };
    }
  }
  if (status.status === 'PENDING') {
    ctx.watch?.(row.transactionId);
    return row;
  }
  return (await applyTerminalResult(ctx, row, status)) ?? (await freshRow(ctx.db, row.transactionId));
}

async function freshRow(db: Db, transactionId: number): Promise<TransactionRow> {
  const [r] = await db.select().from(orderTransactions).where(eq(orderTransactions.transactionId, transactionId));
  return r!;
}

/** Writes a terminal's final answer on a pending transaction once (conditional update) and pushes the event. */
export async function applyTerminalResult(ctx: PayContext, row: TransactionRow, s: TerminalStatus): Promise<TransactionRow | null> {
  if (s.status === 'PENDING') return null;
  const approved = s.status === 'APPROVED';
  const message = approved ? 'Approved' : s.status === 'CANCELLED' ? PAY_MSG.cancelled : s.status === 'TIMEOUT' ? PAY_MSG.timedOut : s.message || 'Declined';
  const [done] = await ctx.db
    .update(orderTransactions)
    .set({
      status: approved ? 'approved' : 'declined',
      terminalStatus: approved ? 'CAPTURE' : s.status,
      providerReference: s.reference || null,
      settled: s.settled,
      details: sql`${orderTransactions.details} || ${JSON.stringify({ message, card_last4: s.cardLast4 || undefined })}::jsonb`,
      label: approved && s.cardLast4 ? `${row.label} ending ${s.cardLast4}` : row.label,
    })
    .where(and(eq(orderTransactions.transactionId, row.transactionId), eq(orderTransactions.status, 'pending')))
    .returning();
  if (!done) return null;
  const event: TerminalEvent = { orderId: row.orderId, transaction_id: row.transactionId, status: approved ? 'approved' : 'declined', message };
  await ctx.events.publish(event);
  return done;
}

/** Asks the terminal about a pending transaction and applies a final answer; true when it is no longer pending. */
export async function pollTerminal(ctx: PayContext, transactionId: number): Promise<boolean> {
  const row = await freshRow(ctx.db, transactionId);
  if (!row || row.status !== 'pending') return true;
  const s = await ctx.provider.status(row.details.request_key!);
  if (!s || s.status === 'PENDING') return false;
  await applyTerminalResult(ctx, row, s);
  return true;
}

/** GET /pos/checkout/cancelSmartTerminal: cancels the customer's pending payment on the terminal. */
export async function cancelSmartTerminal(ctx: PayContext, requestKey: string): Promise<{ success?: string; error?: string; transaction: TransactionWire }> {
  const [row] = await ctx.db.select().from(orderTransactions).where(sql`${orderTransactions.details}->>'request_key' = ${requestKey}`);
  if (!row) throw new HttpError(404, PAY_MSG.transactionNotFound);
  if (row.status === 'pending') {
    const s = await ctx.provider.cancel(requestKey);
    if (s) await applyTerminalResult(ctx, row, s);
  }
  const after = await freshRow(ctx.db, row.transactionId);
  if (after.status === 'approved') return { error: `${PAY_MSG.approved} It could not be cancelled; void it if needed.`, transaction: transactionWire(after) };
  return { success: PAY_MSG.cancelled, transaction: transactionWire(after) };
}

/**
 * Voids one approved transaction and reverses its effect once: the gift card balance comes back, store credit goes
 * back to the ledger, a terminal payment is voided (unsettled) or refunded (settled) at the provider.
 */
export async function voidTransaction(ctx: PayContext, transactionId: number, opts: { orderId?: number; terminalAction?: 'void' | 'refund' } = {}): Promise<TransactionRow> {
  const { db } = ctx;
  const row = await freshRow(db, transactionId);
  if (!row || (opts.orderId !== undefined && row.orderId !== opts.orderId)) throw new HttpError(404, PAY_MSG.transactionNotFound);
  if (row.status === 'void') throw new HttpError(409, PAY_MSG.alreadyVoid);
  if (row.status !== 'approved') throw new HttpError(409, 'Only an approved transaction can be voided.');
  if (TERMINAL_TYPES.includes(row.transactionType)) {
    const action = row.settled ? 'refund' : 'void';
    if (opts.terminalAction && opts.terminalAction !== action) throw new HttpError(409, PAY_MSG.noAction);
    const ref = row.providerReference ?? '';
    const r = action === 'void' ? await ctx.provider.void(ref) : await ctx.provider.refund(ref, row.amountCents);
    if (!r.ok) {
      const again = await freshRow(db, transactionId);
      if (again.status === 'void') throw new HttpError(409, PAY_MSG.alreadyVoid);
      throw new HttpError(409, r.message);
    }
    const [done] = await db
      .update(orderTransactions)
      .set({ status: 'void', voidedAt: new Date(), terminalStatus: action === 'void' ? 'VOID' : 'REFUND' })
      .where(and(eq(orderTransactions.transactionId, transactionId), eq(orderTransactions.status, 'approved')))
      .returning();
    if (!done) throw new HttpError(409, PAY_MSG.alreadyVoid);
    return done;
  }
  return tx(db, async (t) => {
    await lockOrder(t, row.orderId);
    const [done] = await t
      .update(orderTransactions)
      .set({ status: 'void', voidedAt: new Date() })
      .where(and(eq(orderTransactions.transactionId, transactionId), eq(orderTransactions.status, 'approved')))
      .returning();
    if (!done) throw new HttpError(409, PAY_MSG.alreadyVoid);
    if (done.transactionType === 'voucher' && done.details.voucher_id) {
      await t.update(giftVouchers).set({ balanceCents: sql`${giftVouchers.balanceCents} + ${done.amountCents}` }).where(eq(giftVouchers.voucherId, done.details.voucher_id));
    }
    if (done.transactionType === 'store_credit') {
      const [o] = await t.select({ customerId: orders.customerId }).from(orders).where(eq(orders.orderId, done.orderId));
      const [spent] = rowsOf<{ customer_id: number }>(await t.execute(sql`select customer_id from customer_credits where transaction_id = ${done.transactionId} and amount_cents < 0 limit 1`));
      const customerId = spent?.customer_id ?? o?.customerId;
      if (customerId) await addCreditEntry(t, { customerId, amountCents: done.amountCents, description: `Voided payment on order #${done.orderId}`, orderId: done.orderId, transactionId: done.transactionId });
    }
    return done;
  });
}

/** GET /pos/checkout/voidTransactions: voids every approved transaction of the order; answers what could not be. */
export async function voidAll(ctx: PayContext, orderId: number, types?: PaymentType[]): Promise<{ voided: number; errors: string[] }> {
  const list = (await orderTransactionsOf(ctx.db, orderId)).filter((t) => t.status === 'approved' && (!types || types.includes(t.transactionType)));
  const errors: string[] = [];
  let voided = 0;
  for (const t of list) {
    try {
      await voidTransaction(ctx, t.transactionId);
      voided++;
    } catch (err) {
      if (err instanceof HttpError && err.message === PAY_MSG.alreadyVoid) continue;
      errors.push(`${t.label}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return { voided, errors };
}

/** POST /pos/checkout/complete: complete when paid in full, else outstanding_balance (through the status table). */
export async function completeCheckout(ctx: PayContext, orderId: number, staffUserId: number): Promise<{ status: string; paid_in_full: boolean }> {
  return tx(ctx.db, async (t) => {
    const order = await lockOrder(t, orderId);
    const [pending] = await t.select({ id: orderTransactions.transactionId }).from(orderTransactions).where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.status, 'pending')));
    if (pending) throw new HttpError(409, PAY_MSG.terminalBusy);
    const b = await orderBalance(t, orderId);
    const to = b.balanceCents <= 0 ? 'complete' : 'outstanding_balance';
    // The parts leave over the counter now: the store's stock goes down (a void gives it back).
    await takeCounterStock(t, orderId);
    if (order.status !== to) {
      await changeOrderStatus(t, orderId, to, { comment: to === 'complete' ? `Paid in full at the counter (${formatCents(b.paidCents)})` : `Checked out with ${formatCents(b.balanceCents)} outstanding`, userId: staffUserId });
    }
    return { status: to, paid_in_full: b.balanceCents <= 0 };
  });
}

/** POST /pos/checkout/setCustomer: attaches a customer to the order. */
export async function setOrderCustomer(db: Db, orderId: number, customerId: number) {
  const [c] = await db.select().from(customers).where(eq(customers.customerId, customerId));
  if (!c) throw new HttpError(404, 'Customer not found.');
  const done = await db
    .update(orders)
    .set({ customerId, customerGroupId: c.customerGroupId, firstname: c.firstname, lastname: c.lastname, email: c.email, telephone: c.telephone, updatedAt: new Date() })
    .where(eq(orders.orderId, orderId))
    .returning({ id: orders.orderId });
  if (!done.length) throw new HttpError(404, PAY_MSG.orderNotFound);
  return { customer_id: c.customerId, customer: { customer_id: c.customerId, name: `${c.firstname} ${c.lastname}`, email: c.email, telephone: c.telephone } };
}

/** /checkout/cart/removeCredit: voids the store-credit payments on the order; each goes back to the ledger. */
export function removeOrderCredit(db: Db, orderId: number): Promise<{ voided: number; errors: string[] }> {
  const quiet: CheckoutEvents = { publish: async () => undefined, subscribe: () => () => undefined, close: async () => undefined };
  return voidAll({ db, events: quiet, provider: terminalProvider(db) }, orderId, ['store_credit']);
}
