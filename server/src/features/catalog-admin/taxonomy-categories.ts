// The back office's categories (issue 26, decision 0083); its brands and series are in taxonomy-brands.ts and
// taxonomy-series.ts. Every write is one transaction with its audit row; the catalogue-version triggers on categories,
// manufacturers, series and product_categories (migration 0005) bump the version, so the storefront's listings, names
// and menu show the change on the next request.
//
// The tree is two levels, as the storefront lists it: groups (parent_id null) and their categories. A part is listed
// in its category and in that category's group (product_categories holds both rows, as the seed, the imports and the
// editor write them), so moving a category to another group moves its parts' group rows in the same transaction; the
// fit-table and category-listing triggers (migrations 0021, 0022, 0042) follow those rows.
import { categoryMenuLink as categoryLink } from '@parts/common/content-menu';
import { sql } from 'drizzle-orm';
import { TAXONOMY_MSG as MSG, type AdminCategory, type CategoryInput } from '@parts/common/taxonomy-admin';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { pictureUrl } from '#src/features/media/pictures';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { checkPicture, one, rows, tx } from './taxonomy-sql';

interface CategoryRow {
  category_id: number;
  parent_id: number | null;
  name: string;
  image: string;
  sort_order: number;
  status: boolean;
  product_count: number;
}
const toCategory = (r: CategoryRow): AdminCategory => ({ ...r, image_url: pictureUrl(r.image) });

const categoryColumns = sql`c.category_id, c.parent_id, c.name, c.image, c.sort_order, c.status,
  (select count(*) from product_categories pc where pc.category_id = c.category_id)::int as product_count`;

/** Groups in the owner's order, each followed by its categories in theirs. */
export async function categoryTree(db: Db): Promise<AdminCategory[]> {
  const list = await rows<CategoryRow>(
    db,
    sql`select ${categoryColumns} from categories c left join categories g on g.category_id = c.parent_id
      order by coalesce(g.sort_order, c.sort_order), coalesce(g.category_id, c.category_id), c.parent_id is not null,
        c.sort_order, c.name, c.category_id`,
  );
  return list.map(toCategory);
}

async function categoryRow(db: Db, categoryId: number): Promise<AdminCategory | null> {
  const row = await one<CategoryRow>(
    db,
    sql`select ${categoryColumns} from categories c where c.category_id = ${categoryId}`,
  );
  return row ? toCategory(row) : null;
}

