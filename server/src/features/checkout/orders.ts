// Orders (issue 5): createOrder turns the cart into an order and reserves stock in ONE transaction, so two shoppers
// cannot both buy the last unit (row locks on PostgreSQL; PGlite runs one transaction at a time), and a confirm sent
// twice with the same idempotency key creates one order. Staff can save a counter cart as an order and cancel it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { CART_MSG } from '@parts/common/cart';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { cartItems, carts, giftVouchers, locations, orderHistory, orderProducts, orders, voucherUses } from '#src/db/schema/index';
import { priceCart, type CartRow, type PricedCart } from '#src/features/cart/cart';
import type { SessionData } from '#src/http/session';
import { CheckoutRefused, claimCoupon, contentsHash, releaseCoupon } from './order-checks';

export type OrderRow = typeof orders.$inferSelect;

export interface CheckoutData {
  firstname: string;
  lastname: string;
  email: string;
  telephone: string;
  shipping_method: 'pickup' | 'flat';
  pickup_location?: number;
  address?: { address_1: string; address_2?: string; city: string; postcode: string; zone_code: string; country: string };
  payment_method: 'cod' | 'card';
  comment?: string;
}

export { CheckoutRefused };

const orderValues = (priced: PricedCart) => ({
  customerId: priced.customer?.customerId ?? null,
  customerGroupId: priced.customerGroupId,
  couponCode: priced.totals.couponApplied ? (priced.coupon?.code ?? null) : null,
  subtotalCents: priced.totals.subtotalCents,
  discountCents: priced.totals.discountCents,
  taxCents: priced.totals.taxCents,
  shippingCents: priced.totals.shippingCents,
  laborCents: priced.totals.laborCents,
  voucherCents: priced.totals.voucherCents,
  totalCents: priced.totals.totalCents,
  taxExempt: priced.customer?.taxExempt ?? false,
  totals: priced.totals.entries.map((e) => ({ code: e.code, title: e.title, value_cents: e.valueCents })),
});

const productValues = (priced: PricedCart, orderId: number, reserved: Map<number, { location_id: number; quantity: number }[]>) =>
  priced.lines.map((l) => ({
    orderId,
    productId: l.item.productId,
    name: l.name,
    aaia: l.product?.aaia ?? '',
    mpn: l.product?.mpn ?? '',
    quantity: l.quantity,
    options: l.chosen,
    unitCents: l.unitCents,
    originalUnitCents: l.originalUnitCents,
    totalCents: l.goodsCents,
    laborCents: l.laborCents,
    taxCents: priced.totals.lineTax.get(String(l.item.cartItemId)) ?? 0,
    taxClassId: l.taxClassId,
    reserved: reserved.get(l.item.cartItemId) ?? [],
  }));


/** What a guest's finished checkout leaves in the cart: choices about the store, none about the person. */
const GUEST_KEPT = new Set(['shipping_method', 'pickup_location', 'payment_method']);
/**
 * Takes `quantity` of a product from stock, the pickup store first, then the other locations. Locks the rows
 * (select … for update) so a concurrent checkout waits and then sees what is left.
 */
async function reserve(tx: Db, productId: number, quantity: number, preferLocation: number | null): Promise<{ location_id: number; quantity: number }[]> {
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
    const done = rowsOf(await tx.execute(sql`update inventory set quantity = quantity - ${t.quantity} where product_id = ${productId} and location_id = ${t.location_id} and quantity >= ${t.quantity} returning product_id`));
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
  /** Runs last inside the transaction (the confirmation goes to the outbox here, so it commits with the order). */
  onPlaced?: (tx: Db, orderId: number) => Promise<void>;
  /** A kiosk's Submit to Buy waits for the counter as status kiosk (issue 11); otherwise pending or processing. */
  status?: 'kiosk';
}

export type CreateOrderResult = { orderId: number; created: false } | { orderId: number; created: true; priced: PricedCart };

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
    const [existing] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
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
        shippingAddress: checkout.shipping_method === 'flat' && checkout.address ? { ...checkout.address, address_2: checkout.address.address_2 ?? '' } : null,
        paymentMethod: checkout.payment_method,
        paymentReference: input.paymentReference ?? null,
        comment: checkout.comment ?? '',
      })
      .returning({ orderId: orders.orderId });
    const orderId = row!.orderId;
    await claimCoupon(tx, priced, orderId, { customerId: priced.customer?.customerId ?? null, email: checkout.email });

    // Stock per product over all its lines, products in id order so two checkouts lock rows in the same order.
    const need = new Map<number, number>();
    for (const l of priced.lines) if (l.item.productId) need.set(l.item.productId, (need.get(l.item.productId) ?? 0) + l.quantity);
    const taken = new Map<number, { location_id: number; quantity: number }[]>();
    for (const productId of [...need.keys()].sort((a, b) => a - b)) {
      const got = await reserve(tx, productId, need.get(productId)!, checkout.shipping_method === 'pickup' ? (checkout.pickup_location ?? null) : null);
      if (got.length === 0) throw new CheckoutRefused(CART_MSG.notInStock(priced.lines.find((l) => l.item.productId === productId)!.name));
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
    await tx.insert(orderHistory).values({ orderId, status: input.status ?? (input.paymentReference ? 'processing' : 'pending'), comment: input.source === 'web' ? 'Order placed online' : `Order placed (${input.source})`, notify: true });
    await tx.execute(sql`update products set sales_count = sales_count + 1 where product_id in (${sql.join([...need.keys(), 0].map((id) => sql`${id}`), sql`, `)})`);

    await tx.delete(cartItems).where(eq(cartItems.cartId, priced.cart.cartId));
    // A customer's details stay for their next order; a guest's name, email, phone and address go with the order, so
    // the next person on this browser (a shared computer, a kiosk) starts blank. The store and methods stay.
    const { idempotency_key: _key, ...details } = priced.cart.checkout as Record<string, unknown>;
    const keep = priced.customer ? details : Object.fromEntries(Object.entries(details).filter(([k]) => GUEST_KEPT.has(k)));
    await tx.update(carts).set({ couponCode: null, voucherCodes: [], orderId: null, storeCreditCents: 0, checkout: keep, updatedAt: new Date() }).where(eq(carts.cartId, priced.cart.cartId));
    if (input.onPlaced) await input.onPlaced(tx, orderId);
    return { orderId, created: true as const, priced };
  });
}

