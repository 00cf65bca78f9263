// `npm run start:cluster`: the store as several app processes behind HAProxy on one PostgreSQL server (issue 29,
// decision 0064). DATABASE_URL (required), PORT (HAProxy's, default 3000), WORKERS (default 2), WORKER_BASE_PORT (the
// first app process's port, default PORT + 1). SIGINT/SIGTERM: every process drains and stops, then HAProxy.
// SIGHUP: a rolling restart, one process at a time. A process that dies is restarted.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyBinary, startProxy } from './cluster/proxy.mjs';
import { Workers } from './cluster/workers.mjs';
import { buildWebIfChanged } from './web-build.mjs';

const log = (m) => console.log(`[cluster] ${m}`);
const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
const fail = (m) => {
  console.error(m);
  process.exit(1);
};

if (!env.DATABASE_URL) {
  fail(
    'start:cluster needs a PostgreSQL server: set DATABASE_URL (postgres://user@host:5432/db).\n' +
      'The embedded database (PGlite) belongs to one process and cannot be shared by several.',
  );
}
const port = Number(env.PORT ?? 3000);
const count = Number(env.WORKERS ?? 2);
const basePort = Number(env.WORKER_BASE_PORT ?? port + 1);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number (got ${env.PORT})`);
if (!Number.isInteger(count) || count < 1 || count > 32) fail(`WORKERS must be 1 to 32 (got ${env.WORKERS})`);
if (
  !Number.isInteger(basePort) ||
  basePort < 1 ||
  basePort + count > 65536 ||
  (port >= basePort && port < basePort + count)
) {
  fail(`WORKER_BASE_PORT must leave room for ${count} ports that are not PORT (got ${basePort})`);
}

const binary = haproxyBinary();
buildWebIfChanged();
const runDir = env.CLUSTER_RUN_DIR ?? path.join(os.tmpdir(), `partsdesk-cluster-${port}`);
mkdirSync(runDir, { recursive: true });

const workers = new Workers({
  count,
  basePort,
  runDir,
  proxyPort: port,
  env: {
    ...env,
    HOST: '127.0.0.1',
    // HAProxy, on this machine, adds X-Forwarded-For; the processes believe it and no one else.
    TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
    // Three health checks 1 s apart take a draining process out of rotation (deploy/haproxy.cfg).
    DRAIN_MS: env.DRAIN_MS ?? '4000',
  },
});

let proxy = null;
let stopping = false;
const runProxy = () => {
  proxy = startProxy(binary, runDir, port, workers.list);
  proxy.stdout.on('data', (c) => process.stdout.write(`[haproxy] ${c}`));
  proxy.stderr.on('data', (c) => process.stderr.write(`[haproxy] ${c}`));
  proxy.on('exit', (code, signal) => {
    if (stopping) return;
    log(`HAProxy exited (${signal ?? `code ${code}`}); starting it again`);
    setTimeout(runProxy, 1000);
  });
};

const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: draining and stopping ${count} processes`);
  await workers.stopAll();
  if (proxy && proxy.exitCode === null) {
    const gone = new Promise((r) => proxy.once('exit', r));
    proxy.kill('SIGTERM');
    await gone;
  }
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => {
  log('SIGHUP: rolling restart');
  workers.rollingRestart().then(
    () => log('rolling restart done'),
    (err) => log(`rolling restart failed: ${err.message}`),
  );
});

log(`starting ${count} app processes on ports ${basePort}-${basePort + count - 1}`);
try {
  await workers.start();
} catch (err) {
  console.error(`[cluster] ${err.message}`);
  await workers.stopAll();
  process.exit(1);
}
runProxy();
log(`PartsDesk is running at http://localhost:${port} (HAProxy, round robin over ${count} processes)`);
log(`Process ids: ${path.join(runDir, 'workers.json')}; SIGHUP (kill -HUP ${process.pid}) restarts them one by one`);
