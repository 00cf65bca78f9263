// `npm run build && npm run bench:lighthouse -- [--runs 3] [--scale 0.05]`
// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) against the built app served by the real server
// (fresh PGlite data dir, demo data), in Debian's Chromium: the home page, a category page and a product page, each
// `--runs` times; prints and writes the median of every figure to bench/results/lighthouse.md and .json.
// It builds nothing: run `npm run build` first (the server answers a "not built" page otherwise).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    scale: { type: 'string', default: '0.05' },
    out: { type: 'string', default: 'bench/results/lighthouse' },
    only: { type: 'string' },
    dump: { type: 'string' },
  },
});
const runs = Number(values.runs);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!existsSync(path.join(ROOT, 'web/dist/index.html'))) {
  console.error('web/dist is not built: run `npm run build` first.');
  process.exit(1);
}

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: values.scale,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
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

/** A category with products and a product from it, found through the store's own API. */
async function pickPages(url: string): Promise<{ name: string; path: string }[]> {
  const home = (await (await fetch(`${url}/api/home`)).json()) as {
    categories: { category_id: number }[];
    featured: { product_id: number }[];
  };
  const category = home.categories[0];
  const product = home.featured[0];
  if (!category || !product) throw new Error('The demo store has no category or featured product.');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/product/category?path=${category.category_id}` },
    { name: 'product', path: `/product/product?product_id=${product.product_id}` },
  ];
}

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function audit(target: string, port: number): Promise<Figures> {
  // Mobile defaults: no config, so Lighthouse's own form factor, screen emulation and simulated throttling.
  const result = await lighthouse(target, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${target}: ${runtimeError.code} ${runtimeError.message}`);
  // --dump DIR keeps each full report, to see where the time goes (long tasks, bootup, LCP element).
  if (values.dump) {
    mkdirSync(values.dump, { recursive: true });
    writeFileSync(
      path.join(values.dump, `${new URL(target).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const num = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
  };
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is repeated, up to twice. */
async function retry<T>(fn: () => Promise<T>, left = 2): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (left === 0) throw err;
    console.warn(`retrying: ${(err as Error).message}`);
    return retry(fn, left - 1);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'partsdesk-lh-'));
const { url, child } = await startServer(dataDir);
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
const loadBefore = os.loadavg();
const rows: { name: string; path: string; runs: Figures[]; median: Figures }[] = [];
try {
  const pages = await pickPages(url);
  // One untimed load per page, so the server's first-request work (caches, lazy compiles) is not in the figures.
  for (const p of pages) await fetch(url + p.path);
  for (const p of pages.filter((x) => !values.only || values.only.split(',').includes(x.name))) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const f = await retry(() => audit(url + p.path, chrome.port));
      console.log(
        `${p.name} run ${i + 1}: performance ${f.performance}, LCP ${f.lcpMs} ms, FCP ${f.fcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}`,
      );
      all.push(f);
    }
    const keys = Object.keys(all[0]!) as (keyof Figures)[];
    const med = Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as Figures;
    rows.push({ name: p.name, path: p.path, runs: all, median: med });
  }
} finally {
  chrome.kill();
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
const loadAfter = os.loadavg();

const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const table = [
  `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile defaults (simulated throttling), ${path.basename(CHROME)}; median of ${runs} runs; ${when} UTC; load average before ${load(loadBefore)}, after ${load(loadAfter)}.`,
  '',
  '| page | performance | accessibility | best practices | SEO | LCP ms | FCP ms | TBT ms | CLS |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ name, median: m }) =>
      `| ${name} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.fcpMs} | ${m.tbtMs} | ${m.cls} |`,
  ),
  '',
].join('\n');
console.log(`\n${table}`);
const out = path.resolve(ROOT, values.out!);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(`${out}.md`, `# Lighthouse\n\nCommand: \`npm run build && npm run bench:lighthouse\`\n\n${table}`);
writeFileSync(
  `${out}.json`,
  `${JSON.stringify({ date: new Date().toISOString(), runs, loadAverage: { before: loadBefore, after: loadAfter }, pages: rows }, null, 2)}\n`,
);
