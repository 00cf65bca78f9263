// `npm start`: builds the web app when its sources changed since the last build, then runs the server
// (which migrates the database and loads the demo data when needed).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const want = fingerprint();
const have = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (want !== have) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'web'),
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, want);
}

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
