// Demo house account (issue 28, decision 0058): Ramos Auto Repair (customer 3), a repair shop on net 30 with a $2,500
// limit, three sales charged to its account (75, 40 and 10 days ago) and a payment on account that paid the oldest in
// part, so the customer editor's House Account tab, the statement and the aging report show something on `npm start`.
import { addDays } from '@parts/common/house-account';
import { DEFAULT_STORE_TZ, storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

const SHOP = 3;
const SALES = [
  { daysAgo: 75, cents: 41_250, po: 'RAR-1042' },
  { daysAgo: 40, cents: 128_790, po: 'RAR-1077' },
  { daysAgo: 10, cents: 36_415, po: 'RAR-1103' },
];

export async function loadHouseAccountDemo(db: Db): Promise<void> {
  const today = storeToday(DEFAULT_STORE_TZ);
  await db
    .insert(t.houseAccounts)
    .values({ customerId: SHOP, creditLimitCents: 250_000, termsDays: 30, statementDay: 1 })
    .onConflictDoNothing();
  const invoices: number[] = [];
  for (const [i, s] of SALES.entries()) {
    const when = new Date(Date.now() - s.daysAgo * 86_400_000);
    const [order] = await db
      .insert(t.orders)
      .values({
        source: 'pos',
        status: 'complete',
        customerId: SHOP,
        customerGroupId: 2,
        firstname: 'Ramos',
        lastname: 'Auto Repair',
        email: 'shop@example.com',
        subtotalCents: s.cents,
        discountCents: 0,
        taxCents: 0,
        shippingCents: 0,
        voucherCents: 0,
        totalCents: s.cents,
        totals: [{ code: 'total', title: 'Total', value_cents: s.cents }],
        createdAt: when,
        updatedAt: when,
      })
      .returning({ id: t.orders.orderId });
    const [tx] = await db
      .insert(t.orderTransactions)
      .values({
        orderId: order!.id,
        transactionType: 'house_account',
        label: `House Account (PO ${s.po})`,
        amountCents: s.cents,
        status: 'approved',
        idempotencyKey: `seed-house-${i}`,
        details: { customer_id: SHOP, po_number: s.po },
        createdAt: when,
      })
      .returning({ id: t.orderTransactions.transactionId });
    const date = addDays(today, -s.daysAgo);
    await db.insert(t.houseAccountCharges).values({
      transactionId: tx!.id,
      customerId: SHOP,
      orderId: order!.id,
      amountCents: s.cents,
      poNumber: s.po,
      invoiceDate: date,
      dueDate: addDays(date, 30),
    });
    invoices.push(tx!.id);
  }
  const [payment] = await db
    .insert(t.accountPayments)
    .values({
      customerId: SHOP,
      tender: 'check',
      label: 'Check #2210',
      amountCents: 25_000,
      idempotencyKey: 'seed-payment-0',
      paymentDate: addDays(today, -20),
    })
    .returning({ id: t.accountPayments.paymentId });
  await db
    .insert(t.accountPaymentAllocations)
    .values({ paymentId: payment!.id, transactionId: invoices[0]!, amountCents: 25_000 });
}
