// Information pages as the back office edits them (decision 0022): a page's body may hold
// `<div class="custom-form" data-id="N"></div>`, where custom form N renders on the storefront.
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MSG, type AdminInformation, type InformationInput } from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { informationPages } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export async function listInformation(db: Db): Promise<AdminInformation[]> {
  const rows = await db
    .select()
    .from(informationPages)
    .orderBy(asc(informationPages.sortOrder), asc(informationPages.informationId));
  return rows.map((r) => ({
    information_id: r.informationId,
    title: r.title,
    slug: r.slug,
    body: r.body,
    status: r.status,
    sort_order: r.sortOrder,
  }));
}

export async function saveInformation(db: Db, input: InformationInput): Promise<number> {
  const values = {
    title: input.title,
    slug: input.slug,
    body: input.body,
    status: input.status,
    sortOrder: input.sort_order,
  };
  try {
    if (input.information_id === undefined) {
      const [row] = await db.insert(informationPages).values(values).returning({ id: informationPages.informationId });
      return row!.id;
    }
    const [row] = await db
      .update(informationPages)
      .set(values)
      .where(eq(informationPages.informationId, input.information_id))
      .returning({ id: informationPages.informationId });
    if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, CONTENT_MSG.slugTaken, { slug: CONTENT_MSG.slugTaken });
    throw err;
  }
}
