// The online payment link (spec 001 s7 GET /pos/order/sendPaymentURL; decision 0020). Staff send a link by email and/or
// text; it carries a random token (only its SHA-256 is stored) bound to one order. The page it opens needs no staff
// session: it shows the balance and pays it by card through the payment provider, recorded as an `online` transaction
// by pospay's recordTransaction. The link row is locked while paying, so two submits pay once.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { formatCents } from '@parts/common/money';
import {
  PAYMENT_LINK_TTL_HOURS,
  payLinkAnswerSchema,
  payLinkInput,
  paymentLinkSchema,
  RECEIPT_MSG,
  type PaymentLinkAnswer,
} from '@parts/common/receipt';
import type { Db } from '#src/db/client';
import { orders, orderStatuses, orderTransactions, paymentLinks } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { paymentProvider } from '#src/features/checkout/payment';
import { sendMail } from '#src/features/mail/mailer';
import { changeOrderStatus } from '#src/features/order-status/lifecycle';
import { lockOrder, orderBalance, recordTransaction } from '#src/features/payments/balance';
import { loadSettings } from '#src/features/settings/queries';
import { sendSms } from '#src/features/sms/sms';
import { z } from 'zod';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An order whose status allows taking a payment (order_statuses.actions, decision 0018); a quote is not a sale yet. */
async function payable(db: Db, status: string): Promise<boolean> {
  if (status === 'quote') return false;
  const [row] = await db
    .select({ actions: orderStatuses.actions })
    .from(orderStatuses)
    .where(eq(orderStatuses.status, status));
  return row?.actions.includes('take_payment') ?? false;
}

function publicBase(deps: Deps, req: FastifyRequest): string {
  if (deps.config.PUBLIC_URL) return deps.config.PUBLIC_URL.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}

export async function createPaymentLink(
  deps: Deps,
  req: FastifyRequest,
  input: { orderId: number; email: string; telephone: string; staffUserId: number },
) {
  const { db, config } = deps;
  const [o] = await db.select().from(orders).where(eq(orders.orderId, input.orderId));
  if (!o) throw notFound(RECEIPT_MSG.orderNotFound);
  const balance = await orderBalance(db, o.orderId);
  if (balance.balanceCents <= 0) throw new HttpError(409, RECEIPT_MSG.nothingDue);
  if (!(await payable(db, o.status))) throw new HttpError(409, RECEIPT_MSG.linkClosed);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PAYMENT_LINK_TTL_HOURS * 3600_000);
  await db.insert(paymentLinks).values({
    orderId: o.orderId,
    tokenHash: hashToken(token),
    email: input.email,
    telephone: input.telephone,
    createdBy: input.staffUserId,
    expiresAt,
  });
  const url = `${publicBase(deps, req)}/checkout/pay?token=${token}`;
  const settings = await loadSettings(db);
  const amount = formatCents(balance.balanceCents);
  const said: string[] = [];
  const out: { success: string; email_id?: number; sms_id?: number } = { success: '' };
  if (input.email) {
    const text = [
      `Hello ${o.firstname}`.trim() + ',',
      '',
      `The balance of ${amount} for order #${o.orderId} at ${settings.store_name} can be paid online here:`,
      url,
      '',
      `The link works once and for ${PAYMENT_LINK_TTL_HOURS} hours.`,
      '',
      settings.store_name,
    ].join('\n');
    const mail = await sendMail(db, config, {
      kind: 'payment_link',
      to: input.email,
      subject: `Pay for order #${o.orderId}`,
      text,
      customerId: o.customerId ?? undefined,
      orderId: o.orderId,
    });
    out.email_id = mail.emailId;
    said.push(RECEIPT_MSG.linkSentEmail(input.email));
  }
  if (input.telephone) {
    const sms = await sendSms(db, {
      kind: 'payment_link',
      to: input.telephone,
      body: `${settings.store_name}: pay ${amount} for order #${o.orderId} at ${url}`,
      customerId: o.customerId ?? undefined,
      orderId: o.orderId,
    });
    out.sms_id = sms.outboxId;
    said.push(RECEIPT_MSG.linkSentText(input.telephone));
  }
  out.success = said.join(' ');
  return out;
}

type LinkRow = typeof paymentLinks.$inferSelect;

/** Where a link stands: open, or why it cannot pay. */
async function linkState(
  db: Db,
  link: LinkRow,
): Promise<{
  state: PaymentLinkAnswer['state'];
  message: string;
  balanceCents: number;
  totalCents: number;
  paidCents: number;
}> {
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.orderId, link.orderId));
  const b = await orderBalance(db, link.orderId);
  const base = { balanceCents: Math.max(0, b.balanceCents), totalCents: b.totalCents, paidCents: b.paidCents };
  if (link.usedAt) return { ...base, state: 'used', message: RECEIPT_MSG.linkUsed };
  if (b.balanceCents <= 0) return { ...base, state: 'paid', message: RECEIPT_MSG.linkPaid };
  if (!o || !(await payable(db, o.status))) return { ...base, state: 'closed', message: RECEIPT_MSG.linkClosed };
  if (link.expiresAt.getTime() <= Date.now()) return { ...base, state: 'expired', message: RECEIPT_MSG.linkExpired };
  return { ...base, state: 'open', message: '' };
}

