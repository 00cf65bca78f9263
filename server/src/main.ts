// Starts the store: checks the environment, opens and migrates the database, loads demo data when needed, serves.
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureDemoData } from './seed/ensure';
import { DEMO_STAFF } from './seed/staff';
import { publicAddress } from './http/request-log';
import { drainAndClose } from './http/drain';

async function main() {
  const config = readConfig();
  const logger = { level: config.LOG_LEVEL };
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    readUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
  });
  await migrate(database);
  await ensureDemoData(database, { scale: config.SEED_SCALE, log: (m) => console.log(m) });
  const app = await buildApp({ config, database, logger });
  let stopping = false;
  const close = async () => {
    if (stopping) return;
    stopping = true;
    // Leave the load balancer's rotation, finish what is in flight, then let go of the database (http/drain.ts).
    await drainAndClose(app, config.DRAIN_MS);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  // The "listening" log line names the address the banner does, not the socket's (0.0.0.0, [::]).
  await app.listen({
    port: config.PORT,
    host: config.HOST,
    listenTextResolver: (address) => `Server listening at ${publicAddress(Number(new URL(address).port))}`,
  });
  const port = (app.server.address() as { port: number }).port;
  const admin = DEMO_STAFF[0];
  console.log(`\nPartsDesk is running at ${publicAddress(port)}`);
  console.log(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL server (DATABASE_URL)'}`,
  );
  console.log(
    `Staff login: ${publicAddress(port)}/pos/login  username "${admin.username}", password "${admin.password}", PIN ${admin.pin}`,
  );
  console.log(`API documentation: ${publicAddress(port)}/docs\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
