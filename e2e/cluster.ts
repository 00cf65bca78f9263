// The store as `npm run start:cluster` runs it (two app processes behind HAProxy) on a fresh PostgreSQL database, for
// cluster.e2e.ts. Needs TEST_DATABASE_URL (a PostgreSQL server) and haproxy (.ci/run installs Debian's package).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface Cluster {
  url: string;
  databaseUrl: string;
  /** Everything the cluster command printed so far (its processes' and HAProxy's lines). */
  output(): string;
  /** The app processes' ids by name (w1, w2), as the cluster command last wrote them. */
  pids(): Record<string, number | null>;
  /** The app processes' own ports by name (w1, w2), to ask one process directly, past the proxy. */
  ports(): Record<string, number>;
  /** Sends a signal to the cluster command itself (SIGHUP: a rolling restart of its processes). */
  signal(sig: NodeJS.Signals): void;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface ClusterOptions {
  dbName?: string;
  seedScale?: string;
  workers?: number;
  /**
   * The processes' DATABASE_URL on this port of the same host (a PgBouncer, bench/load-faults.ts), their LISTEN
   * connections direct (DATABASE_LISTEN_URL, decision 0065). `databaseUrl` stays the direct one.
   */
  poolerPort?: number;
  /** How long loading the demo store may take (the load bench's scale 1 on a busy machine takes minutes). */
  startTimeoutMs?: number;
  /**
   * Use `dbName` as it is when it exists (its demo data loaded by an earlier run) and leave it at the end: the load
   * bench's repeated runs skip minutes of loading (bench/load.ts --keep-db, decision 0105).
   */
  keepDb?: boolean;
}

/** Also used by the load bench (bench/load.ts) with its own database and scale. */
export async function startCluster(adminUrl: string, opts: ClusterOptions = {}): Promise<Cluster> {
  const dbName = opts.dbName ?? `partsdesk_e2e_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount === 1;
  if (!opts.keepDb || !exists) {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
  }
  // Not held open while the cluster runs: the load bench restarts PostgreSQL under it (bench/load-faults.ts).
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'partsdesk-e2e-cluster-'));
  const port = await freePort();
  // Two more ports in a row for the app processes: a free one, and the next (checked by the cluster command itself).
  const base = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    env: {
      ...process.env,
      DATABASE_URL: viaPooler(dbUrl, opts.poolerPort),
      ...(opts.poolerPort ? { DATABASE_LISTEN_URL: dbUrl.toString() } : {}),
      PORT: String(port),
      WORKERS: String(opts.workers ?? 2),
      WORKER_BASE_PORT: String(base),
      CLUSTER_RUN_DIR: runDir,
      SEED_SCALE: opts.seedScale ?? '0.05',
      LOG_LEVEL: 'warn',
      DRAIN_MS: '3500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The cluster did not start in time:\n${output}`));
    }, opts.startTimeoutMs ?? 170_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`running at http://localhost:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The cluster command exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: dbUrl.toString(),
    output: () => output,
    pids: () => {
      const state = JSON.parse(readFileSync(path.join(runDir, 'workers.json'), 'utf8')) as {
        workers: { name: string; pid: number | null }[];
      };
      return Object.fromEntries(state.workers.map((w) => [w.name, w.pid]));
    },
    ports: () => {
      const state = JSON.parse(readFileSync(path.join(runDir, 'workers.json'), 'utf8')) as {
        workers: { name: string; port: number }[];
      };
      return Object.fromEntries(state.workers.map((w) => [w.name, w.port]));
    },
    signal: (sig) => child.kill(sig),
    stop: async () => {
      // A command that has already exited sends no 'exit' again: waiting for one would hang the caller.
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      if (!opts.keepDb) {
        const again = new pg.Client({ connectionString: adminUrl });
        await again.connect();
        await again.query(`drop database if exists ${dbName} with (force)`);
        await again.end();
      }
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

function viaPooler(direct: URL, port: number | undefined): string {
  if (!port) return direct.toString();
  const url = new URL(direct);
  url.port = String(port);
  return url.toString();
}
