// `npm run bench -- [--target pglite|postgres|both] [--scale 1,10] [--duration 10] [--connections 50]`
// Starts the real server per target and scale, drives it with autocannon, and writes bench/results/*.json and .md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { prepare, targetFor, type BenchInputs, type Target } from './prepare';
import { measure, type Scenario, type Figures } from './measure';

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'both' },
    scale: { type: 'string', default: '1' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const targets = values.target === 'both' ? (['postgres', 'pglite'] as const) : [values.target as Target['name']];
const scales = values.scale!.split(',').map(Number);
const duration = Number(values.duration);
const connections = Number(values.connections);

async function startServer(target: Target, scale: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...target.env, PORT: '0', HOST: '127.0.0.1', SEED_SCALE: String(scale), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { url, child };
}

async function sessionsFor(url: string, inputs: BenchInputs, n: number): Promise<string[]> {
  const cookies: string[] = [];
  for (const v of inputs.vehicles.slice(0, n)) {
    const res = await fetch(`${url}/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`);
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!res.ok || !sid) throw new Error(`could not save a vehicle: ${res.status}`);
    cookies.push(sid.split(';')[0]!);
  }
  return cookies;
}

function scenarios(inputs: BenchInputs, cookies: string[]): Scenario[] {
  const v = inputs.vehicles;
  const facetPaths = v.flatMap((x) => [
    `/ymm/json/makes?Year=${x.year}`,
    `/ymm/json/models?Year=${x.year}&MakeID=${x.make_id}`,
    `/ymm/json/choices?Year=${x.year}&MakeID=${x.make_id}&ModelID=${x.model_id}`,
  ]);
  return [
    { name: 'trivial route (GET /api/ping)', next: () => ({ path: '/api/ping' }) },
    { name: 'facet calls (makes, models, choices; 600 distinct)', next: (i) => ({ path: facetPaths[i % facetPaths.length]! }) },
    {
      name: 'validateFitment, 24 parts (50 vehicles x 200 lists)',
      next: (i) => ({ path: `/ymm/json/validateFitment?Parts=${encodeURIComponent(inputs.partLists[(i * 7) % inputs.partLists.length]!)}`, cookie: cookies[i % cookies.length] }),
    },
    {
      name: 'autocomplete, 4 sections (200 distinct terms)',
      next: (i) => ({ path: `/api/search/autocomplete?search=${encodeURIComponent(inputs.terms[i % inputs.terms.length]!)}&limit=8&parts_limit=10` }),
    },
    {
      name: 'product page data, GET /api/products/:id (200 products x 50 vehicles)',
      next: (i) => ({ path: `/api/products/${inputs.productIds[(i * 7) % inputs.productIds.length]}`, cookie: cookies[i % cookies.length] }),
    },
    {
      name: 'vehicle-filtered category page, 24 products (50 vehicles x 40 categories)',
      next: (i) => ({ path: `/api/products?category_id=${inputs.categories[(i * 3) % inputs.categories.length]}&limit=24`, cookie: cookies[i % cookies.length] }),
    },
  ];
}

function table(rows: { scenario: string; figures: Figures; ratio: number }[]): string {
  const lines = ['| call | p50 ms | p95 ms | req/s | share of trivial | errors |', '| --- | ---: | ---: | ---: | ---: | ---: |'];
  for (const r of rows) lines.push(`| ${r.scenario} | ${r.figures.p50.toFixed(1)} | ${r.figures.p95.toFixed(1)} | ${Math.round(r.figures.rps)} | ${r.ratio.toFixed(2)} | ${r.figures.errors} |`);
  return lines.join('\n');
}

mkdirSync('bench/results', { recursive: true });
for (const scale of scales) {
  for (const name of targets) {
    console.log(`\n== ${name}, scale ${scale} ==`);
    const target = await targetFor(name, scale);
    const inputs = await prepare(target, scale);
    const { url, child } = await startServer(target, scale);
    try {
      const cookies = await sessionsFor(url, inputs, 50);
      const rows: { scenario: string; figures: Figures; ratio: number }[] = [];
      let trivial = 0;
      for (const s of scenarios(inputs, cookies)) {
        const figures = await measure(url, s, { duration, connections });
        trivial ||= figures.rps;
        rows.push({ scenario: s.name, figures, ratio: figures.rps / trivial });
        console.log(`  ${s.name}: p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, ${Math.round(figures.rps)} req/s, errors ${figures.errors} ${JSON.stringify(figures.errorKinds)}`);
      }
      const meta = { target: name, scale, duration, connections, node: process.version, cpus: os.cpus().length, date: new Date().toISOString() };
      writeFileSync(`bench/results/${name}-s${scale}.json`, JSON.stringify({ ...meta, rows }, null, 2));
      writeFileSync(`bench/results/${name}-s${scale}.md`, `### ${name}, scale ${scale} (${connections} connections, ${duration} s each, ${meta.cpus} cores, ${meta.date.slice(0, 10)})\n\n${table(rows)}\n`);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}
