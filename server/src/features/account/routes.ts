// Customer accounts (register, login, logout, details, addresses), countries and zones, compare and wishlist calls.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { id } from '@parts/common/input';
import {
  accountSchema,
  addressAddAnswerSchema,
  addressAnswerSchema,
  addressInputSchema,
  compareSchema,
  customerLoginSchema,
  detailsAnswerSchema,
  detailsSchema,
  listChangeSchema,
  localizationSchema,
  passwordAnswerSchema,
  passwordChangeSchema,
  registerAnswerSchema,
  registerSchema,
  sessionAnswerSchema,
  wishlistSchema,
} from '@parts/common/account';
import { ACCOUNT_MSG, STAFF_MSG } from '@parts/common/messages';
import { customers } from '#src/db/schema/index';
import { badRequest, HttpError } from '#src/http/errors';
import { clearAttempts, refundAttempt, takeAttempt, takeAttempts, type Limit } from '#src/http/rate-limit';
import { endCustomerSessions, type SessionData } from '#src/http/session';
import { shopperOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { computeFlags } from '#src/features/app/flags';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { dummyHash, hashSecret, verifySecret } from '#src/features/staff/passwords';
import { eq } from 'drizzle-orm';
import { afterCustomerLogin } from './after-login';
import { refuseBannedIp } from './ip';
import { cardsForIds } from './cards';
import { addToCompare, loadCompare, removeFromCompare } from './compare';
import { localization } from './localization';
import {
  addAddress,
  deleteAddress,
  editAddress,
  emailTaken,
  findCustomerByEmail,
  loadAccount,
  saveDetails,
  setDefaultAddress,
} from './queries';
import { addToWishlist, removeFromWishlist, wishlistIds } from './wishlist';

const PER_EMAIL: Limit = { scope: 'customer-email', max: 5, windowMs: 15 * 60_000 };
const PER_IP: Limit = { scope: 'customer-ip', max: 20, windowMs: 15 * 60_000 };
/** Accounts opened from one address: enough for a shop's shared computer, not for a script. */
const REGISTER_PER_IP: Limit = { scope: 'register-ip', max: 10, windowMs: 60 * 60_000 };

/** What a logout keeps: the shop's choices (store, kiosk) and a staff login; nothing of the customer's, their vehicle included. */
const KEPT_AT_LOGOUT = new Set<keyof SessionData>(['locationId', 'inKiosk', 'staffUserId', 'posLocked']);

const productBody = z.object({ product_id: id('product_id') });
const addressIdBody = z.object({ address_id: id('address_id') });

/** Validates a form body with the spec's messages: 400 `{ error: first message, errors: { field: message } }`. */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const errors: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const field = issue.path.join('.') || 'form';
    if (!(field in errors)) errors[field] = issue.message;
  }
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}

const wantsJson = (req: FastifyRequest) =>
  /application\/json/.test(req.headers.accept ?? '') || req.headers['x-requested-with'] === 'XMLHttpRequest';

