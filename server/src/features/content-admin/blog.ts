// Blog posts as the back office edits them (spec 000 section 3 "Blog"): the storefront's blog cards and post pages
// read the same rows (features/content/queries.ts), switched-on posts only.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import { CONTENT_MSG, type AdminBlogPage, type AdminBlogRow, type BlogPostInput } from '@parts/common/content-admin';
import type { z } from 'zod';
import type { adminBlogListQuery } from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { blogPosts } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { pictureUrl } from '#src/features/media/pictures';

type Row = typeof blogPosts.$inferSelect;
const BLOG_PREFIX = 'blog/';

function toAdmin(r: Row): AdminBlogRow {
  return {
    post_id: r.postId,
    title: r.title,
    slug: r.url.startsWith(BLOG_PREFIX) ? r.url.slice(BLOG_PREFIX.length) : r.url,
    category: r.category,
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
  if (q.category) where.push(eq(blogPosts.category, q.category));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total], byStatus, categories] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(filter)
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.postId))
      .limit(q.limit)
      .offset(adminOffset(q)),
    db.select({ n: count() }).from(blogPosts).where(filter),
    db.select({ status: blogPosts.status, n: count() }).from(blogPosts).where(filter).groupBy(blogPosts.status),
    db.selectDistinct({ c: blogPosts.category }).from(blogPosts).orderBy(asc(blogPosts.category)),
  ]);
  const counts = Object.fromEntries(byStatus.map((s) => [s.status ? 'published' : 'hidden', s.n]));
  return {
    ...adminPageMeta(total?.n ?? 0, q, counts),
    items: rows.map(toAdmin),
    categories: categories.map((c) => c.c),
  };
}

export async function getPost(db: Db, postId: number): Promise<AdminBlogRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.postId, postId));
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return toAdmin(row);
}

export async function savePost(db: Db, input: BlogPostInput): Promise<number> {
  const values = {
    title: input.title,
    url: `${BLOG_PREFIX}${input.slug}`,
    category: input.category,
    publishedOn: input.published_on,
    image: input.image || null,
    textColor: input.text_color,
    summary: input.summary,
    body: input.body,
    status: input.status,
  };
  try {
    if (input.post_id === undefined) {
      const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.postId });
      return row!.id;
    }
    const [row] = await db
      .update(blogPosts)
      .set(values)
      .where(eq(blogPosts.postId, input.post_id))
      .returning({ id: blogPosts.postId });
    if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
    return row.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, CONTENT_MSG.urlTaken, { slug: CONTENT_MSG.urlTaken });
    throw err;
  }
}

export async function deletePost(db: Db, postId: number): Promise<void> {
  const gone = await db.delete(blogPosts).where(eq(blogPosts.postId, postId)).returning({ id: blogPosts.postId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
