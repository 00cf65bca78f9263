// What the back office's categories, brands and series (taxonomy-*.ts) share: raw statements and their transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { HttpError } from '#src/http/errors';

export const rows = async <R = Record<string, unknown>>(db: Db, text: ReturnType<typeof sql>) =>
  rowsOf<R>(await db.execute(text));
export const one = async <R = Record<string, unknown>>(db: Db, text: ReturnType<typeof sql>) =>
  (await rows<R>(db, text))[0];
export const tx = <T>(db: Db, work: (t: Db) => Promise<T>): Promise<T> =>
  db.transaction((raw) => work(raw as unknown as Db));

/** An ILIKE pattern for "contains `text`" (its own % _ and \ matched as themselves); null for no search. */
export const containsPattern = (text: string | undefined): string | null =>
  text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

/** A picture the form names must be one the media table holds (an upload, or one the demo made). */
export async function checkPicture(db: Db, path: string): Promise<void> {
  if ((await one<{ x: number }>(db, sql`select 1 as x from media where path = ${path}`)) === undefined)
    throw new HttpError(400, 'Upload a picture.', { image: 'Upload a picture.' });
}
