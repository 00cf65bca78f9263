// The product page's own calls: reviews, inventory (badge and warehouse refresh), the captcha and the Contact Us email.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { id, INT4_MAX, intRange, wholeNumber } from '@parts/common/input';
import { PRODUCT_MSG } from '@parts/common/messages';
import {
  captchaCheckedSchema,
  captchaPictureSchema,
  contactInputSchema,
  contactLocationsSchema,
  contactSentSchema,
  inventoryAnswerSchema,
  inventoryDetailsSchema,
  pendingReviewsSchema,
  reviewInputSchema,
  reviewModeratedSchema,
  reviewSentSchema,
  reviewsPageSchema,
} from '@parts/common/product-page';
import { HttpError, badRequest, notFound } from '#src/http/errors';
import { staffPowers } from '#src/http/guards';
import { refundAttempt, takeAttempt } from '#src/http/rate-limit';
import type { App, Deps } from '#src/http/types';
import { customerGroupFor } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';
import { CONTACT_LIMIT, checkCaptcha, contactLocations, newCaptcha, newPictureId, sendProductContact } from './contact';
import { inventoryDetails, inventoryFor } from './inventory';
import { warehouseFromDistributor } from './warehouse-feed';
import { addReview, approvedReviews, moderateReview, pendingReviews, productExists } from './reviews';
import { products } from '#src/db/schema/index';
import { fitmentTableSchema } from '@parts/common/fitment';
import { fitmentTable } from '#src/features/fitment/table';
import { vehicleState } from '#src/features/fitment/service';
import { cachedJson, sendJson } from '#src/features/catalog/listing-cache';
import { vehicleKey } from '#src/features/catalog/listing';
import { loadProductPage, productPageSchema } from './page';

const productParams = z.object({ product_id: id('product_id') });

/** A product id as sent by the inventory calls: "12", 12. */
const productIdInput = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: 'productId must be a positive number.',
  belowMin: 'productId must be a positive number.',
  aboveMax: 'productId must be a positive number.',
});
const productList = z.union(
  [
    z.string().max(1000),
    z.number(),
    z.array(z.union([z.string(), z.number()])).max(50, 'Must name 1 to 50 product ids'),
  ],
  { error: 'Must name 1 to 50 product ids' },
);

