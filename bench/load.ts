// `npm run bench:load -- [--connections 200] [--duration 60] [--workers 2] [--scale 1] [--buy 0.25] [--counter 0.2]
//   [--kill-at N] [--pg-restart-at N] [--pooler] [--pooler-restart-at N] [--rolling-at N] [--rss-every 10]`
// The store as `npm run start:cluster` runs it (app processes behind HAProxy, bench database on PostgreSQL) under
// `connections` virtual users for `duration` seconds: shoppers (home, a listing, half with a vehicle, a search, a
// product page, and for a share of visits add to cart and a card checkout) and, for the `counter` share of the
// connections, cashiers making counter sales (bench/load-counter.ts). Faults: SIGKILL of process w1, a restart of
// PostgreSQL (the bench's own cluster only, bench/load-faults.ts), PgBouncer in front and its restart, a rolling
// restart (SIGHUP to the cluster command). Reports p50/p95 per call, throughput, 5xx by kind and failures per 5 s, the
// load average, memory per process every `rss-every` s, pg_stat_activity before and after; then checks the database
// (bench/load-checks.ts). The soak is `--duration 600 --connections 50`. Results in bench/results/<name>.md and .json.
// Not in CI (minutes).
import { writeFileSync } from 'node:fs';
import { setMaxListeners } from 'node:events';
import net from 'node:net';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startCluster } from '../e2e/cluster';
import { checkDatabase } from './load-checks';
import { APPROVAL_DEADLINE_MS, Cashier, type CounterSale } from './load-counter';
import { benchCluster, Pooler, restartPostgres } from './load-faults';
import { CALL_TIMEOUT_MS, type HttpUser, Shopper, type Placed, type Sample, type Unsettled } from './load-flows';
import { answerCaches, type CacheFigure, connectionsOf, loadavg, rss, writeReport } from './load-report';
import { loadPools } from './load-setup';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    workers: { type: 'string', default: '2' },
    scale: { type: 'string', default: '1' },
    buy: { type: 'string', default: '0.25' },
    /** The share of the connections that are cashiers at the counter (0 to 1). */
    counter: { type: 'string', default: '0' },
    /** Fault: SIGKILL process w1 this many seconds into the run (the cluster command restarts it). */
    'kill-at': { type: 'string' },
    /** Fault: restart PostgreSQL (BENCH_PG_CLUSTER, never port 5432) this many seconds into the run. */
    'pg-restart-at': { type: 'string' },
    /** The processes reach PostgreSQL through PgBouncer (deploy/pgbouncer.ini, session mode). */
    pooler: { type: 'boolean', default: false },
    /** Fault: kill PgBouncer and start it again this many seconds into the run (implies --pooler). */
    'pooler-restart-at': { type: 'string' },
    /** A rolling restart (SIGHUP to the cluster command) this many seconds into the run. */
    'rolling-at': { type: 'string' },
    /** Seconds between samples of each process's resident memory. */
    'rss-every': { type: 'string', default: '10' },
    /** Seconds between samples of each process's answer cache (GET /admin/api/catalog/answer-cache, decision 0105). */
    'cache-every': { type: 'string', default: '30' },
    /** The database to create (dropped first and at the end), so that two runs on one server do not collide. */
    db: { type: 'string', default: 'partsdesk_bench_load' },
    /** Keep the bench database between runs (loaded once; its stock and orders carry over, the checks count from the run's start). */
    'keep-db': { type: 'boolean', default: false },
    /** The results' file name (bench/results/<name>.md); made from the options when absent. */
    name: { type: 'string' },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const workers = Number(values.workers);
const cashiers = Math.round(connections * Number(values.counter));
const usePooler = values.pooler || values['pooler-restart-at'] !== undefined;
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pgCluster = values['pg-restart-at'] ? benchCluster(adminUrl) : null;
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
const name =
  values.name ??
  [
    duration >= 300 ? 'soak' : 'load',
    `${workers}w`,
    cashiers > 0 ? 'counter' : '',
    values['kill-at'] ? 'kill' : '',
    values['pg-restart-at'] ? 'pg-restart' : '',
    usePooler ? (values['pooler-restart-at'] ? 'pooler-restart' : 'pooler') : '',
    values['rolling-at'] ? 'rolling' : '',
  ]
    .filter(Boolean)
    .join('-');

