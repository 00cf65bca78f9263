// Checkout (issue 5): the shopper's details, pickup or delivery, payment, then createOrder; the success page and the
// customer's order history (contract 5); a staff view of one order.
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG, orderInfoSchema } from '@parts/common/cart';
import { centsToDecimal, formatCents } from '@parts/common/money';
import {
  accountOrdersAnswer,
  checkoutDataAnswer,
  checkoutInput,
  checkoutOptionsAnswer,
  createOrderAnswer,
  createOrderInput,
  staffOrderAnswer,
} from '@parts/common/checkout';
import { id } from '@parts/common/input';
import { locations } from '#src/db/schema/index';
import { refuse } from '#src/http/errors';
import { staffPowers } from '#src/http/guards';
import { shopperOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { cartToWire, findCart, priceCart, touchCart, tracking } from '#src/features/cart/cart';
import { loadSettings } from '#src/features/settings/queries';
import { orderInfo, ordersOfCustomer } from './order-info';
import { placeOrder } from './place-order';
import { startRecovery } from './recovery';
import { checkCheckout } from './checkout-form';

/** Spec 000 s7: the local pickup store is kept in a cookie and stands in for an absent pickup_location. */
// attachValidation: the schema's field errors and the store and region checks (which need the database) are answered
// together by checkCheckout, after the empty-cart and guest checks, as the page shows them all at once.
async function pickupFromCookie(req: FastifyRequest) {
  const body = req.body as Record<string, unknown> | null;
  if (body && typeof body === 'object' && body.pickup_location === undefined && req.cookies.pickup_location)
    body.pickup_location = req.cookies.pickup_location;
}

export async function checkoutRoutes(app: App, deps: Deps) {
  const { db } = deps;
  startRecovery(app, deps);

  app.get(
    '/api/checkout/options',
    {
      config: { access: 'public', changesState: false },
      schema: {
        response: { 200: checkoutOptionsAnswer },
        tags: ['checkout'],
        summary: 'Pickup stores, delivery rate and whether guests may check out',
      },
    },
    async (req) => {
      const settings = await loadSettings(db);
      const stores = await db
        .select()
        .from(locations)
        .where(eq(locations.kind, 'store'))
        .orderBy(asc(locations.sortOrder), asc(locations.locationId));
      const session = await req.session.get();
      return {
        guest_checkout: settings.guest_checkout,
        logged_in: Boolean(session.customerId),
        stores: stores.map((s) => ({
          location_id: s.locationId,
          location_name: s.name,
          address: `${s.address1}, ${s.city}, ${s.zoneCode} ${s.postcode}`,
          telephone: s.telephone,
        })),
        flat_rate: centsToDecimal(999),
        flat_rate_text: formatCents(999),
      };
    },
  );

  app.post(
    '/checkout/cart/setCheckoutData',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: checkoutDataAnswer },
        tags: ['checkout'],
        summary: 'Saves contact, shipping (pickup_location or address) and payment choices',
        body: checkoutInput,
      },
      preValidation: pickupFromCookie,
      attachValidation: true,
    },
    async (req, reply) => {
      const session = await req.session.get();
      const cart = await findCart(db, session);
      if (!cart) return refuse(reply, 400, CART_MSG.emptyCart);
      const settings = await loadSettings(db);
      if (!session.customerId && !(await staffPowers(db, session)) && !settings.guest_checkout)
        return refuse(reply, 403, CART_MSG.guestCheckoutOff);
      const { data, errors } = await checkCheckout(db, req.body);
      const first = Object.values(errors)[0];
      if (first) return refuse(reply, 400, first, errors);
      const checkout = { ...data, idempotency_key: (cart.checkout as { idempotency_key?: string }).idempotency_key };
      await touchCart(db, cart.cartId, { checkout });
      const priced = await priceCart(db, { ...cart, checkout }, session);
      return {
        success: CART_MSG.checkoutSaved,
        cart: cartToWire(priced),
        marketing_tracking: tracking(
          'begin_checkout',
          priced.lines.map((l) => ({
            id: l.item.productId,
            name: l.name,
            brand: l.product?.brand ?? '',
            unitCents: l.unitCents,
            quantity: l.quantity,
          })),
        ),
      };
    },
  );

  app.post(
    '/checkout/confirm/createOrder',
    {
      config: { access: 'public', changesState: true },
      schema: {
        response: { 200: createOrderAnswer },
        tags: ['checkout'],
        summary: 'Places the order (idempotency_key; card_number, card_expiry, card_cvc for a card)',
        body: createOrderInput,
      },
    },
    (req, reply) => placeOrder(deps, req, reply, req.body),
  );

  const canSee = async (req: FastifyRequest, row: { customerId: number | null; orderId: number }) => {
    const s = await req.session.get();
    if (await staffPowers(db, s)) return true;
    if (s.customerId && row.customerId === s.customerId) return true;
    return ((s.orderIds as number[] | undefined) ?? []).includes(row.orderId);
  };

  app.get(
    '/api/checkout/order',
    {
      config: { access: 'public', changesState: false },
      schema: {
        response: { 200: orderInfoSchema },
        tags: ['checkout'],
        summary: 'An order the shopper just placed (success page)',
        querystring: z.object({ order_id: id('order_id') }),
      },
    },
    async (req, reply) => {
      const info = await orderInfo(db, req.query.order_id);
      if (!info || !(await canSee(req, info.row))) return refuse(reply, 404, CART_MSG.orderNotFound);
      return info.wire;
    },
  );

  app.get(
    '/api/account/orders',
    {
      config: { access: 'shopper', changesState: false },
      schema: {
        response: { 200: accountOrdersAnswer },
        tags: ['account'],
        summary: "The logged-in customer's orders (contract 5)",
      },
    },
    async (req) => {
      return { orders: await ordersOfCustomer(db, shopperOf(req)) };
    },
  );

  app.get(
    '/api/account/order/info',
    {
      config: { access: 'shopper', changesState: false },
      schema: {
        response: { 200: orderInfoSchema },
        tags: ['account'],
        summary: "One of the logged-in customer's orders",
        querystring: z.object({ order_id: id('order_id') }),
      },
    },
    async (req, reply) => {
      const info = await orderInfo(db, req.query.order_id);
      if (!info || info.row.customerId !== shopperOf(req)) return refuse(reply, 404, CART_MSG.orderNotFound);
      return info.wire;
    },
  );

  app.get(
    '/api/staff/orders/:id',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: staffOrderAnswer },
        tags: ['staff'],
        summary: 'One order with its amounts in cents',
        params: z.object({ id: id('id') }),
      },
    },
    async (req, reply) => {
      const info = await orderInfo(db, req.params.id);
      if (!info) return refuse(reply, 404, CART_MSG.orderNotFound);
      const o = info.row;
      return {
        ...info.wire,
        customer_id: o.customerId,
        source: o.source,
        subtotal_cents: o.subtotalCents,
        discount_cents: o.discountCents,
        tax_cents: o.taxCents,
        shipping_cents: o.shippingCents,
        labor_cents: o.laborCents,
        voucher_cents: o.voucherCents,
        total_cents: o.totalCents,
        coupon_code: o.couponCode,
      };
    },
  );
}
