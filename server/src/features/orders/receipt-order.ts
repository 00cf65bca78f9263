// The order as the POS order view and the receipt read it (spec 001 s3 "Order (view and receipt)"): one function, one
// query per table, money summed from the transactions by pospay's orderBalance (never a stored guess). Decision 0020.
import { asc, eq } from 'drizzle-orm';
import type { ReceiptOrder } from '@parts/common/receipt';
import { maskPhone } from '@parts/common/account';
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import {
  customers,
  locations,
  orderHistory,
  orderProducts,
  orders,
  orderStatuses,
  orderTransactions,
  users,
  voucherUses,
  giftVouchers,
} from '#src/db/schema/index';
import { orderBalance } from '#src/features/payments/balance';
import { transactionWire } from '#src/features/payments/transaction-wire';
import { purchaseOrdersOf } from '#src/features/purchase/purchase-orders';
import { loadSettings } from '#src/features/settings/queries';
import { formatStoreTime } from '@parts/common/store-time';
import { orderTimeZone, storeTimeZone } from '#src/features/checkout/store-time-zone';
import { bookedAppointments } from '#src/features/appointments/booking';

/** The order's history rows (spec 001 s3 "Order history row"), oldest first, with the status by its name. */
export async function historyRows(db: Db, orderId: number) {
  const timeZone = await orderTimeZone(db, orderId);
  const rows = await db
    .select({
      createdAt: orderHistory.createdAt,
      status: orderHistory.status,
      name: orderStatuses.name,
      comment: orderHistory.comment,
    })
    .from(orderHistory)
    .leftJoin(orderStatuses, eq(orderStatuses.status, orderHistory.status))
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.orderHistoryId));
  return rows.map((h) => ({
    date_added: formatStoreTime(h.createdAt, timeZone, 'ymdHi'),
    status: h.name ?? h.status,
    comment: h.comment,
  }));
}
const name = (first: string, last: string) => `${first} ${last}`.trim();

