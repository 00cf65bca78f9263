// One autocannon run of a scenario; latencies are collected per response so p95 is exact (autocannon reports p97.5).
import type { EventEmitter } from 'node:events';
import autocannon, { type Result } from 'autocannon';

export interface Scenario {
  name: string;
  /** The i-th request of the run: its path and the session cookie to send. */
  next(i: number): { path: string; cookie?: string };
}

export interface Figures {
  p50: number;
  p95: number;
  rps: number;
  requests: number;
  errors: number;
  /** What the errors were: HTTP statuses and autocannon's timeouts (a request over 10 s). */
  errorKinds: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

export async function measure(url: string, scenario: Scenario, opts: { duration: number; connections: number }): Promise<Figures> {
  let i = 0;
  const times: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    requests: [
      {
        setupRequest: (req) => {
          const { path, cookie } = scenario.next(i++);
          return { ...req, path, headers: { ...req.headers, ...(cookie ? { cookie } : {}) } };
        },
      },
    ],
  }) as unknown as Promise<Result> & EventEmitter;
  instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    if (status >= 400) {
      errors++;
      errorKinds[String(status)] = (errorKinds[String(status)] ?? 0) + 1;
    }
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  if (result.timeouts) errorKinds.timeout = result.timeouts;
  if (result.errors - result.timeouts > 0) errorKinds.socket = result.errors - result.timeouts;
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / opts.duration, requests: times.length, errors: errors + result.errors, errorKinds };
}
