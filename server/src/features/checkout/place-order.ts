// Placing an order (createOrder, issue 5; hardened in issue 9): checks the saved checkout, authorizes a card, creates the
// order in one transaction (create-order.ts) and sends the confirmation. Routes stay thin: checkout/routes.ts calls placeOrder.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_MSG } from '@parts/common/cart';
import { cardFieldsInput } from '@parts/common/checkout';
import { emailOutbox, orders } from '#src/db/schema/index';
import type { Db } from '#src/db/client';
import { refuse } from '#src/http/errors';
import { staffPowers } from '#src/http/guards';
import type { Deps } from '#src/http/types';
import { assertStorable } from '#src/features/cart/limits';
import { findCart, priceCart, touchCart, tracking, type CartRow } from '#src/features/cart/cart';
import { loadSettings } from '#src/features/settings/queries';
import { deliverMail, queueMail } from '#src/features/mail/mailer';
import { createOrder, type CreateOrderResult } from './create-order';
import { markProviderPaymentVoid } from '#src/features/order-status/transactions';
import { cancelSavedOrder } from './order-holds';
import { orderInfo } from './order-info';
import { withAuthorizationClaim } from './in-flight';
import { CheckoutRefused, contentsHash } from './order-checks';
import { paymentProvider } from './payment';
import { checkCheckout } from './checkout-form';
import { recordCustomerIp, refuseBannedIp } from '#src/features/account/ip';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function confirmationText(info: NonNullable<Awaited<ReturnType<typeof orderInfo>>>['wire'], storeName: string) {
  const lines = [
    `Thank you for your order, ${info.firstname}.`,
    '',
    `Order number: ${info.order_id}`,
    `Date: ${info.date_added.slice(0, 10)}`,
    info.pickup_location
      ? `Store pickup: ${info.pickup_location.name}, ${info.pickup_location.address}`
      : info.shipping_address
        ? `Delivery to: ${Object.values(info.shipping_address).filter(Boolean).join(', ')}`
        : '',
    `Payment: ${info.payment_method === 'card' ? 'Card' : 'Pay at pickup'}`,
    '',
    ...info.products.map(
      (p) =>
        `${p.quantity} x ${p.name} (${p.aaia} ${p.mpn})${p.options.length ? ` [${p.options.map((o) => `${o.name}: ${o.value}`).join('; ')}]` : ''}  ${p.total_text}`,
    ),
    '',
    ...info.totals.map((t) => `${t.title}: ${t.text}`),
    '',
    `${storeName}`,
  ];
  return lines.filter((l, i) => l !== '' || lines[i - 1] !== '').join('\n');
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The provider's key: the checkout's key and the card, so another card after a decline is a new attempt. */
const providerKey = (key: string, card: { number: string; expiry: string }) =>
  `${key}:${createHash('sha256')
    .update(`${card.number.replace(/[\s-]/g, '')}|${card.expiry.trim()}`)
    .digest('base64url')
    .slice(0, 16)}`;

/**
 * createOrder (decision 0012, hardened by 0013). The client's idempotency key (one per checkout page view) is scoped by
 * cart and bound to the contents it was first used for; without one the server makes a fresh key, so the order is
 * placed (or refused with a reason), never answered with an older order. A card is authorized for exactly this
 * pricing (amount and contents hash), voided if the order is refused, captured after the order commits.
 */
export async function placeOrder(
  { db, config }: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  body: Record<string, unknown>,
) {
  const provider = paymentProvider(db);
  await refuseBannedIp(db, req.ip);
  const session = await req.session.get();
  const found: CartRow | null = await findCart(db, session);
  if (!found) return refuse(reply, 400, CART_MSG.emptyCart);
  const cart: CartRow = found;
  // The key's form is checked by the route's schema (createOrderInput).
  const clientKey = str(body.idempotency_key);
  const key = `${cart.cartId}:${clientKey || `auto-${randomUUID()}`}`;

  const answer = async (orderId: number) => {
    const known = (session.orderIds as number[] | undefined) ?? [];
    if (!known.includes(orderId)) await req.session.update({ orderIds: [...known.slice(-19), orderId] });
    if (session.customerId) await recordCustomerIp(db, session.customerId, req.ip);
    return {
      order_id: orderId,
      success: `Your order #${orderId} has been placed.`,
      redirect: `/checkout/success?order_id=${orderId}`,
      marketing_tracking: null as ReturnType<typeof tracking> | null,
    };
  };
  const [already] = await db
    .select({ orderId: orders.orderId, contentsHash: orders.contentsHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  if (already) {
    // A double click whose twin committed finds the cart emptied: the twin's order is the answer. A key that comes
    // back with something else in the cart is a stale page, not a repeat: refused, so nothing is taken for placed.
    const now = await priceCart(db, cart, session);
    if (now.lines.length === 0 || contentsHash(now) === already.contentsHash) return answer(already.orderId);
    return refuse(reply, 409, CART_MSG.keyReused);
  }

  const settings = await loadSettings(db);
  // Staff powers come from the one check (an enabled account, the register unlocked), never the session's id alone.
  const staff = await staffPowers(db, session);
  if (!session.customerId && !staff && !settings.guest_checkout) return refuse(reply, 403, CART_MSG.guestCheckoutOff);
  // An empty cart is said first: a second tab whose twin placed the order (and cleared the guest's details) learns that.
  const priced = await priceCart(db, cart, session);
  if (priced.lines.length === 0) return refuse(reply, 400, CART_MSG.emptyCart);
  const { data, errors } = await checkCheckout(db, cart.checkout);
  const first = Object.values(errors)[0];
  if (first) return refuse(reply, 400, first, errors);
  assertStorable(priced);
  if (cart.couponCode && !priced.coupon) return dropCoupon(db, reply, cart.cartId);
  const hash = contentsHash(priced);

  let card: { number: string; expiry: string; cvc: string } | undefined;
  if (data.payment_method === 'card' && priced.totals.totalCents > 0) {
    card = { number: str(body.card_number), expiry: str(body.card_expiry), cvc: str(body.card_cvc) };
    if (!card.number || !card.expiry || !card.cvc) return refuse(reply, 400, CART_MSG.cardRequired);
    // The number, expiry and CVC rules the page checks, checked again before the provider is ever called.
    const checked = cardFieldsInput.safeParse({
      card_number: card.number,
      card_expiry: card.expiry,
      card_cvc: card.cvc,
    });
    if (!checked.success) {
      const errors = Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
      return refuse(reply, 400, Object.values(errors)[0]!, errors);
    }
  }
  // From before the card is authorized until it is captured or voided, this request holds the claim on the
  // authorization's key: the recovery job leaves it alone while the claim is held and settles it at once after a crash.
  if (!card) return finish(undefined);
  const cardKey = providerKey(key, card);
  return withAuthorizationClaim(db, cardKey, () => finish(card, cardKey));

  async function finish(card: { number: string; expiry: string; cvc: string } | undefined, cardKey = '') {
    let payment: { reference: string; reused: boolean } | undefined;
    if (card) {
      const auth = await provider.authorize({
        amountCents: priced.totals.totalCents,
        card,
        idempotencyKey: cardKey,
        requestHash: hash,
      });
      if (!auth.approved)
        return refuse(
          reply,
          auth.refused ? 409 : 402,
          auth.refused === 'mismatch'
            ? CART_MSG.keyReused
            : auth.refused === 'voided'
              ? CART_MSG.paymentVoided
              : CART_MSG.cardDeclined,
        );
      payment = auth;
    }

    let emailId: number | undefined;
    let result: CreateOrderResult;
    try {
      result = await createOrder(db, {
        cart,
        session,
        checkout: data,
        idempotencyKey: key,
        contentsHash: hash,
        source: session.inKiosk ? 'kiosk' : staff ? 'pos' : 'web',
        staffUserId: staff?.userId,
        paymentReference: payment?.reference,
        cardLast4: payment && card ? card.number.replace(/[\s-]/g, '').slice(-4) : undefined,
        onPlaced: async (tx, orderId) => {
          emailId = await queueConfirmation(tx, orderId, settings.store_name);
        },
      });
    } catch (err) {
      // A replayed authorization belongs to the twin request that made it; only our own is ours to void.
      if (payment && !payment.reused) await provider.void(payment.reference);
      if (err instanceof CheckoutRefused && err.message === CART_MSG.couponInvalid)
        return dropCoupon(db, reply, cart.cartId);
      throw err;
    }
    if (result.created) {
      if (payment && !(await provider.capture(payment.reference, result.orderId))) {
        // The authorization was voided meanwhile (its first request failed): the order is not paid, so it is undone.
        await cancelSavedOrder(db, result.orderId, 'Card authorization was canceled');
        await markProviderPaymentVoid(db, result.orderId, payment.reference);
        if (emailId !== undefined)
          await db
            .update(emailOutbox)
            .set({ status: 'failed', error: 'Not sent: the order was canceled before it was paid.' })
            .where(eq(emailOutbox.emailId, emailId));
        return refuse(reply, 409, CART_MSG.paymentVoided);
      }
      if (emailId !== undefined) await deliverMail(db, config, emailId);
    }
    const out = await answer(result.orderId);
    out.marketing_tracking = tracking(
      'purchase',
      priced.lines.map((l) => ({
        id: l.item.productId,
        name: l.name,
        brand: l.product?.brand ?? '',
        unitCents: l.unitCents,
        quantity: l.quantity,
      })),
      { transaction_id: String(result.orderId), value: priced.totals.totalCents / 100 },
    );
    return out;
  }
}

/**
 * A coupon in the cart that no longer applies (a use limit reached, expired) is taken off and the shopper told, so the
 * order is never placed for another total than the one they saw without a word. The next confirm goes ahead without it.
 */
async function dropCoupon(db: Db, reply: FastifyReply, cartId: number) {
  await touchCart(db, cartId, { couponCode: null });
  return refuse(reply, 409, CART_MSG.couponInvalid);
}

/** The order confirmation, written to the outbox inside the order's transaction (sent after the commit). */
async function queueConfirmation(tx: Db, orderId: number, storeName: string): Promise<number | undefined> {
  const info = await orderInfo(tx, orderId);
  if (!info || !info.wire.email) return undefined;
  const text = confirmationText(info.wire, storeName);
  return queueMail(tx, {
    kind: 'order_confirmation',
    to: info.wire.email,
    subject: `${storeName} - Order ${orderId}`,
    text,
    html: `<pre style="font-family:system-ui,sans-serif">${esc(text)}</pre>`,
    customerId: info.row.customerId ?? undefined,
    orderId,
  });
}
