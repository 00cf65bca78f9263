// Every order for the back office (issue 27): storefront and counter, newest first, 20 a page, filtered by status,
// period (the default store's days), store, customer, payment type and cashier; counts per status over the rest.
import { sql, type SQL } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import type { AdminOrderFilters, AdminOrdersPage, AdminOrdersQuery, AdminOrderView } from '@parts/common/admin-orders';
import { storeInstant } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { receiptOrder } from '#src/features/orders/receipt-order';
import { refundsWire } from '#src/features/returns/queries';
import { notFound } from '#src/http/errors';

const nextDay = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The store of an order: its pickup store, else its cashier's (checkout's orderStoreId, as SQL). */
const storeOf = sql`coalesce(o.pickup_location_id, u.location_id)`;

export async function adminOrdersPage(db: Db, q: AdminOrdersQuery): Promise<AdminOrdersPage> {
  const tz = await storeTimeZone(db);
  const where: SQL[] = [];
  if (q.from) where.push(sql`o.created_at >= ${storeInstant(q.from, '00:00', tz).toISOString()}::timestamptz`);
  if (q.to) where.push(sql`o.created_at < ${storeInstant(nextDay(q.to), '00:00', tz).toISOString()}::timestamptz`);
  if (q.store_id) where.push(sql`${storeOf} = ${q.store_id}`);
  if (q.cashier_id) where.push(sql`o.staff_user_id = ${q.cashier_id}`);
  if (q.customer) {
    const like = `%${q.customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(o.firstname || ' ' || o.lastname ilike ${like} or o.email ilike ${like} or o.telephone ilike ${like})`,
    );
  }
  if (q.payment_type)
    where.push(
      sql`exists (select 1 from order_transactions t where t.order_id = o.order_id and t.status = 'approved' and t.transaction_type = ${q.payment_type})`,
    );
  const from = sql`from orders o left join users u on u.user_id = o.staff_user_id`;
  const cond = (extra: SQL[]) => (extra.length ? sql`where ${sql.join(extra, sql` and `)}` : sql``);
  const counts = rowsOf<{ status: string; n: number }>(
    await db.execute(sql`select o.status, count(*)::int as n ${from} ${cond(where)} group by 1`),
  );
  if (q.status) where.push(sql`o.status = ${q.status}`);
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${from} ${cond(where)}`));
  const rows = rowsOf<{
    order_id: number;
    created_at: string | Date;
    source: 'web' | 'pos' | 'kiosk';
    status: string;
    status_name: string | null;
    customer: string;
    email: string;
    store: string | null;
    cashier: string | null;
    total_cents: number;
    payment_types: string[] | null;
  }>(
    await db.execute(sql`
      select o.order_id, o.created_at, o.source, o.status, s.name as status_name,
        trim(o.firstname || ' ' || o.lastname) as customer, o.email, l.name as store,
        nullif(trim(u.firstname || ' ' || u.lastname), '') as cashier, o.total_cents,
        (select array_agg(distinct t.label) from order_transactions t
          where t.order_id = o.order_id and t.status = 'approved') as payment_types
      ${from} left join order_statuses s on s.status = o.status left join locations l on l.location_id = ${storeOf}
      ${cond(where)}
      order by o.created_at desc, o.order_id desc limit ${q.limit} offset ${adminOffset(q)}`),
  );
  return {
    ...adminPageMeta(total?.n ?? 0, q, Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]))),
    items: rows.map((r) => ({
      order_id: r.order_id,
      created_at: new Date(r.created_at).toISOString(),
      source: r.source,
      status: r.status,
      status_name: r.status_name ?? r.status,
      customer: r.customer,
      email: r.email,
      store: r.store,
      cashier: r.cashier,
      total_cents: Number(r.total_cents),
      payment_types: r.payment_types ?? [],
    })),
  };
}

export async function adminOrderFilters(db: Db): Promise<AdminOrderFilters> {
  const statuses = rowsOf<{ status: string; name: string }>(
    await db.execute(sql`select status, name from order_statuses order by sort_order`),
  );
  const stores = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select location_id as id, name from locations order by sort_order, location_id`),
  );
  const cashiers = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select user_id as id, trim(firstname || ' ' || lastname) as name from users order by 2`),
  );
  return { statuses, stores, cashiers };
}

export async function adminOrderView(db: Db, orderId: number): Promise<AdminOrderView> {
  const order = await receiptOrder(db, orderId);
  if (!order) throw notFound('That order does not exist.');
  const [o] = rowsOf<{
    source: 'web' | 'pos' | 'kiosk';
    shipping_method: string | null;
    shipping_address: Record<string, string> | null;
  }>(await db.execute(sql`select source, shipping_method, shipping_address from orders where order_id = ${orderId}`));
  return {
    order,
    source: o!.source,
    shipping_method: o!.shipping_method,
    shipping_address: o!.shipping_address,
    refunds: await refundsWire(db, { orderId }),
  };
}
