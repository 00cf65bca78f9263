// What the bench's scripts share (run.ts, mixed.ts): starting the servers, saving vehicle sessions, seeded draws.
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import type { BenchInputs } from './prepare';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

export const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ') as string;
export const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

function waitForPort(child: ChildProcess, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`${what} exited ${code}: ${out}`)));
  });
}

/** Starts bench/serve.ts (the app, or the bare route with `--bare`); `profile`: the app writes a V8 CPU profile. */
export function serve(
  env: Record<string, string>,
  args: string[],
  what: string,
  profile = false,
): { child: ChildProcess; port: Promise<number> } {
  // --profile: the app writes a V8 CPU profile (open it in Chrome's DevTools) when it stops.
  const prof = profile && !args.includes('--bare') ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];
  const child = spawn(
    process.execPath,
    [...(args.includes('--bare') ? [] : SERVER_NODE_FLAGS), ...prof, '--import', 'tsx', 'bench/serve.ts', ...args],
    { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return { child, port: waitForPort(child, what) };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Saves one session per vehicle (saveVehicle, as the vehicle picker does), a few at a time. */
export async function sessionsFor(url: string, vehicles: BenchInputs['vehicles']): Promise<string[]> {
  const cookies: string[] = new Array(vehicles.length);
  let next = 0;
  const worker = async () => {
    while (next < vehicles.length) {
      const k = next++;
      const v = vehicles[k]!;
      const res = await fetch(
        `${url}/ymm/json/saveVehicle?add1=Year:${v.year}&add2=MakeID:${v.make_id}&add3=ModelID:${v.model_id}`,
      );
      const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
      if (!res.ok || !sid) throw new Error(`could not save a vehicle: ${res.status}`);
      cookies[k] = sid.split(';')[0]!;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return cookies;
}

/** A seeded generator (mulberry32), so every run asks for the same keys in the same order. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Draws keys at random and never gives one twice; null once `tries` draws in a row found only used keys. */
export function fresh<T>(draw: (r: () => number) => T, keyOf: (x: T) => string, seed: number): () => T | null {
  const r = random(seed);
  const used = new Set<string>();
  return () => {
    for (let tries = 0; tries < 200; tries++) {
      const x = draw(r);
      const k = keyOf(x);
      if (!used.has(k)) {
        used.add(k);
        return x;
      }
    }
    return null;
  };
}

/** Walks a list once, shuffled by the seed; null at its end. */
export function once<T>(list: T[], seed: number): () => T | null {
  const r = random(seed);
  const order = [...list];
  for (let k = order.length - 1; k > 0; k--) {
    const j = Math.floor(r() * (k + 1));
    [order[k], order[j]] = [order[j]!, order[k]!];
  }
  let at = 0;
  return () => (at < order.length ? order[at++]! : null);
}

export const pick = <T>(r: () => number, list: T[]) => list[Math.floor(r() * list.length)]!;
