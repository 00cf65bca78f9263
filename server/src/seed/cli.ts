// `npm run seed -- [--scale N] [--force]`: (re)loads the demo store into the configured database.
import { parseArgs } from 'node:util';
import { readConfig } from '#src/config';
import { openDatabase } from '#src/db/client';
import { migrate } from '#src/db/migrate';
import { ensureDemoData } from './ensure';

const { values } = parseArgs({ options: { scale: { type: 'string' }, force: { type: 'boolean', default: false } } });
const config = readConfig();
const scale = values.scale === undefined ? config.SEED_SCALE : Number(values.scale);
if (!Number.isFinite(scale) || scale <= 0 || scale > 100) {
  console.error('--scale takes a number above 0 and at most 100.');
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
const loaded = await ensureDemoData(database, { scale, force: values.force, log: (m) => console.log(m) });
if (!loaded) console.log('The demo data is already current (use --force to load it again).');
await database.close();
