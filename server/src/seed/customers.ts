// Demo data for the customer editor (issue 15): tags, a note, IPs, and a paid order with a return for Hill Country
// Fleet Services (customer 2), so every tab has something to show. Rows of demo customers go with them on a reseed.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_TAGS = ['VIP', 'Fleet', 'Net 30'];

export async function loadCustomerEditorDemo(db: Db): Promise<void> {
  await db
    .insert(t.customerTags)
    .values(DEMO_TAGS.map((title) => ({ title })))
    .onConflictDoNothing();
  const tags = await db.select().from(t.customerTags);
  const fleet = tags.find((x) => x.title === 'Fleet');
  if (fleet)
    await db.insert(t.customerTagAssignments).values({ customerId: 2, tagId: fleet.tagId }).onConflictDoNothing();
  await db
    .insert(t.customerHistory)
    .values({ customerId: 2, comment: 'Fleet account: invoice monthly, PO required on every order.' });
  await db.insert(t.customerIps).values([
    { customerId: 1, ip: '203.0.113.7' },
    { customerId: 2, ip: '203.0.113.7' },
    { customerId: 2, ip: '81.2.69.160' },
  ]);
  const [order] = await db
    .insert(t.orders)
    .values({
      source: 'pos',
      status: 'complete',
      customerId: 2,
      customerGroupId: 3,
      firstname: 'Hill Country',
      lastname: 'Fleet Services',
      email: '',
      subtotalCents: 8999,
      discountCents: 0,
      taxCents: 0,
      shippingCents: 0,
      voucherCents: 0,
      totalCents: 8999,
      totals: [{ code: 'total', title: 'Total', value_cents: 8999 }],
      createdAt: sql`now() - interval '20 days'`,
      updatedAt: sql`now() - interval '20 days'`,
    })
    .returning({ id: t.orders.orderId });
  await db.insert(t.returns).values([
    {
      orderId: order!.id,
      customerId: 2,
      product: 'Front Brake Pad Set',
      model: 'BD-1234',
      quantity: 1,
      returnStatus: 'closed',
      comment: 'Wrong fitment',
      dateAdded: sql`now() - interval '15 days'`,
      dateModified: sql`now() - interval '12 days'`,
    },
    {
      orderId: order!.id,
      customerId: 2,
      product: 'Oil Filter',
      model: 'OF-88',
      quantity: 2,
      returnStatus: 'requested',
    },
  ]);
}
