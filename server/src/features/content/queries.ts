// Reads the storefront content for the routes: only rows switched on, in their sort order, in the wire's shape.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { AlertBar, BannerModule, BlogItem, BlogPost, Countdown, ImageGrid, MenuNode } from '@parts/common/content';
import { categoryOfLink } from '@parts/common/content-menu';
import type { Db } from '#src/db/client';
import {
  alertBars,
  bannerModules,
  banners,
  blogPosts,
  categories,
  countdowns,
  imageGridItems,
  imageGrids,
  manufacturers,
  menuItems,
} from '#src/db/schema/index';

const mediaUrl = (path: string) => (/^(https?:)?\//.test(path) ? path : `/media/${path}`);

const blogColumns = {
  id: blogPosts.postId,
  title: blogPosts.title,
  url: blogPosts.url,
  image: blogPosts.image,
  date: blogPosts.publishedOn,
  category: blogPosts.category,
  text_color: blogPosts.textColor,
};

export async function listBlog(db: Db, start: number, limit: number): Promise<{ items: BlogItem[]; total: number }> {
  const [items, [totals]] = await Promise.all([
    db
      .select(blogColumns)
      .from(blogPosts)
      .where(eq(blogPosts.status, true))
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.postId))
      .limit(limit)
      .offset(start),
    db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, true)),
  ]);
  return { items: items.map((i) => ({ ...i, image: i.image ? mediaUrl(i.image) : null })), total: totals?.n ?? 0 };
}

export async function findPost(db: Db, url: string): Promise<BlogPost | undefined> {
  const [row] = await db
    .select({ ...blogColumns, summary: blogPosts.summary, body: blogPosts.body })
    .from(blogPosts)
    .where(and(eq(blogPosts.url, url), eq(blogPosts.status, true)));
  return row && { ...row, image: row.image ? mediaUrl(row.image) : null };
}

export async function homeContent(
  db: Db,
  now: Date,
): Promise<{ banners: BannerModule[]; grids: ImageGrid[]; countdowns: Countdown[] }> {
  const [modules, slides, grids, items, clocks] = await Promise.all([
    db
      .select()
      .from(bannerModules)
      .where(eq(bannerModules.status, true))
      .orderBy(asc(bannerModules.sortOrder), asc(bannerModules.moduleId)),
    db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.bannerId)),
    db
      .select()
      .from(imageGrids)
      .where(eq(imageGrids.status, true))
      .orderBy(asc(imageGrids.sortOrder), asc(imageGrids.gridId)),
    db.select().from(imageGridItems).orderBy(asc(imageGridItems.sortOrder), asc(imageGridItems.itemId)),
    db
      .select()
      .from(countdowns)
      .where(eq(countdowns.status, true))
      .orderBy(asc(countdowns.sortOrder), asc(countdowns.countdownId)),
  ]);
  return {
    banners: modules.map((m) => ({
      module_id: m.moduleId,
      banner_speed: m.speedMs,
      banner_ratio: m.ratio,
      banner_mobile_ratio: m.mobileRatio,
      banner_height: m.height,
      status: m.status,
      banners: slides
        .filter((s) => s.moduleId === m.moduleId)
        .map((s) => ({
          image: mediaUrl(s.image),
          mobile_image: mediaUrl(s.mobileImage),
          title: s.title,
          subtitle: s.subtitle,
          link: s.link,
          link_text: s.linkText,
          open_in_new_tab: s.openInNewTab,
          show_banner_title: s.showBannerTitle,
        })),
    })),
    grids: grids.map((g) => ({
      grid_id: g.gridId,
      title: g.title,
      gallery_mode: g.galleryMode,
      row_image_count: g.rowImageCount,
      status: g.status,
      items: items
        .filter((i) => i.gridId === g.gridId)
        .map((i) => ({ label: i.label, label_position: i.labelPosition, link: i.link, src: mediaUrl(i.src) })),
    })),
    countdowns: clocks.flatMap((c) => {
      const end = nextEnd(c.endsAt, c.repeatDays, now);
      return end
        ? [
            {
              countdown_id: c.countdownId,
              title: c.title,
              ends_at: end.toISOString(),
              link: c.link,
              link_text: c.linkText,
            },
          ]
        : [];
    }),
  };
}

/** A repeating sale rolls forward to its next end; a one-off that has ended is not shown. */
export function nextEnd(endsAt: Date, repeatDays: number, now: Date): Date | null {
  if (endsAt > now) return endsAt;
  if (repeatDays <= 0) return null;
  const period = repeatDays * 86_400_000;
  const periods = Math.floor((now.getTime() - endsAt.getTime()) / period) + 1;
  return new Date(endsAt.getTime() + periods * period);
}

/** A menu link to a category or a brand page, whose entry follows that category or brand (decision 0083). */
const BRAND_LINK = /^\/product\/manufacturer\?manufacturer_id=(\d+)$/;

/**
 * The hero menu. An entry linking to a category or brand shows its current name and is left out (with what is under
 * it) while the back office has it switched off or it no longer exists, so a rename or a switch-off shows at once.
 */
export async function menuTree(db: Db): Promise<MenuNode[]> {
  const [all, cats, brands] = await Promise.all([
    // An entry switched off in the editor is left out with everything under it (its children never find a parent).
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.status, true))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.itemId)),
    db.select({ id: categories.categoryId, name: categories.name, on: categories.status }).from(categories),
    db
      .select({ id: manufacturers.manufacturerId, name: manufacturers.name, on: manufacturers.status })
      .from(manufacturers),
  ]);
  const catById = new Map(cats.map((c) => [c.id, c]));
  const brandById = new Map(brands.map((b) => [b.id, b]));
  const rows = all.flatMap((r) => {
    const cat = categoryOfLink(r.link);
    const brand = BRAND_LINK.exec(r.link);
    const target = cat !== null ? catById.get(cat) : brand ? brandById.get(Number(brand[1])) : undefined;
    if (cat === null && !brand) return [r];
    return target?.on ? [{ ...r, title: target.name }] : [];
  });
  const byParent = new Map<number | null, typeof rows>();
  for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parent: number | null, depth: number): MenuNode[] =>
    // Three levels are what the hero menu shows; deeper rows (or a loop in parent ids) stop here.
    depth > 3
      ? []
      : (byParent.get(parent) ?? []).map((r) => ({
          id: r.itemId,
          title: r.title,
          link: r.link,
          children: build(r.itemId, depth + 1),
        }));
  return build(null, 1);
}

export async function activeAlerts(db: Db): Promise<AlertBar[]> {
  const rows = await db.select().from(alertBars).where(eq(alertBars.status, true)).orderBy(asc(alertBars.sortOrder));
  return rows.map((a) => ({
    alert_id: a.alertId,
    message: a.message,
    link: a.link,
    link_text: a.linkText,
    tone: a.tone,
    days: a.days,
  }));
}
