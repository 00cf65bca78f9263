// The back office's content calls (issue 27, decision 0079): banners, blog posts, information pages, custom forms and
// their pictures. Every call needs content.manage and the login's admin token (decision 0062).
import { z } from 'zod';
import {
  adminAlertBarsSchema,
  adminCountdownsSchema,
  countdownInput,
  adminBannersSchema,
  alertBarInput,
  alertIdBody,
  alertSavedAnswer,
  adminBlogListQuery,
  adminBlogPageSchema,
  adminBlogRowSchema,
  adminFormListSchema,
  adminFormSchema,
  adminInformationListSchema,
  bannerInput,
  bannerModuleInput,
  blogPostInput,
  checkedCustomFormInput,
  CONTENT_MSG,
  deletedAnswer,
  formIdQuery,
  idBody,
  imageAnswer,
  informationInput,
  postIdQuery,
  savedAnswer,
} from '@parts/common/content-admin';
import type { App, Deps } from '#src/http/types';
import { deleteAlertBar, listAlertBars, saveAlertBar } from './alerts';
import { deleteCountdown, listCountdowns, saveCountdown } from './countdowns';
import { deleteBanner, listBanners, saveBanner, saveBannerModule } from './banners';
import { deletePost, getPost, listPosts, savePost } from './blog';
import { deleteForm, getForm, listForms, saveForm } from './form-builder';
import { storeContentImage } from '#src/features/media/pictures';
import { listInformation, saveInformation } from './information';
import { menuAndCategoryRoutes } from './menu-routes';

const read = { access: 'staff', permission: 'content.manage', changesState: false } as const;
const write = { access: 'staff', permission: 'content.manage', changesState: true } as const;
const tags = ['admin content'];
const saved = (id: number) => ({ success: CONTENT_MSG.saved, id });

