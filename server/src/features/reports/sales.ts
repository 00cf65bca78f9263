// The sales reports (issue 27, decision 0077): orders that became sales in the period, storefront and counter, by day,
// store, category, brand, payment type and cashier. A sale is an order in a sold status (not saved, quoted, a kiosk
// hold, voided or cancelled), dated when it was placed. Gross margin counts the lines whose part has a cost
// (products.cost_cents, the current cost): lines without one (labor, custom lines, parts of unknown cost) are left out
// of cost and margin, never counted as free.
import { sql, type SQL } from 'drizzle-orm';
import { PAYMENT_TYPE_NAMES } from '@parts/common/pos-checkout';
import type { ReportRow } from '@parts/common/reports';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

export const SALE_STATUSES = ['pending', 'processing', 'ready', 'complete', 'outstanding_balance'];

export interface Period {
  start: Date;
  end: Date;
  timeZone: string;
}

interface Raw {
  key: string | number | null;
  label: string | null;
  n: number;
  amount: number | null;
  cost: number | null;
  margin: number | null;
}

/** The period's sales (o), their lines with the part's cost (l) and each order's cost and margin (m). */
const salesCte = (p: Period) => sql`
  with o as (
    select o.order_id, o.total_cents, o.created_at, o.staff_user_id, o.source,
      coalesce(o.pickup_location_id, u.location_id) as store_id
    from orders o left join users u on u.user_id = o.staff_user_id
    where o.status in (${sql.join(
      SALE_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )})
      and o.created_at >= ${p.start.toISOString()}::timestamptz and o.created_at < ${p.end.toISOString()}::timestamptz
  ),
  l as (
    select op.order_id, op.product_id, op.total_cents, op.quantity, p.cost_cents, p.category_id, p.manufacturer_id
    from order_products op join o on o.order_id = op.order_id left join products p on p.product_id = op.product_id
  ),
  m as (
    select order_id,
      sum(quantity * cost_cents) filter (where cost_cents is not null) as cost,
      sum(total_cents - quantity * cost_cents) filter (where cost_cents is not null) as margin
    from l group by order_id
  )`;

const toRow = (r: Raw, label?: string): ReportRow => ({
  key: String(r.key ?? ''),
  label: label ?? r.label ?? '',
  count: Number(r.n),
  amount_cents: r.amount === null ? 0 : Number(r.amount),
  cost_cents: r.cost === null ? null : Number(r.cost),
  margin_cents: r.margin === null ? null : Number(r.margin),
  who: '',
  when: '',
  note: '',
});

async function byOrder(db: Db, p: Period, key: SQL, label: SQL, join: SQL, order: SQL): Promise<ReportRow[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`${salesCte(p)}
      select ${key} as key, ${label} as label, count(*)::int as n, sum(o.total_cents)::int as amount,
        sum(m.cost)::int as cost, sum(m.margin)::int as margin
      from o left join m on m.order_id = o.order_id ${join}
      group by 1, 2 order by ${order}`),
  );
  return rows.map((r) => toRow(r));
}

async function byLine(db: Db, p: Period, key: SQL, label: SQL, join: SQL): Promise<ReportRow[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`${salesCte(p)}
      select ${key} as key, ${label} as label, count(distinct l.order_id)::int as n, sum(l.total_cents)::int as amount,
        sum(l.quantity * l.cost_cents)::int as cost,
        sum(l.total_cents - l.quantity * l.cost_cents) filter (where l.cost_cents is not null)::int as margin
      from l ${join}
      group by 1, 2 order by 4 desc, 2`),
  );
  return rows.map((r) => toRow(r, r.label ?? 'Labor and custom lines'));
}

export async function salesReport(db: Db, report: string, p: Period): Promise<ReportRow[]> {
  switch (report) {
    case 'sales_day': {
      const dayOf = sql`to_char(o.created_at at time zone ${p.timeZone}, 'YYYY-MM-DD')`;
      return byOrder(db, p, dayOf, dayOf, sql``, sql`1`);
    }
    case 'sales_store':
      return byOrder(
        db,
        p,
        sql`o.store_id`,
        sql`coalesce(s.name, 'Web store (shipped)')`,
        sql`left join locations s on s.location_id = o.store_id`,
        sql`4 desc, 2`,
      );
    case 'sales_cashier':
      return byOrder(
        db,
        p,
        sql`o.staff_user_id`,
        sql`coalesce(nullif(trim(c.firstname || ' ' || c.lastname), ''), 'Web store')`,
        sql`left join users c on c.user_id = o.staff_user_id`,
        sql`4 desc, 2`,
      );
    case 'sales_category':
      return byLine(
        db,
        p,
        sql`l.category_id`,
        sql`c.name`,
        sql`left join categories c on c.category_id = l.category_id`,
      );
    case 'sales_brand':
      return byLine(
        db,
        p,
        sql`l.manufacturer_id`,
        sql`b.name`,
        sql`left join manufacturers b on b.manufacturer_id = l.manufacturer_id`,
      );
    case 'sales_payment': {
      const rows = rowsOf<Raw>(
        await db.execute(sql`${salesCte(p)}
          select t.transaction_type as key, t.transaction_type as label, count(*)::int as n,
            sum(t.amount_cents)::int as amount, null as cost, null as margin
          from order_transactions t join o on o.order_id = t.order_id
          where t.status = 'approved'
          group by 1, 2 order by 4 desc, 1`),
      );
      return rows.map((r) => ({
        ...toRow(r, (PAYMENT_TYPE_NAMES as Partial<Record<string, string>>)[String(r.key)] ?? String(r.key)),
        cost_cents: null,
        margin_cents: null,
      }));
    }
    default:
      return [];
  }
}
