// Catalogue calls: the home page, listings and the catalogue home (the product page's calls are in product/routes.ts).
import { homeSchema } from '@parts/common/catalog';
import { answerCacheSchema, catalogHomeSchema, listingAnswerSchema, listingQuerySchema } from '@parts/common/listing';
import { loadCatalogHome } from './catalog-home';
import { answerCacheStats, sendJson } from './listing-cache';
import { catalogVersion } from '#src/features/catalog-version/version';
import { listingContext, loadListing } from './listing';
import type { App, Deps } from '#src/http/types';
import { loadHome } from './home';
import { warmHome } from './home-facts';
import { warmCategoryOrders } from './category-orders';
import { warmPriceBook } from '#src/features/pricing/book';

export async function catalogRoutes(app: App, { db }: Deps) {
  // Not awaited: the server answers at once while the category orders, the price book and the home page's facts are
  // read (decisions 0033, 0035, 0040).
  app.addHook('onReady', async () => {
    void warmCategoryOrders(db, catalogVersion);
    void warmPriceBook(db, catalogVersion);
    void warmHome(db);
  });
  // The answer cache's size in this process (each process behind the proxy has its own), for the soak: an admin's call,
  // and a count over at most MAX_ENTRIES entries, so /healthz stays a bare database ping (decision 0105).
  app.get(
    '/admin/api/catalog/answer-cache',
    {
      config: { access: 'admin', changesState: false },
      schema: {
        tags: ['admin'],
        summary: "This process's answer cache: entries, bytes of serialised answers, and its bound (admin)",
        response: { 200: answerCacheSchema },
      },
    },
    async () => ({ pid: process.pid, ...answerCacheStats(db) }),
  );

  app.get(
    '/api/home',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['catalog'],
        summary: 'Home page data: categories, featured parts, brands',
        response: { 200: homeSchema },
      },
    },
    async (req, reply) => {
      const ctx = await listingContext(db, req);
      return sendJson(reply, await loadHome(db, ctx.customerGroupId, ctx.vehicle));
    },
  );

  app.get(
    '/api/products',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['catalog'],
        summary:
          'A listing (all, bestsellers, latest, specials, featured, related, components) by category, brand or series, sorted and paged, fitting the session vehicle',
        querystring: listingQuerySchema,
        response: { 200: listingAnswerSchema },
      },
    },
    async (req, reply) => sendJson(reply, await loadListing(db, req.query, await listingContext(db, req))),
  );

  app.get(
    '/api/catalog',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['catalog'],
        summary: 'The catalogue home: category groups with their categories, and the brand index',
        response: { 200: catalogHomeSchema },
      },
    },
    async () => loadCatalogHome(db),
  );
}
