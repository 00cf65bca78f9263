// Card devices and smart terminals (issue 13, spec 001 s4): sending a request once per key, asking its status after a
// lost answer (never a second charge), applying the outcome once and pushing it to the event stream, and cancelling.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAY_MSG, type TerminalEvent, type TransactionWire } from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { orderTransactions, paymentDevices } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import type { TransactionRow } from './balance';
import { TerminalLostAnswer, type TerminalStatus } from './terminal';
import { freshRow, type PayContext } from './pay-context';
import { transactionWire } from './transaction-wire';
import { loadSettings } from '#src/features/settings/queries';
import { TERMINAL_CALL_TIMEOUT_DEFAULT_MS } from '#src/config';

async function providerIds(db: Db, row: TransactionRow) {
  const ids = [row.details.device_id ?? row.details.smart_terminal_id, row.details.terminal_id].filter(
    (x): x is number => typeof x === 'number',
  );
  const rows = ids.length ? await db.select().from(paymentDevices).where(inArray(paymentDevices.deviceId, ids)) : [];
  const pid = (id: number | undefined) => rows.find((r) => r.deviceId === id)?.providerId ?? '';
  return {
    deviceId: pid(row.details.device_id ?? row.details.smart_terminal_id),
    departmentId: pid(row.details.terminal_id),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The provider's answer, or TerminalLostAnswer when none comes within `ms`: a terminal whose connection stalls must not
 * hold the sale (and the cashier's screen) forever; the request may have reached it, so the caller asks its status.
 */
async function answerWithin(key: string, ms: number, call: Promise<TerminalStatus>): Promise<TerminalStatus> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TerminalLostAnswer(key)), ms);
  });
  try {
    return await Promise.race([call, silence]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends a pending terminal transaction's request (first attempt) or, for a repeated key, asks its status: never a
 * second charge. A lost answer is followed by status queries under the same key.
 */
export async function runTerminal(ctx: PayContext, row: TransactionRow, created: boolean): Promise<TransactionRow> {
  const key = row.details.request_key!;
  let status: TerminalStatus | null = null;
  if (!created) status = await ctx.provider.status(key);
  if (created || status === null) {
    const ids = await providerIds(ctx.db, row);
    const req = {
      requestKey: key,
      deviceId: ids.deviceId,
      departmentId: ids.departmentId,
      // The card pays the amount and its surcharge (decision 0095).
      amountCents: row.amountCents + row.surchargeCents,
      cardType: row.details.card_type,
    };
    try {
      const callTimeout = ctx.callTimeoutMs ?? TERMINAL_CALL_TIMEOUT_DEFAULT_MS;
      // A card device answers once the card is read, so it gets the customer's time on top (pos_terminal_timeout_ms).
      status =
        row.transactionType === 'card_device'
          ? await answerWithin(
              key,
              callTimeout + (Number((await loadSettings(ctx.db)).pos_terminal_timeout_ms) || 120_000),
              ctx.provider.charge(req),
            )
          : await answerWithin(key, callTimeout, ctx.provider.requestPayment(req));
    } catch (err) {
      if (!(err instanceof TerminalLostAnswer)) throw err;
      status = await ctx.provider.status(key);
      // A card device answers once the card is read: wait for the request's end, asking its status.
      for (let i = 0; row.transactionType === 'card_device' && status?.status === 'PENDING' && i < 600; i++) {
        await sleep(200);
        status = await ctx.provider.status(key);
      }
      if (status === null)
        status = {
          requestKey: key,
          status: 'DECLINED',
          reference: '',
          amountCents: row.amountCents + row.surchargeCents,
          cardLast4: '',
          message: 'The terminal did not answer. Try again.',
          settled: false,
        };
    }
  }
  if (status.status === 'PENDING') {
    ctx.watch?.(row.transactionId);
    return row;
  }
  return (await applyTerminalResult(ctx, row, status)) ?? (await freshRow(ctx.db, row.transactionId))!;
}

/** Writes a terminal's final answer on a pending transaction once (conditional update) and pushes the event. */
export async function applyTerminalResult(
  ctx: PayContext,
  row: TransactionRow,
  s: TerminalStatus,
): Promise<TransactionRow | null> {
  if (s.status === 'PENDING') return null;
  const approved = s.status === 'APPROVED';
  const message = approved
    ? 'Approved'
    : s.status === 'CANCELLED'
      ? PAY_MSG.cancelled
      : s.status === 'TIMEOUT'
        ? PAY_MSG.timedOut
        : s.message || 'Declined';
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
  const event: TerminalEvent = {
    orderId: row.orderId,
    transaction_id: row.transactionId,
    status: approved ? 'approved' : 'declined',
    message,
  };
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
export async function cancelSmartTerminal(
  ctx: PayContext,
  requestKey: string,
): Promise<{ success?: string; error?: string; transaction: TransactionWire }> {
  const [row] = await ctx.db
    .select()
    .from(orderTransactions)
    .where(sql`${orderTransactions.details}->>'request_key' = ${requestKey}`);
  if (!row) throw new HttpError(404, PAY_MSG.transactionNotFound);
  if (row.status === 'pending') {
    const s = await ctx.provider.cancel(requestKey);
    if (s) await applyTerminalResult(ctx, row, s);
  }
  const after = (await freshRow(ctx.db, row.transactionId))!;
  if (after.status === 'approved')
    return {
      error: `${PAY_MSG.approved} It could not be cancelled; void it if needed.`,
      transaction: transactionWire(after),
    };
  return { success: PAY_MSG.cancelled, transaction: transactionWire(after) };
}
