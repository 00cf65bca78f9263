// Content → Blog categories (issue 27, decision 0096): named once, picked by posts. blog_posts.category keeps the
// card's label (spec 000: a blog item has one `category` text), rewritten here whenever a post's categories or a
// category's name or order change, in the same transaction, so the storefront's cards never show an old name.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { CONTENT_MSG } from '@parts/common/content-admin';
import { BLOG_CATEGORY_MSG, type AdminBlogCategory, type BlogCategoryInput } from '@parts/common/content-menu';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { blogCategories, blogPostCategories } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export async function listBlogCategories(db: Db): Promise<AdminBlogCategory[]> {
  const rows = await db
    .select({
      category_id: blogCategories.categoryId,
      name: blogCategories.name,
      sort_order: blogCategories.sortOrder,
      posts: count(blogPostCategories.postId),
    })
    .from(blogCategories)
    .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.categoryId))
    .groupBy(blogCategories.categoryId)
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
  return rows;
}

/** Rewrites the label of the posts in `category` (a rename or a new order) or of the given posts. */
async function relabel(db: Db, by: { category: number } | { posts: number[] }): Promise<void> {
  const which =
    'category' in by
      ? sql`p.post_id in (select post_id from blog_post_categories where category_id = ${by.category})`
      : sql`p.post_id in (${sql.join(
          by.posts.map((p) => sql`${p}`),
          sql`, `,
        )})`;
  await db.execute(sql`update blog_posts p set category = coalesce((
      select string_agg(c.name, ', ' order by c.sort_order, c.name)
      from blog_post_categories pc join blog_categories c on c.category_id = pc.category_id
      where pc.post_id = p.post_id), '')
    where ${which}`);
}

export async function saveBlogCategory(db: Db, input: BlogCategoryInput): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const values = { name: input.name, sortOrder: input.sort_order };
      if (input.category_id === undefined) {
        const [row] = await tx.insert(blogCategories).values(values).returning({ id: blogCategories.categoryId });
        return row!.id;
      }
      const [row] = await tx
        .update(blogCategories)
        .set(values)
        .where(eq(blogCategories.categoryId, input.category_id))
        .returning({ id: blogCategories.categoryId });
      if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
      await relabel(tx as unknown as Db, { category: row.id });
      return row.id;
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new HttpError(409, BLOG_CATEGORY_MSG.nameTaken, { name: BLOG_CATEGORY_MSG.nameTaken });
    throw err;
  }
}

/** A category still on a post is refused (409): the owner takes it off the posts first, so no post loses its label. */
export async function deleteBlogCategory(db: Db, categoryId: number): Promise<void> {
  const [used] = await db
    .select({ n: count() })
    .from(blogPostCategories)
    .where(eq(blogPostCategories.categoryId, categoryId));
  if (used && used.n > 0) throw new HttpError(409, BLOG_CATEGORY_MSG.inUse(used.n));
  try {
    const gone = await db
      .delete(blogCategories)
      .where(eq(blogCategories.categoryId, categoryId))
      .returning({ id: blogCategories.categoryId });
    if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
  } catch (err) {
    // A post picked it between the count and the delete (the foreign key restricts).
    if ((err as { cause?: { code?: string } }).cause?.code === '23503' || (err as { code?: string }).code === '23503')
      throw new HttpError(409, BLOG_CATEGORY_MSG.inUse(1));
    throw err;
  }
}

/** Puts a post in exactly these categories and rewrites its label; inside the post's save transaction. */
export async function setPostCategories(tx: Db, postId: number, categoryIds: number[]): Promise<void> {
  const ids = [...new Set(categoryIds)];
  const found = await tx
    .select({ id: blogCategories.categoryId })
    .from(blogCategories)
    .where(inArray(blogCategories.categoryId, ids));
  if (found.length !== ids.length)
    throw new HttpError(400, BLOG_CATEGORY_MSG.unknown, { category_ids: BLOG_CATEGORY_MSG.unknown });
  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  await tx.insert(blogPostCategories).values(ids.map((categoryId) => ({ postId, categoryId })));
  await relabel(tx, { posts: [postId] });
}

/** The categories of these posts, by post. */
export async function categoriesOfPosts(db: Db, postIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ post: blogPostCategories.postId, category: blogPostCategories.categoryId })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.categoryId, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, postIds))
    .orderBy(asc(blogCategories.sortOrder), asc(blogCategories.name));
  for (const r of rows) out.set(r.post, [...(out.get(r.post) ?? []), r.category]);
  return out;
}
