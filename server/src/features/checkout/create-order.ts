// Orders (issue 5): createOrder turns the cart into an order and reserves stock in ONE transaction, so two shoppers
// cannot both buy the last unit (row locks on PostgreSQL; PGlite runs one transaction at a time), and a confirm sent
// How a placed order's holds (stock, vouchers) are given back is in order-holds.ts; the counter save in counter-order.ts.
import { and, eq, sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { cartItems, carts, giftVouchers, orderProducts, orders, voucherUses } from '#src/db/schema/index';
import { priceCart, type CartRow, type PricedCart } from '#src/features/cart/cart';
import type { SessionData } from '#src/http/session';
import { recordNewOrderStatus } from '#src/features/order-status/lifecycle';
import { onlineCardLabel, recordTransaction, STOREFRONT_CARD_KEY } from '#src/features/order-status/transactions';
import { CheckoutRefused, claimCoupon, contentsHash } from './order-checks';
import { orderValues, productValues } from './order-values';

export interface CheckoutData {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  shipping_method: 'pickup' | 'flat';
  pickup_location?: number;
  address?: {
    address_1: string;
    address_2?: string;
    city: string;
    postcode: string;
    zone_code: string;
    country: string;
  };
  payment_method: 'cod' | 'card';
  comment?: string;
}

/** What a guest's finished checkout leaves in the cart: choices about the store, none about the person. */
const GUEST_KEPT = new Set(['shipping_method', 'pickup_location', 'payment_method']);
/**
 * Takes `quantity` of a product from stock, the pickup store first, then the other locations. Locks the rows
 * (select … for update) so a concurrent checkout waits and then sees what is left.
 */
async function reserve(
  tx: Db,
  productId: number,
  quantity: number,
  preferLocation: number | null,
): Promise<{ location_id: number; quantity: number }[]> {
  const rows = rowsOf<{ location_id: number; quantity: number }>(
    await tx.execute(sql`select location_id, quantity from inventory where product_id = ${productId} and quantity > 0
      order by (location_id = ${preferLocation ?? 0}) desc, location_id for update`),
  );
  let left = quantity;
  const taken: { location_id: number; quantity: number }[] = [];
  for (const r of rows) {
    if (left === 0) break;
    const take = Math.min(left, r.quantity);
    taken.push({ location_id: r.location_id, quantity: take });
    left -= take;
  }
  if (left > 0) return [];
  for (const t of taken) {
    const done = rowsOf(
      await tx.execute(
        sql`update inventory set quantity = quantity - ${t.quantity} where product_id = ${productId} and location_id = ${t.location_id} and quantity >= ${t.quantity} returning product_id`,
      ),
    );
    if (done.length === 0) return [];
  }
  return taken;
}

export interface CreateOrderInput {
  /** The cart as read before the transaction; it is locked and read again inside. */
  cart: CartRow;
  session: SessionData;
  checkout: CheckoutData;
  idempotencyKey: string;
  /** contentsHash() of the pricing the shopper confirmed (and a card was authorized for). */
  contentsHash: string;
  source: 'web' | 'pos' | 'kiosk';
  staffUserId?: number;
  paymentReference?: string;
  /** The card's last four digits (with paymentReference), for the ledger row's label. */
  cardLast4?: string;
  /** Runs last inside the transaction (the confirmation goes to the outbox here, so it commits with the order). */
  onPlaced?: (tx: Db, orderId: number) => Promise<void>;
  /** A kiosk's Submit to Buy waits for the counter as status kiosk (issue 11); otherwise pending or processing. */
  status?: 'kiosk';
}

export type CreateOrderResult =
  { orderId: number; created: false } | { orderId: number; created: true; priced: PricedCart };

/**
 * Answers the new order's id, or the existing one when the key was used already (`created` false). The cart row is
 * locked first (select … for update), so two confirms of one cart (two tabs, two keys) run one after the other: the
 * second finds the cart emptied and is refused. The cart is priced again from the locked rows and must hash as
 * confirmed, so an order never differs from what was shown and authorized.
 */
export async function createOrder(db: Db, input: CreateOrderInput): Promise<CreateOrderResult> {
  const { checkout } = input;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await tx.select().from(carts).where(eq(carts.cartId, input.cart.cartId)).for('update');
    const [existing] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(eq(orders.idempotencyKey, input.idempotencyKey));
    if (existing) return { orderId: existing.orderId, created: false as const };
    if (!locked) throw new CheckoutRefused(CART_MSG.emptyCart);
    const priced = await priceCart(tx, locked, input.session);
    if (priced.lines.length === 0) throw new CheckoutRefused(CART_MSG.cartAlreadyOrdered);
    // The coupon reached a use limit since the cart was priced (another order took the last use): say so.
    if (locked.couponCode && !priced.coupon) throw new CheckoutRefused(CART_MSG.couponInvalid);
    const hash = contentsHash(priced);
    if (hash !== input.contentsHash) throw new CheckoutRefused(CART_MSG.cartChanged);
    const [row] = await tx
      .insert(orders)
      .values({
        ...orderValues(priced),
        idempotencyKey: input.idempotencyKey,
        contentsHash: hash,
        source: input.source,
        status: input.status ?? (input.paymentReference ? 'processing' : 'pending'),
        staffUserId: input.staffUserId ?? null,
        firstname: checkout.firstname,
        lastname: checkout.lastname,
        email: checkout.email,
        telephone: checkout.telephone,
        shippingMethod: checkout.shipping_method,
        pickupLocationId: checkout.shipping_method === 'pickup' ? (checkout.pickup_location ?? null) : null,
        shippingAddress:
          checkout.shipping_method === 'flat' && checkout.address
            ? { ...checkout.address, address_2: checkout.address.address_2 ?? '' }
            : null,
        paymentMethod: checkout.payment_method,
        paymentReference: input.paymentReference ?? null,
        comment: checkout.comment ?? '',
      })
      .returning({ orderId: orders.orderId });
    const orderId = row!.orderId;
    await claimCoupon(tx, priced, orderId, { customerId: priced.customer?.customerId ?? null, email: checkout.email });

    // Stock per product over all its lines, products in id order so two checkouts lock rows in the same order.
    const need = new Map<number, number>();
    for (const l of priced.lines)
      if (l.item.productId) need.set(l.item.productId, (need.get(l.item.productId) ?? 0) + l.quantity);
    const taken = new Map<number, { location_id: number; quantity: number }[]>();
    for (const productId of [...need.keys()].sort((a, b) => a - b)) {
      const got = await reserve(
        tx,
        productId,
        need.get(productId)!,
        checkout.shipping_method === 'pickup' ? (checkout.pickup_location ?? null) : null,
      );
      if (got.length === 0)
        throw new CheckoutRefused(CART_MSG.notInStock(priced.lines.find((l) => l.item.productId === productId)!.name));
      taken.set(productId, got);
    }
    // Share each product's reservation out to its lines, for the order lines' record.
    const reserved = new Map<number, { location_id: number; quantity: number }[]>();
    for (const l of priced.lines) {
      if (!l.item.productId) continue;
      let left = l.quantity;
      const mine: { location_id: number; quantity: number }[] = [];
      for (const t of taken.get(l.item.productId)!) {
        if (left === 0) break;
        const q = Math.min(left, t.quantity);
        if (q === 0) continue;
        mine.push({ location_id: t.location_id, quantity: q });
        t.quantity -= q;
        left -= q;
      }
      reserved.set(l.item.cartItemId, mine);
    }

    for (const v of priced.totals.voucherUse) {
      if (v.cents === 0) continue;
      const voucher = priced.vouchers.find((x) => x.code === v.code)!;
      const spent = await tx
        .update(giftVouchers)
        .set({ balanceCents: sql`${giftVouchers.balanceCents} - ${v.cents}` })
        .where(and(eq(giftVouchers.voucherId, voucher.voucherId), sql`${giftVouchers.balanceCents} >= ${v.cents}`))
        .returning({ id: giftVouchers.voucherId });
      if (spent.length === 0) throw new CheckoutRefused(CART_MSG.voucherSpent);
      await tx.insert(voucherUses).values({ voucherId: voucher.voucherId, orderId, amountCents: v.cents });
    }

    if (priced.lines.length) await tx.insert(orderProducts).values(productValues(priced, orderId, reserved));
    // The card authorized for exactly this total is the order's payment: it goes in the order's one ledger with the
    // order (decision 0038), so the counter sees it paid and a void or refund reaches it through the provider.
    if (input.paymentReference && priced.totals.totalCents > 0)
      await recordTransaction(tx, {
        orderId,
        type: 'online',
        label: onlineCardLabel(input.cardLast4 ?? ''),
        amountCents: priced.totals.totalCents,
        status: 'approved',
        idempotencyKey: STOREFRONT_CARD_KEY,
        details: { card_last4: input.cardLast4 || undefined, source: 'storefront' },
        providerReference: input.paymentReference,
        createdBy: input.staffUserId ?? null,
      });
    await recordNewOrderStatus(tx, orderId, input.status ?? (input.paymentReference ? 'processing' : 'pending'), {
      comment: input.source === 'web' ? 'Order placed online' : `Order placed (${input.source})`,
      notify: true,
      userId: input.staffUserId ?? null,
    });
    await tx.execute(
      sql`update products set sales_count = sales_count + 1 where product_id in (${sql.join(
        [...need.keys(), 0].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );

    await tx.delete(cartItems).where(eq(cartItems.cartId, priced.cart.cartId));
    // A customer's details stay for their next order; a guest's name, email, phone and address go with the order, so
    // the next person on this browser (a shared computer, a kiosk) starts blank. The store and methods stay.
    const { idempotency_key: _key, ...details } = priced.cart.checkout as Record<string, unknown>;
    const keep = priced.customer
      ? details
      : Object.fromEntries(Object.entries(details).filter(([k]) => GUEST_KEPT.has(k)));
    await tx
      .update(carts)
      .set({
        couponCode: null,
        voucherCodes: [],
        orderId: null,
        storeCreditCents: 0,
        checkout: keep,
        updatedAt: new Date(),
      })
      .where(eq(carts.cartId, priced.cart.cartId));
    if (input.onPlaced) await input.onPlaced(tx, orderId);
    return { orderId, created: true as const, priced };
  });
}
