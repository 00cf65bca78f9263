// After a load run (bench/load.ts): what the database must show. Every order that answered success exists once; the
// stock of the parts bought equals the starting stock less the order lines; every card authorisation of the run is
// captured (its order placed) or voided (its order not placed), none left open.
import type pg from 'pg';
import type { Placed } from './load-flows';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export async function checkDatabase(
  client: pg.Client,
  placed: Placed[],
  stockBefore: Map<number, number>,
  since: Date,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const ids = placed.map((p) => p.orderId);
  const found = await client.query<{ order_id: number; n: string }>(
    `select o.order_id, count(*) over (partition by o.idempotency_key) as n from orders o where o.order_id = any($1)`,
    [ids],
  );
  const once = found.rows.filter((r) => Number(r.n) === 1).length;
  results.push({
    name: 'every order that answered success exists, once',
    ok: found.rows.length === ids.length && once === ids.length && new Set(ids).size === ids.length,
    detail: `${ids.length} answered, ${found.rows.length} found, ${once} with a key used once`,
  });

  const products = [...stockBefore.keys()];
  const now = await client.query<{ product_id: number; q: string }>(
    `select product_id, sum(quantity) as q from inventory where product_id = any($1) group by product_id`,
    [products],
  );
  const sold = await client.query<{ product_id: number; q: string }>(
    `select op.product_id, sum(op.quantity) as q from order_products op join orders o using (order_id)
     where o.created_at >= $1 and op.product_id = any($2) group by op.product_id`,
    [since, products],
  );
  const soldBy = new Map(sold.rows.map((r) => [r.product_id, Number(r.q)]));
  const wrong = now.rows.filter(
    (r) => Number(r.q) !== (stockBefore.get(r.product_id) ?? 0) - (soldBy.get(r.product_id) ?? 0),
  );
  const lines = [...soldBy.values()].reduce((a, b) => a + b, 0);
  results.push({
    name: 'stock = starting stock less the order lines',
    ok: wrong.length === 0,
    detail: `${products.length} parts, ${lines} units sold, ${wrong.length} parts off`,
  });

  const cards = await client.query<{ status: string; placed: boolean; n: string }>(
    `select p.status, (o.order_id is not null) as placed, count(*) as n from payments p
     left join orders o on o.order_id = p.order_id
     where p.provider = 'test' and p.created_at >= $1 group by 1, 2 order by 1, 2`,
    [since],
  );
  const tally = cards.rows.map((r) => `${r.status}${r.placed ? ' (order)' : ''}: ${r.n}`).join(', ');
  const bad = cards.rows.filter(
    (r) => r.status === 'authorized' || (r.status === 'captured' && !r.placed) || (r.status === 'voided' && r.placed),
  );
  results.push({
    name: 'every card authorisation captured with its order, or voided',
    ok: bad.length === 0,
    detail: tally || 'no card payments',
  });
  return results;
}
