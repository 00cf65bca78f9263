// The load bench's faults on the database side (bench/load.ts --pg-restart-at, --pooler, --pooler-restart-at):
// PostgreSQL restarted under load, and PgBouncer (deploy/pgbouncer.ini, session mode) in front of it, itself killed and
// started again. They act on a PostgreSQL cluster of the bench's own, never on a shared one: the cluster is named
// (BENCH_PG_CLUSTER, e.g. 15/bench, made with `pg_createcluster 15 bench -p 5433`) and must listen on
// BENCH_ADMIN_URL's port, which must not be 5432. Decision 0101.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The bench's own PostgreSQL cluster (version, name), checked against BENCH_ADMIN_URL; throws when it is not safe. */
export function benchCluster(adminUrl: string): { version: string; name: string } {
  const named = process.env.BENCH_PG_CLUSTER ?? '';
  const [version, name] = named.split('/');
  const port = new URL(adminUrl).port || '5432';
  if (!version || !name) throw new Error('A PostgreSQL fault needs BENCH_PG_CLUSTER=<version>/<name> (pg_lsclusters)');
  if (port === '5432')
    throw new Error('A PostgreSQL fault is never run on port 5432 (a shared server): BENCH_ADMIN_URL');
  const listed = spawnSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' }).stdout.split('\n');
  const row = listed.map((l) => l.trim().split(/\s+/)).find((c) => c[0] === version && c[1] === name);
  if (!row || row[2] !== port) throw new Error(`Cluster ${named} does not listen on BENCH_ADMIN_URL's port ${port}`);
  return { version, name };
}

/** Restarts the cluster (pg_ctlcluster's fast mode: open connections are cut); answers how long it took, in ms. */
export function restartPostgres(c: { version: string; name: string }): number {
  const started = performance.now();
  const r = spawnSync('pg_ctlcluster', [c.version, c.name, 'restart'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_ctlcluster restart failed: ${r.stderr}`);
  return Math.round(performance.now() - started);
}

/** PgBouncer with deploy/pgbouncer.ini's settings, pointed at `pgPort` and listening on `port`. */
export class Pooler {
  private child: ChildProcess | null = null;
  private readonly ini: string;
  log = '';

  constructor(
    readonly port: number,
    pgPort: string,
  ) {
    const deploy = readFileSync(path.resolve(import.meta.dirname, '../deploy/pgbouncer.ini'), 'utf8');
    this.ini = path.join(os.tmpdir(), `partsdesk-bench-pgbouncer-${port}.ini`);
    writeFileSync(
      this.ini,
      deploy.replace(/port=5432/, `port=${pgPort}`).replace(/listen_port = \d+/, `listen_port = ${port}`),
    );
  }

  /** Starts it and waits until it accepts connections. PgBouncer refuses to run as root: it runs as postgres then. */
  async start(): Promise<void> {
    const asRoot = process.getuid?.() === 0;
    const child = spawn('pgbouncer', [...(asRoot ? ['-u', 'postgres'] : []), this.ini], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout.on('data', (c: Buffer) => (this.log += c.toString()));
    child.stderr.on('data', (c: Buffer) => (this.log += c.toString()));
    for (let i = 0; i < 100 && !this.log.includes('process up'); i++) {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited:\n${this.log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!this.log.includes('process up')) throw new Error(`pgbouncer did not start:\n${this.log}`);
  }

  /** Stops it at once (SIGTERM: immediate shutdown, every client connection cut). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
    this.child = null;
  }

  /** Killed and started again; answers how long the pooler was away, in ms. */
  async restart(): Promise<number> {
    const started = performance.now();
    await this.stop();
    await this.start();
    return Math.round(performance.now() - started);
  }
}
