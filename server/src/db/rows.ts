// Rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer { rows }, but Drizzle types them per driver.
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}
