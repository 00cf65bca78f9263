// Blog posts as the back office edits them (spec 000 section 3 "Blog"): the storefront's blog cards and post pages
// read the same rows (features/content/queries.ts), switched-on posts only.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import { CONTENT_MSG, type AdminBlogPage, type AdminBlogRow, type BlogPostInput } from '@parts/common/content-admin';
import type { z } from 'zod';
import type { adminBlogListQuery } from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { blogPostCategories, blogPosts } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { pictureUrl } from '#src/features/media/pictures';
import { categoriesOfPosts, setPostCategories } from './blog-categories';

type Row = typeof blogPosts.$inferSelect;
const BLOG_PREFIX = 'blog/';

function toAdmin(r: Row, categoryIds: number[]): AdminBlogRow {
  return {
    post_id: r.postId,
    title: r.title,
    slug: r.url.startsWith(BLOG_PREFIX) ? r.url.slice(BLOG_PREFIX.length) : r.url,
    category: r.category,
    category_ids: categoryIds,
    published_on: r.publishedOn,
    image: r.image ?? '',
    image_url: r.image ? pictureUrl(r.image) : null,
    text_color: r.textColor,
    summary: r.summary,
    body: r.body,
    status: r.status,
  };
}

export async function listPosts(db: Db, q: z.infer<typeof adminBlogListQuery>): Promise<AdminBlogPage> {
  const where: SQL[] = [];
  if (q.q) where.push(or(ilike(blogPosts.title, `%${q.q}%`), ilike(blogPosts.summary, `%${q.q}%`))!);
  if (q.category_id)
    where.push(
      inArray(
        blogPosts.postId,
        db
          .select({ id: blogPostCategories.postId })
          .from(blogPostCategories)
          .where(eq(blogPostCategories.categoryId, q.category_id)),
      ),
    );
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(filter)
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.postId))
      .limit(q.limit)
      .offset(adminOffset(q)),
    db.select({ n: count() }).from(blogPosts).where(filter),
    db.select({ status: blogPosts.status, n: count() }).from(blogPosts).where(filter).groupBy(blogPosts.status),
  ]);
  const counts = Object.fromEntries(byStatus.map((s) => [s.status ? 'published' : 'hidden', s.n]));
  const picked = await categoriesOfPosts(
    db,
    rows.map((r) => r.postId),
  );
  return {
    ...adminPageMeta(total?.n ?? 0, q, counts),
    items: rows.map((r) => toAdmin(r, picked.get(r.postId) ?? [])),
  };
}

export async function getPost(db: Db, postId: number): Promise<AdminBlogRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.postId, postId));
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return toAdmin(row, (await categoriesOfPosts(db, [postId])).get(postId) ?? []);
}

export async function savePost(db: Db, input: BlogPostInput): Promise<number> {
  const values = {
    title: input.title,
    url: `${BLOG_PREFIX}${input.slug}`,
    publishedOn: input.published_on,
    image: input.image || null,
    textColor: input.text_color,
    summary: input.summary,
    body: input.body,
    status: input.status,
  };
  try {
    // The post and its categories (and so its card's label) change together or not at all.
    return await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      let postId = input.post_id;
      if (postId === undefined) {
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...values, category: '' })
          .returning({ id: blogPosts.postId });
        postId = row!.id;
      } else {
        const [row] = await tx
          .update(blogPosts)
          .set(values)
          .where(eq(blogPosts.postId, postId))
          .returning({ id: blogPosts.postId });
        if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
      }
      await setPostCategories(tx, postId, input.category_ids);
      return postId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, CONTENT_MSG.urlTaken, { slug: CONTENT_MSG.urlTaken });
    throw err;
  }
}

export async function deletePost(db: Db, postId: number): Promise<void> {
  const gone = await db.delete(blogPosts).where(eq(blogPosts.postId, postId)).returning({ id: blogPosts.postId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