/** A staff "save": the counter cart as an order with status saved (no stock taken), updated on each save. */
export async function saveCartAsOrder(db: Db, priced: PricedCart, staffUserId: number): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const c = priced.customer;
    const base = { ...orderValues(priced), source: 'pos' as const, status: 'saved' as const, staffUserId, firstname: c?.firstname ?? '', lastname: c?.lastname ?? '', email: c?.email ?? '', telephone: c?.telephone ?? '' };
    let orderId = priced.cart.orderId;
    const [current] = orderId ? await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, orderId)) : [];
    if (orderId && current?.status === 'saved') {
      await tx.update(orders).set({ ...base, updatedAt: new Date() }).where(eq(orders.orderId, orderId));
      await tx.delete(orderProducts).where(eq(orderProducts.orderId, orderId));
    } else {
      const [row] = await tx.insert(orders).values(base).returning({ orderId: orders.orderId });
      orderId = row!.orderId;
      await tx.insert(orderHistory).values({ orderId, status: 'saved', comment: 'Saved at the counter' });
    }
    await tx.insert(orderProducts).values(productValues(priced, orderId, new Map()));
    return orderId;
  });
}

/** Cancels a saved or placed order: stock and gift voucher balances come back; the history records it. */
export async function cancelSavedOrder(db: Db, orderId: number, comment: string): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!o || o.status === 'canceled' || o.status === 'complete') return;
    const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
    for (const l of lines) {
      if (!l.productId) continue;
      for (const r of l.reserved) await tx.execute(sql`update inventory set quantity = quantity + ${r.quantity} where product_id = ${l.productId} and location_id = ${r.location_id}`);
    }
    for (const u of await tx.select().from(voucherUses).where(eq(voucherUses.orderId, orderId))) {
      await tx.update(giftVouchers).set({ balanceCents: sql`${giftVouchers.balanceCents} + ${u.amountCents}` }).where(eq(giftVouchers.voucherId, u.voucherId));
    }
    await tx.delete(voucherUses).where(eq(voucherUses.orderId, orderId));
    await releaseCoupon(tx, orderId);
    await tx.update(orders).set({ status: 'canceled', updatedAt: new Date() }).where(eq(orders.orderId, orderId));
    await tx.insert(orderHistory).values({ orderId, status: 'canceled', comment });
  });
}

/** An order with its lines, store and history, for the success page, the account and staff. */
export async function orderInfo(db: Db, orderId: number) {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) return null;
  // One after another: the confirmation reads this inside the order transaction, on one connection.
  const lines = await db.select().from(orderProducts).where(eq(orderProducts.orderId, orderId)).orderBy(asc(orderProducts.orderProductId));
  const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(asc(orderHistory.orderHistoryId));
  const [store] = o.pickupLocationId ? await db.select().from(locations).where(eq(locations.locationId, o.pickupLocationId)) : [];
  return {
    row: o,
    wire: {
      order_id: o.orderId,
      status: o.status,
      date_added: o.createdAt.toISOString(),
      firstname: o.firstname,
      lastname: o.lastname,
      email: o.email,
      telephone: o.telephone,
      shipping_method: o.shippingMethod,
      pickup_location: store ? { location_id: store.locationId, name: store.name, address: `${store.address1}, ${store.city}, ${store.zoneCode} ${store.postcode}` } : null,
      shipping_address: o.shippingAddress ?? null,
      payment_method: o.paymentMethod,
      products: lines.map((l) => ({ name: l.name, mpn: l.mpn, aaia: l.aaia, quantity: l.quantity, options: l.options.map((x) => ({ name: x.name, value: x.value })), price_text: formatCents(l.unitCents), total_text: formatCents(l.totalCents) })),
      totals: o.totals.map((t) => ({ code: t.code, title: t.title, value_cents: t.value_cents, text: formatCents(t.value_cents) })),
      history: history.map((h) => ({ status: h.status, comment: h.comment, date_added: h.createdAt.toISOString() })),
    },
  };
}

export async function ordersOfCustomer(db: Db, customerId: number) {
  const rows = rowsOf<{ order_id: number; status: string; created_at: string | Date; total_cents: number; products: number }>(
    await db.execute(sql`select o.order_id, o.status, o.created_at, o.total_cents,
      (select coalesce(sum(quantity), 0)::int from order_products op where op.order_id = o.order_id) as products
      from orders o where o.customer_id = ${customerId} and o.status <> 'saved' order by o.order_id desc limit 200`),
  );
  return rows.map((r) => ({ order_id: r.order_id, status: r.status, date_added: new Date(r.created_at).toISOString(), total: (r.total_cents / 100).toFixed(2), total_text: formatCents(r.total_cents), products: r.products }));
}

