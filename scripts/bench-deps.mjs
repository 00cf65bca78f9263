// Installs the benchmarks' own tools (bench/package.json: autocannon, Lighthouse) when they are missing or the bench's
// lockfile changed. They stay out of the project's install, so `npm ci` for the tests and `npm start` never fetch them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bench');
const stamp = path.join(bench, 'node_modules/.lock-hash');
const want = createHash('sha256')
  .update(readFileSync(path.join(bench, 'package-lock.json')))
  .digest('hex');
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== want) {
  console.log('Installing the bench tools (bench/package.json)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const ci = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], { cwd: bench, stdio: 'inherit' });
  if (ci.status !== 0) process.exit(ci.status ?? 1);
  writeFileSync(stamp, want);
}
