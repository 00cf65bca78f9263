// Where a scenario's time goes: CPU seconds used by the app's process and by every PostgreSQL process on the machine
// (read from /proc, Linux only), so a figure can say "the app spends 1.2 ms of CPU per request, the database 0.4 ms"
// instead of guessing from latency, which on 2 cores is mostly queueing behind the other side.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime and stime of one process in seconds, 0 when it is gone or /proc is not there. */
function cpuTimes(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime and stime are the 12th and 13th.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(rest[11]) / TICKS_PER_SECOND, system: Number(rest[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: 0, system: 0 };
  }
}
const cpuSeconds = (pid: number) => {
  const t = cpuTimes(pid);
  return t.user + t.system;
};

function postgresPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .filter((d) => {
        try {
          return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres';
        } catch {
          return false;
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

export interface CpuSample {
  app: number;
  /** The app's time in the kernel (sockets: HTTP and the database connections). */
  appSystem: number;
  postgres: number;
  /** The per-pid postgres readings, so a backend that ended between samples is not counted as negative time. */
  pg: Map<number, number>;
}

export function sampleCpu(appPid: number | undefined): CpuSample {
  const pg = new Map(postgresPids().map((p) => [p, cpuSeconds(p)]));
  const app = appPid ? cpuTimes(appPid) : { user: 0, system: 0 };
  return {
    app: app.user + app.system,
    appSystem: app.system,
    postgres: [...pg.values()].reduce((a, b) => a + b, 0),
    pg,
  };
}

/** CPU seconds used between two samples by the app and by PostgreSQL (backends that started in between count whole). */
export function cpuBetween(a: CpuSample, b: CpuSample): { app: number; appSystem: number; postgres: number } {
  let postgres = 0;
  for (const [pid, t] of b.pg) postgres += t - (a.pg.get(pid) ?? 0);
  return { app: b.app - a.app, appSystem: b.appSystem - a.appSystem, postgres: Math.max(0, postgres) };
}
