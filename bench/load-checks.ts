// After a load run (bench/load.ts): what the database must show. Every order that answered success exists once; the
// stock of the parts bought equals the starting stock less the order lines; every card authorisation of the run is
// captured (its order placed) or voided (its order not placed), none left open. The counter's sales (--counter): every
// sale whose completion answered success exists once, complete; a counter sale's stock leaves at completion, so only
// completed sales count against the stock; no terminal request is left pending (decision 0101).
import type pg from 'pg';
import type { CounterSale } from './load-counter';
import type { Placed } from './load-flows';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export async function checkDatabase(
  client: pg.Client,
  placed: Placed[],
  sales: CounterSale[],
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
  // A counter order saved but never completed (its sale failed half-way) has taken no stock.
  const sold = await client.query<{ product_id: number; q: string }>(
    `select op.product_id, sum(op.quantity) as q from order_products op join orders o using (order_id)
     where o.created_at >= $1 and op.product_id = any($2)
       and (o.source <> 'pos' or o.status in ('complete', 'outstanding_balance'))
     group by op.product_id`,
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
  if (sales.length > 0 || (await counterOrders(client, since)) > 0)
    results.push(...(await counterChecks(client, sales, since)));
  return results;
}

const counterOrders = async (client: pg.Client, since: Date) =>
  Number(
    (
      await client.query<{ n: string }>(`select count(*) as n from orders where source = 'pos' and created_at >= $1`, [
        since,
      ])
    ).rows[0]!.n,
  );

async function counterChecks(client: pg.Client, sales: CounterSale[], since: Date): Promise<CheckResult[]> {
  const ids = sales.map((s) => s.orderId);
  const found = await client.query<{ order_id: number; status: string; idempotency_key: string | null; n: string }>(
    `select o.order_id, o.status, o.idempotency_key, count(*) over (partition by o.idempotency_key) as n
     from orders o where o.order_id = any($1)`,
    [ids],
  );
  const keyOf = new Map(sales.map((s) => [s.orderId, `pos-save:${s.saveKey}`]));
  const good = found.rows.filter(
    (r) => r.status === 'complete' && Number(r.n) === 1 && r.idempotency_key === keyOf.get(r.order_id),
  ).length;
  const all = await client.query<{ status: string; n: string }>(
    `select status, count(*) as n from orders where source = 'pos' and created_at >= $1 group by 1 order by 1`,
    [since],
  );
  const tx = await client.query<{ transaction_type: string; status: string; completed: boolean; n: string }>(
    `select t.transaction_type, t.status, (o.status = 'complete') as completed, count(*) as n
     from order_transactions t join orders o using (order_id)
     where t.created_at >= $1 group by 1, 2, 3 order by 1, 2, 3`,
    [since],
  );
  const pending = tx.rows.filter((r) => r.status === 'pending').reduce((a, r) => a + Number(r.n), 0);
  return [
    {
      name: 'every counter sale that answered complete exists once, complete',
      ok: found.rows.length === ids.length && good === ids.length && new Set(ids).size === ids.length,
      detail: `${ids.length} answered, ${found.rows.length} found, ${good} complete under their own save key; all counter orders of the run: ${all.rows.map((r) => `${r.status} ${r.n}`).join(', ')}`,
    },
    {
      name: 'every terminal request approved (captured) or ended, none pending',
      ok: pending === 0,
      detail:
        tx.rows
          .map((r) => `${r.transaction_type} ${r.status}${r.completed ? ' (sale complete)' : ''}: ${r.n}`)
          .join(', ') || 'no counter payments',
    },
  ];
}
