// Settings: defaults overlaid with the rows an admin saved.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { settings } from '#src/db/schema/index';
import { DEFAULT_SETTINGS, type Settings } from './defaults';

export async function loadSettings(db: Db): Promise<Settings> {
  const rows = await db.select().from(settings);
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (!(row.key in merged)) continue;
    const fallback = merged[row.key];
    // Drivers differ in how they hand back jsonb scalars (PGlite through Drizzle turns "1" into 1): keep the default's type.
    merged[row.key] = typeof fallback === 'string' && typeof row.value !== 'string' ? String(row.value) : typeof fallback === 'boolean' ? row.value === true || row.value === 'true' : row.value;
  }
  return merged as Settings;
}

export async function saveSettings(db: Db, values: Partial<Settings>): Promise<void> {
  const entries = Object.entries(values).map(([key, value]) => ({ key, value: value as unknown }));
  if (entries.length === 0) return;
  await db
    .insert(settings)
    .values(entries)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
}
