// Information pages (decision 0022): staff-written pages whose body may carry custom forms; by id or by slug.
import { and, asc, eq } from 'drizzle-orm';
import { INFORMATION_NOT_FOUND } from '@parts/common/custom-form';
import type { Db } from '#src/db/client';
import { informationPages } from '#src/db/schema/index';
import { notFound } from '#src/http/errors';

export async function informationPage(db: Db, by: { information_id?: number; slug?: string }) {
  const where =
    by.information_id !== undefined
      ? eq(informationPages.informationId, by.information_id)
      : eq(informationPages.slug, by.slug ?? '');
  const [row] = await db
    .select()
    .from(informationPages)
    .where(and(where, eq(informationPages.status, true)));
  if (!row) throw notFound(INFORMATION_NOT_FOUND);
  return { information_id: row.informationId, title: row.title, slug: row.slug, body: row.body };
}

export async function informationLinks(db: Db) {
  const rows = await db
    .select({ id: informationPages.informationId, title: informationPages.title, slug: informationPages.slug })
    .from(informationPages)
    .where(eq(informationPages.status, true))
    .orderBy(asc(informationPages.sortOrder), asc(informationPages.informationId));
  return rows.map((r) => ({ information_id: r.id, title: r.title, slug: r.slug }));
}
