// The catalogue's small name lists in memory per catalogue version: a listing's heading and validateFitment's brand
// codes cost no query. Read again (three short statements) when the version moves.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { catalogReader, primaryOf } from '#src/db/replica';

export type NameTable = 'categories' | 'manufacturers' | 'series';
interface Names {
  names: Record<NameTable, Map<number, string>>;
  /** Brand code (manufacturers.aaia, unique) -> manufacturer_id. */
  brandIds: Map<string, number>;
}
const held = new WeakMap<Db, { version: number; names: Promise<Names> }>();

async function namesAt(db: Db, version: number): Promise<Names> {
  db = primaryOf(db);
  let entry = held.get(db);
  if (!entry || entry.version !== version) {
    const load = async (): Promise<Names> => {
      const reader = await catalogReader(db, version);
      const read = async <R>(text: SQL) => rowsOf<R>(await reader.execute(text));
      const [categories, manufacturers, series] = await Promise.all([
        read<{ id: number; name: string }>(sql`select category_id as id, name from categories`),
        read<{ id: number; name: string; aaia: string }>(
          sql`select manufacturer_id as id, name, aaia from manufacturers`,
        ),
        read<{ id: number; name: string }>(sql`select series_id as id, name from series`),
      ]);
      const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
      return {
        names: { categories: byId(categories), manufacturers: byId(manufacturers), series: byId(series) },
        brandIds: new Map(manufacturers.map((m) => [m.aaia, m.id])),
      };
    };
    entry = { version, names: load() };
    held.set(db, entry);
    entry.names.catch(() => held.delete(db));
  }
  return entry.names;
}

/** A category's, brand's or series' name by id at a catalogue version; null when it is not in the catalogue. */
export async function nameOf(db: Db, table: NameTable, id: number, version: number): Promise<string | null> {
  return (await namesAt(db, version)).names[table].get(id) ?? null;
}

/** Brand codes (as stored: upper case) to manufacturer ids at a catalogue version. */
export async function brandIdsAt(db: Db, version: number): Promise<ReadonlyMap<string, number>> {
  return (await namesAt(db, version)).brandIds;
}
