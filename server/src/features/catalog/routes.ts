// Catalogue calls: the home page, listings, the catalogue home, one product page and its fitment table.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { id, intRange } from '@parts/common/input';
import { products } from '#src/db/schema/index';
import { notFound } from '#src/http/errors';
import { staffPowers } from '#src/http/guards';
import { homeSchema } from '@parts/common/catalog';
import { fitmentTableSchema } from '@parts/common/fitment';
import { fitmentTable } from '#src/features/fitment/table';
import { catalogHomeSchema, listingAnswerSchema, listingQuerySchema } from '@parts/common/listing';
import { loadCatalogHome } from './catalog-home';
import { cachedJson, catalogVersion, sendJson } from './listing-cache';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#src/db/client';
import { customerGroupFor } from '#src/features/pricing/facts';
import { loadListing, vehicleKey, type ListingContext } from './listing';
import { loadProductPage, productPageSchema } from './product';
import type { App, Deps } from '#src/http/types';
import { vehicleState } from '#src/features/fitment/service';
import { loadSettings } from '#src/features/settings/queries';
import { loadHome } from './home';
import { warmCategoryOrders } from './category-orders';
import { warmPriceBook } from '#src/features/pricing/book';

/** The session vehicle and the shopper's customer group (contract 3), which every listing and card depends on. */
export async function listingContext(db: Db, req: FastifyRequest): Promise<ListingContext> {
  const session = await req.session.get();
  const [vehicle, customerGroupId] = await Promise.all([
    vehicleState(db, session, await loadSettings(db)),
    customerGroupFor(db, session),
  ]);
  return { vehicle, customerGroupId };
}

export async function catalogRoutes(app: App, { db, database }: Deps) {
  // Not awaited: the server answers at once while the category orders and the price book are read (decisions 0033, 0035).
  app.addHook('onReady', async () => {
    void warmCategoryOrders(db, catalogVersion);
    void warmPriceBook(db, catalogVersion);
  });
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
    async (req) => {
      const ctx = await listingContext(db, req);
      return loadHome(db, ctx.customerGroupId, ctx.vehicle);
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

  const productParams = z.object({ product_id: id('product_id') });

  // Served through the listing cache (decision 0010): the answer depends only on the product, the vehicle, the group
  // and whether prices show, and a catalogue change (fitment, prices, options) bumps the version. Stock and newly
  // approved reviews may lag by the cache's 30 s; the cart checks stock itself when adding and at checkout.
  app.get(
    '/api/products/:product_id',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['catalog'],
        summary: "One product page: options, prices for the shopper's group, stock, kit, reviews and fitment",
        params: productParams,
        response: { 200: productPageSchema },
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      const settings = await loadSettings(db);
      const [vehicle, customerGroupId] = await Promise.all([
        vehicleState(db, session, settings),
        customerGroupFor(db, session),
      ]);
      const pricesVisible =
        !settings.login_for_pricing || Boolean(session.customerId) || Boolean(await staffPowers(db, session));
      const key = `product|${req.params.product_id}|${vehicleKey(vehicle)}|${customerGroupId}|${pricesVisible ? 'p' : ''}`;
      return sendJson(
        reply,
        await cachedJson(db, key, productPageSchema, () =>
          loadProductPage(database, req.params.product_id, vehicle, { customerGroupId, pricesVisible }),
        ),
      );
    },
  );

  app.get(
    '/api/products/:product_id/fitment',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['catalog'],
        summary: 'The vehicles a part fits, paged and searchable',
        params: productParams,
        querystring: z.object({
          page: intRange('page', 1, 10_000).default(1),
          limit: intRange('limit', 1, 100).default(25),
          search: z.string().max(100, 'Maximum 100 characters').default(''),
        }),
        response: { 200: fitmentTableSchema },
      },
    },
    async (req) => {
      const [product] = await db
        .select({ universal: products.universal })
        .from(products)
        .where(eq(products.productId, req.params.product_id));
      if (!product) throw notFound('That product is not in the catalogue.');
      return { ...(await fitmentTable(db, req.params.product_id, req.query)), universal: product.universal };
    },
  );
}
