// Factories for POS tests (issue 13): orders with a known total and status, customers with store credit, vouchers.
import { randomBytes } from 'node:crypto';
import type { Db } from '#src/db/client';
import { customers, giftVouchers, orderHistory, orders } from '#src/db/schema/index';
import { addCreditEntry } from '#src/features/payments/credit';

const uid = () => randomBytes(5).toString('hex');

/** An order as the counter saves it: one total, no lines, status as given (saved by default). */
export async function makeOrder(
  db: Db,
  opts: { totalCents: number; status?: string; customerId?: number | null; taxCents?: number; laborCents?: number },
): Promise<number> {
  const tax = opts.taxCents ?? 0;
  const labor = opts.laborCents ?? 0;
  const [row] = await db
    .insert(orders)
    .values({
      source: 'pos',
      status: opts.status ?? 'saved',
      customerId: opts.customerId ?? null,
      customerGroupId: 1,
      subtotalCents: opts.totalCents - tax - labor,
      discountCents: 0,
      taxCents: tax,
      shippingCents: 0,
      laborCents: labor,
      voucherCents: 0,
      totalCents: opts.totalCents,
      totals: [
        { code: 'sub_total', title: 'Sub-Total', value_cents: opts.totalCents - tax - labor },
        { code: 'tax', title: 'Tax', value_cents: tax },
        { code: 'total', title: 'Total', value_cents: opts.totalCents },
      ],
    })
    .returning({ orderId: orders.orderId });
  await db
    .insert(orderHistory)
    .values({ orderId: row!.orderId, status: opts.status ?? 'saved', comment: 'test order' });
  return row!.orderId;
}

/** A customer, with store credit when `creditCents` > 0. */
export async function makeCustomer(db: Db, opts: { creditCents?: number } = {}): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      customerGroupId: 1,
      firstname: 'Casey',
      lastname: 'Counter',
      email: `casey-${uid()}@example.com`,
      telephone: '(512) 555-0100',
    })
    .returning({ customerId: customers.customerId });
  if (opts.creditCents)
    await db.transaction(
      async (tx) =>
        void (await addCreditEntry(tx as unknown as Db, {
          customerId: row!.customerId,
          amountCents: opts.creditCents!,
          description: 'Opening credit',
        })),
    );
  return row!.customerId;
}

/** A gift card with a balance. */
export async function makeVoucher(db: Db, balanceCents: number): Promise<{ voucherId: number; code: string }> {
  const code = `GC${uid().toUpperCase()}`;
  const [row] = await db
    .insert(giftVouchers)
    .values({ code, fromName: 'Store', toName: 'Casey', amountCents: balanceCents, balanceCents })
    .returning({ voucherId: giftVouchers.voucherId });
  return { voucherId: row!.voucherId, code };
}