export async function productRoutes(app: App, { db, config }: Deps) {
  // ---- Reviews ----
  app.get(
    '/api/products/:product_id/reviews',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['product'],
        summary: 'Approved reviews of a product, newest first, 10 a page',
        params: productParams,
        querystring: z.object({ page: intRange('page', 1, 10_000).default(1) }),
        response: { 200: reviewsPageSchema },
      },
    },
    async (req) => {
      if (!(await productExists(db, req.params.product_id))) throw notFound(PRODUCT_MSG.productNotFound);
      return approvedReviews(db, req.params.product_id, req.query.page);
    },
  );

  app.post(
    '/api/products/:product_id/reviews',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['product'],
        summary: 'Write a review (name, text, rating 1-5); held until staff approve it',
        params: productParams,
        body: reviewInputSchema,
        response: { 200: reviewSentSchema },
      },
    },
    async (req) => {
      const settings = await loadSettings(db);
      if (!settings.review_status) throw new HttpError(403, PRODUCT_MSG.reviewsOff);
      const input = req.body;
      if (!(await productExists(db, req.params.product_id))) throw notFound(PRODUCT_MSG.productNotFound);
      const session = await req.session.get();
      await addReview(db, req.params.product_id, input, session.customerId ?? null);
      return { success: PRODUCT_MSG.reviewThanks };
    },
  );

  app.get(
    '/api/staff/reviews',
    {
      config: { access: 'admin', changesState: false },
      schema: {
        tags: ['staff'],
        summary: 'Reviews waiting for approval (admin)',
        response: { 200: pendingReviewsSchema },
      },
    },
    async () => {
      return { reviews: await pendingReviews(db) };
    },
  );

  app.post(
    '/api/staff/reviews/:review_id/:action',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags: ['staff'],
        summary: 'Approve or reject a review (admin)',
        params: z.object({ review_id: id('review_id'), action: z.enum(['approve', 'reject']) }),
        response: { 200: reviewModeratedSchema },
      },
    },
    async (req) => {
      if (!(await moderateReview(db, req.params.review_id, req.params.action === 'approve' ? 'approved' : 'rejected')))
        throw notFound('That review does not exist.');
      return { success: req.params.action === 'approve' ? 'The review is approved.' : 'The review is rejected.' };
    },
  );

  // ---- Inventory (spec 000 section 7) ----
  app.post(
    '/api/inventory/getInventoriesByProductId',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['product'],
        summary: 'Stock per store and warehouse for one product (productId)',
        body: z.object({ productId: productIdInput }),
        response: { 200: inventoryAnswerSchema },
      },
    },
    async (req) => {
      const productId = req.body.productId;
      const data = await inventoryFor(db, productId);
      if (!data) throw notFound(PRODUCT_MSG.productNotFound);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/inventory/getInventoryDetails',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['product'],
        summary: 'Per-location stock and price for up to 50 products (products: ids, comma-separated or repeated)',
        body: z.object({ products: productList.optional() }),
        response: { 200: inventoryDetailsSchema },
      },
    },
    async (req) => {
      const raw = req.body.products;
      const list = (
        Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined ? [] : [raw]
      ).filter((v) => String(v).trim() !== '');
      if (list.length === 0 || list.length > 50)
        throw badRequest('products must name 1 to 50 product ids.', { products: 'Must name 1 to 50 product ids' });
      const parsed = list.map((v) => productIdInput.safeParse(v));
      if (parsed.some((r) => !r.success))
        throw badRequest('productId must be a positive number.', { products: 'Must be a positive number' });
      const ids = [...new Set(parsed.map((r) => r.data!))];
      const session = await req.session.get();
      const settings = await loadSettings(db);
      const visible =
        !settings.login_for_pricing || Boolean(session.customerId) || Boolean(await staffPowers(db, session));
      const answer = await inventoryDetails(db, ids, await customerGroupFor(db, session), visible);
      if (answer.Items.length === 0) throw notFound(PRODUCT_MSG.productNotFound);
      // With the warehouse feed on (is_paceapi_active), warehouse counts come from the distributor (decision 0026).
      if (settings.is_paceapi_active) await warehouseFromDistributor(db, answer);
      return answer;
    },
  );

  // ---- Captcha and Contact Us ----
  app.get(
    '/tool/captcha',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['product'],
        summary: 'A new captcha picture (SVG, 175px wide); its answer is kept in the session',
        response: { 200: captchaPictureSchema },
      },
    },
    async (req, reply) => {
      const { svg, text } = newCaptcha(config.CAPTCHA_TEST_ANSWER);
      await req.session.update({ captcha: text, captchaId: newPictureId() });
      return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  app.post(
    '/product/product/validateCaptcha',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['product'],
        summary: 'Checks the captcha answer (captchaInput) without using it up',
        body: z.object({ captchaInput: z.union([z.string().max(64), z.number().transform(String)]).default('') }),
        response: { 200: captchaCheckedSchema },
      },
    },
    async (req) => {
      const given = req.body.captchaInput;
      const session = await req.session.get();
      if (!(await checkCaptcha(db, session.captcha, given, session.captchaId))) {
        // A wrong answer retires the picture, so guessing means fetching a new one each time.
        if (session.captcha) await req.session.update({ captcha: undefined });
        throw badRequest(PRODUCT_MSG.captchaWrong, { captcha: PRODUCT_MSG.captchaWrong });
      }
      return { success: true as const };
    },
  );

  app.get(
    '/product/product/getLocations',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['product'],
        summary: 'The stores a shopper may write to',
        response: { 200: contactLocationsSchema },
      },
    },
    async () => ({ locations: await contactLocations(db) }),
  );

  app.post(
    '/product/product/productContactEmail',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['product'],
        summary: 'Sends the Contact Us message to the chosen store (captcha checked first; 5 an hour)',
        body: contactInputSchema,
        response: { 200: contactSentSchema },
      },
    },
    async (req) => {
      const input = req.body;
      // Counted before anything is checked, so a burst cannot send more than the limit; given back if nothing is sent.
      const wait = await takeAttempt(db, CONTACT_LIMIT, req.ip);
      if (wait > 0) throw new HttpError(429, PRODUCT_MSG.tooManyMessages(wait));
      try {
        const session = await req.session.get();
        const ok = await checkCaptcha(db, session.captcha, input.captcha, session.captchaId);
        // Used or wrong, the picture is spent.
        if (session.captcha) await req.session.update({ captcha: undefined });
        if (!ok) throw badRequest(PRODUCT_MSG.captchaWrong, { captcha: PRODUCT_MSG.captchaWrong });
        return { success: await sendProductContact(db, config, input) };
      } catch (err) {
        await refundAttempt(db, CONTACT_LIMIT, req.ip);
        throw err;
      }
    },
  );

  // ---- The page itself and its fitment table (moved from catalog/routes.ts) ----

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
        await cachedJson(db, key, productPageSchema, (_version, _limits, read) =>
          loadProductPage(read, req.params.product_id, vehicle, { customerGroupId, pricesVisible }),
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
