// The product change log (issue 26, decision 0071): one row per field a save or a bulk change moved, who and when, old →
// new as the editor shows them. Written in the change's own transaction, so a rolled-back save leaves no row.
import { count, desc, eq } from 'drizzle-orm';
import { adminOffset, adminPageMeta, type AdminListQuery } from '@parts/common/admin';
import type { Db } from '#src/db/client';
import { productChanges } from '#src/db/schema/index';

export interface ChangeAuthor {
  // null: the PIES import's asset fetcher (decision 0100), no one signed in.
  userId: number | null;
  firstname: string;
  lastname: string;
}

export const authorName = (a: ChangeAuthor) => `${a.firstname} ${a.lastname}`.trim();

export interface FieldChange {
  productId: number;
  field: string;
  oldValue: string;
  newValue: string;
}

export async function logChanges(db: Db, who: ChangeAuthor, rows: FieldChange[], bulkChangeId?: number) {
  // Chunks keep a 20,000-product bulk change under the driver's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 5000)
    await db.insert(productChanges).values(
      rows.slice(i, i + 5000).map((r) => ({
        ...r,
        userId: who.userId,
        userName: authorName(who),
        bulkChangeId: bulkChangeId ?? null,
      })),
    );
}

/** One product's history, newest first. */
export async function productHistory(db: Db, productId: number, query: AdminListQuery) {
  const where = eq(productChanges.productId, productId);
  const [total] = await db.select({ n: count() }).from(productChanges).where(where);
  const rows = await db
    .select()
    .from(productChanges)
    .where(where)
    .orderBy(desc(productChanges.createdAt), desc(productChanges.changeId))
    .limit(query.limit)
    .offset(adminOffset(query));
  return {
    ...adminPageMeta(total?.n ?? 0, query),
    items: rows.map((r) => ({
      change_id: r.changeId,
      created_at: r.createdAt.toISOString(),
      user_name: r.userName,
      field: r.field,
      old_value: r.oldValue,
      new_value: r.newValue,
      bulk_change_id: r.bulkChangeId,
    })),
  };
}
