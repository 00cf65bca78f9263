// Reading orders back: one order with its lines, store and history (success page, account, staff), and a customer's
// orders for their account page.
import { asc, eq, sql } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { locations, orderHistory, orderProducts, orders } from '#src/db/schema/index';

export type OrderRow = typeof orders.$inferSelect;

/** An order with its lines, store and history, for the success page, the account and staff. */
export async function orderInfo(db: Db, orderId: number) {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) return null;
  // One after another: the confirmation reads this inside the order transaction, on one connection.
  const lines = await db
    .select()
    .from(orderProducts)
    .where(eq(orderProducts.orderId, orderId))
    .orderBy(asc(orderProducts.orderProductId));
  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, orderId))
    .orderBy(asc(orderHistory.orderHistoryId));
  const [store] = o.pickupLocationId
    ? await db.select().from(locations).where(eq(locations.locationId, o.pickupLocationId))
    : [];
  return {
    row: o,
    wire: {
      order_id: o.orderId,
      status: o.status,
      date_added: o.createdAt.toISOString(),
      firstname: o.firstname,
      lastname: o.lastname,
      email: o.email,
      telephone: o.telephone,
      shipping_method: o.shippingMethod,
      pickup_location: store
        ? {
            location_id: store.locationId,
            name: store.name,
            address: `${store.address1}, ${store.city}, ${store.zoneCode} ${store.postcode}`,
          }
        : null,
      shipping_address: o.shippingAddress ?? null,
      payment_method: o.paymentMethod,
      products: lines.map((l) => ({
        name: l.name,
        mpn: l.mpn,
        aaia: l.aaia,
        quantity: l.quantity,
        options: l.options.map((x) => ({ name: x.name, value: x.value })),
        price_text: formatCents(l.unitCents),
        total_text: formatCents(l.totalCents),
      })),
      totals: o.totals.map((t) => ({
        code: t.code,
        title: t.title,
        value_cents: t.value_cents,
        text: formatCents(t.value_cents),
      })),
      history: history.map((h) => ({ status: h.status, comment: h.comment, date_added: h.createdAt.toISOString() })),
    },
  };
}

export async function ordersOfCustomer(db: Db, customerId: number) {
  const rows = rowsOf<{
    order_id: number;
    status: string;
    created_at: string | Date;
    total_cents: number;
    products: number;
  }>(
    await db.execute(sql`select o.order_id, o.status, o.created_at, o.total_cents,
      (select coalesce(sum(quantity), 0)::int from order_products op where op.order_id = o.order_id) as products
      from orders o where o.customer_id = ${customerId} and o.status <> 'saved' order by o.order_id desc limit 200`),
  );
  return rows.map((r) => ({
    order_id: r.order_id,
    status: r.status,
    date_added: new Date(r.created_at).toISOString(),
    total: (r.total_cents / 100).toFixed(2),
    total_text: formatCents(r.total_cents),
    products: r.products,
  }));
}
