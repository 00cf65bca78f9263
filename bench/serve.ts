// The bench's servers, each in its own process, printing `listening <port>` when ready:
// - `--bare`: a bare Fastify route (no plugins, no hooks, no database), the reference every call is compared to;
// - otherwise the real app on the database the environment names, already migrated and loaded by bench/prepare.ts
//   (no seeding here, so a store loaded by an older generator is benched as it is), once its start-up reads are done.
import { parseArgs } from 'node:util';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { bare: { type: 'boolean', default: false } } });

let close: () => Promise<void>;
let port: number;
if (values.bare) {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  close = () => app.close();
} else {
  const { buildApp } = await import('../server/src/app');
  const { readConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/client');
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  // The app reads its search vocabulary, category orders, price book and home facts in the background once ready; the bench measures a server
  // past that start (each walk below waits for the reads the app already began, it does not repeat them).
  const { warmSearch } = await import('../server/src/features/search/search');
  const { warmCategoryOrders } = await import('../server/src/features/catalog/category-orders');
  const { catalogVersion } = await import('../server/src/features/catalog-version/version');
  const { warmPriceBook } = await import('../server/src/features/pricing/book');
  const { warmHome } = await import('../server/src/features/catalog/home-facts');
  await Promise.all([
    warmSearch(database.db),
    warmCategoryOrders(database.db, catalogVersion),
    warmPriceBook(database.db, catalogVersion),
    warmHome(database.db),
  ]);
  close = async () => {
    await app.close();
    await database.close();
  };
}
console.log(`listening ${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void close().finally(() => process.exit(0)));
