// Placing an order (createOrder, issue 5; hardened in issue 9): checks the saved checkout, authorizes a card, creates the
// order in one transaction (orders.ts) and sends the confirmation. Routes stay thin: checkout/routes.ts calls placeOrder.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_MSG } from '@parts/common/cart';
import { orders } from '#src/db/schema/index';
import type { Deps } from '#src/http/types';
import { findCart, priceCart, tracking, type CartRow } from '#src/features/cart/cart';
import { loadSettings } from '#src/features/settings/queries';
import { sendMail } from '#src/features/mail/mailer';
import { createOrder, orderInfo } from './orders';
import { paymentProvider } from './payment';
import { checkCheckout } from './routes';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const KEY = /^[A-Za-z0-9_-]{8,64}$/;

function refuse(reply: FastifyReply, status: number, message: string, errors: Record<string, string> = {}) {
  return reply.status(status).send({ error: message, error_message: message, errors });
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

export async function placeOrder({ db, config }: Deps, req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
  const provider = paymentProvider(db);
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
  if (!session.customerId && !session.staffUserId && !settings.guest_checkout) return refuse(reply, 403, CART_MSG.guestCheckoutOff);
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
    result = await createOrder(db, { priced, checkout: data, idempotencyKey: key, source: session.inKiosk ? 'kiosk' : session.staffUserId ? 'pos' : 'web', staffUserId: session.staffUserId, paymentReference: reference });
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
}
