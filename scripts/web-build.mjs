// Builds the web app when its sources changed since the last build (a fingerprint of the inputs in web/dist), for
// `npm start` and `npm run start:cluster`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'web/dist/.build-hash');
const inputs = ['web/src', 'web/index.html', 'web/vite.config.ts', 'common/src', 'package-lock.json'];

function fingerprint() {
  const hash = createHash('sha256');
  const visit = (p) => {
    const full = path.join(root, p);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) for (const name of readdirSync(full).sort()) visit(path.join(p, name));
    else hash.update(p).update(readFileSync(full));
  };
  inputs.forEach(visit);
  return hash.digest('hex');
}

/** Builds when needed; exits the process with the build's status when the build fails. */
export function buildWebIfChanged() {
  const want = fingerprint();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (want === have) return;
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, want);
}
