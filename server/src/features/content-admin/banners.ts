// Banner carousels and their slides (spec 000 section 3 "Banner"), as the back office edits them. The home page reads
// the same rows (features/content/queries.ts homeContent), so a saved slide shows on the next home page.
import { asc, eq } from 'drizzle-orm';
import {
  CONTENT_MSG,
  type AdminBannerModule,
  type BannerInput,
  type BannerModuleInput,
} from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { bannerModules, banners } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { pictureUrl } from '#src/features/media/pictures';

export async function listBanners(db: Db): Promise<AdminBannerModule[]> {
  const [modules, slides] = await Promise.all([
    db.select().from(bannerModules).orderBy(asc(bannerModules.sortOrder), asc(bannerModules.moduleId)),
    db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.bannerId)),
  ]);
  return modules.map((m) => ({
    module_id: m.moduleId,
    name: m.name,
    speed_ms: m.speedMs,
    ratio: m.ratio,
    mobile_ratio: m.mobileRatio,
    status: m.status,
    banners: slides
      .filter((b) => b.moduleId === m.moduleId)
      .map((b) => ({
        banner_id: b.bannerId,
        module_id: b.moduleId,
        image: b.image,
        mobile_image: b.mobileImage,
        image_url: pictureUrl(b.image),
        mobile_image_url: pictureUrl(b.mobileImage),
        title: b.title,
        subtitle: b.subtitle,
        link: b.link,
        link_text: b.linkText,
        open_in_new_tab: b.openInNewTab,
        show_banner_title: b.showBannerTitle,
        sort_order: b.sortOrder,
      })),
  }));
}

export async function saveBannerModule(db: Db, input: BannerModuleInput): Promise<number> {
  const values = {
    name: input.name,
    speedMs: input.speed_ms,
    ratio: input.ratio,
    mobileRatio: input.mobile_ratio,
    status: input.status,
  };
  if (input.module_id === undefined) {
    const [row] = await db
      .insert(bannerModules)
      .values({ ...values, height: 0 })
      .returning({ id: bannerModules.moduleId });
    return row!.id;
  }
  const [row] = await db
    .update(bannerModules)
    .set(values)
    .where(eq(bannerModules.moduleId, input.module_id))
    .returning({ id: bannerModules.moduleId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

export async function saveBanner(db: Db, input: BannerInput): Promise<number> {
  const [module] = await db
    .select({ id: bannerModules.moduleId })
    .from(bannerModules)
    .where(eq(bannerModules.moduleId, input.module_id));
  if (!module) throw new HttpError(404, CONTENT_MSG.notFound);
  const values = {
    moduleId: input.module_id,
    image: input.image,
    mobileImage: input.mobile_image,
    title: input.title,
    subtitle: input.subtitle,
    link: input.link,
    linkText: input.link_text,
    openInNewTab: input.open_in_new_tab,
    showBannerTitle: input.show_banner_title,
    sortOrder: input.sort_order,
  };
  if (input.banner_id === undefined) {
    const [row] = await db.insert(banners).values(values).returning({ id: banners.bannerId });
    return row!.id;
  }
  const [row] = await db
    .update(banners)
    .set(values)
    .where(eq(banners.bannerId, input.banner_id))
    .returning({ id: banners.bannerId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

export async function deleteBanner(db: Db, bannerId: number): Promise<void> {
  const gone = await db.delete(banners).where(eq(banners.bannerId, bannerId)).returning({ id: banners.bannerId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
