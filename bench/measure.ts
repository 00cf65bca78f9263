// One autocannon run of a scenario; latencies are collected per response so p50/p95/p97.5 are exact.
import type { EventEmitter } from 'node:events';
import autocannon, { type Result } from 'autocannon';

export interface Scenario {
  name: string;
  /** 'warm': a fixed key list, each loaded once before the timed run, then repeated; 'cold': every key new; 'reference'. */
  kind: 'reference' | 'warm' | 'cold';
  /**
   * The i-th request of the run: its path and the session cookie to send. A cold scenario answers null when its key
   * space is spent (the run then stops early rather than repeat a key).
   */
  next(i: number): { path: string; cookie?: string; label?: string } | null;
  /** Warm scenarios: how many distinct keys; the warm-up pass requests each once. */
  keys?: number;
  /** Another server to drive (the bare Fastify reference). */
  url?: string;
}

export interface Figures {
  p50: number;
  p95: number;
  p975: number;
  rps: number;
  requests: number;
  /** Seconds the timed run lasted (shorter than asked when a cold scenario ran out of new keys). */
  seconds: number;
  /** Distinct keys the run asked for (cold: all of them, no key twice). */
  distinct: number;
  errors: number;
  /** What the errors were: HTTP statuses and autocannon's timeouts (a request over 10 s). */
  errorKinds: Record<string, number>;
  /** Per label (requests the scenario labelled, as the mixed run does): p50, p95 and the number of responses. */
  byLabel: Record<string, { p50: number; p95: number; requests: number }>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function measure(
  url: string,
  scenario: Scenario,
  opts: { duration: number; connections: number; amount?: number; offset?: number },
): Promise<Figures> {
  let i = opts.offset ?? 0;
  const times: number[] = [];
  const paths = new Set<string>();
  let errors = 0;
  let spent = false;
  const errorKinds: Record<string, number> = {};
  let last: { path: string; cookie?: string; label?: string } = { path: '/api/ping' };
  const labelled = new Map<string, number[]>();
  const instance = autocannon({
    url: scenario.url ?? url,
    connections: opts.connections,
    duration: opts.duration,
    ...(opts.amount ? { amount: opts.amount } : {}),
    requests: [
      {
        setupRequest: (req, context: object) => {
          const next = spent ? null : scenario.next(i++);
          if (!next) {
            // Out of new keys: stop; the few requests already on their way repeat the last key.
            if (!spent) setImmediate(() => (instance as unknown as { stop(): void }).stop());
            spent = true;
          } else {
            last = next;
            paths.add(`${next.path}|${next.cookie ?? ''}`);
          }
          // Each connection sends one request at a time, and autocannon reports its response before building the
          // connection's next request: the label in the connection's context is the answered request's.
          (context as { label?: string }).label = last.label;
          return {
            ...req,
            path: last.path,
            headers: { ...req.headers, ...(last.cookie ? { cookie: last.cookie } : {}) },
          };
        },
      },
    ],
  }) as unknown as Promise<Result> & EventEmitter;
  const started = performance.now();
  instance.on('response', (client: unknown, status: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    const label = (client as { requestIterator?: { context?: { label?: string } } }).requestIterator?.context?.label;
    if (label !== undefined) {
      const list = labelled.get(label);
      if (list) list.push(responseTime);
      else labelled.set(label, [responseTime]);
    }
    if (status >= 400) {
      errors++;
      errorKinds[String(status)] = (errorKinds[String(status)] ?? 0) + 1;
    }
  });
  const result = await instance;
  const seconds = Math.min(opts.amount ? Infinity : opts.duration, (performance.now() - started) / 1000);
  times.sort((a, b) => a - b);
  if (result.timeouts) errorKinds.timeout = result.timeouts;
  if (result.errors - result.timeouts > 0) errorKinds.socket = result.errors - result.timeouts;
  const byLabel: Figures['byLabel'] = {};
  for (const [label, list] of [...labelled].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => a - b);
    byLabel[label] = { p50: percentile(list, 50), p95: percentile(list, 95), requests: list.length };
  }
  return {
    byLabel,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p975: percentile(times, 97.5),
    rps: times.length / seconds,
    requests: times.length,
    seconds,
    distinct: paths.size,
    errors: errors + result.errors,
    errorKinds,
  };
}