log(
  `load: ${connections} connections (${cashiers} cashiers), ${duration} s, ${workers} process(es), scale ${values.scale}`,
);
const pooler = usePooler ? new Pooler(await freePort(), new URL(adminUrl).port || '5432') : null;
await pooler?.start();
const cluster = await startCluster(adminUrl, {
  dbName: values.db,
  seedScale: values.scale,
  workers,
  poolerPort: pooler?.port,
  startTimeoutMs: 600_000,
  keepDb: values['keep-db'],
}).catch(async (err: unknown) => {
  await pooler?.stop();
  throw err;
});
// The bench's own connection is closed while the load runs: a PostgreSQL restart would cut it.
const connect = async () => {
  const c = new pg.Client({ connectionString: cluster.databaseUrl });
  await c.connect();
  return c;
};
try {
  let db = await connect();
  // A kept database remembers the earlier runs' staff logins, all from one address (the proxy's X-Forwarded-For,
  // 127.0.0.1): their windows would refuse this run's 40 tills as guessing. A fresh database has none.
  if (values['keep-db']) await db.query('delete from rate_limits');
  const { pool, counterPool, stockBefore } = await loadPools(db);
  const since = new Date((await db.query<{ now: Date }>('select now()')).rows[0]!.now);
  const connsBefore = await connectionsOf(db);
  await db.end();

  const samples: Sample[] = [];
  let running = false;
  const record = (s: Sample) => running && samples.push(s);
  // The run's stop: once the run has waited STOP_GRACE_MS past its end for its users, every call and pause still open
  // is cut, and the flows they belonged to are reported as unsettled (decision 0105).
  const stopRun = new AbortController();
  // Every call in flight listens to it: one listener per virtual user, not a leak.
  setMaxListeners(connections + 10, stopRun.signal);
  const tills = Array.from({ length: cashiers }, () => new Cashier(cluster.url, record, stopRun.signal));
  for (const till of tills)
    if (!(await till.login())) throw new Error(`A cashier could not log in before the run: ${till.lastLogin}`);
  const placed: Placed[] = [];
  const sales: CounterSale[] = [];
  const events: string[] = [];
  const load = { start: loadavg(), end: '' };
  const runStart = Date.now();
  running = true;
  const at = () => `${((Date.now() - runStart) / 1000).toFixed(1)} s`;
  const memory: { t: number; rss: Record<string, number> }[] = [];
  const sampleMemory = async () =>
    memory.push({ t: Math.round((Date.now() - runStart) / 1000), rss: await rss(cluster.pids()) });
  // The answer cache of each process at the start, every `cache-every` s and at the end (decision 0105).
  const caches: { t: number; cache: Record<string, CacheFigure | null> }[] = [];
  const sampleCaches = async () => {
    const t = Math.round((Date.now() - runStart) / 1000);
    caches.push({ t, cache: await answerCaches(cluster.url, cluster.ports()) });
  };
  await sampleCaches();
  log(`answer cache at the start: ${JSON.stringify(caches[0]!.cache)}`);
  const cacheTimer = setInterval(() => void sampleCaches(), Number(values['cache-every']) * 1000);
  await sampleMemory();
  const memTimer = setInterval(() => void sampleMemory(), Number(values['rss-every']) * 1000);
  const faultAt = (option: string | undefined, what: string, act: () => Promise<string>) => {
    if (option === undefined) return;
    setTimeout(
      () => {
        log(`fault: ${what}`);
        act().then(
          (done) => events.push(`${what} at ${option} s (${done})`),
          (err: Error) => events.push(`${what} at ${option} s failed: ${err.message}`),
        );
      },
      Number(option) * 1000,
    );
  };
  faultAt(values['kill-at'], 'kill -9 of w1', async () => {
    const pid = cluster.pids().w1;
    if (pid) process.kill(pid, 'SIGKILL');
    return `pid ${pid}`;
  });
  faultAt(values['pg-restart-at'], 'PostgreSQL restarted', async () => `took ${await restartPostgres(pgCluster!)} ms`);
  faultAt(
    values['pooler-restart-at'],
    'PgBouncer killed and started',
    async () => `away ${await pooler!.restart()} ms`,
  );
  // The load runs `duration` s, and with --rolling-at on until the rolling restart is done and 5 s more (at most
  // ROLLING_MAX_MS past `duration`): a restart that ends after the load would not show that none of it loses a request.
  // On 2 busy cores one process takes about 45 s to drain, start and come back into rotation (decision 0105).
  const ROLLING_MAX_MS = 240_000;
  let until = runStart + duration * 1000;
  if (values['rolling-at'] !== undefined) until += ROLLING_MAX_MS;
  const rollingDone = () => cluster.output().split('rolling restart done').length;
  faultAt(values['rolling-at'], 'rolling restart (SIGHUP)', async () => {
    const before = rollingDone();
    cluster.signal('SIGHUP');
    while (rollingDone() === before && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    const done = rollingDone() > before;
    const ended = at();
    until = Math.max(runStart + duration * 1000, Date.now() + 5000);
    if (!done) return `not done by ${ended}`;
    log(`rolling restart done at ${ended}; the load goes on to ${Math.round((until - runStart) / 1000)} s`);
    return `done at ${ended}; the load ran to ${Math.round((until - runStart) / 1000)} s`;
  });

  log(`running; load average ${load.start}`);
  const started = performance.now();
  // Who each virtual user is now (a shopper is a new one per visit) and whether its loop is still going, for the
  // watchdog that says, every 10 s past the run's end, which steps the users still busy are on.
  const users: (HttpUser | null)[] = Array.from({ length: connections }, () => null);
  const busy = Array.from({ length: connections }, () => true);
  const unsettled: Unsettled[] = [];
  const busyNow = () => {
    const by = new Map<string, number>();
    let oldest = 0;
    users.forEach((u, i) => {
      if (!busy[i] || !u) return;
      const k = `${u.step.label} (${u.step.waiting})`;
      by.set(k, (by.get(k) ?? 0) + 1);
      oldest = Math.max(oldest, Date.now() - u.step.since);
    });
    return { n: busy.filter(Boolean).length, by, oldest };
  };
  const watchdog = setInterval(() => {
    if (Date.now() < until) return;
    const b = busyNow();
    if (b.n === 0) return;
    const steps = [...b.by].map(([k, n]) => `${k} ${n}`).join(', ');
    log(`${at()}: ${b.n} users still busy: ${steps}; longest on one step ${Math.round(b.oldest / 1000)} s`);
  }, 10_000);
  const STOP_GRACE_MS = APPROVAL_DEADLINE_MS + CALL_TIMEOUT_MS + 10_000;
  const hardStop = setInterval(() => {
    if (Date.now() < until + STOP_GRACE_MS || stopRun.signal.aborted) return;
    const b = busyNow();
    log(`${at()}: stopping the ${b.n} users still busy ${STOP_GRACE_MS / 1000} s after the run's end`);
    users.forEach((u, i) => {
      if (busy[i] && u && !(u instanceof Cashier))
        unsettled.push({ flow: 'visit', step: u.step.label, why: 'the run stopped waiting' });
    });
    stopRun.abort();
  }, 1000);
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const cashier = tills[i] ?? null;
      users[i] = cashier;
      while (Date.now() < until && !stopRun.signal.aborted) {
        if (cashier) {
          const sale = await cashier.sale(counterPool);
          if (sale) sales.push(sale);
        } else {
          const shopper = new Shopper(cluster.url, record, stopRun.signal);
          users[i] = shopper;
          const order = await shopper.visit(pool, Math.random() < Number(values.buy));
          if (order) placed.push(order);
        }
      }
      busy[i] = false;
    }),
  );
  clearInterval(watchdog);
  clearInterval(hardStop);
  for (const till of tills) unsettled.push(...till.unsettled);
  if (unsettled.length > 0) log(`${unsettled.length} unsettled flows: ${JSON.stringify(unsettled.slice(0, 10))}`);
  const seconds = (performance.now() - started) / 1000;
  load.end = loadavg();
  await sampleMemory();
  clearInterval(memTimer);
  clearInterval(cacheTimer);
  await sampleCaches();
  log(`answer cache at the end: ${JSON.stringify(caches.at(-1)!.cache)}`);
  // Idle pool connections time out in 10 s (node-postgres' default): read after they may have.
  await new Promise((r) => setTimeout(r, 11_000));
  db = await connect();
  const connsAfter = await connectionsOf(db);
  log(`done in ${seconds.toFixed(1)} s; load average ${load.end}; checking the database…`);
  let checks = await checkDatabase(db, placed, sales, stockBefore, since);
  // After a fault, an authorisation a dead process held open is settled by a recovery job (every minute, decision
  // 0038): wait for it, up to two minutes, and say how long it took.
  const notes: string[] = [];
  for (let waited = 0; events.length > 0 && checks.some((c) => !c.ok) && waited < 120; waited += 5) {
    await new Promise((r) => setTimeout(r, 5000));
    checks = await checkDatabase(db, placed, sales, stockBefore, since);
    if (checks.every((c) => c.ok)) notes.push(`The checks passed ${waited + 5} s after the run (the recovery job).`);
  }
  await db.end();
  const title =
    `Load: ${connections} connections (${cashiers} cashiers), ${duration} s, ${workers} process(es) behind HAProxy` +
    `${usePooler ? ' through PgBouncer' : ''} (scale ${values.scale})`;
  const report = writeReport({
    ...{
      name,
      title,
      samples,
      seconds,
      runStart,
      load,
      memory,
      caches,
      connsBefore,
      connsAfter,
      events,
      notes,
      checks,
    },
    unsettled,
    orders: placed.length,
    sales: sales.length,
  });
  console.log(`\n${report.md}`);
  // HAProxy logs failed requests and servers going down or up, the processes their warnings and errors (LOG_LEVEL
  // warn): the last of them say where any 5xx came from.
  const proxyLines = cluster
    .output()
    .split('\n')
    .filter((l) => /^\[(haproxy|cluster|w\d+)\]/.test(l));
  writeFileSync(`bench/results/${name}-cluster.log`, proxyLines.join('\n'));
  console.log(proxyLines.slice(-15).join('\n'));
  if (report.s5xx > 0 || unsettled.length > 0 || checks.some((c) => !c.ok)) process.exitCode = 1;
} finally {
  log('stopping the cluster');
  await cluster.stop();
  await pooler?.stop();
  log('stopped');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
