// The app processes of `npm run start:cluster`: started, watched, restarted when one dies, replaced one at a time on a
// rolling restart, and stopped gracefully (SIGTERM: each drains, then closes; server/src/http/drain.ts).
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { root } from '../web-build.mjs';

const log = (m) => console.log(`[cluster] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until the process on `port` answers its health check with 200, or it exits (then throws). */
async function healthy(worker, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${worker.name} exited while starting`);
    try {
      const res = await fetch(`http://127.0.0.1:${worker.port}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`${worker.name} did not become healthy in ${timeoutMs / 1000} s`);
}

/**
 * Waits until HAProxy sends requests to `worker` again (its health checks need two good answers, deploy/haproxy.cfg):
 * a rolling restart stops the next process only then, so one is always in rotation. The probe waits in HAProxy's
 * queue like any request: under 200 connections (bench:load --rolling-at, decision 0101) probes cut at 2 s never got
 * an answer in 30 s and the restart stopped after the first process; they may take 15 s each, for 2 minutes.
 */
async function inRotation(worker, proxyPort, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${proxyPort}/healthz`, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      if (res.headers.get('x-served-by') === worker.name) return;
    } catch {
      /* the proxy is restarting */
    }
    await sleep(200);
  }
  throw new Error(`HAProxy did not route to ${worker.name} within ${timeoutMs / 1000} s`);
}

export class Workers {
  /** @param {{ count: number, basePort: number, env: NodeJS.ProcessEnv, runDir: string, proxyPort: number }} opts */
  constructor(opts) {
    this.opts = opts;
    this.stopping = false;
    this.list = Array.from({ length: opts.count }, (_, i) => ({
      name: `w${i + 1}`,
      port: opts.basePort + i,
      child: null,
      crashes: 0,
      replacing: false,
    }));
  }

  /** Where tests and the bench find the processes' ids (a restarted process has a new one). */
  writeState() {
    const state = {
      proxyPort: this.opts.proxyPort,
      workers: this.list.map((w) => ({ name: w.name, port: w.port, pid: w.child?.pid ?? null })),
    };
    // Written aside, then renamed over: a reader never sees a half-written file.
    const file = path.join(this.opts.runDir, 'workers.json');
    writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
    renameSync(`${file}.tmp`, file);
  }

  spawn(worker) {
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'server/src/main.ts')],
      {
        cwd: root,
        env: { ...this.opts.env, PORT: String(worker.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    worker.child = child;
    worker.startedAt = Date.now();
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${worker.name}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => void this.exited(worker, child, code, signal));
    this.writeState();
    return child;
  }

  async exited(worker, child, code, signal) {
    if (worker.child !== child) return;
    worker.child = null;
    this.writeState();
    if (this.stopping || worker.replacing) return;
    // A process that dies soon after starting again and again waits longer each time (0.5 s doubling up to 10 s).
    worker.crashes = Date.now() - worker.startedAt < 30_000 ? worker.crashes + 1 : 0;
    const wait = Math.min(10_000, 250 * 2 ** worker.crashes);
    log(`${worker.name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); restarting in ${wait} ms`);
    await sleep(wait);
    if (this.stopping) return;
    const next = this.spawn(worker);
    try {
      await healthy(worker, next);
      log(`${worker.name} is back (pid ${next.pid}) on port ${worker.port}`);
    } catch (err) {
      log(err.message);
    }
  }

  /** The first process migrates the database and loads the demo data; the others start once it is up. */
  async start() {
    const [first, ...rest] = this.list;
    await healthy(first, this.spawn(first));
    await Promise.all(rest.map((w) => healthy(w, this.spawn(w))));
  }

  async stopOne(worker, timeoutMs = 30_000) {
    const child = worker.child;
    if (!child) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await gone;
    clearTimeout(timer);
  }

  /** Replaces the processes one at a time (each drains before it stops), so the others carry the traffic. */
  async rollingRestart() {
    for (const worker of this.list) {
      if (this.stopping) return;
      worker.replacing = true;
      await this.stopOne(worker);
      worker.replacing = false;
      if (this.stopping) return;
      await healthy(worker, this.spawn(worker));
      await inRotation(worker, this.opts.proxyPort);
      log(`${worker.name} replaced (pid ${worker.child?.pid})`);
    }
  }

  async stopAll() {
    this.stopping = true;
    await Promise.all(this.list.map((w) => this.stopOne(w)));
  }
}
