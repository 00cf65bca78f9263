// `DATABASE_URL=postgres://… npx tsx bench/product-page.ts [--duration 10] [--connections 50]`
// The product page's data alone: GET /api/products/:id over random products of an already loaded catalogue (no
// migrations or seeding here, so point it at a copy of a bench database). Prints p50/p95 and requests a second.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { measure } from './measure';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    serve: { type: 'boolean', default: false },
    products: { type: 'string', default: '205000' },
  },
});

if (values.serve) {
  const { buildApp } = await import('../server/src/app');
  const { readConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/client');
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`listening ${(app.server.address() as { port: number }).port}`);
  // A clean exit, so `node --cpu-prof` can write its profile.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
} else {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/product-page.ts', '--serve'], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout!.on(
      'data',
      (c: Buffer) => /listening (\d+)/.test(String(c)) && resolve(/listening (\d+)/.exec(String(c))![1]!),
    ),
  );
  const max = Number(values.products);
  // A seeded walk over the catalogue, so runs compare.
  let x = 12345;
  const next = () => ((x = (x * 1103515245 + 12345) % 2147483648), 1 + (x % max));
  const url = `http://127.0.0.1:${port}`;
  await measure(
    url,
    { name: 'warm-up', kind: 'cold', next: () => ({ path: `/api/products/${next()}` }) },
    { duration: 3, connections: Number(values.connections) },
  );
  const f = await measure(
    url,
    { name: 'product page', kind: 'cold', next: () => ({ path: `/api/products/${next()}` }) },
    { duration: Number(values.duration), connections: Number(values.connections) },
  );
  console.log(
    `product page data: p50 ${f.p50} ms, p95 ${f.p95} ms, ${Math.round(f.rps)} req/s, ${f.errors} errors ${JSON.stringify(f.errorKinds)}`,
  );
  child.kill('SIGTERM');
}
