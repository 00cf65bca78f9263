// The POS checkout state (issue 13, spec 001 s3): the order's costs, what is paid and due, its transactions, and the
// enabled tenders and devices. Reading the state settles what the terminals know first (reconcile).
import { and, asc, eq } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import {
  PAY_MSG,
  PAYMENT_TYPE_NAMES,
  PAYMENT_TYPES,
  type CheckoutState,
  type PaymentType,
} from '@parts/common/pos-checkout';
import type { Db } from '#src/db/client';
import { customers, orderProducts, orders, orderTransactions, paymentDevices } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { creditBalance } from './credit';
import { loadSettings } from '#src/features/settings/queries';
import { balanceOf, orderTransactionsOf, type TransactionRow } from './balance';
import { TERMINAL_TYPES, type PayContext } from './pay-context';
import { transactionWire } from './transaction-wire';
import { applyTerminalResult } from './terminal-requests';
import { cardSurchargeRule } from './surcharge';
import { readersFor } from './checkout-readers';
import { bookedAppointments } from '#src/features/appointments/booking';

export async function enabledPaymentTypes(db: Db): Promise<PaymentType[]> {
  const s = await loadSettings(db);
  const on = new Set(Array.isArray(s.pos_payment_types) ? s.pos_payment_types : []);
  return PAYMENT_TYPES.filter((t) => on.has(t));
}

/** The departments (merchant accounts: every store's) and the readers the cashier may use (checkout-readers.ts). */
async function devices(db: Db, staffUserId: number) {
  const departments = await db
    .select({ device_id: paymentDevices.deviceId, name: paymentDevices.name })
    .from(paymentDevices)
    .where(and(eq(paymentDevices.status, true), eq(paymentDevices.kind, 'department')))
    .orderBy(asc(paymentDevices.deviceId));
  const readers = await readersFor(db, staffUserId);
  return { cardDevices: readers.card_device, smartTerminals: readers.smart_terminal, departments };
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
        await ctx.db
          .update(orderTransactions)
          .set({ settled: true })
          .where(eq(orderTransactions.transactionId, t.transactionId));
        changed = true;
      }
    }
  }
  return changed;
}

/** GET /pos/checkout/getTransactions: the checkout state of spec 001 s3, with the readers `staffUserId` may use. */
export async function checkoutState(ctx: PayContext, orderId: number, staffUserId: number): Promise<CheckoutState> {
  const { db } = ctx;
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw new HttpError(404, PAY_MSG.orderNotFound);
  let list = await orderTransactionsOf(db, orderId);
  if (await reconcile(ctx, list)) list = await orderTransactionsOf(db, orderId);
  const approved = list.filter((t) => t.status === 'approved');
  const b = balanceOf(
    o.totalCents,
    approved.reduce((s, t) => s + t.amountCents, 0),
    approved.reduce((s, t) => s + t.surchargeCents, 0),
  );
  const [customer] = o.customerId
    ? await db.select().from(customers).where(eq(customers.customerId, o.customerId))
    : [];
  const credit = customer ? await creditBalance(db, customer.customerId) : 0;
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const d = await devices(db, staffUserId);
  const types = await enabledPaymentTypes(db);
  const parts = o.totalCents - o.laborCents - o.taxCents - o.shippingCents;
  return {
    orderId,
    status: o.status,
    customer: customer
      ? {
          customer_id: customer.customerId,
          name: `${customer.firstname} ${customer.lastname}`.trim(),
          email: customer.email,
          telephone: customer.telephone,
        }
      : null,
    // The card surcharges taken are part of what the customer pays and has paid; the balance is the same either way.
    orderTotal: centsToDecimal(o.totalCents + b.surchargeCents),
    costParts: centsToDecimal(parts),
    costSurcharge: centsToDecimal(o.shippingCents),
    costLabor: centsToDecimal(o.laborCents),
    costTax: centsToDecimal(o.taxCents),
    costCreditCardSurcharge: centsToDecimal(b.surchargeCents),
    // Not taxed (decision 0095).
    costCreditCardSurchargeTax: '0.00',
    amountPaid: centsToDecimal(b.paidCents + b.surchargeCents),
    balanceDue: centsToDecimal(b.balanceCents),
    changeDue: centsToDecimal(b.changeDueCents),
    paidInFull: b.balanceCents <= 0,
    storeCredit: centsToDecimal(credit),
    transactions: list.map(transactionWire),
    products: lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      price_text: formatCents(l.unitCents),
      total_text: formatCents(l.totalCents + l.laborCents),
    })),
    bookedAppointments: await bookedAppointments(db, orderId),
    paymentTypes: types.map((code) => ({ code, name: PAYMENT_TYPE_NAMES[code] })),
    cardSurcharge: await cardSurchargeRule(db),
    cardDevices: d.cardDevices,
    smartTerminals: d.smartTerminals,
    departments: d.departments,
  };
}