export async function accountRoutes(app: App, { db }: Deps) {
  const logIn = async (req: FastifyRequest, customerId: number) => {
    await req.session.rotate();
    await req.session.update({ customerId });
    await afterCustomerLogin(db, req, customerId);
    return computeFlags(db, await req.session.get());
  };

  app.post(
    '/checkout/cart/processPost',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Registers a customer account and logs it in (answer success, errors, customer_id)',
        body: registerSchema,
        response: { 200: registerAnswerSchema },
      },
    },
    async (req) => {
      const b = parse(registerSchema, req.body);
      await refuseBannedIp(db, req.ip);
      // The account is counted before it is created, so a burst from one address cannot open more than the limit.
      const wait = await takeAttempt(db, REGISTER_PER_IP, req.ip);
      if (wait > 0) throw new HttpError(429, ACCOUNT_MSG.tooManyAccounts(wait));
      const taken = async () => {
        await refundAttempt(db, REGISTER_PER_IP, req.ip);
        return badRequest(ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
      };
      if (await emailTaken(db, b.email)) throw await taken();
      const [row] = await db
        .insert(customers)
        .values({
          customerGroupId: await defaultCustomerGroupId(db),
          firstname: b.firstname,
          lastname: b.lastname,
          email: b.email.toLowerCase(),
          telephone: b.telephone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, ''),
          newsletter: b.newsletter,
          passwordHash: await hashSecret(b.password),
        })
        // Two registrations of one email at once: the unique email decides, the loser hears "already registered".
        .onConflictDoNothing()
        .returning({ id: customers.customerId });
      if (!row) throw await taken();
      const customerId = row.id;
      return { success: ACCOUNT_MSG.registered, customer_id: customerId, flags: await logIn(req, customerId) };
    },
  );

  app.post(
    '/api/account/login',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Customer login (email, password); rate-limited',
        body: customerLoginSchema,
        response: { 200: sessionAnswerSchema },
      },
    },
    async (req) => {
      const { email, password } = parse(customerLoginSchema, req.body);
      await refuseBannedIp(db, req.ip);
      const key = email.toLowerCase();
      // Counted before the password is checked, so a burst of guesses cannot all slip under the limit.
      const wait = await takeAttempts(db, [
        [PER_EMAIL, key],
        [PER_IP, req.ip],
      ]);
      if (wait > 0) throw new HttpError(429, STAFF_MSG.tooManyAttempts(wait));
      const customer = await findCustomerByEmail(db, email);
      const good = customer?.passwordHash
        ? customer.status && (await verifySecret(customer.passwordHash, password))
        : (await verifySecret(await dummyHash(), password), false);
      if (!customer || !good) throw new HttpError(401, ACCOUNT_MSG.badLogin);
      await clearAttempts(db, PER_EMAIL, key);
      await refundAttempt(db, PER_IP, req.ip);
      return { success: ACCOUNT_MSG.welcome(customer.firstname), flags: await logIn(req, customer.customerId) };
    },
  );

  app.get(
    '/account/logout/clearSession',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Logs the customer out; JSON callers get the new flags, a browser is sent home',
        response: { 200: sessionAnswerSchema },
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      const patch: Partial<SessionData> = {};
      for (const key of Object.keys(session)) if (!KEPT_AT_LOGOUT.has(key)) patch[key] = undefined;
      if (Object.keys(session).length > 0) {
        await req.session.update(patch);
        await req.session.rotate();
      }
      if (!wantsJson(req)) return reply.redirect('/', 302);
      return { success: ACCOUNT_MSG.loggedOut, flags: await computeFlags(db, await req.session.get()) };
    },
  );

  app.get(
    '/api/account',
    {
      config: { access: 'shopper', changesState: false },
      schema: {
        tags: ['account'],
        summary: "The logged-in customer's details, addresses and wishlist count",
        response: { 200: accountSchema },
      },
    },
    async (req) => loadAccount(db, shopperOf(req)),
  );

  app.post(
    '/api/account/edit',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Saves name, email, telephone and newsletter',
        body: detailsSchema,
        response: { 200: detailsAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      await saveDetails(db, customerId, parse(detailsSchema, req.body));
      return {
        success: ACCOUNT_MSG.detailsSaved,
        account: await loadAccount(db, customerId),
        flags: await computeFlags(db, await req.session.get()),
      };
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Changes the password (current_password, password, confirm)',
        body: passwordChangeSchema,
        response: { 200: passwordAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      const b = parse(passwordChangeSchema, req.body);
      const [c] = await db
        .select({ hash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.customerId, customerId));
      if (!c?.hash || !(await verifySecret(c.hash, b.current_password)))
        throw badRequest(ACCOUNT_MSG.currentPasswordWrong, { current_password: ACCOUNT_MSG.currentPasswordWrong });
      await db
        .update(customers)
        .set({ passwordHash: await hashSecret(b.password) })
        .where(eq(customers.customerId, customerId));
      // Every other device with this account is logged out; this one carries on under a new session id.
      await endCustomerSessions(db, customerId);
      await req.session.rotate();
      return { success: ACCOUNT_MSG.passwordChanged };
    },
  );

  app.post(
    '/api/account/address/add',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Adds an address to the address book',
        body: addressInputSchema,
        response: { 200: addressAddAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      const address_id = await addAddress(db, customerId, parse(addressInputSchema, req.body));
      return { success: ACCOUNT_MSG.addressAdded, address_id, account: await loadAccount(db, customerId) };
    },
  );

  app.post(
    '/api/account/address/edit',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Edits an address (address_id and the fields)',
        body: addressInputSchema.extend(addressIdBody.shape),
        response: { 200: addressAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      const { address_id } = parse(addressIdBody, req.body);
      await editAddress(db, customerId, address_id, parse(addressInputSchema, req.body));
      return { success: ACCOUNT_MSG.addressSaved, account: await loadAccount(db, customerId) };
    },
  );

  app.post(
    '/api/account/address/delete',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Deletes an address',
        body: addressIdBody,
        response: { 200: addressAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      await deleteAddress(db, customerId, parse(addressIdBody, req.body).address_id);
      return { success: ACCOUNT_MSG.addressDeleted, account: await loadAccount(db, customerId) };
    },
  );

  app.post(
    '/api/account/address/default',
    {
      config: { access: 'shopper', changesState: true },
      schema: {
        tags: ['account'],
        summary: 'Makes an address the default',
        body: addressIdBody,
        response: { 200: addressAnswerSchema },
      },
    },
    async (req) => {
      const customerId = shopperOf(req);
      await setDefaultAddress(db, customerId, parse(addressIdBody, req.body).address_id);
      return { success: ACCOUNT_MSG.addressDefault, account: await loadAccount(db, customerId) };
    },
  );

  app.get(
    '/api/localization',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['account'],
        summary: 'Countries and their zones for address forms',
        response: { 200: localizationSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return localization;
    },
  );

  // Compare and wishlist (contract 2): form body product_id; 200 { success, total } or 4xx { error }.
  const ok = { 200: listChangeSchema };
  app.get(
    '/product/compare/getCompare',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['compare'],
        summary: 'The products chosen to compare, with their attributes',
        response: { 200: compareSchema },
      },
    },
    async (req) => loadCompare(db, req),
  );
  app.post(
    '/product/compare/add',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['compare'], summary: 'Adds a product to the comparison', body: productBody, response: ok },
    },
    async (req) => addToCompare(db, req, req.body.product_id),
  );
  app.post(
    '/product/compare/remove',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['compare'], summary: 'Removes a product from the comparison', body: productBody, response: ok },
    },
    async (req) => removeFromCompare(db, req, req.body.product_id),
  );
  app.get(
    '/account/wishlist/getWishlist',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags: ['wishlist'],
        summary: "The wishlist's products (the session's for a guest)",
        response: { 200: wishlistSchema },
      },
    },
    async (req) => {
      const products = await cardsForIds(db, await wishlistIds(db, req), await req.session.get());
      return { products, total: products.length };
    },
  );
  app.post(
    '/account/wishlist/add',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['wishlist'], summary: 'Adds a product to the wishlist', body: productBody, response: ok },
    },
    async (req) => addToWishlist(db, req, req.body.product_id),
  );
  app.post(
    '/account/wishlist/remove',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['wishlist'], summary: 'Removes a product from the wishlist', body: productBody, response: ok },
    },
    async (req) => removeFromWishlist(db, req, req.body.product_id),
  );
}
