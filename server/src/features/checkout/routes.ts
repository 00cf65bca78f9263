// Checkout (issue 5): the shopper's details, pickup or delivery, payment, then createOrder; the success page and the
// customer's order history (contract 5); a staff view of one order.
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG } from '@parts/common/cart';
import { MSG } from '@parts/common/messages';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { PHONE_PATTERN } from '@parts/common/validation';
import { locations, orders } from '#src/db/schema/index';
import { requireStaff, staffPowers } from '#src/http/guards';
import type { App, Deps } from '#src/http/types';
import { cartToWire, findCart, priceCart, touchCart, tracking, type CartRow } from '#src/features/cart/cart';
import { loadSettings } from '#src/features/settings/queries';
import { sendMail } from '#src/features/mail/mailer';
import { createOrder, orderInfo, ordersOfCustomer, type CheckoutData } from './orders';
import { paymentProvider } from './payment';
import { isKnownCountry, isKnownRegion } from './regions';

const anyBody = z.record(z.string(), z.unknown()).default({});
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

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

function confirmationText(info: NonNullable<Awaited<ReturnType<typeof orderInfo>>>['wire'], storeName: string) {
  const lines = [
    `Thank you for your order, ${info.firstname}.`,
    '',
    `Order number: ${info.order_id}`,
    `Date: ${info.date_added.slice(0, 10)}`,
    info.pickup_location ? `Store pickup: ${info.pickup_location.name}, ${info.pickup_location.address}` : info.shipping_address ? `Delivery to: ${Object.values(info.shipping_address).filter(Boolean).join(', ')}` : '',
    `Payment: ${info.payment_method === 'card' ? 'Card' : 'Pay at pickup'}`,
    '',
    ...info.products.map((p) => `${p.quantity} x ${p.name} (${p.aaia} ${p.mpn})${p.options.length ? ` [${p.options.map((o) => `${o.name}: ${o.value}`).join('; ')}]` : ''}  ${p.total_text}`),
    '',
    ...info.totals.map((t) => `${t.title}: ${t.text}`),
    '',
    `${storeName}`,
  ];
  return lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n');
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function checkoutRoutes(app: App, { db, config }: Deps) {
  const provider = paymentProvider(db);

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
    if (!session.customerId && !(await staffPowers(db, session)) && !settings.guest_checkout) return refuse(reply, 403, CART_MSG.guestCheckoutOff);
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

  const place = async (req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) => {
    const session = await req.session.get();
    const cart: CartRow | null = await findCart(db, session);
    if (!cart) return refuse(reply, 400, CART_MSG.emptyCart);
    const clientKey = str(body.idempotency_key);
    if (clientKey && !KEY.test(clientKey)) return refuse(reply, 400, 'idempotency_key must be 8 to 64 letters, digits, - or _.');
    const key = `${cart.cartId}:${clientKey || (cart.checkout as { idempotency_key?: string }).idempotency_key || 'none'}`;

    const answer = async (orderId: number) => {
      const known = (session.orderIds as number[] | undefined) ?? [];
      if (!known.includes(orderId)) await req.session.update({ orderIds: [...known.slice(-19), orderId] });
      return { order_id: orderId, success: `Your order #${orderId} has been placed.`, redirect: `/checkout/success?order_id=${orderId}`, marketing_tracking: null as ReturnType<typeof tracking> | null };
    };
    const [already] = await db.select({ order_id: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, key));
    if (already) return answer(already.order_id);

    const settings = await loadSettings(db);
    const staff = await staffPowers(db, session);
    if (!session.customerId && !staff && !settings.guest_checkout) return refuse(reply, 403, CART_MSG.guestCheckoutOff);
    const { data, errors } = await checkCheckout(db, cart.checkout);
    const first = Object.values(errors)[0];
    if (first) return refuse(reply, 400, first, errors);
    const priced = await priceCart(db, cart, session);
    if (priced.lines.length === 0) {
      // A double click whose twin just committed finds the cart emptied: answer the twin's order.
      const [twin] = await db.select({ order_id: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, key));
      return twin ? answer(twin.order_id) : refuse(reply, 400, CART_MSG.emptyCart);
    }

    let reference: string | undefined;
    if (data.payment_method === 'card' && priced.totals.totalCents > 0) {
      const card = { number: str(body.card_number), expiry: str(body.card_expiry), cvc: str(body.card_cvc) };
      if (!card.number || !card.expiry || !card.cvc) return refuse(reply, 400, CART_MSG.cardRequired);
      // The provider's key is the checkout's key and the card: a double click with the same card is one authorization,
      // while another card after a decline is a new attempt, not a replay of the decline. Only a hash leaves here.
      const cardPrint = createHash('sha256').update(`${card.number.replace(/[\s-]/g, '')}|${card.expiry.trim()}`).digest('base64url').slice(0, 16);
      const auth = await provider.authorize({ amountCents: priced.totals.totalCents, card, idempotencyKey: `${key}:${cardPrint}` });
      if (!auth.approved) return refuse(reply, 402, CART_MSG.cardDeclined);
      reference = auth.reference;
    }
    let result: { orderId: number; created: boolean };
    try {
      result = await createOrder(db, { priced, checkout: data, idempotencyKey: key, source: session.inKiosk ? 'kiosk' : staff ? 'pos' : 'web', staffUserId: staff?.userId, paymentReference: reference });
    } catch (err) {
      if (reference) await provider.void(reference);
      throw err;
    }
    if (result.created) {
      if (reference) await provider.capture(reference, result.orderId);
      const info = await orderInfo(db, result.orderId);
      if (info && info.wire.email) {
        const text = confirmationText(info.wire, settings.store_name);
        await sendMail(db, config, {
          kind: 'order_confirmation',
          to: info.wire.email,
          subject: `${settings.store_name} - Order ${result.orderId}`,
          text,
          html: `<pre style="font-family:system-ui,sans-serif">${esc(text)}</pre>`,
          customerId: info.row.customerId ?? undefined,
          orderId: result.orderId,
        });
      }
    }
    const out = await answer(result.orderId);
    out.marketing_tracking = tracking('purchase', priced.lines.map((l) => ({ id: l.item.productId, name: l.name, brand: l.product?.brand ?? '', unitCents: l.unitCents, quantity: l.quantity })), { transaction_id: String(result.orderId), value: priced.totals.totalCents / 100 });
    return out;
  };

  app.post('/checkout/confirm/createOrder', { schema: { tags: ['checkout'], summary: 'Places the order (idempotency_key; card_number, card_expiry, card_cvc for a card)', body: anyBody } }, (req, reply) => place(req, reply, req.body));

  const canSee = async (req: FastifyRequest, row: { customerId: number | null; orderId: number }) => {
    const s = await req.session.get();
    if (await staffPowers(db, s)) return true;
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
