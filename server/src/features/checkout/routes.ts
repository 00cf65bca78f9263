// Checkout (issue 5): the shopper's details, pickup or delivery, payment, then createOrder; the success page and the
// customer's order history (contract 5); a staff view of one order.
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG } from '@parts/common/cart';
import { MSG } from '@parts/common/messages';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { PHONE_PATTERN } from '@parts/common/validation';
import { locations } from '#src/db/schema/index';
import { requireStaff } from '#src/http/guards';
import type { App, Deps } from '#src/http/types';
import { cartToWire, findCart, priceCart, touchCart, tracking } from '#src/features/cart/cart';
import { loadSettings } from '#src/features/settings/queries';
import { orderInfo, ordersOfCustomer, type CheckoutData } from './orders';
import { placeOrder } from './place-order';
import { startRecovery } from './recovery';
import { isKnownCountry, isKnownRegion } from './regions';

const anyBody = z.record(z.string(), z.unknown()).default({});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function refuse(reply: FastifyReply, status: number, message: string, errors: Record<string, string> = {}) {
  return reply.status(status).send({ error: message, error_message: message, errors });
}

/** Checks the checkout form; the same rules run again at createOrder. */
export async function checkCheckout(db: Deps['db'], raw: Record<string, unknown>): Promise<{ data: CheckoutData; errors: Record<string, string> }> {
  const errors: Record<string, string> = {};
  const text = (k: string, max = 64) => {
    const v = str(raw[k]);
    if (!v) errors[k] = MSG.required;
    else if (v.length > max) errors[k] = MSG.maxChars(max);
    return v;
  };
  const firstname = text('firstname', 32);
  const lastname = text('lastname', 32);
  const email = text('email', 96);
  if (email && !errors.email && !z.string().email().safeParse(email).success) errors.email = MSG.invalidEmail;
  const telephone = text('telephone', 32);
  if (telephone && !errors.telephone && !PHONE_PATTERN.test(telephone)) errors.telephone = MSG.invalidPhone;
  const shipping = str(raw.shipping_method);
  const data: CheckoutData = { firstname, lastname, email, telephone, shipping_method: 'pickup', payment_method: 'cod', comment: str(raw.comment).slice(0, 1000) };
  if (shipping === 'pickup') {
    const id = Number(str(raw.pickup_location));
    const [store] = Number.isSafeInteger(id) && id > 0 ? await db.select().from(locations).where(eq(locations.locationId, id)) : [];
    if (!store || store.kind !== 'store') errors.pickup_location = CART_MSG.badPickup;
    else data.pickup_location = id;
  } else if (shipping === 'flat') {
    data.shipping_method = 'flat';
    const a = (raw.address && typeof raw.address === 'object' ? raw.address : raw) as Record<string, unknown>;
    const field = (k: string, max: number, required = true) => {
      const v = str(a[k]);
      if (required && !v) errors[`address.${k}`] = MSG.required;
      else if (v.length > max) errors[`address.${k}`] = MSG.maxChars(max);
      return v;
    };
    const address = { address_1: field('address_1', 128), address_2: field('address_2', 128, false), city: field('city', 128), postcode: field('postcode', 10), country: str(a.country).toUpperCase(), zone_code: str(a.zone_code).toUpperCase() };
    if (!isKnownCountry(address.country)) errors['address.country'] = CART_MSG.badCountry;
    else if (!isKnownRegion(address.country, address.zone_code)) errors['address.zone_code'] = CART_MSG.badZone;
    data.address = address;
  } else errors.shipping_method = CART_MSG.noShipping;
  const payment = str(raw.payment_method);
  if (payment === 'cod' || payment === 'card') data.payment_method = payment;
  else errors.payment_method = CART_MSG.noPayment;
  return { data, errors };
}

