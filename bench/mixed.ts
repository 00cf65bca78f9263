// `npm run bench:mixed -- [--scale 10] [--connections 200] [--duration 30] [--reseed]`
// Mixed storefront traffic at many connections on PostgreSQL (not in CI): the real server (bench/serve.ts, after its
// start-up reads) takes home pages, category listings, search results and product pages, half of them from shoppers
// with a vehicle (400 saved sessions), drawn at random by a seeded generator, so listings, searches and product pages
// are mostly keys the server never saw and home pages mostly repeats (one answer per vehicle). Reports p50/p95 over
// all responses and per call, the CPU a request of the app and of PostgreSQL, and the load average at the start and
// end, in bench/results/mixed-s<scale>.md and .json. Uses the bench's database (bench/prepare.ts: BENCH_DB_PREFIX).
import { writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SORT_CHOICES } from '@parts/common/listing';
import { prepare, targetFor } from './prepare';
import { measure, type Scenario } from './measure';
import { cpuBetween, sampleCpu } from './cpu';
import { loadavg, log, pick, random, serve, sessionsFor, stop } from './harness';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    reseed: { type: 'boolean', default: false },
  },
});
const scale = Number(values.scale);
const connections = Number(values.connections);
const duration = Number(values.duration);

/** The share of each call in the traffic (home pages are the landing page of most visits). */
const MIX = [
  { call: 'home', share: 0.25 },
  { call: 'listing', share: 0.35 },
  { call: 'search', share: 0.15 },
  { call: 'product', share: 0.25 },
] as const;

mkdirSync('bench/results', { recursive: true });
const load = { start: loadavg(), end: '' };
log(
  `mixed storefront run, postgres scale ${scale}, ${connections} connections, ${duration} s; load average ${load.start}`,
);
const target = await targetFor('postgres', scale);
const inputs = await prepare(target, scale, { reseed: values.reseed, log: (m) => log(`  ${m}`) });
const server = serve(target.env, [], 'server');
try {
  const url = `http://127.0.0.1:${await server.port}`;
  const cookies = await sessionsFor(url, inputs.vehicles);
  const terms = [...inputs.terms, ...inputs.coldTerms];
  const r = random(7);
  const scenario: Scenario = {
    name: 'mixed storefront traffic',
    kind: 'cold',
    next: () => {
      const cookie = r() < 0.5 ? pick(r, cookies) : undefined;
      let x = r();
      const call = MIX.find((m) => (x -= m.share) < 0)?.call ?? 'product';
      const label = `${call}${cookie ? ', with a vehicle' : ''}`;
      switch (call) {
        case 'home':
          return { path: '/api/home', cookie, label };
        case 'listing': {
          const c = pick(r, inputs.categories);
          const s = pick(r, SORT_CHOICES);
          const page = 1 + Math.floor(r() * Math.min(3, Math.max(1, Math.ceil(c.n / 24))));
          const sort = `sort=${s.sort}${s.order ? `&order=${s.order}` : ''}`;
          return { path: `/api/products?category_id=${c.category_id}&page=${page}&limit=24&${sort}`, cookie, label };
        }
        case 'search':
          return { path: `/api/search?search=${encodeURIComponent(pick(r, terms))}&limit=24`, cookie, label };
        default:
          return { path: `/api/products/${pick(r, inputs.allProductIds)}`, cookie, label };
      }
    },
  };
  const before = sampleCpu(server.child.pid);
  const f = await measure(url, scenario, { duration, connections });
  const used = cpuBetween(before, sampleCpu(server.child.pid));
  load.end = loadavg();
  const perRequest = (sec: number) => (f.requests ? (sec * 1000) / f.requests : 0);
  const cpu = { app: perRequest(used.app), postgres: perRequest(used.postgres) };
  const f1 = (n: number) => n.toFixed(1);
  const errors = f.errors ? `${f.errors} ${JSON.stringify(f.errorKinds)}` : '0';
  const rows = [
    `| all | ${f1(f.p50)} | ${f1(f.p95)} | ${f.requests} |`,
    ...Object.entries(f.byLabel).map(([k, v]) => `| ${k} | ${f1(v.p50)} | ${f1(v.p95)} | ${v.requests} |`),
  ];
  const date = new Date().toISOString();
  const md =
    `### Mixed storefront traffic, postgres scale ${scale} (${connections} connections, ${duration} s, ${os.cpus().length} cores, ${date.slice(0, 16)} UTC, load average ${load.start} at the start, ${load.end} at the end)\n\n` +
    `${Math.round(f.rps)} req/s, errors ${errors}; CPU a request: app ${cpu.app.toFixed(2)} ms, PostgreSQL ${cpu.postgres.toFixed(2)} ms. ` +
    `Mix: ${MIX.map((m) => `${m.call} ${m.share * 100} %`).join(', ')}; half of each with a vehicle.\n\n` +
    `| call | p50 ms | p95 ms | responses |\n| --- | ---: | ---: | ---: |\n${rows.join('\n')}\n`;
  writeFileSync(`bench/results/mixed-s${scale}.md`, md);
  writeFileSync(
    `bench/results/mixed-s${scale}.json`,
    JSON.stringify({ scale, connections, duration, date, load, cpu, figures: f }, null, 2),
  );
  log(
    `  all: p50 ${f1(f.p50)} ms, p95 ${f1(f.p95)} ms, p97.5 ${f1(f.p975)} ms, ${Math.round(f.rps)} req/s, errors ${errors}`,
  );
  for (const [k, v] of Object.entries(f.byLabel))
    log(`  ${k}: p50 ${f1(v.p50)} ms, p95 ${f1(v.p95)} ms (${v.requests})`);
  log(`  done (load average ${load.end}); bench/results/mixed-s${scale}.md`);
} finally {
  await stop(server.child);
}
