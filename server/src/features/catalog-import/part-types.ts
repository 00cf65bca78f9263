// The PCdb part type → store category mapping (part_type_categories): PIES Items take their category from it, and an
// Item whose part type has no category is rejected with the part type named. The owner edits it in the back office.
import { sql } from 'drizzle-orm';
import type { PartTypeList, PartTypeSave } from '@parts/common/catalog-import';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { rows } from '#src/features/fitment/aces/resolve';

export async function listPartTypes(db: Db): Promise<PartTypeList> {
  const items = await rows<PartTypeList['items'][number]>(
    db,
    sql`select t.part_terminology_id, t.part_type_name, t.category_id,
          case when c.category_id is null then null else coalesce(g.name || ' > ', '') || c.name end as category_path
        from part_type_categories t left join categories c on c.category_id = t.category_id
          left join categories g on g.category_id = c.parent_id
        order by t.part_type_name, t.part_terminology_id`,
  );
  const categories = await rows<PartTypeList['categories'][number]>(
    db,
    sql`select c.category_id, g.name || ' > ' || c.name as path
        from categories c join categories g on g.category_id = c.parent_id order by g.sort_order, g.name, c.name`,
  );
  return { items, categories };
}

export async function savePartType(db: Db, body: PartTypeSave): Promise<void> {
  if (body.category_id !== null) {
    const [leaf] = await rows<{ ok: number }>(
      db,
      sql`select 1 as ok from categories where category_id = ${body.category_id} and parent_id is not null`,
    );
    if (!leaf) throw new HttpError(400, 'Choose one of the store’s categories.', { category_id: 'Choose a category.' });
  }
  await db.execute(sql`
    insert into part_type_categories (part_terminology_id, part_type_name, category_id)
    values (${body.part_terminology_id}, ${body.part_type_name}, ${body.category_id})
    on conflict (part_terminology_id) do update set part_type_name = excluded.part_type_name, category_id = excluded.category_id`);
}