export async function checkoutRoutes(app: App, deps: Deps) {
  const { db } = deps;
  startRecovery(app, deps);

  app.get('/api/checkout/options', { schema: { tags: ['checkout'], summary: 'Pickup stores, delivery rate and whether guests may check out' } }, async (req) => {
    const settings = await loadSettings(db);
    const stores = await db.select().from(locations).where(eq(locations.kind, 'store')).orderBy(asc(locations.sortOrder), asc(locations.locationId));
    const session = await req.session.get();
    return {
      guest_checkout: settings.guest_checkout,
      logged_in: Boolean(session.customerId),
      stores: stores.map((s) => ({ location_id: s.locationId, location_name: s.name, address: `${s.address1}, ${s.city}, ${s.zoneCode} ${s.postcode}`, telephone: s.telephone })),
      flat_rate: centsToDecimal(999),
      flat_rate_text: formatCents(999),
    };
  });

  app.post('/checkout/cart/setCheckoutData', { schema: { tags: ['checkout'], summary: 'Saves contact, shipping (pickup_location or address) and payment choices', body: anyBody } }, async (req, reply) => {
    const session = await req.session.get();
    const cart = await findCart(db, session);
    if (!cart) return refuse(reply, 400, CART_MSG.emptyCart);
    const settings = await loadSettings(db);
    if (!session.customerId && !session.staffUserId && !settings.guest_checkout) return refuse(reply, 403, CART_MSG.guestCheckoutOff);
    const raw = { ...req.body };
    if (raw.pickup_location === undefined && req.cookies.pickup_location) raw.pickup_location = req.cookies.pickup_location;
    const { data, errors } = await checkCheckout(db, raw);
    const first = Object.values(errors)[0];
    if (first) return refuse(reply, 400, first, errors);
    const checkout = { ...data, idempotency_key: (cart.checkout as { idempotency_key?: string }).idempotency_key };
    await touchCart(db, cart.cartId, { checkout });
    const priced = await priceCart(db, { ...cart, checkout }, session);
    return { success: CART_MSG.checkoutSaved, cart: cartToWire(priced), marketing_tracking: tracking('begin_checkout', priced.lines.map((l) => ({ id: l.item.productId, name: l.name, brand: l.product?.brand ?? '', unitCents: l.unitCents, quantity: l.quantity }))) };
  });

  app.post('/checkout/confirm/createOrder', { schema: { tags: ['checkout'], summary: 'Places the order (idempotency_key; card_number, card_expiry, card_cvc for a card)', body: anyBody } }, (req, reply) => placeOrder(deps, req, reply, req.body));

  const canSee = async (req: FastifyRequest, row: { customerId: number | null; orderId: number }) => {
    const s = await req.session.get();
    if (s.staffUserId) return true;
    if (s.customerId && row.customerId === s.customerId) return true;
    return ((s.orderIds as number[] | undefined) ?? []).includes(row.orderId);
  };

  app.get('/api/checkout/order', { schema: { tags: ['checkout'], summary: 'An order the shopper just placed (success page)', querystring: z.object({ order_id: z.coerce.number().int().positive().max(2_147_483_647) }) } }, async (req, reply) => {
    const info = await orderInfo(db, req.query.order_id);
    if (!info || !(await canSee(req, info.row))) return refuse(reply, 404, CART_MSG.orderNotFound);
    return info.wire;
  });

  app.get('/api/account/orders', { schema: { tags: ['account'], summary: "The logged-in customer's orders (contract 5)" } }, async (req, reply) => {
    const s = await req.session.get();
    if (!s.customerId) return refuse(reply, 401, 'Please log in to see your orders.');
    return { orders: await ordersOfCustomer(db, s.customerId) };
  });

  app.get('/api/account/order/info', { schema: { tags: ['account'], summary: "One of the logged-in customer's orders", querystring: z.object({ order_id: z.coerce.number().int().positive().max(2_147_483_647) }) } }, async (req, reply) => {
    const s = await req.session.get();
    if (!s.customerId) return refuse(reply, 401, 'Please log in to see your orders.');
    const info = await orderInfo(db, req.query.order_id);
    if (!info || info.row.customerId !== s.customerId) return refuse(reply, 404, CART_MSG.orderNotFound);
    return info.wire;
  });

  app.get('/api/staff/orders/:id', { schema: { tags: ['staff'], summary: 'One order with its amounts in cents', params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } }, async (req, reply) => {
    await requireStaff(db, req);
    const info = await orderInfo(db, req.params.id);
    if (!info) return refuse(reply, 404, CART_MSG.orderNotFound);
    const o = info.row;
    return { ...info.wire, customer_id: o.customerId, source: o.source, subtotal_cents: o.subtotalCents, discount_cents: o.discountCents, tax_cents: o.taxCents, shipping_cents: o.shippingCents, labor_cents: o.laborCents, voucher_cents: o.voucherCents, total_cents: o.totalCents, coupon_code: o.couponCode };
  });

}
