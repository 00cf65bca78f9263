// Builds the web app and stamps web/dist with a fingerprint of its inputs. `npm start` and `npm run start:cluster`
// build only when the sources changed since the last build; `npm run build` (this file run as a command) always builds.
// Every build writes the stamp: a build without it made the next start:cluster rebuild web/dist under a running server
// (the browser tests' server lost its assets mid-run when cluster.e2e.ts started the cluster).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

/** Builds and stamps; exits the process with the build's status when the build fails. */
function buildWeb(want = fingerprint()) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    { cwd: path.join(root, 'web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, want);
}

/** Builds when needed; exits the process with the build's status when the build fails. */
export function buildWebIfChanged() {
  const want = fingerprint();
  const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (want !== have) buildWeb(want);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildWeb();
