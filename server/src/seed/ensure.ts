// Loads the demo data on first start and again only when the generator or the scale changed; never over a real store.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { products, settings } from '#src/db/schema/index';
import { loadDemo, SEED } from './load';

const MARKER = 'demo_seed';
const seedDir = path.dirname(fileURLToPath(import.meta.url));

/** A fingerprint of the generator's source, so editing it reseeds the demo store on the next start. */
export function generatorVersion(): string {
  const hash = createHash('sha256').update(String(SEED));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(seedDir);
  return hash.digest('hex').slice(0, 16);
}

interface Marker {
  version: string;
  scale: number;
  state: 'loading' | 'done';
}

export async function ensureDemoData(
  database: Database,
  opts: { scale: number; log?: (msg: string) => void; force?: boolean },
): Promise<boolean> {
  const log = opts.log ?? (() => {});
  const [row] = await database.db.select().from(settings).where(eq(settings.key, MARKER));
  const marker = row?.value as Marker | undefined;
  const version = generatorVersion();
  if (!opts.force && marker?.state === 'done' && marker.version === version && marker.scale === opts.scale)
    return false;
  if (!marker) {
    const [anyProduct] = await database.db.select({ id: products.productId }).from(products).limit(1);
    if (anyProduct) {
      log('The database holds a catalogue that the demo seed did not write; leaving it as it is.');
      return false;
    }
  }
  log(marker ? 'Demo data is out of date; loading it again…' : 'Loading the demo catalogue (first start)…');
  const write = (value: Marker) =>
    database.db
      .insert(settings)
      .values({ key: MARKER, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  await write({ version, scale: opts.scale, state: 'loading' });
  const report = await loadDemo(database, { scale: opts.scale, log });
  await write({ version, scale: opts.scale, state: 'done' });
  log(
    `Demo data loaded: ${report.products} parts, ${report.applications} fitment applications, ${report.baseVehicles} base vehicles in ${report.seconds.toFixed(1)} s.`,
  );
  return true;
}
