// The load bench's figures (bench/load.ts): p50/p95 per call, failures by kind and per 5 s of the run, memory per
// process over the run, the database checks; written to bench/results/<name>.md and .json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type pg from 'pg';
import type { CheckResult } from './load-checks';
import type { Sample, Unsettled } from './load-flows';

export const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Resident set size (MB) of each app process by name, from /proc (0 for a process that is not running). */
export async function rss(pids: Record<string, number | null>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(pids).map(async ([name, pid]) => {
      const status = pid ? await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '') : '';
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return [name, Math.round(kb / 1024)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The connections open on the bench database, by state (idle, active…), this check's own excluded. */
export async function connectionsOf(client: pg.Client): Promise<{ total: number; byApp: string }> {
  const r = await client.query<{ app: string; n: string }>(
    `select coalesce(state, '(none)') as app, count(*) as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() group by 1 order by 1`,
  );
  return {
    total: r.rows.reduce((a, x) => a + Number(x.n), 0),
    byApp: r.rows.map((x) => `${x.app} ${x.n}`).join(', ') || 'none',
  };
}

export interface RunFacts {
  name: string;
  title: string;
  samples: Sample[];
  seconds: number;
  runStart: number;
  load: { start: string; end: string };
  orders: number;
  sales: number;
  memory: { t: number; rss: Record<string, number> }[];
  /** Each process's answer cache, sampled with its memory (null: it did not answer in 15 s, or was restarting). */
  caches: { t: number; cache: Record<string, CacheFigure | null> }[];
  connsBefore: { total: number; byApp: string };
  connsAfter: { total: number; byApp: string };
  events: string[];
  notes: string[];
  checks: CheckResult[];
  /** Flows given up on at their deadline or cut when the run stopped waiting (decision 0105). */
  unsettled: Unsettled[];
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const failed = (s: Sample) => s.status >= 500 || s.status === 0;

export function writeReport(f: RunFacts): { md: string; s5xx: number } {
  const byLabel = new Map<string, Sample[]>();
  for (const s of f.samples) byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s]);
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
  const all = f.samples.map((s) => s.ms).sort((a, b) => a - b);
  const kinds = { generic: 0, proxy: 0, other: 0 };
  for (const s of f.samples) if (s.fail) kinds[s.fail] += 1;
  const total = {
    requests: f.samples.length,
    rps: Math.round(f.samples.length / f.seconds),
    p50: Math.round(pct(all, 50)),
    p95: Math.round(pct(all, 95)),
    s5xx: f.samples.filter((s) => s.status >= 500).length,
    socket: f.samples.filter((s) => s.status === 0).length,
    fiveHundredKinds: kinds,
    orders: f.orders,
    counterSales: f.sales,
  };
  // Failures per 5 s of the run: whether they cluster around a fault or spread through it.
  const buckets = new Map<number, { n: number; fail: number }>();
  for (const s of f.samples) {
    const b = Math.floor((s.at - f.runStart) / 5000) * 5;
    const cur = buckets.get(b) ?? { n: 0, fail: 0 };
    cur.n += 1;
    if (failed(s)) cur.fail += 1;
    buckets.set(b, cur);
  }
  const timeline = [...buckets]
    .sort((a, b) => a[0] - b[0])
    .map(([b, v]) => `${b}-${b + 5} s: ${v.fail}/${v.n}`)
    .join('; ');
  const names = Object.keys(f.memory[0]?.rss ?? {});
  const memoryLines = names.map(
    (n) => `- ${n}: ${f.memory.map((m) => `${m.t} s ${m.rss[n]}`).join(', ')} (MB resident, from /proc)`,
  );
  const cacheNames = [...new Set(f.caches.flatMap((c) => Object.keys(c.cache)))];
  const kb = (b: number) => `${Math.round(b / 1024)} kB`;
  const bound = f.caches.flatMap((c) => Object.values(c.cache)).find((x) => x)?.max_entries;
  const cacheLines = cacheNames.map((n) => {
    const seen = f.caches.map((c) => c.cache[n]).filter((x): x is CacheFigure => !!x);
    const most = Math.max(0, ...seen.map((x) => x.entries));
    const list = f.caches.map((c) => {
      const x = c.cache[n];
      return `${c.t} s ${x ? `${x.entries} (${kb(x.bytes)})` : '—'}`;
    });
    return `- ${n}: ${list.join(', ')}; most ${most} entries of ${bound ?? '?'}`;
  });
  const md = [
    `# ${f.title}`,
    '',
    `Run ${new Date().toISOString()}; load average at start ${f.load.start}, at end ${f.load.end}; ${os.cpus().length} cores,`,
    'shared with other engineers’ builds and tests.',
    '',
    `${total.requests} requests, ${total.rps} a second; p50 ${total.p50} ms, p95 ${total.p95} ms; 5xx: ${total.s5xx}`,
    `(the generic message ${kinds.generic}, HAProxy's own page ${kinds.proxy}, other ${kinds.other}); socket errors/timeouts:`,
    `${total.socket}; card orders placed: ${total.orders}; counter sales completed: ${total.counterSales}.`,
    `Connections to the database (pg_stat_activity, 11 s after the run): before ${f.connsBefore.total} (${f.connsBefore.byApp}),`,
    `after ${f.connsAfter.total} (${f.connsAfter.byApp}).`,
    '',
    `Unsettled flows (given up on at a deadline, or cut when the run stopped waiting): ${f.unsettled.length}` +
      (f.unsettled.length
        ? ` — ${f.unsettled.map((u) => `${u.flow} at ${u.step}${u.orderId ? ` (order ${u.orderId})` : ''}: ${u.why}`).join('; ')}.`
        : '.'),
    ...(f.events.length ? ['', 'Events: ' + f.events.join('; ') + '.'] : []),
    ...f.notes.map((n) => `\n${n}`),
    '',
    'Memory per process over the run:',
    '',
    ...memoryLines,
    '',
    `Answer cache per process (entries, serialised bytes; bound ${bound ?? '?'} entries; — = no answer in 15 s):`,
    '',
    ...cacheLines,
    '',
    '| call | requests | p50 ms | p95 ms | 4xx | 5xx | socket |',
    '| ---- | -------: | -----: | -----: | --: | --: | -----: |',
    ...rows.map((r) => `| ${r.label} | ${r.requests} | ${r.p50} | ${r.p95} | ${r.s4xx} | ${r.s5xx} | ${r.socket} |`),
    '',
    '| database check | ok | detail |',
    '| -------------- | -- | ------ |',
    ...f.checks.map((c) => `| ${c.name} | ${c.ok ? 'yes' : '**NO**'} | ${c.detail} |`),
    '',
    `Failed (5xx or socket) / requests per 5 s of the run: ${timeline}.`,
    '',
  ].join('\n');
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${f.name}.md`, md);
  const json = {
    total,
    rows,
    checks: f.checks,
    load: f.load,
    memory: f.memory,
    caches: f.caches,
    connsBefore: f.connsBefore,
    connsAfter: f.connsAfter,
    events: f.events,
    unsettled: f.unsettled,
    timeline,
  };
  writeFileSync(`bench/results/${f.name}.json`, JSON.stringify(json, null, 2));
  return { md, s5xx: total.s5xx };
}

/** One process's answer cache (GET /admin/api/catalog/answer-cache, decision 0105), or null when it did not answer. */
export interface CacheFigure {
  entries: number;
  bytes: number;
  max_entries: number;
}

/**
 * Asks each app process directly (past the proxy, on its own port) for its answer cache's figures, as an admin: the
 * session and back office token of one staff login through the proxy (sessions live in the database).
 */
export async function answerCaches(
  proxyUrl: string,
  ports: Record<string, number>,
): Promise<Record<string, CacheFigure | null>> {
  const login = await fetch(`${proxyUrl}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'partsdesk' }),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  const cookie =
    login?.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))
      ?.split(';')[0] ?? '';
  const token =
    ((await login?.json().catch(() => null)) as { flags?: { staff?: { admin_token?: string } } } | null)?.flags?.staff
      ?.admin_token ?? '';
  const entries = await Promise.all(
    Object.entries(ports).map(async ([name, port]) => {
      const res = await fetch(`http://127.0.0.1:${port}/admin/api/catalog/answer-cache`, {
        headers: { cookie, 'x-admin-token': token },
        signal: AbortSignal.timeout(15_000),
      }).catch(() => null);
      const body = res?.status === 200 ? ((await res.json().catch(() => null)) as CacheFigure | null) : null;
      return [name, body ? { entries: body.entries, bytes: body.bytes, max_entries: body.max_entries } : null] as const;
    }),
  );
  return Object.fromEntries(entries);
}