/** The order for the view and the receipt, or null when there is no such order. */
export async function receiptOrder(db: Db, orderId: number): Promise<ReceiptOrder | null> {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) return null;
  // One after another: a PGlite connection runs one query at a time, and this may run inside a transaction.
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const history = await historyRows(db, orderId);
  const txs = await db
    .select()
    .from(orderTransactions)
    .where(eq(orderTransactions.orderId, orderId))
    .orderBy(asc(orderTransactions.transactionId));
  const [status] = await db.select().from(orderStatuses).where(eq(orderStatuses.status, o.status));
  const [customer] = o.customerId
    ? await db.select().from(customers).where(eq(customers.customerId, o.customerId))
    : [];
  const [cashier] = o.staffUserId ? await db.select().from(users).where(eq(users.userId, o.staffUserId)) : [];
  const locationId = o.pickupLocationId ?? cashier?.locationId ?? null;
  const [store] = locationId ? await db.select().from(locations).where(eq(locations.locationId, locationId)) : [];
  const timeZone = store?.timeZone ?? (await storeTimeZone(db));
  const vouchers = await db
    .select({ code: giftVouchers.code, amountCents: voucherUses.amountCents })
    .from(voucherUses)
    .innerJoin(giftVouchers, eq(giftVouchers.voucherId, voucherUses.voucherId))
    .where(eq(voucherUses.orderId, orderId));
  const settings = await loadSettings(db);
  const balance = await orderBalance(db, orderId);

  const statusName = status?.name ?? o.status;
  // A voided or cancelled order owes nothing (decision 0051); the cash its void gave back is what the cashier hands over.
  const calledOff = o.status === 'voided' || o.status === 'cancelled';
  const dueCents = calledOff ? 0 : balance.balanceCents;
  const cashToReturnCents = txs
    .filter((t) => t.status === 'void' && t.details.returned_by_void === true)
    .reduce((s, t) => s + t.amountCents, 0);
  const poNumbers = [...new Set(lines.map((l) => poNumberOf(l)).filter((p) => p !== ''))];
  return {
    order_id: o.orderId,
    customer: customer ? name(customer.firstname, customer.lastname) : name(o.firstname, o.lastname),
    customer_id: o.customerId,
    email: customer?.email ?? o.email,
    telephone: maskPhone(customer?.telephone ?? o.telephone),
    date_added: o.createdAt.toISOString(),
    date_added_long: formatStoreTime(o.createdAt, timeZone, 'long'),
    order_status: statusName,
    order_status_id: status?.orderStatusId ?? 0,
    status: o.status,
    status_color: status?.statusColor ?? '#6b7280',
    status_text_color: status?.statusTextColor ?? '#ffffff',
    is_quote: o.status === 'quote',
    cashier: cashier ? name(cashier.firstname, cashier.lastname) : '',
    transactions: txs.map(transactionWire),
    // Card surcharges taken (decision 0095) are in what was paid and in the total; the balance is the same either way.
    amount_paid: centsToDecimal(balance.paidCents + balance.surchargeCents),
    amount_paid_text: formatCents(balance.paidCents + balance.surchargeCents),
    order_total: centsToDecimal(balance.totalCents + balance.surchargeCents),
    order_total_text: formatCents(balance.totalCents + balance.surchargeCents),
    order_ymm: vehicleOf(o),
    balance_due: centsToDecimal(dueCents),
    balance_due_text: formatCents(Math.abs(dueCents)),
    change_due: centsToDecimal(calledOff ? 0 : balance.changeDueCents),
    change_due_text: formatCents(calledOff ? 0 : balance.changeDueCents),
    paid_in_full: dueCents <= 0,
    called_off: calledOff,
    cash_to_return: centsToDecimal(cashToReturnCents),
    cash_to_return_text: formatCents(cashToReturnCents),
    products: lines.map((l) => {
      const { unitCents, totalCents } = lineAmounts(l);
      return {
        order_product_id: l.orderProductId,
        product_id: l.productId,
        name: l.name,
        aaia: l.aaia,
        mpn: l.mpn,
        quantity: l.quantity,
        options: l.options.map((x) => ({ name: x.name, value: x.value })),
        price: centsToDecimal(unitCents),
        price_text: formatCents(unitCents),
        total: centsToDecimal(totalCents),
        total_text: formatCents(totalCents),
        po_number: poNumberOf(l),
      };
    }),
    vouchers: vouchers.map((v) => ({
      description: `Gift Voucher (${v.code})`,
      code: v.code,
      amount: centsToDecimal(v.amountCents),
      amount_text: formatCents(v.amountCents),
    })),
    totals: withSurcharge(o.totals, balance.surchargeCents),
    // Purchase orders: decision 0026; booked appointments: decision 0025.
    purchase_orders: await purchaseOrdersOf(db, orderId),
    booked_appointments: await bookedAppointments(db, orderId),
    pos_status: o.status,
    po_number_list: poNumbers,
    tax_exempt: customer?.taxExempt ?? o.taxExempt,
    tax_exempt_number: customer?.taxExempt ? customer.taxExemptNumber : '',
    history,
    store: {
      name: store ? `${settings.store_name} — ${store.name}` : settings.store_name,
      address: store ? `${store.address1}, ${store.city}, ${store.zoneCode} ${store.postcode}` : '',
      telephone: store ? maskPhone(store.telephone) : '',
    },
  };
}

/**
 * What a line shows on the receipt, the invoice and the emailed receipt (decision 0051): a labor line (no part, a labor
 * rate) is its labor amount (its goods are 0); a part shows its goods, its own labor staying in the Labor total.
 */
export function lineAmounts(line: typeof orderProducts.$inferSelect): { unitCents: number; totalCents: number } {
  if (line.productId !== null || line.laborId === null)
    return { unitCents: line.unitCents, totalCents: line.totalCents };
  return { unitCents: Math.round(line.laborCents / Math.max(1, line.quantity)), totalCents: line.laborCents };
}
/** A line's PO number (the counter cart's, carried onto the order line), '' when none. */
function poNumberOf(line: typeof orderProducts.$inferSelect): string {
  return line.poNumber ?? '';
}
/** The order's vehicle as the counter cart showed it ("2015 Ford F-150"), '' when none. */
function vehicleOf(o: typeof orders.$inferSelect): string {
  return o.vehicleLabel ?? '';
}

/** The order's totals lines with the card surcharge taken (decision 0095) shown before the total, which includes it. */
function withSurcharge(totals: { code: string; title: string; value_cents: number }[], surchargeCents: number) {
  const lines = totals.map((t) => ({ code: t.code, title: t.title, cents: t.value_cents }));
  if (surchargeCents > 0) {
    const at = lines.findIndex((t) => t.code === 'total');
    const line = { code: 'card_surcharge', title: 'Card surcharge', cents: surchargeCents };
    if (at < 0) lines.push(line);
    else lines.splice(at, 1, line, { ...lines[at]!, cents: lines[at]!.cents + surchargeCents });
  }
  return lines.map((t) => ({ code: t.code, title: t.title, text: formatCents(t.cents) }));
}
