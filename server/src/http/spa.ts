// The built web app: hashed assets from web/dist, and index.html (with the page flags inlined) for every page route.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '@parts/common/pages';
import { PAGE_DATA_SCRIPT_ID, pageDataCalls } from '@parts/common/page-data';
import { htmlPage } from '@parts/common/media';
import { refuse } from './errors';
import type { App, Deps } from './types';
import { computeFlags } from '#src/features/app/flags';
import { pageExtras } from '#src/features/content/page';

const API_PREFIXES = ['/api/', '/admin/api/', '/admin/index.php', '/media/', '/docs', '/healthz'];

/** JSON inside <script> must not be able to close the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The answers the page's first calls would get (common/page-data.ts), made through the app's own routes with this
 * shopper's cookies, so the session's vehicle, group and prices apply exactly as in the page's own request; returned as
 * one JSON object text (the answers' own JSON, not parsed again). A call that fails is left out: the page fetches it.
 * Decision 0030.
 */
async function pageAnswers(app: App, req: FastifyRequest): Promise<string> {
  const [pathname = '/', search = ''] = req.url.split('?');
  const calls = pageDataCalls(pathname, new URLSearchParams(search));
  const answers = await Promise.all(
    calls.map(async (call) => {
      const headers: Record<string, string> = {};
      for (const name of ['cookie', 'host', 'accept-language'] as const)
        if (req.headers[name]) headers[name] = req.headers[name];
      const res = await app.inject({ method: 'GET', url: call, headers });
      return res.statusCode === 200 ? `${JSON.stringify(call)}:${res.body}` : null;
    }),
  );
  return `{${answers.filter((a) => a !== null).join(',')}}`;
}

export async function registerSpa(app: App, { db }: Deps, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      // The .br and .gz files the build wrote beside each asset (vite.config.ts), sent with Content-Encoding and Vary.
      preCompressed: true,
      allowedPath: (p) => p !== '/index.html',
      setHeaders: (reply, filePath) => {
        // Vite puts a content hash in every asset name, so they never change under the same URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const template = built
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><html><head><title>PartsDesk</title><!--page-flags--></head><body><p>The web app is not built yet: run <code>npm run build</code>.</p></body></html>';

  const servePage = async (req: FastifyRequest, reply: FastifyReply) => {
    const flags = { ...(await computeFlags(db, await req.session.get())), ...(await pageExtras(db, req, reply)) };
    const answers = req.method === 'GET' ? (await pageAnswers(app, req)).replace(/</g, '\\u003c') : '{}';
    const html = template
      .replace('<html lang="en">', `<html lang="${flags.locale.language}">`)
      .replace(
        '<!--page-flags-->',
        `<script id="page-flags" type="application/json">${inlineJson(flags)}</script><script id="${PAGE_DATA_SCRIPT_ID}" type="application/json">${answers}</script>`,
      );
    // A path the app has no page for is still drawn by the app (its friendly page), but answered 404.
    const status = isPagePath(req.url.split('?')[0] ?? '/') ? 200 : 404;
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  };

  const wantsPage = (req: FastifyRequest) => {
    const url = req.url.split('?')[0] ?? '/';
    return (
      (req.method === 'GET' || req.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      !path.extname(url)
    );
  };
  // Pages are a catch-all route (the router tries every other route first), so the page HTML is compressed like any answer.
  const pageSchema = {
    tags: ['app'],
    summary: 'A page of the web app (any other GET that looks like a page); 404 with the same page for unknown paths',
    response: { 200: { description: 'The page', content: { 'text/html': { schema: htmlPage } } } },
  };
  app.get('/*', { config: { access: 'public', changesState: false }, schema: pageSchema }, async (req, reply) =>
    wantsPage(req) ? servePage(req, reply) : refuse(reply, 404, 'Not found'),
  );
  app.setNotFoundHandler(async (req, reply) =>
    wantsPage(req) ? servePage(req, reply) : refuse(reply, 404, 'Not found'),
  );
}
