// The POS checkout calls of spec 001 s7 under /pos/checkout/ (staff only), the smart-terminal event stream and the
// terminal simulator's controls (issue 13, decision 0018).
import { and, eq, sql } from 'drizzle-orm';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { id } from '@parts/common/input';
import { centsToDecimal, formatCents } from '@parts/common/money';
import {
  addTransactionAnswerSchema,
  cancelTerminalAnswerSchema,
  cancelTerminalQuery,
  checkoutStateSchema,
  completeAnswerSchema,
  orderIdQuery,
  PAY_MSG,
  setCustomerInput,
  setOrderCustomerAnswer,
  simulatorInput,
  terminalActionAnswerSchema,
  terminalActionQuery,
  terminalEventStreamSchema,
  terminalSimulatorAnswer,
  terminalSimulatorSchema,
  transactionInput,
  voidAllAnswerSchema,
  voidOneAnswerSchema,
  voidTransactionInput,
  voucherAnswerSchema,
  voucherQuery,
} from '@parts/common/pos-checkout';
import { hasPermission } from '@parts/common/permissions';
import { auditActor } from '#src/features/audit/audit';
import { giftVouchers, orderTransactions } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { loadSettings, saveSettings } from '#src/features/settings/queries';
import type { PayContext } from './pay-context';
import { transactionWire } from './transaction-wire';
import { checkoutState } from './checkout-state';
import { addTransaction } from './tenders';
import { cancelSmartTerminal, pollTerminal } from './terminal-requests';
import { voidAll, voidTransaction } from './voids';
import { completeCheckout, setOrderCustomer } from './complete-checkout';
import { checkoutEvents } from './events';
import { terminalProvider } from './terminal';

const POLL_MS = 300;