/** A free slug from the name (the seed's picture names use them; they never change once given). */
async function freeSlug(db: Db, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'category';
  const taken = new Set(
    (await rows<{ slug: string }>(db, sql`select slug from categories where slug like ${`${base}%`}`)).map(
      (r) => r.slug,
    ),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** The group a category may go under: a top-level category other than itself. */
async function checkParent(db: Db, parentId: number, self: number | undefined): Promise<{ name: string }> {
  if (parentId === self) throw new HttpError(400, MSG.parentIsSelf, { parent_id: MSG.parentIsSelf });
  const parent = await one<{ name: string; parent_id: number | null }>(
    db,
    sql`select name, parent_id from categories where category_id = ${parentId}`,
  );
  if (!parent) throw new HttpError(400, MSG.parentNotFound, { parent_id: MSG.parentNotFound });
  if (parent.parent_id !== null) throw new HttpError(400, MSG.parentNotGroup, { parent_id: MSG.parentNotGroup });
  return parent;
}

/**
 * Moves category `c`'s parts from group `from` to group `to` (either may be null: a top-level category has no group
 * rows). A part keeps its row in the old group when another of its categories, or its main category, is still there.
 * Answers how many parts the category lists.
 */
async function moveParts(t: Db, c: number, from: number | null, to: number | null): Promise<number> {
  if (from !== null)
    await t.execute(sql`delete from product_categories pc
      where pc.category_id = ${from}
        and pc.product_id in (select x.product_id from product_categories x where x.category_id = ${c})
        and not exists (select 1 from product_categories o join categories oc on oc.category_id = o.category_id
          where o.product_id = pc.product_id and oc.parent_id = ${from} and oc.category_id <> ${c})
        and not exists (select 1 from products p where p.product_id = pc.product_id and p.category_id = ${from})`);
  if (to !== null)
    await t.execute(sql`insert into product_categories (product_id, category_id)
      select x.product_id, ${to}::int from product_categories x where x.category_id = ${c}
      on conflict do nothing`);
  // The menu entry follows: from under the old group's entry to under the new group's, when both have one.
  if (from !== null && to !== null)
    await t.execute(sql`update menu_items m set parent_id = n.item_id
      from (select min(item_id) as item_id from menu_items where link = ${categoryLink(to)}) n
      where n.item_id is not null and m.link = ${categoryLink(c)}
        and m.parent_id in (select item_id from menu_items where link = ${categoryLink(from)})`);
  const counted = await one<{ n: number }>(
    t,
    sql`select count(*)::int as n from product_categories where category_id = ${c}`,
  );
  return counted?.n ?? 0;
}

export async function saveCategory(
  db: Db,
  actor: AuditActor,
  input: CategoryInput,
): Promise<{ success: string; category: AdminCategory; moved_parts: number }> {
  const parentId = input.parent_id === 0 ? null : input.parent_id;
  return tx(db, async (t) => {
    await checkPicture(t, input.image);
    const parent = parentId === null ? null : await checkParent(t, parentId, input.category_id);
    const groupName = parent?.name ?? input.name;
    if (!input.category_id) {
      const slug = await freeSlug(t, input.name);
      const made = await one<{ category_id: number }>(
        t,
        sql`insert into categories (parent_id, name, slug, group_name, image, sort_order, status)
          values (${parentId}, ${input.name}, ${slug}, ${groupName}, ${input.image}, ${input.sort_order}, ${input.status})
          returning category_id`,
      );
      const id = made!.category_id;
      await recordAudit(t, actor, {
        action: 'category.create',
        targetType: 'category',
        targetId: id,
        summary: `Added the category ${input.name}${parent ? ` under ${parent.name}` : ' as a group'}`,
      });
      return { success: MSG.categoryAdded(input.name), category: (await categoryRow(t, id))!, moved_parts: 0 };
    }
    const id = input.category_id;
    const before = await one<CategoryRow & { children: number }>(
      t,
      sql`select c.*, (select count(*) from categories k where k.parent_id = c.category_id)::int as children
        from categories c where c.category_id = ${id} for update`,
    );
    if (!before) throw new HttpError(404, MSG.categoryNotFound);
    const moving = before.parent_id !== parentId;
    if (moving && before.children > 0)
      throw new HttpError(409, MSG.hasChildren(before.children), { parent_id: MSG.hasChildren(before.children) });
    await t.execute(sql`update categories set parent_id = ${parentId}, name = ${input.name}, group_name = ${groupName},
      image = ${input.image}, sort_order = ${input.sort_order}, status = ${input.status} where category_id = ${id}`);
    // A group's name is its categories' group name (the storefront's search and home cards read it).
    if (parentId === null && before.name !== input.name)
      await t.execute(sql`update categories set group_name = ${input.name} where parent_id = ${id}`);
    const moved = moving ? await moveParts(t, id, before.parent_id, parentId) : 0;
    const changed = (['name', 'image', 'sort_order', 'status'] as const).filter((k) => before[k] !== input[k]);
    if (moving) {
      const was = before.parent_id === null ? null : await categoryRow(t, before.parent_id);
      await recordAudit(t, actor, {
        action: 'category.move',
        targetType: 'category',
        targetId: id,
        summary: `Moved the category ${input.name} from ${was?.name ?? 'the top level'} to ${parent?.name ?? 'the top level'} (${moved} parts)`,
        detail: { from: before.parent_id, to: parentId, parts: moved },
      });
    }
    if (changed.length)
      await recordAudit(t, actor, {
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        summary: `Changed the category ${input.name}: ${changed.join(', ').replace('sort_order', 'order')}`,
        detail: Object.fromEntries(changed.map((k) => [k, { before: before[k], after: input[k] }])),
      });
    return {
      success: moving ? MSG.categoryMoved(input.name, moved) : MSG.categorySaved(input.name),
      category: (await categoryRow(t, id))!,
      moved_parts: moved,
    };
  });
}

/** Deletes an empty category (no parts, no categories under it, no brand's series); its menu entries go with it. */
export async function deleteCategory(db: Db, actor: AuditActor, categoryId: number): Promise<{ success: string }> {
  return tx(db, async (t) => {
    const c = await one<{ name: string; parts: number; children: number; series: number }>(
      t,
      sql`select c.name,
        (select count(*) from (select product_id from product_categories where category_id = c.category_id
          union select product_id from products where category_id = c.category_id) x)::int as parts,
        (select count(*) from categories k where k.parent_id = c.category_id)::int as children,
        (select count(*) from series s where s.category_id = c.category_id)::int as series
        from categories c where c.category_id = ${categoryId} for update`,
    );
    if (!c) throw new HttpError(404, MSG.categoryNotFound);
    if (c.parts > 0) throw new HttpError(409, MSG.deleteHasParts(c.parts));
    if (c.children > 0) throw new HttpError(409, MSG.deleteHasChildren(c.children));
    if (c.series > 0) throw new HttpError(409, MSG.deleteHasSeries(c.series));
    await t.execute(sql`delete from menu_items where parent_id in (select item_id from menu_items where link = ${categoryLink(categoryId)})
      or link = ${categoryLink(categoryId)}`);
    await t.execute(sql`delete from categories where category_id = ${categoryId}`);
    await recordAudit(t, actor, {
      action: 'category.delete',
      targetType: 'category',
      targetId: categoryId,
      summary: `Deleted the empty category ${c.name}`,
    });
    return { success: MSG.categoryDeleted(c.name) };
  });
}
