// The /checkout/cart/ calls (spec 000 s7, spec 001 s7; contract 1). Staff-only calls answer 403 to everyone else.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CART_MSG,
  cartAddAnswer,
  cartChangeAnswer,
  cartEditAnswer,
  cartRemoveAnswer,
  cartSchema,
  redirectAnswer,
} from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { QUANTITY_MAX } from '@parts/common/constants';
import { MSG } from '@parts/common/messages';
import { formatCents } from '@parts/common/money';
import { cartItems, giftVouchers } from '#src/db/schema/index';
import { refuse } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import {
  cartToWire,
  checkQuantity,
  couponUserFor,
  ensureCart,
  withLockedCart,
  findCart,
  findCoupon,
  findVoucher,
  priceCart,
  productFacts,
  touchCart,
  tracking,
  type CartRow,
} from './cart';
import { checkOptions } from './options';

export async function cartRoutes(app: App, deps: Deps) {
  const { db, config } = deps;
  const view = async (req: FastifyRequest, cart: CartRow) =>
    cartToWire(await priceCart(db, cart, await req.session.get()));

  const findItem = async (cart: CartRow, key: string) => {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartItemId, Number(key)), eq(cartItems.cartId, cart.cartId)));
    return item ?? null;
  };

  /** Add (contract 1) and the store locator's add share the rules: the product, the quantity, the options. */
  const add = async (
    req: FastifyRequest,
    reply: FastifyReply,
    body: z.output<typeof input.cartAddInput>,
    withOptions: boolean,
  ) => {
    const productId = body.product_id;
    const facts = (await productFacts(db, [productId])).get(productId);
    if (!facts || !facts.status) return refuse(reply, 404, CART_MSG.notFound);
    const q =
      body.quantity === undefined
        ? { quantity: Math.max(1, facts.minimum) }
        : checkQuantity(body.quantity, facts.minimum);
    const errors: Record<string, string> = {};
    if ('error' in q) errors.quantity = q.error;
    const posted = withOptions && body.option ? body.option : {};
    const check = checkOptions(facts.options, posted);
    Object.assign(errors, check.errors);
    const first = Object.values(errors)[0];
    if (first) return refuse(reply, 400, first, errors);
    const quantity = (q as { quantity: number }).quantity;
    const applyLabor = body.apply_labor;

    const cart = await ensureCart(db, req);
    // The cart row is locked while the line is found and added to, so two adds of one part make one summed line.
    const added = await withLockedCart(db, cart.cartId, async (tx) => {
      const lines = await tx
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cart.cartId), eq(cartItems.productId, productId)));
      const same = lines.find(
        (l) =>
          JSON.stringify(l.options) === JSON.stringify(check.stored) &&
          l.applyLabor === applyLabor &&
          l.priceOverrideCents === null,
      );
      if (same) {
        if (same.quantity + quantity > QUANTITY_MAX) return false;
        await tx
          .update(cartItems)
          .set({ quantity: sql`${cartItems.quantity} + ${quantity}` })
          .where(eq(cartItems.cartItemId, same.cartItemId));
      } else {
        await tx
          .insert(cartItems)
          .values({ cartId: cart.cartId, productId, quantity, options: check.stored, applyLabor });
      }
      await touchCart(tx, cart.cartId);
      return true;
    });
    if (!added)
      return refuse(reply, 400, MSG.maximumQuantity(QUANTITY_MAX), { quantity: MSG.maximumQuantity(QUANTITY_MAX) });
    const priced = await priceCart(db, cart, await req.session.get());
    const line = priced.lines.find(
      (l) => l.item.productId === productId && JSON.stringify(l.item.options) === JSON.stringify(check.stored),
    );
    return {
      success: CART_MSG.added(facts.name),
      total_items: priced.lines.reduce((n, l) => n + l.quantity, 0),
      marketing_tracking: tracking('add_to_cart', [
        { id: productId, name: facts.name, brand: facts.brand, unitCents: line?.unitCents ?? 0, quantity },
      ]),
    };
  };

  app.post(
    '/checkout/cart/add',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartAddAnswer },
        tags: ['cart'],
        summary: 'Adds a part with quantity, options and labor (contract 1)',
        body: input.cartAddInput,
      },
    },
    (req, reply) => add(req, reply, req.body, true),
  );
  app.post(
    '/checkout/cart/storeLocatorAddProduct',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartAddAnswer },
        tags: ['cart'],
        summary: 'Adds a part from the store locator (product_id, quantity)',
        body: input.storeLocatorAddInput,
      },
    },
    (req, reply) => add(req, reply, { ...req.body, apply_labor: false }, false),
  );

  app.get(
    '/checkout/cart/getData',
    {
      config: { access: 'public', changesState: false },
      schema: {
        response: { 200: cartSchema },
        tags: ['cart'],
        summary: 'The cart: products, vouchers, totals, customer',
      },
    },
    async (req) => {
      const session = await req.session.get();
      const cart = await findCart(db, session);
      if (!cart) {
        return {
          products: [],
          vouchers: [],
          coupon: null,
          totals: [],
          total_items: 0,
          total: '0.00',
          total_text: formatCents(0),
          total_cents: 0,
          customer: null,
          order_id: null,
          stock_warning: null,
          checkout: {},
        };
      }
      return view(req, cart);
    },
  );

  app.put(
    '/checkout/cart/edit',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartEditAnswer },
        tags: ['cart'],
        summary: 'Changes a line quantity (key, quantity)',
        body: input.cartEditInput,
      },
    },
    async (req, reply) => {
      const cart = await findCart(db, await req.session.get());
      const item = cart ? await findItem(cart, req.body.key) : null;
      if (!cart || !item) return refuse(reply, 404, CART_MSG.itemNotFound);
      const minimum = item.productId
        ? ((await productFacts(db, [item.productId])).get(item.productId)?.minimum ?? 1)
        : 1;
      const q = checkQuantity(req.body.quantity, minimum);
      if ('error' in q) return refuse(reply, 400, q.error, { quantity: q.error });
      await db.update(cartItems).set({ quantity: q.quantity }).where(eq(cartItems.cartItemId, item.cartItemId));
      await touchCart(db, cart.cartId);
      const data = await view(req, cart);
      return { success: CART_MSG.updated, total_items: data.total_items, cart: data };
    },
  );

  app.post(
    '/checkout/cart/remove',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartRemoveAnswer },
        tags: ['cart'],
        summary: 'Removes a line (key)',
        body: input.cartRemoveInput,
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      const cart = await findCart(db, session);
      const item = cart ? await findItem(cart, req.body.key) : null;
      if (!cart || !item) return refuse(reply, 404, CART_MSG.itemNotFound);
      const priced = await priceCart(db, cart, session);
      const line = priced.lines.find((l) => l.item.cartItemId === item.cartItemId);
      await db.delete(cartItems).where(eq(cartItems.cartItemId, item.cartItemId));
      await touchCart(db, cart.cartId);
      const data = await view(req, cart);
      return {
        success: CART_MSG.removed,
        total_items: data.total_items,
        marketing_tracking: tracking(
          'remove_from_cart',
          line
            ? [
                {
                  id: item.productId,
                  name: line.name,
                  brand: line.product?.brand ?? '',
                  unitCents: line.unitCents,
                  quantity: line.quantity,
                },
              ]
            : [],
        ),
        cart: data,
      };
    },
  );

  app.post(
    '/checkout/cart/applyCode',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartChangeAnswer },
        tags: ['cart'],
        summary: 'Applies a coupon or gift voucher code',
        body: input.applyCodeInput,
      },
    },
    async (req, reply) => {
      const code = req.body.code;
      const session = await req.session.get();
      const cart = await findCart(db, session);
      if (!cart) return refuse(reply, 400, CART_MSG.emptyCart);
      const coupon = await findCoupon(db, code, await couponUserFor(db, cart, session));
      if (coupon) {
        const priced = await priceCart(db, cart, session);
        if (priced.totals.subtotalCents < coupon.minimumCents) {
          const msg = CART_MSG.couponMinimum(formatCents(coupon.minimumCents));
          return refuse(reply, 400, msg, { code: msg });
        }
        await touchCart(db, cart.cartId, { couponCode: coupon.code });
        return { success: CART_MSG.couponApplied, cart: await view(req, { ...cart, couponCode: coupon.code }) };
      }
      const voucher = await findVoucher(db, code);
      if (voucher) {
        const codes = [...new Set([...cart.voucherCodes, voucher.code])];
        await touchCart(db, cart.cartId, { voucherCodes: codes });
        return { success: CART_MSG.voucherApplied, cart: await view(req, { ...cart, voucherCodes: codes }) };
      }
      // A gift voucher that exists but is spent (or switched off) gets the voucher's message, not the coupon's.
      const [spent] = await db
        .select({ id: giftVouchers.voucherId })
        .from(giftVouchers)
        .where(sql`upper(${giftVouchers.code}) = upper(${code})`);
      const msg = spent ? CART_MSG.voucherInvalid : CART_MSG.couponInvalid;
      return refuse(reply, 400, msg, { code: msg });
    },
  );

  const removeCode = async (req: FastifyRequest, reply: FastifyReply, type: string, code: string) => {
    const cart = await findCart(db, await req.session.get());
    if (!cart) return refuse(reply, 400, CART_MSG.codeNotApplied);
    if (type === 'coupon' && cart.couponCode && (!code || cart.couponCode.toUpperCase() === code.toUpperCase())) {
      await touchCart(db, cart.cartId, { couponCode: null });
      return { success: CART_MSG.codeRemoved, cart: await view(req, { ...cart, couponCode: null }) };
    }
    if (type === 'voucher' && cart.voucherCodes.some((c) => c.toUpperCase() === code.toUpperCase())) {
      const codes = cart.voucherCodes.filter((c) => c.toUpperCase() !== code.toUpperCase());
      await touchCart(db, cart.cartId, { voucherCodes: codes });
      return { success: CART_MSG.codeRemoved, cart: await view(req, { ...cart, voucherCodes: codes }) };
    }
    return refuse(reply, 400, CART_MSG.codeNotApplied);
  };
  app.post(
    '/checkout/cart/removeCode',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartChangeAnswer },
        tags: ['cart'],
        summary: 'Removes a coupon or voucher (type, code)',
        body: input.removeCodeInput,
      },
    },
    (req, reply) => removeCode(req, reply, req.body.type, req.body.code),
  );
  // Spec 000 s7: GET checkout/{code}/remove, then the page reloads.
  app.get(
    '/checkout/coupon/remove',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartChangeAnswer },
        tags: ['cart'],
        querystring: z.object({ code: z.string().max(64).optional() }),
      },
    },
    (req, reply) => removeCode(req, reply, 'coupon', req.query.code ?? ''),
  );
  app.get(
    '/checkout/voucher/remove',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: cartChangeAnswer },
        tags: ['cart'],
        querystring: z.object({ code: z.string().max(64).default('') }),
      },
    },
    (req, reply) => removeCode(req, reply, 'voucher', req.query.code),
  );

  app.get(
    '/checkout/cart/logoutCustomer',
    {
      config: { access: 'public', changesState: true },
      schema: { tags: ['cart'], summary: 'Logs the customer out and goes home', response: { 302: redirectAnswer } },
    },
    async (req, reply) => {
      await req.session.update({ customerId: undefined });
      return reply.redirect('/');
    },
  );

  void config;
}
