// Settings: defaults overlaid with the rows an admin saved.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { primaryOf } from '#src/db/replica';
import { settings } from '#src/db/schema/index';
import { DEFAULT_SETTINGS, type Settings } from './defaults';

/**
 * Settings are read on almost every request and change a few times a year, so each process keeps them for two
 * seconds; a change saved here is seen at once by this process and within two seconds by the others.
 */
const TTL_MS = 2000;
const cache = new WeakMap<Db, { at: number; value: Promise<Settings> }>();

export function loadSettings(db: Db): Promise<Settings> {
  // From the primary even when a catalogue load passes its replica handle: a saved setting shows at once.
  db = primaryOf(db);
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = readSettings(db);
  cache.set(db, { at: Date.now(), value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Drops this process's cached settings: after a save inside a transaction (the cache is keyed by the database). */
export function forgetSettings(db: Db): void {
  cache.delete(primaryOf(db));
}

async function readSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (!(row.key in merged)) continue;
    const fallback = merged[row.key];
    // Drivers differ in how they hand back jsonb scalars (PGlite through Drizzle turns "1" into 1): keep the default's type.
    merged[row.key] =
      typeof fallback === 'string' && typeof row.value !== 'string'
        ? String(row.value)
        : typeof fallback === 'boolean'
          ? row.value === true || row.value === 'true'
          : row.value;
  }
  return merged as Settings;
}

export async function saveSettings(db: Db, values: Partial<Settings>): Promise<void> {
  const entries = Object.entries(values).map(([key, value]) => ({ key, value: value as unknown }));
  if (entries.length === 0) return;
  cache.delete(db);
  await db
    .insert(settings)
    .values(entries)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