export async function contentAdminRoutes(app: App, deps: Deps): Promise<void> {
  const { db } = deps;
  await menuAndCategoryRoutes(app, deps);

  app.post(
    '/admin/api/content/image',
    {
      config: write,
      schema: {
        tags,
        summary: 'Stores an uploaded picture (raw body: JPEG, PNG, WebP or GIF up to 5 MB; ?folder=banners|blog|forms)',
        querystring: z.object({
          folder: z.enum(['banners', 'blog', 'forms']),
          filename: z.string().max(200).optional(),
        }),
        response: { 200: imageAnswer },
      },
    },
    async (req) => storeContentImage(db, req, deps.config, req.query.folder),
  );

  app.get(
    '/admin/api/content/banners',
    {
      config: read,
      schema: { tags, summary: 'Banner carousels with their slides', response: { 200: adminBannersSchema } },
    },
    async () => ({ modules: await listBanners(db) }),
  );
  app.post(
    '/admin/api/content/bannerModule/save',
    {
      config: write,
      schema: { tags, summary: 'Adds or changes a carousel', body: bannerModuleInput, response: { 200: savedAnswer } },
    },
    async (req) => saved(await saveBannerModule(db, req.body)),
  );
  app.post(
    '/admin/api/content/banner/save',
    {
      config: write,
      schema: { tags, summary: 'Adds or changes a slide', body: bannerInput, response: { 200: savedAnswer } },
    },
    async (req) => saved(await saveBanner(db, req.body)),
  );
  app.post(
    '/admin/api/content/banner/delete',
    {
      config: write,
      schema: { tags, summary: 'Removes a slide', body: idBody, response: { 200: deletedAnswer } },
    },
    async (req) => {
      await deleteBanner(db, req.body.id);
      return { success: CONTENT_MSG.deleted };
    },
  );

  app.get(
    '/admin/api/content/blog/list',
    {
      config: read,
      schema: {
        tags,
        summary: 'Blog posts, newest first, 20 a page (?q&category_id&page&limit)',
        querystring: adminBlogListQuery,
        response: { 200: adminBlogPageSchema },
      },
    },
    async (req) => listPosts(db, req.query),
  );
  app.get(
    '/admin/api/content/blog/post',
    {
      config: read,
      schema: { tags, summary: 'One blog post', querystring: postIdQuery, response: { 200: adminBlogRowSchema } },
    },
    async (req) => getPost(db, req.query.post_id),
  );
  app.post(
    '/admin/api/content/blog/save',
    {
      config: write,
      schema: { tags, summary: 'Adds or changes a blog post', body: blogPostInput, response: { 200: savedAnswer } },
    },
    async (req) => saved(await savePost(db, req.body)),
  );
  app.post(
    '/admin/api/content/blog/delete',
    {
      config: write,
      schema: { tags, summary: 'Removes a blog post', body: idBody, response: { 200: deletedAnswer } },
    },
    async (req) => {
      await deletePost(db, req.body.id);
      return { success: CONTENT_MSG.deleted };
    },
  );

  app.get(
    '/admin/api/content/information/list',
    {
      config: read,
      schema: { tags, summary: 'Information pages', response: { 200: adminInformationListSchema } },
    },
    async () => ({ pages: await listInformation(db) }),
  );
  app.post(
    '/admin/api/content/information/save',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds or changes an information page',
        body: informationInput,
        response: { 200: savedAnswer },
      },
    },
    async (req) => saved(await saveInformation(db, req.body)),
  );

  app.get(
    '/admin/api/content/forms',
    {
      config: read,
      schema: { tags, summary: 'Custom forms with their submission counts', response: { 200: adminFormListSchema } },
    },
    async () => ({ forms: await listForms(db) }),
  );
  app.get(
    '/admin/api/content/form',
    {
      config: read,
      schema: {
        tags,
        summary: 'One custom form as the builder edits it',
        querystring: formIdQuery,
        response: { 200: adminFormSchema },
      },
    },
    async (req) => getForm(db, req.query.form_id),
  );
  app.post(
    '/admin/api/content/form/save',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds or changes a custom form (fields, recipients, captcha, thank-you text or redirect)',
        body: checkedCustomFormInput,
        response: { 200: savedAnswer },
      },
    },
    async (req) => saved(await saveForm(db, req.body)),
  );
  app.post(
    '/admin/api/content/form/delete',
    {
      config: write,
      schema: { tags, summary: 'Removes a form nobody has answered', body: idBody, response: { 200: deletedAnswer } },
    },
    async (req) => {
      await deleteForm(db, req.body.id);
      return { success: CONTENT_MSG.deleted };
    },
  );

  app.get(
    '/admin/api/content/alerts',
    {
      config: read,
      schema: { tags, summary: 'Alert bars, switched off ones too', response: { 200: adminAlertBarsSchema } },
    },
    async () => ({ alerts: await listAlertBars(db) }),
  );
  app.post(
    '/admin/api/content/alert/save',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds or changes an alert bar',
        body: alertBarInput,
        response: { 200: alertSavedAnswer },
      },
    },
    async (req) => ({ success: CONTENT_MSG.saved, alert_id: await saveAlertBar(db, req.body) }),
  );
  app.post(
    '/admin/api/content/alert/delete',
    {
      config: write,
      schema: { tags, summary: 'Removes an alert bar', body: alertIdBody, response: { 200: deletedAnswer } },
    },
    async (req) => {
      await deleteAlertBar(db, req.body.alert_id);
      return { success: CONTENT_MSG.deleted };
    },
  );

  app.get(
    '/admin/api/content/countdowns',
    {
      config: read,
      schema: {
        tags,
        summary: "Countdowns with their ends on the store's clock",
        response: { 200: adminCountdownsSchema },
      },
    },
    async () => listCountdowns(db),
  );
  app.post(
    '/admin/api/content/countdown/save',
    {
      config: write,
      schema: {
        tags,
        summary: "Adds or changes a countdown (end typed on the store's clock)",
        body: countdownInput,
        response: { 200: savedAnswer },
      },
    },
    async (req) => saved(await saveCountdown(db, req.body)),
  );
  app.post(
    '/admin/api/content/countdown/delete',
    {
      config: write,
      schema: { tags, summary: 'Removes a countdown', body: idBody, response: { 200: deletedAnswer } },
    },
    async (req) => {
      await deleteCountdown(db, req.body.id);
      return { success: CONTENT_MSG.deleted };
    },
  );
}
