// Content → Hero menu (issue 27, decision 0096): the storefront's hero navigation as the back office edits it. The
// storefront's /api/content/menu reads the same rows on every request (content/queries.ts menuTree), so a save shows
// at once; its answer is revalidated by ETag rather than kept 60 s by browsers (content/routes.ts).
import { asc, eq, sql } from 'drizzle-orm';
import {
  MENU_LEVELS,
  MENU_MSG,
  categoryMenuLink,
  categoryOfLink,
  type AdminMenu,
  type AdminMenuItem,
  type MenuItemInput,
} from '@parts/common/content-menu';
import { CONTENT_MSG } from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { categories, menuItems } from '#src/db/schema/index';
import { addKeyOf, HttpError } from '#src/http/errors';

type Row = typeof menuItems.$inferSelect;

/** Every entry in tree order (parents first, siblings by their order), with its level; orphans and loops last. */
export async function listMenu(db: Db): Promise<AdminMenu> {
  const [rows, cats] = await Promise.all([
    db.select().from(menuItems).orderBy(asc(menuItems.sortOrder), asc(menuItems.itemId)),
    db
      .select({ category_id: categories.categoryId, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.name)),
  ]);
  const names = new Map(cats.map((c) => [c.category_id, c.name]));
  const toItem = (r: Row, depth: number): AdminMenuItem => {
    const categoryId = categoryOfLink(r.link);
    return {
      item_id: r.itemId,
      parent_id: r.parentId,
      title: r.title,
      kind: categoryId === null ? 'link' : 'category',
      link: r.link,
      category_id: categoryId,
      category_name: categoryId === null ? null : (names.get(categoryId) ?? null),
      sort_order: r.sortOrder,
      status: r.status,
      depth,
    };
  };
  const byParent = new Map<number | null, Row[]>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const out: AdminMenuItem[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const r of byParent.get(parent) ?? [])
      if (!seen.has(r.itemId)) {
        seen.add(r.itemId);
        out.push(toItem(r, depth));
        walk(r.itemId, depth + 1);
      }
  };
  walk(null, 1);
  // Entries whose parent is gone are still listed, so the owner can move or delete them.
  for (const r of rows) if (!seen.has(r.itemId)) out.push(toItem(r, 1));
  return { items: out, categories: cats };
}

/** The parent chain of an entry, nearest first (stops at a loop). */
async function ancestors(db: Db, itemId: number): Promise<number[]> {
  const rows = await db.execute(sql`
    with recursive up(item_id, parent_id, n) as (
      select item_id, parent_id, 1 from menu_items where item_id = ${itemId}
      union all
      select m.item_id, m.parent_id, up.n + 1 from menu_items m join up on m.item_id = up.parent_id where up.n < 50
    ) select item_id from up order by n`);
  return rowsOf<{ item_id: number }>(rows).map((r) => Number(r.item_id));
}

/** Levels below an entry (0 when it has no children). */
async function subtreeHeight(db: Db, itemId: number): Promise<number> {
  const rows = await db.execute(sql`
    with recursive down(item_id, n) as (
      select item_id, 1 from menu_items where parent_id = ${itemId}
      union all
      select m.item_id, down.n + 1 from menu_items m join down on m.parent_id = down.item_id where down.n < 50
    ) select coalesce(max(n), 0)::int as h from down`);
  return Number(rowsOf<{ h: number }>(rows)[0]?.h ?? 0);
}

export async function saveMenuItem(db: Db, input: MenuItemInput): Promise<number> {
  const addKey = addKeyOf(input.item_id !== undefined, input.idempotency_key);
  let link = input.link;
  if (input.kind === 'category') {
    const [cat] = await db
      .select({ id: categories.categoryId })
      .from(categories)
      .where(eq(categories.categoryId, input.category_id!));
    if (!cat) throw new HttpError(400, MENU_MSG.noCategory, { category_id: MENU_MSG.noCategory });
    link = categoryMenuLink(cat.id);
  }
  const parentId = input.parent_id ?? null;
  if (parentId !== null) {
    const chain = await ancestors(db, parentId);
    if (chain.length === 0) throw new HttpError(400, MENU_MSG.noParent, { parent_id: MENU_MSG.noParent });
    if (input.item_id !== undefined && chain.includes(input.item_id))
      throw new HttpError(400, MENU_MSG.ownParent, { parent_id: MENU_MSG.ownParent });
    const below = input.item_id === undefined ? 0 : await subtreeHeight(db, input.item_id);
    if (chain.length + 1 + below > MENU_LEVELS)
      throw new HttpError(400, MENU_MSG.tooDeep, { parent_id: MENU_MSG.tooDeep });
  }
  const values = { parentId, title: input.title, link, sortOrder: input.sort_order, status: input.status };
  if (input.item_id === undefined) {
    // A repeated add (same key) inserts nothing and answers the entry the first one made.
    const [row] = await db
      .insert(menuItems)
      .values({ ...values, addKey })
      .onConflictDoNothing({ target: menuItems.addKey })
      .returning({ id: menuItems.itemId });
    if (row) return row.id;
    const [made] = await db.select({ id: menuItems.itemId }).from(menuItems).where(eq(menuItems.addKey, addKey!));
    // The first add's entry was removed in between: the repeat names nothing to answer with.
    if (!made) throw new HttpError(404, CONTENT_MSG.notFound);
    return made.id;
  }
  const [row] = await db
    .update(menuItems)
    .set(values)
    .where(eq(menuItems.itemId, input.item_id))
    .returning({ id: menuItems.itemId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

/** Removes an entry and everything under it; answers how many entries went. */
export async function deleteMenuItem(db: Db, itemId: number): Promise<number> {
  const gone = await db.execute(sql`
    with recursive down(item_id, n) as (
      select item_id, 1 from menu_items where item_id = ${itemId}
      union all
      select m.item_id, down.n + 1 from menu_items m join down on m.parent_id = down.item_id where down.n < 50
    ) delete from menu_items where item_id in (select item_id from down) returning item_id`);
  const n = rowsOf(gone).length;
  if (n === 0) throw new HttpError(404, CONTENT_MSG.notFound);
  return n;
}