async function findLink(db: Db, token: string, lock = false): Promise<LinkRow> {
  if (!/^[A-Za-z0-9_-]{32,64}$/.test(token)) throw notFound(RECEIPT_MSG.linkNotFound);
  const q = db
    .select()
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, hashToken(token)));
  const [link] = lock ? await q.for('update') : await q;
  if (!link) throw notFound(RECEIPT_MSG.linkNotFound);
  return link;
}

export async function paymentLinkRoutes(app: App, { db }: Deps) {
  // No staff session: the token is the key. Answers only what the customer needs to pay.
  app.get(
    '/checkout/payment_link/info',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['checkout'],
        summary: "A payment link's order balance",
        querystring: z.object({ token: z.string().max(100) }).strict(),
        response: { 200: paymentLinkSchema },
      },
    },
    async (req): Promise<PaymentLinkAnswer> => {
      const link = await findLink(db, req.query.token);
      const s = await linkState(db, link);
      const settings = await loadSettings(db);
      return {
        state: s.state,
        message: s.message,
        order_id: link.orderId,
        store: settings.store_name,
        order_total_text: formatCents(s.totalCents),
        amount_paid_text: formatCents(s.paidCents),
        balance_due: (s.balanceCents / 100).toFixed(2),
        balance_due_text: formatCents(s.balanceCents),
      };
    },
  );

  app.post(
    '/checkout/payment_link/pay',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['checkout'],
        summary: 'Pays the balance of a payment link by card, once',
        body: payLinkInput,
        response: { 200: payLinkAnswerSchema },
      },
    },
    async (req) => {
      const body = req.body;
      const result = await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        // The link row is the lock: a second submit waits here and then finds the link used.
        const link = await findLink(tx, body.token, true);
        if (link.usedAt && link.transactionId) {
          const [t] = await tx
            .select()
            .from(orderTransactions)
            .where(eq(orderTransactions.transactionId, link.transactionId));
          // The same submit again (a retried request): its first answer, nothing charged twice.
          if (t && t.idempotencyKey === `link-${link.paymentLinkId}:${body.idempotency_key}`)
            return { orderId: link.orderId, amountCents: t.amountCents, replay: true };
        }
        // Tenders on one order run one at a time (pospay's lock): a counter payment cannot slip in between.
        await lockOrder(tx, link.orderId);
        const s = await linkState(tx, link);
        if (s.state !== 'open') throw new HttpError(s.state === 'expired' ? 410 : 409, s.message);
        const amountCents = s.balanceCents;
        const key = `link-${link.paymentLinkId}:${body.idempotency_key}`;
        const provider = paymentProvider(tx);
        const auth = await provider.authorize({
          amountCents,
          card: { number: body.card_number, expiry: body.card_expiry, cvc: body.card_cvc },
          idempotencyKey: key,
          requestHash: `order:${link.orderId}:${amountCents}`,
        });
        if (!auth.approved) throw new HttpError(402, RECEIPT_MSG.cardDeclined, { card_number: auth.message });
        await provider.capture(auth.reference, link.orderId);
        const last4 = body.card_number.replace(/\D/g, '').slice(-4);
        const { transaction: t } = await recordTransaction(tx, {
          orderId: link.orderId,
          type: 'online',
          status: 'approved',
          amountCents,
          label: `Online card payment (ending ${last4})`,
          idempotencyKey: key,
          details: { card_last4: last4, payment_link_id: link.paymentLinkId },
          providerReference: auth.reference,
          settled: true,
        });
        await tx
          .update(paymentLinks)
          .set({ usedAt: new Date(), transactionId: t.transactionId })
          .where(eq(paymentLinks.paymentLinkId, link.paymentLinkId));
        const after = await orderBalance(tx, link.orderId);
        const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, link.orderId));
        if (after.balanceCents <= 0 && o?.status === 'outstanding_balance')
          await changeOrderStatus(tx, link.orderId, 'complete', {
            comment: 'Balance paid online by payment link.',
            notify: false,
          });
        return { orderId: link.orderId, amountCents, replay: false };
      });
      return {
        success: RECEIPT_MSG.paid(formatCents(result.amountCents)),
        order_id: result.orderId,
        amount: (result.amountCents / 100).toFixed(2),
      };
    },
  );
}
