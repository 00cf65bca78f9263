// `npm run bench -- [--target pglite|postgres|both] [--scale 1,10] [--duration 8] [--connections 50] [--quick] [--reseed] [--only text] [--profile]`
// Starts a bare Fastify route and the real server per target and scale, drives them with autocannon, and writes
// bench/results/<target>-s<scale>.json and .md and bench/results/summary.md. Each call runs warm (a fixed set of keys,
// each loaded once before the timed run, then repeated: cache hits) and cold (every request a key never asked before
// in this server's life: cache misses). PGlite runs at scale 1 only with --target both (loading it at scale 10 takes
// a long time); name it alone (--target pglite --scale 10) to run it anyway.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SORT_CHOICES } from '@parts/common/listing';
import { prepare, targetFor, type BenchInputs, type Target } from './prepare';
import { measure, type Scenario, type Figures } from './measure';
import { cpuBetween, sampleCpu } from './cpu';
import { fresh, loadavg, log, once, pick, serve as serveWith, sessionsFor, stop } from './harness';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    scale: { type: 'string', default: '1,10' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    quick: { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const scales = values.scale!.split(',').map(Number);
const runs: { target: Target['name']; scale: number }[] = [];
for (const scale of scales) {
  if (values.target === 'both' || values.target === 'postgres') runs.push({ target: 'postgres', scale });
  if (values.target === 'pglite' || (values.target === 'both' && scale <= 1)) runs.push({ target: 'pglite', scale });
}
const duration = Number(values.duration ?? (values.quick ? 4 : 8));
const connections = Number(values.connections);

const sortParam = (c: (typeof SORT_CHOICES)[number]) => `sort=${c.sort}${c.order ? `&order=${c.order}` : ''}`;

function scenarios(inputs: BenchInputs, cookies: string[], homeCookies: string[], bareUrl: string): Scenario[] {
  const v = inputs.vehicles;
  const facetPaths = v
    .slice(0, 200)
    .flatMap((x) => [
      `/ymm/json/makes?Year=${x.year}`,
      `/ymm/json/models?Year=${x.year}&MakeID=${x.make_id}`,
      `/ymm/json/choices?Year=${x.year}&MakeID=${x.make_id}&ModelID=${x.model_id}`,
    ]);
  const warmCats = inputs.categories.slice(0, 40);
  const pagesOf = (n: number) => Math.max(1, Math.min(20, Math.ceil(n / 24)));
  // Every (category, page, sort) of the no-vehicle listing, first 20 pages of each category, walked once.
  const noVehicleKeys = inputs.categories.flatMap((c) =>
    Array.from({ length: pagesOf(c.n) }, (_, p) =>
      SORT_CHOICES.map((s) => `category_id=${c.category_id}&page=${p + 1}&limit=24&${sortParam(s)}`),
    ).flat(),
  );
  const coldListing = once(noVehicleKeys, 1);
  const coldVehicleListing = fresh(
    (r) => ({
      c: pick(r, inputs.categories).category_id,
      s: pick(r, SORT_CHOICES),
      page: 1 + Math.floor(r() * 2),
      cookie: pick(r, cookies),
    }),
    (x) => `${x.c}|${x.s.value}|${x.page}|${x.cookie}`,
    2,
  );
  const noVehicle = cookies.length; // index meaning "no session vehicle"
  const coldProduct = fresh(
    (r) => ({ id: pick(r, inputs.allProductIds), who: Math.floor(r() * (cookies.length + 1)) }),
    (x) => `${x.id}|${x.who}`,
    3,
  );
  const coldTerm = once(inputs.coldTerms, 4);
  const coldHome = once(homeCookies, 6);
  const coldList = fresh(
    (r) => ({ parts: Array.from({ length: 24 }, () => pick(r, inputs.parts)).join(','), cookie: pick(r, cookies) }),
    (x) => x.parts,
    5,
  );
  const warmNoVehicle = warmCats.flatMap((c) =>
    [1, 2, 3].flatMap((p) =>
      SORT_CHOICES.map(
        (s) => `category_id=${c.category_id}&page=${Math.min(p, pagesOf(c.n))}&limit=24&${sortParam(s)}`,
      ),
    ),
  );
  const ac = (term: string) => `/api/search/autocomplete?search=${encodeURIComponent(term)}&limit=8&parts_limit=10`;
  const list: Scenario[] = [
    { name: 'bare Fastify route (reference)', kind: 'reference', url: bareUrl, next: () => ({ path: '/ping' }) },
    { name: 'app route without the database (GET /api/ping)', kind: 'reference', next: () => ({ path: '/api/ping' }) },
    // The floor of a call that must read its session: one primary-key read, nothing else (vehicle names from memory).
    {
      name: 'app route with one database read (GET /ymm/json/getVehicle: the session)',
      kind: 'reference',
      next: (i) => ({ path: '/ymm/json/getVehicle', cookie: cookies[i % cookies.length] }),
    },
    {
      name: 'facet calls (makes, models, choices; 600 keys)',
      kind: 'warm',
      keys: facetPaths.length,
      next: (i) => ({ path: facetPaths[i % facetPaths.length]! }),
    },
    {
      name: 'validateFitment, 24 parts (200 lists x 50 vehicles)',
      kind: 'warm',
      keys: inputs.partLists.length,
      next: (i) => ({
        path: `/ymm/json/validateFitment?Parts=${encodeURIComponent(inputs.partLists[i % inputs.partLists.length]!)}`,
        cookie: cookies[i % 50],
      }),
    },
    {
      name: 'validateFitment, 24 random parts, random vehicle',
      kind: 'cold',
      next: () => {
        const x = coldList();
        return x && { path: `/ymm/json/validateFitment?Parts=${encodeURIComponent(x.parts)}`, cookie: x.cookie };
      },
    },
    {
      name: 'autocomplete, 4 sections (200 terms)',
      kind: 'warm',
      keys: inputs.terms.length,
      next: (i) => ({ path: ac(inputs.terms[i % inputs.terms.length]!) }),
    },
    {
      name: `autocomplete, terms never asked (${inputs.coldTerms.length} available)`,
      kind: 'cold',
      next: () => {
        const t = coldTerm();
        return t === null ? null : { path: ac(t) };
      },
    },
    {
      name: 'product page data (100 products x 10 vehicles)',
      kind: 'warm',
      keys: 1000,
      next: (i) => ({ path: `/api/products/${inputs.productIds[i % 100]}`, cookie: cookies[Math.floor(i / 100) % 10] }),
    },
    {
      name: `product page data, any product x (${cookies.length} vehicles or none)`,
      kind: 'cold',
      next: () => {
        const x = coldProduct();
        return x && { path: `/api/products/${x.id}`, cookie: x.who === noVehicle ? undefined : cookies[x.who] };
      },
    },
    {
      name: 'category listing of 24, vehicle-filtered (40 categories x 25 vehicles)',
      kind: 'warm',
      keys: 1000,
      next: (i) => ({
        path: `/api/products?category_id=${warmCats[i % 40]!.category_id}&limit=24`,
        cookie: cookies[Math.floor(i / 40) % 25],
      }),
    },
    {
      name: `category listing of 24, vehicle-filtered: any category x page 1-2 x 8 sorts x ${cookies.length} vehicles`,
      kind: 'cold',
      next: () => {
        const x = coldVehicleListing();
        return (
          x && { path: `/api/products?category_id=${x.c}&page=${x.page}&limit=24&${sortParam(x.s)}`, cookie: x.cookie }
        );
      },
    },
    {
      name: 'category listing of 24, no vehicle (40 categories x pages 1-3 x 8 sorts)',
      kind: 'warm',
      keys: warmNoVehicle.length,
      next: (i) => ({ path: `/api/products?${warmNoVehicle[i % warmNoVehicle.length]}` }),
    },
    {
      name: `category listing of 24, no vehicle: every category x page 1-20 x 8 sorts (${noVehicleKeys.length} keys)`,
      kind: 'cold',
      next: () => {
        const k = coldListing();
        return k === null ? null : { path: `/api/products?${k}` };
      },
    },
    {
      name: `home page data (${cookies.length} vehicles and none)`,
      kind: 'warm',
      keys: cookies.length + 1,
      next: (i) => ({ path: '/api/home', cookie: cookies[i % (cookies.length + 1)] }),
    },
    {
      // Every request a vehicle whose home page was never asked: the answer, the vehicle's fit-table rows and its
      // 12 cards (the catalogue-wide facts are read once per catalogue version, before the run).
      name: `home page data, a vehicle never asked (${homeCookies.length} vehicles)`,
      kind: 'cold',
      next: () => {
        const cookie = coldHome();
        return cookie === null ? null : { path: '/api/home', cookie };
      },
    },
  ];
  // Each call's cold run goes before its warm one, so no cold key was ever asked (the warm keys are loaded just before
  // their timed run, within the cache's 30 s).
  const order = [0, 1, 2, 3, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14];
  if ([...order].sort((a, b) => a - b).join() !== list.map((_, k) => k).join())
    throw new Error('bench/run.ts: the run order must name every scenario once');
  return order.map((k) => list[k]!);
}

interface Row {
  scenario: string;
  kind: Scenario['kind'];
  figures: Figures;
  /** Throughput over the bare Fastify route's in the same run. */
  ratio: number;
  /** CPU milliseconds per request used by the app's process and by PostgreSQL (all its processes) during the run. */
  cpu: { app: number; appSystem: number; postgres: number };
}

const f1 = (n: number) => n.toFixed(1);
const f2 = (n: number) => n.toFixed(2);
function table(rows: Row[]): string {
  const lines = [
    '| call | cache | p50 ms | p95 ms | p97.5 ms | req/s | share of bare route | CPU ms a request: app / postgres | requests (distinct keys) | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const f = r.figures;
    const errs = f.errors ? `${f.errors} ${JSON.stringify(f.errorKinds)}` : '0';
    lines.push(
      `| ${r.scenario} | ${r.kind} | ${f1(f.p50)} | ${f1(f.p95)} | ${f1(f.p975)} | ${Math.round(f.rps)} | ${r.ratio.toFixed(3)} | ${r.kind === 'reference' && r.cpu.app === 0 ? '' : `${f2(r.cpu.app)} / ${f2(r.cpu.postgres)}`} | ${f.requests}${r.kind === 'cold' ? ` (${f.distinct}${f.seconds < duration - 0.5 ? `, all in ${f1(f.seconds)} s` : ''})` : ''} | ${errs} |`,
    );
  }
  return lines.join('\n');
}

/** One line per call: p95 at each target and scale side by side, and how p50 grows from scale 1 to 10. */
function summary(all: { target: string; scale: number; rows: Row[] }[]): string {
  const cols = all.map((a) => `${a.target} s${a.scale}`);
  const head = `| call | cache | ${cols.map((c) => `${c} p50 / p95 ms (share)`).join(' | ')} | p50 growth s1→s10 (postgres) |`;
  const lines = [head, `| --- | --- | ${cols.map(() => '---:').join(' | ')} | ---: |`];
  const names = all[0]?.rows.map((r) => r.scenario) ?? [];
  for (const [k, name] of names.entries()) {
    const cells = all.map((a) => {
      const r = a.rows[k];
      return r ? `${f1(r.figures.p50)} / ${f1(r.figures.p95)} (${r.ratio.toFixed(3)})` : '';
    });
    const pg1 = all.find((a) => a.target === 'postgres' && a.scale === 1)?.rows[k];
    const pg10 = all.find((a) => a.target === 'postgres' && a.scale === 10)?.rows[k];
    const growth = pg1 && pg10 && pg1.figures.p50 > 0 ? `x${(pg10.figures.p50 / pg1.figures.p50).toFixed(1)}` : '';
    lines.push(
      `| ${name.replace(/\(\d+ available\)|\(\d+ keys\)/, '').trim()} | ${all[0]!.rows[k]!.kind} | ${cells.join(' | ')} | ${growth} |`,
    );
  }
  return lines.join('\n');
}

mkdirSync('bench/results', { recursive: true });
const startLoad = loadavg();
const benchStart = Date.now();
log(
  `bench: ${runs.map((r) => `${r.target} s${r.scale}`).join(', ')}; ${duration} s a scenario, ${connections} connections; load average ${startLoad}`,
);
if (os.loadavg()[0]! >= 1)
  log(`warning: the load average is ${startLoad}; figures will be noisy (the targets are judged on a quiet machine)`);
const serve = (env: Record<string, string>, args: string[], what: string) => serveWith(env, args, what, values.profile);
const bare = serve({}, ['--bare'], 'bare Fastify');
const bareUrl = `http://127.0.0.1:${await bare.port}`;
const all: { target: string; scale: number; rows: Row[]; load: { start: string; end: string } }[] = [];
try {
  for (const { target: name, scale } of runs) {
    const load = { start: loadavg(), end: '' };
    log(`== ${name}, scale ${scale} == (load average ${load.start})`);
    const target = await targetFor(name, scale);
    const inputs = await prepare(target, scale, { reseed: values.reseed, log: (m) => log(`  ${m}`) });
    log(
      `  inputs: ${inputs.allProductIds.length} products, ${inputs.categories.length} categories, ${inputs.vehicles.length} vehicles, ${inputs.coldTerms.length} cold terms`,
    );
    const server = serve(target.env, [], 'server');
    try {
      const url = `http://127.0.0.1:${await server.port}`;
      const cookies = await sessionsFor(url, inputs.vehicles);
      // The cold home's sessions (4,000 vehicles) are saved only when that scenario runs.
      const coldHomeRuns = !values.only || 'home page data, a vehicle never asked'.includes(values.only);
      const homeCookies = coldHomeRuns ? await sessionsFor(url, inputs.homeVehicles) : [];
      const rows: Row[] = [];
      let bareRps = 0;
      for (const s of scenarios(inputs, cookies, homeCookies, bareUrl)) {
        if (values.only && s.kind !== 'reference' && !s.name.includes(values.only)) continue;
        if (s.kind === 'warm' && s.keys)
          await measure(url, s, { duration: 60, connections: Math.min(connections, s.keys), amount: s.keys });
        const before = sampleCpu(server.child.pid);
        const figures = await measure(url, s, { duration, connections });
        const used = cpuBetween(before, sampleCpu(server.child.pid));
        const perRequest = (sec: number) => (figures.requests ? (sec * 1000) / figures.requests : 0);
        const cpu = {
          app: s.url ? 0 : perRequest(used.app),
          appSystem: s.url ? 0 : perRequest(used.appSystem),
          postgres: perRequest(used.postgres),
        };
        if (s.kind === 'reference' && !bareRps) bareRps = figures.rps;
        rows.push({ scenario: s.name, kind: s.kind, figures, ratio: figures.rps / bareRps, cpu });
        log(
          `  ${s.kind} ${s.name}: p50 ${f1(figures.p50)} ms, p95 ${f1(figures.p95)} ms, p97.5 ${f1(figures.p975)} ms, ${Math.round(figures.rps)} req/s (${(figures.rps / bareRps).toFixed(3)} of bare)` +
            `${s.kind === 'cold' ? `, ${figures.distinct} distinct keys in ${f1(figures.seconds)} s` : ''}, CPU per request app ${f2(cpu.app)} ms (kernel ${f2(cpu.appSystem)}), postgres ${f2(cpu.postgres)} ms, errors ${figures.errors} ${JSON.stringify(figures.errorKinds)}`,
        );
      }
      load.end = loadavg();
      const meta = {
        target: name,
        scale,
        duration,
        connections,
        node: process.version,
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        date: new Date().toISOString(),
        load,
      };
      all.push({ target: name, scale, rows, load });
      writeFileSync(`bench/results/${name}-s${scale}.json`, JSON.stringify({ ...meta, rows }, null, 2));
      writeFileSync(
        `bench/results/${name}-s${scale}.md`,
        `### ${name}, scale ${scale} (${connections} connections, ${duration} s each, ${meta.cpus} cores, ${meta.date.slice(0, 10)}, load average ${load.start} at the start, ${load.end} at the end)\n\n${table(rows)}\n`,
      );
      log(`  done (load average ${load.end})`);
    } finally {
      await stop(server.child);
    }
  }
} finally {
  await stop(bare.child);
}
const endLoad = loadavg();
const minutes = (Date.now() - benchStart) / 60_000;
writeFileSync(
  'bench/results/summary.md',
  `### Warm and cold, ${all.map((a) => `${a.target} s${a.scale}`).join(', ')} (${connections} connections, ${duration} s each, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)})\n\n` +
    `Load average (1, 5, 15 min) at the start ${startLoad}, at the end ${endLoad}; ${all.map((a) => `${a.target} s${a.scale}: ${a.load.start} → ${a.load.end}`).join('; ')}. The bench took ${minutes.toFixed(1)} min.\n\n` +
    `${summary(all)}\n`,
);
log(`bench done in ${minutes.toFixed(1)} min; load average ${endLoad}; bench/results/summary.md`);
