// Storefront content calls: blog cards and posts, the home page's banners, grids and countdowns, the hero menu,
// alert bars, and the language form. Reads only, except the language choice, which is a cookie.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  alertsSchema,
  blogListSchema,
  blogPostSchema,
  blogQuerySchema,
  blogUrlSchema,
  homeContentSchema,
  languageAnswerSchema,
  languageFormSchema,
  menuSchema,
} from '@parts/common/content';
import { badRequest, HttpError } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { activeLanguages, LANGUAGE_COOKIE, setLocaleCookie } from './locale';

const LANGUAGE_MSG = { notOffered: 'Choose one of the store’s languages' } as const;
import { activeAlerts, findPost, homeContent, listBlog, menuTree } from './queries';

const tags = ['content'];

export async function contentRoutes(app: App, { db }: Deps) {
  app.get(
    '/api/content/blog',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'Blog cards, newest first, a step at a time (spec: 9 per step)',
        querystring: blogQuerySchema,
        response: { 200: blogListSchema },
      },
    },
    async (req) => listBlog(db, req.query.start, req.query.limit),
  );

  app.get(
    '/api/content/post',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'One blog post by its address (url, e.g. blog/brake-fluid)',
        querystring: z.object({ url: blogUrlSchema }),
        response: { 200: blogPostSchema },
      },
    },
    async (req) => {
      const post = await findPost(db, req.query.url);
      if (!post) throw new HttpError(404, 'That blog post does not exist.');
      return post;
    },
  );

  app.get(
    '/api/content/home',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'Banner carousels, image grids and countdowns of the home page',
        response: { 200: homeContentSchema },
      },
    },
    async () => homeContent(db, new Date()),
  );

  app.get(
    '/api/content/menu',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'The hero navigation, up to three levels (ETag: If-None-Match answers 304 when unchanged)',
        response: { 200: menuSchema, 304: z.null() },
      },
    },
    async (req, reply) => {
      // Revalidated on every use (a 304 when unchanged) instead of kept 60 s by browsers: a save in the back office's
      // menu editor shows at once (decision 0096). The rows are read fresh; there is no server-side copy to go stale.
      const answer = { items: await menuTree(db) };
      const etag = `"${createHash('sha1').update(JSON.stringify(answer)).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return answer;
    },
  );

  app.get(
    '/api/content/alerts',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'Alert bars that are switched on (the browser hides the dismissed ones by cookie)',
        response: { 200: alertsSchema },
      },
    },
    async () => ({ alerts: await activeAlerts(db) }),
  );

  // The language switch posts a form with the chosen code (spec 000 s2) and lands back on the page it came from.
  app.post(
    '/common/language/language',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags,
        summary: 'Choose the store language (form: code, redirect)',
        body: languageFormSchema,
        response: { 200: languageAnswerSchema },
      },
    },
    async (req, reply) => {
      // Only a language the store has enabled (Store → Settings → Locale).
      if (!(await activeLanguages(db)).some((l) => l.code === req.body.code))
        throw badRequest(LANGUAGE_MSG.notOffered, { code: LANGUAGE_MSG.notOffered });
      setLocaleCookie(req, reply, LANGUAGE_COOKIE, req.body.code);
      // A browser's form (form-encoded) goes back to its page; a JSON caller gets an answer to read.
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
        return { success: true as const, language: req.body.code };
      return reply.redirect(req.body.redirect, 303);
    },
  );
}
