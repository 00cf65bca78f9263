// The counter cart's save, quote, check out, abandon and cancel, and the counter checkout's calls on the cart (spec 001
// s7 "Cart", decision 0019). Registered by routes.ts; every call is declared staff-only.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG, successAnswer } from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { id } from '@parts/common/input';
import { clearedCartAnswer, POS_CART_MSG, removeCreditAnswer, saveOrderAnswer } from '@parts/common/pos-cart';
import { HttpError, refuse } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import { saveCounterOrder } from '#src/features/checkout/counter-order';
import { cancelSavedOrder } from '#src/features/checkout/order-holds';
import { removeOrderCredit } from '#src/features/payments/voids';
import { vehicleState } from '#src/features/fitment/service';
import { loadSettings } from '#src/features/settings/queries';
import { ensureCart, findCart, priceCart, touchCart } from '#src/features/cart/cart';
import { assertStorable } from '#src/features/cart/limits';
import { cartToNewSale } from '#src/features/order-status/new-sale';
import type { App } from '#src/http/types';
import type { CartRouteContext } from './route-context';

const saveQuery = z.object({
  order_id: z.preprocess((v) => (v === '' ? undefined : v), id('order_id').optional()),
  /** The screen's key for this save: a repeat answers the first save's order (double clicks). */
  key: z
    .string()
    .trim()
    .max(64)
    .regex(/^[\w-]*$/, 'key must be letters, digits, - or _.')
    .optional(),
});

export function saveRoutes(app: App, { db, view }: CartRouteContext) {
  // ---- Save, quote, check out, abandon, cancel ----

  const saveWith = async (
    req: FastifyRequest,
    query: z.output<typeof saveQuery>,
    status: 'saved' | 'quote',
    clearCart: boolean,
    checkPo: boolean,
  ) => {
    const staff = staffOf(req);
    const session = await req.session.get();
    const cart = await findCart(db, session);
    if (!cart) throw new HttpError(400, CART_MSG.emptyCart);
    const priced = await priceCart(db, cart, session);
    if (priced.lines.length) assertStorable(priced);
    if (
      checkPo &&
      priced.lines.length &&
      (await loadSettings(db)).po_number_required &&
      priced.lines.some((l) => !l.item.poNumber)
    ) {
      throw new HttpError(400, POS_CART_MSG.poRequired);
    }
    const settings = await loadSettings(db);
    const state = await vehicleState(db, session, settings);
    const vehicle = state.vehicle;
    return saveCounterOrder(db, {
      cart,
      session,
      staffUserId: staff.userId,
      status,
      orderId: query.order_id,
      key: query.key,
      vehicleLabel: vehicle.label || null,
      baseVehicleId: state.baseVehicleId,
      clearCart,
    });
  };

  app.get(
    '/checkout/cart/saveOrder',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: saveOrderAnswer },
        tags: ['cart', 'staff'],
        summary: 'Saves the counter cart as an order for later (status saved) and clears the cart',
        querystring: saveQuery,
      },
    },
    async (req) => {
      const r = await saveWith(req, req.query, 'saved', true, false);
      return {
        success: POS_CART_MSG.orderSaved,
        order_id: r.orderId,
        view_url: `/pos/order/view?order_id=${r.orderId}`,
        list_url: '/pos/order',
      };
    },
  );
  app.get(
    '/checkout/cart/saveQuote',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: saveOrderAnswer },
        tags: ['cart', 'staff'],
        summary: 'Saves the counter cart as a quote and answers its receipt',
        querystring: saveQuery,
      },
    },
    async (req) => {
      const r = await saveWith(req, req.query, 'quote', true, false);
      return {
        success: CART_MSG.orderSaved(r.orderId),
        order_id: r.orderId,
        redirect: `/pos/order/receipt?order_id=${r.orderId}`,
      };
    },
  );
  app.get(
    '/checkout/cart/saveOrderAndCheckout',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: saveOrderAnswer },
        tags: ['cart', 'staff'],
        summary: 'Saves the counter cart (updating the order it edits) and answers the POS checkout for it',
        querystring: saveQuery,
      },
    },
    async (req) => {
      const r = await saveWith(req, req.query, 'saved', false, true);
      return {
        success: CART_MSG.orderSaved(r.orderId),
        order_id: r.orderId,
        redirect: `/pos/checkout?order_id=${r.orderId}`,
      };
    },
  );

  const clear = (cartId: number) => cartToNewSale(db, cartId);
  app.get(
    '/checkout/cart/abandonOrder',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: clearedCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Clears the counter cart; a saved order is kept',
      },
    },
    async (req) => {
      const cart = await findCart(db, await req.session.get());
      if (cart) await clear(cart.cartId);
      return { success: CART_MSG.orderAbandoned, total_items: 0 };
    },
  );
  app.get(
    '/checkout/cart/cancelOrder',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: clearedCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Cancels the saved order the counter cart holds and clears the cart',
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const cart = await findCart(db, await req.session.get());
      if (!cart?.orderId) return refuse(reply, 400, CART_MSG.noSavedOrder);
      // An order that can no longer be cancelled (paid, voided) is never reported as canceled.
      if (!(await cancelSavedOrder(db, cart.orderId, `Canceled by ${staff.username}`)))
        return refuse(reply, 409, POS_CART_MSG.orderNotEditable);
      await clear(cart.cartId);
      return { success: CART_MSG.orderCanceled(cart.orderId), total_items: 0 };
    },
  );

  // ---- The counter checkout's calls on the cart (moved from cart/routes.ts) ----

  app.post(
    '/checkout/cart/setPaymentData',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: successAnswer },
        tags: ['cart', 'staff'],
        summary: 'Chooses the payment item for the counter checkout (itemId)',
        body: input.setPaymentDataInput,
      },
    },
    async (req) => {
      const itemId = req.body.itemId;
      const cart = await ensureCart(db, req);
      const checkout = { ...cart.checkout, payment_item_id: itemId };
      await touchCart(db, cart.cartId, { checkout });
      return { success: CART_MSG.checkoutSaved };
    },
  );

  app.get(
    '/checkout/cart/removeCredit',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: removeCreditAnswer },
        tags: ['cart', 'staff'],
        summary:
          'Takes store credit off the counter cart and voids store-credit payments on its order (back to the ledger)',
      },
    },
    async (req) => {
      const cart = await ensureCart(db, req);
      await touchCart(db, cart.cartId, { storeCreditCents: 0 });
      const reversed = cart.orderId ? await removeOrderCredit(db, cart.orderId) : { voided: 0, errors: [] };
      return {
        success: CART_MSG.creditRemoved,
        reversed: reversed.voided,
        cart: await view(req, { ...cart, storeCreditCents: 0 }),
      };
    },
  );
}
