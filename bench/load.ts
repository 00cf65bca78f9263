// `npm run bench:load -- [--connections 200] [--duration 60] [--workers 2] [--scale 1] [--buy 0.25]`
// The soak is the same with `--duration 600 --connections 50`: memory per process and pg_stat_activity before/after.
// The store as `npm run start:cluster` runs it (app processes behind HAProxy, bench database on PostgreSQL) under
// `connections` virtual shoppers for `duration` seconds: home, a listing (half with a vehicle), a search, a product
// page, and for a share of visits add to cart and a card checkout. Reports p50/p95 per call, throughput, the 5xx
// count, the load average; then checks the database (bench/load-checks.ts). --workers 1 runs the same with one process
// for the comparison. Results in bench/results/load-<workers>w.md and .json. Not in CI (minutes).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../e2e/cluster';
import { checkDatabase } from './load-checks';
import { Shopper, type Placed, type Pool, type Sample } from './load-flows';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    scale: { type: 'string', default: '1' },
    buy: { type: 'string', default: '0.25' },
    /** Fault: SIGKILL process w1 this many seconds into the run (the cluster command restarts it). */
    'kill-at': { type: 'string' },
    /** The database to create (dropped first and at the end), so that two runs on one server do not collide. */
    db: { type: 'string', default: 'partsdesk_bench_load' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const workers = Number(values.workers);
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

log(`load: ${connections} connections, ${duration} s, ${workers} process(es) behind HAProxy, scale ${values.scale}`);
const cluster = await startCluster(adminUrl, { dbName: values.db, seedScale: values.scale, workers });
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
try {
  const products = (
    await db.query<{ product_id: number }>(
      `select p.product_id from products p where p.status and exists (select 1 from inventory i where i.product_id = p.product_id and i.quantity > 0)
       order by md5(p.product_id::text) limit 300`,
    )
  ).rows.map((r) => r.product_id);
  // Enough stock that a part never runs out during the run (an out-of-stock answer is a 4xx, not what is measured).
  await db.query(`update inventory set quantity = 100000 where product_id = any($1) and location_id = 2`, [products]);
  const stock = await db.query<{ product_id: number; q: string }>(
    `select product_id, sum(quantity) as q from inventory where product_id = any($1) group by product_id`,
    [products],
  );
  const stockBefore = new Map(stock.rows.map((r) => [r.product_id, Number(r.q)]));
  const pool: Pool = {
    productIds: products,
    vehicles: (
      await db.query(
        `select bv.year, bv.make_id, bv.model_id from base_vehicles bv
         where exists (select 1 from applications a where a.base_vehicle_id = bv.base_vehicle_id) order by md5(bv.base_vehicle_id::text) limit 400`,
      )
    ).rows,
    categoryIds: (
      await db.query<{ category_id: number }>(`select category_id from categories where parent_id is not null limit 60`)
    ).rows.map((r) => r.category_id),
    terms: (await db.query<{ name: string }>(`select name from products where status limit 200`)).rows
      .map((r) => r.name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'brake')
      .map((w) => w.toLowerCase()),
  };

  const since = new Date((await db.query<{ now: Date }>('select now()')).rows[0]!.now);
  const samples: Sample[] = [];
  const placed: Placed[] = [];
  const load = { start: loadavg(), end: '' };
  const memBefore = await rss(cluster.pids());
  const connsBefore = await connectionsOf(db);
  log(`running; load average ${load.start}`);
  const until = Date.now() + duration * 1000;
  let killed = false;
  const runStart = Date.now();
  if (values['kill-at']) {
    setTimeout(
      () => {
        const pid = cluster.pids().w1;
        log(`fault: kill -9 w1 (pid ${pid}) mid-run`);
        if (pid) process.kill(pid, 'SIGKILL');
        killed = true;
      },
      Number(values['kill-at']) * 1000,
    );
  }
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const shopper = new Shopper(cluster.url, (s) => samples.push(s));
        const order = await shopper.visit(pool, Math.random() < Number(values.buy));
        if (order) placed.push(order);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  load.end = loadavg();
  const memAfter = await rss(cluster.pids());
  // Idle pool connections time out in 10 s (node-postgres' default): read after they may have.
  await new Promise((r) => setTimeout(r, 11_000));
  const connsAfter = await connectionsOf(db);
  log(`done in ${seconds.toFixed(1)} s; load average ${load.end}; checking the database…`);
  let checks = await checkDatabase(db, placed, stockBefore, since);
  // After a kill -9, an authorisation the dead process held open is settled by a recovery job (every minute, decision
  // 0038): wait for it, up to two minutes, and say how long it took.
  for (let waited = 0; killed && checks.some((c) => !c.ok) && waited < 120; waited += 5) {
    await new Promise((r) => setTimeout(r, 5000));
    checks = await checkDatabase(db, placed, stockBefore, since);
    if (checks.every((c) => c.ok))
      log(`the recovery job settled what the killed process left open after ${waited + 5} s`);
  }

  const byLabel = new Map<string, Sample[]>();
  for (const s of samples) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s]);
  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
  const rows = [...byLabel].map(([label, list]) => {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    return {
      label,
      requests: list.length,
      p50: Math.round(pct(ms, 50)),
      p95: Math.round(pct(ms, 95)),
      s5xx: list.filter((s) => s.status >= 500).length,
      s4xx: list.filter((s) => s.status >= 400 && s.status < 500).length,
      socket: list.filter((s) => s.status === 0).length,
    };
  });
  const all = samples.map((s) => s.ms).sort((a, b) => a - b);
  const total = {
    requests: samples.length,
    rps: Math.round(samples.length / seconds),
    p50: Math.round(pct(all, 50)),
    p95: Math.round(pct(all, 95)),
    s5xx: samples.filter((s) => s.status >= 500).length,
    socket: samples.filter((s) => s.status === 0).length,
    orders: placed.length,
  };
  const md = [
    `# Load: ${connections} connections, ${duration} s, ${workers} process(es) behind HAProxy (scale ${values.scale})${killed ? `, w1 killed with SIGKILL at ${values['kill-at']} s` : ''}`,
    '',
    `Run ${new Date().toISOString()}; load average at start ${load.start}, at end ${load.end}; ${os.cpus().length} cores.`,
    '',
    `${total.requests} requests, ${total.rps} a second; p50 ${total.p50} ms, p95 ${total.p95} ms; 5xx: ${total.s5xx};`,
    `socket errors/timeouts: ${total.socket}; orders placed by card: ${total.orders}.`,
    `Resident memory per process (MB) before → after: ${memBefore.map((m, i) => `${m} → ${memAfter[i]}`).join(', ')}.`,
    `Connections to the database (pg_stat_activity, 11 s after the run): ${connsBefore} before, ${connsAfter} after.`,
    '',
    '| call | requests | p50 ms | p95 ms | 4xx | 5xx | socket |',
    '| ---- | -------: | -----: | -----: | --: | --: | -----: |',
    ...rows.map((r) => `| ${r.label} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.s4xx} | ${r.s5xx} | ${r.socket} |`),
    '',
    '| database check | ok | detail |',
    '| -------------- | -- | ------ |',
    ...checks.map((c) => `| ${c.name} | ${c.ok ? 'yes' : '**NO**'} | ${c.detail} |`),
    '',
  ].join('\n');
  // Failures per 5 s of the run: whether they cluster around a fault or spread through it.
  const buckets = new Map<number, { n: number; fail: number }>();
  for (const s of samples) {
    const b = Math.floor((s.at - runStart) / 5000) * 5;
    const cur = buckets.get(b) ?? { n: 0, fail: 0 };
    cur.n += 1;
    if (s.status >= 500 || s.status === 0) cur.fail += 1;
    buckets.set(b, cur);
  }
  const timeline = [...buckets]
    .sort((a, b) => a[0] - b[0])
    .map(([b, v]) => `${b}-${b + 5} s: ${v.fail}/${v.n}`)
    .join('; ');
  const mdAll = `${md}\nFailed (5xx or socket) / requests per 5 s of the run: ${timeline}.\n`;
  mkdirSync('bench/results', { recursive: true });
  const name = `load-${workers}w${killed ? '-kill' : ''}`;
  writeFileSync(`bench/results/${name}.md`, mdAll);
  writeFileSync(
    `bench/results/${name}.json`,
    JSON.stringify({ total, rows, checks, load, memBefore, memAfter, connsBefore, connsAfter, timeline }, null, 2),
  );
  console.log(`\n${mdAll}`);
  // HAProxy logs failed requests and servers going down or up: the last of them say where any 5xx came from.
  const proxyLines = cluster
    .output()
    .split('\n')
    .filter((l) => l.startsWith('[haproxy]'));
  writeFileSync(`bench/results/${name}-haproxy.log`, proxyLines.join('\n'));
  console.log(proxyLines.slice(-15).join('\n'));
  if (total.s5xx > 0 || checks.some((c) => !c.ok)) process.exitCode = 1;
} finally {
  await db.end();
  await cluster.stop();
}

/** The connections open on the bench database, this check's own excluded. */
async function connectionsOf(client: pg.Client): Promise<number> {
  const r = await client.query<{ n: string }>(
    'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return Number(r.rows[0]!.n);
}

/** Resident set size (MB) of each app process, from /proc. */
async function rss(pids: Record<string, number | null>): Promise<number[]> {
  const { readFile } = await import('node:fs/promises');
  return Promise.all(
    Object.values(pids).map(async (pid) => {
      const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    }),
  );
}