export async function paymentRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  const events = checkoutEvents(deps.database);
  const provider = terminalProvider(db);
  const watching = new Map<number, NodeJS.Timeout>();
  let closing = false;
  const ctx: PayContext = { db, events, provider, callTimeoutMs: deps.config.TERMINAL_CALL_TIMEOUT_MS };
  // Polls a pending smart-terminal request until it ends (this process's part; any process with the order's stream
  // open does the same, and the conditional update lets exactly one of them record and announce the outcome).
  ctx.watch = (transactionId: number) => {
    if (watching.has(transactionId) || closing) return;
    const started = Date.now();
    const tick = async () => {
      watching.delete(transactionId);
      if (closing) return;
      let done = false;
      try {
        done = await pollTerminal(ctx, transactionId);
      } catch (err) {
        app.log.warn({ err, transactionId }, 'terminal poll failed; trying again');
      }
      const limit =
        Number((await loadSettings(db).catch(() => ({ pos_terminal_timeout_ms: 120_000 }))).pos_terminal_timeout_ms) +
        30_000;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- `closing` may turn true during the awaits above (onClose); TypeScript keeps the narrowing from the early return.
      if (!done && !closing && Date.now() - started < limit) schedule();
    };
    const schedule = () => {
      const t = setTimeout(() => void tick(), POLL_MS);
      t.unref();
      watching.set(transactionId, t);
    };
    schedule();
  };
  // Open event streams end before the server closes, so a shutdown never waits on a browser's stream.
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });
  app.addHook('onClose', async () => {
    closing = true;
    for (const t of watching.values()) clearTimeout(t);
    watching.clear();
    await events.close();
  });

  const tags = ['pos checkout', 'staff'];
  const orderQuery = z.object({ orderId: id('orderId'), customerId: id('customerId').optional() });

  app.get(
    '/pos/checkout/getTransactions',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: checkoutStateSchema },
        tags,
        summary: 'The POS checkout state of an order (spec 001 s3): totals, transactions, payment types, devices',
        querystring: orderIdQuery,
      },
    },
    async (req) => {
      return checkoutState(ctx, req.query.orderId, staffOf(req).userId);
    },
  );

  app.post(
    '/pos/checkout/setCustomer',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: setOrderCustomerAnswer },
        tags,
        summary: 'Attaches a customer to the order (?orderId, body customerId)',
        querystring: orderIdQuery,
        body: setCustomerInput,
      },
    },
    async (req) => {
      const r = await setOrderCustomer(db, req.query.orderId, req.body.customerId);
      return {
        success: PAY_MSG.customerAdded,
        ...r,
        state: await checkoutState(ctx, req.query.orderId, staffOf(req).userId),
      };
    },
  );

  app.post(
    '/pos/checkout/addTransaction',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: addTransactionAnswerSchema },
        tags,
        summary:
          'Takes a payment (?orderId, optional ?customerId; body: the transaction form with its idempotency_key)',
        querystring: orderQuery,
        body: transactionInput,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      return addTransaction(
        ctx,
        req.query.orderId,
        req.body,
        staff.userId,
        req.query.customerId,
        hasPermission(staff, 'accounts.sell'),
      );
    },
  );

  app.post(
    '/pos/checkout/voidTransaction',
    {
      config: { access: 'staff', permission: 'payments.void', changesState: true },
      schema: {
        response: { 200: voidOneAnswerSchema },
        tags,
        summary: 'Voids one transaction and reverses its effect (body transaction_id, optional orderId)',
        body: voidTransactionInput,
      },
    },
    async (req) => {
      const done = await voidTransaction(ctx, req.body.transaction_id, {
        orderId: req.body.orderId,
        audit: await auditActor(req, staffOf(req)),
      });
      return {
        success: PAY_MSG.voided,
        transaction: transactionWire(done),
        state: await checkoutState(ctx, done.orderId, staffOf(req).userId),
      };
    },
  );

  app.get(
    '/pos/checkout/voidTransactions',
    {
      config: { access: 'staff', permission: 'payments.void', changesState: true },
      schema: {
        response: { 200: voidAllAnswerSchema },
        tags,
        summary: 'Voids every approved transaction of the order (?orderId)',
        querystring: orderIdQuery,
      },
    },
    async (req) => {
      const r = await voidAll(ctx, req.query.orderId, undefined, await auditActor(req, staffOf(req)));
      const state = await checkoutState(ctx, req.query.orderId, staffOf(req).userId);
      if (r.errors.length) return { error: r.errors.join(' '), errors: r.errors, state };
      return { success: PAY_MSG.allVoided, state };
    },
  );

  app.post(
    '/pos/checkout/complete',
    {
      config: { access: 'staff', permission: 'orders.complete', changesState: true },
      schema: {
        response: { 200: completeAnswerSchema },
        tags,
        summary: 'Completes the checkout: complete when paid in full, else outstanding_balance (?orderId)',
        querystring: orderIdQuery,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const r = await completeCheckout(ctx, req.query.orderId, staff.userId);
      return { success: PAY_MSG.completed, ...r, redirect: `/pos/order/receipt?order_id=${req.query.orderId}` };
    },
  );

  app.get(
    '/pos/checkout/cancelSmartTerminal',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: cancelTerminalAnswerSchema },
        tags,
        summary: 'Cancels the payment waiting on a smart terminal (?smartTerminalId&siteTransactionId)',
        querystring: cancelTerminalQuery,
      },
    },
    async (req) => {
      return cancelSmartTerminal(ctx, req.query.siteTransactionId);
    },
  );

  app.get(
    '/pos/checkout/terminalAction',
    {
      config: { access: 'staff', permission: 'payments.void', changesState: true },
      schema: {
        response: { 200: terminalActionAnswerSchema },
        tags,
        summary: 'A terminal transaction’s action link: void (unsettled) or refund (settled); called with from_pos=1',
        querystring: terminalActionQuery,
      },
    },
    async (req, reply) => {
      try {
        const done = await voidTransaction(ctx, req.query.transaction_id, {
          terminalAction: req.query.action,
          audit: await auditActor(req, staffOf(req)),
        });
        return {
          success: req.query.action === 'void' ? 'The payment has been voided.' : 'The payment has been refunded.',
          transaction: transactionWire(done),
        };
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        const [row] = await db
          .select()
          .from(orderTransactions)
          .where(eq(orderTransactions.transactionId, req.query.transaction_id));
        // The refusal carries the transaction as it stands; only the success answer has a declared schema.
        return (reply as FastifyReply).status(err.statusCode).send({
          error: err.message,
          error_message: err.message,
          errors: {},
          transaction: row ? transactionWire(row) : null,
        });
      }
    },
  );

  app.get(
    '/pos/checkout/getVoucher',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: voucherAnswerSchema },
        tags,
        summary: 'Looks up a gift card by code (voucherCode): its balance',
        querystring: voucherQuery,
      },
    },
    async (req) => {
      const [v] = await db
        .select()
        .from(giftVouchers)
        .where(and(eq(giftVouchers.status, true), sql`upper(${giftVouchers.code}) = upper(${req.query.voucherCode})`));
      if (!v) throw new HttpError(404, PAY_MSG.invalidCode, { voucherCode: PAY_MSG.invalidCode });
      return {
        voucher: {
          code: v.code,
          amount: centsToDecimal(v.balanceCents),
          amount_text: formatCents(v.balanceCents),
          original_amount: centsToDecimal(v.amountCents),
        },
      };
    },
  );

  app.get(
    '/pos/checkout/events',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: {
          200: {
            description: 'The event stream',
            content: { 'text/event-stream': { schema: terminalEventStreamSchema } },
          },
        },
        tags,
        summary: 'Event stream (text/event-stream) of the order’s terminal outcomes: event "terminal"',
        querystring: orderIdQuery,
      },
    },
    async (req, reply) => {
      const orderId = req.query.orderId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      const off = events.subscribe(orderId, (e) => res.write(`event: terminal\ndata: ${JSON.stringify(e)}\n\n`));
      const ping = setInterval(() => res.write(': ping\n\n'), 15_000);
      ping.unref();
      streams.add(res);
      req.raw.on('close', () => {
        streams.delete(res);
        off();
        clearInterval(ping);
      });
      // A request left pending by another process (or one that stopped) is watched from here too.
      const pending = await db
        .select({ id: orderTransactions.transactionId })
        .from(orderTransactions)
        .where(and(eq(orderTransactions.orderId, orderId), eq(orderTransactions.status, 'pending')));
      for (const p of pending) ctx.watch!(p.id);
    },
  );

  app.get(
    '/pos/checkout/simulator',
    {
      config: { access: 'staff', changesState: false },
      schema: { response: { 200: terminalSimulatorSchema }, tags, summary: 'The terminal simulator’s mode and delay' },
    },
    async () => {
      const s = await loadSettings(db);
      return {
        mode: s.pos_terminal_simulator_mode,
        delay_ms: s.pos_terminal_simulator_delay_ms,
        timeout_ms: s.pos_terminal_timeout_ms,
      };
    },
  );

  app.post(
    '/pos/checkout/simulator',
    {
      config: { access: 'staff', permission: 'simulators.switch', changesState: true },
      schema: {
        response: { 200: terminalSimulatorAnswer },
        tags,
        summary:
          'Sets the terminal simulator: mode (auto, approve, decline, timeout, lose_answer, hang), delay_ms; settle=1 closes the batch',
        body: simulatorInput,
      },
    },
    async (req) => {
      const values: Record<string, unknown> = {};
      if (req.body.mode) values.pos_terminal_simulator_mode = req.body.mode;
      if (req.body.delay_ms !== undefined) values.pos_terminal_simulator_delay_ms = req.body.delay_ms;
      await saveSettings(db, values);
      const settled = req.body.settle ? await provider.settleAll() : 0;
      const s = await loadSettings(db);
      return {
        success: 'Simulator updated.',
        mode: s.pos_terminal_simulator_mode,
        delay_ms: s.pos_terminal_simulator_delay_ms,
        settled,
      };
    },
  );
}
