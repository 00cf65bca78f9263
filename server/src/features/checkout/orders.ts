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
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { badRequest } from '#src/http/errors';
import { canChangeStatus, changeOrderStatus, orderStatuses, recordNewOrderStatus } from '#src/features/orders/lifecycle';
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

const POS_ORDER_NOT_EDITABLE = POS_CART_MSG.orderNotEditable;

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
    laborId: l.item.laborId,
    laborMinutes: l.laborMinutes || null,
    priceOriginalCents: l.item.priceOriginalCents,
    priceChangedBy: l.item.priceChangedBy,
    poNumber: l.item.poNumber,
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
    await recordNewOrderStatus(tx, orderId, input.status ?? (input.paymentReference ? 'processing' : 'pending'), { comment: input.source === 'web' ? 'Order placed online' : `Order placed (${input.source})`, notify: true, userId: input.staffUserId ?? null });
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

/**
 * Whether the cart may still change an order and save it as `to`: its status allows continue (order_statuses.actions)
 * and the transition table allows `to` (or it is `to` already). Paid, voided and cancelled orders are never overwritten.
 */
async function counterMayEdit(tx: Db, from: string, to: string): Promise<boolean> {
  const row = (await orderStatuses(tx)).find((s) => s.status === from);
  if (!row || !row.actions.includes('continue')) return false;
  return from === to || canChangeStatus(tx, from, to);
}

export interface SaveCounterOrder {
  cart: CartRow;
  session: SessionData;
  staffUserId: number;
  status: 'saved' | 'quote';
  /** saveOrderAndCheckout's order_id: the order the cart is editing (the cart's own order_id when absent). */
  orderId?: number;
  /** The screen's key for this save: a repeated request (double click) answers the order the first one made. */
  key?: string;
  vehicleLabel?: string | null;
  /** Save for later and quote clear the counter cart for the next customer; check out keeps it tied to the order. */
  clearCart: boolean;
}

/**
 * A staff save (decision 0019): the counter cart becomes an order, or updates the order it is editing, in one
 * transaction with the cart row locked, so a double click or two tabs make one order. An order that can no longer
 * change (paid, voided) is never overwritten: a cart still tied to one starts a new order; an order_id asked for by
 * the request that cannot change is refused.
 */
export async function saveCounterOrder(db: Db, input: SaveCounterOrder): Promise<{ orderId: number; created: boolean }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const idemKey = input.key ? `pos-save:${input.key}` : null;
    const [locked] = await tx.select().from(carts).where(eq(carts.cartId, input.cart.cartId)).for('update');
    let keyFree = idemKey !== null;
    if (idemKey) {
      const [done] = await tx.select({ orderId: orders.orderId }).from(orders).where(eq(orders.idempotencyKey, idemKey));
      if (done) {
        keyFree = false;
        const [n] = locked ? await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.cartId, locked.cartId)) : [];
        // The first request with this key cleared the cart (save for later, quote): this is its repeat.
        if (!n || n.n === 0) return { orderId: done.orderId, created: false };
      }
    }
    if (!locked) throw badRequest(CART_MSG.emptyCart);
    const priced = await priceCart(tx, locked, input.session);
    if (priced.lines.length === 0) throw badRequest(CART_MSG.emptyCart);
    const c = priced.customer;
    const base = { ...orderValues(priced), source: 'pos' as const, staffUserId: input.staffUserId, firstname: c?.firstname ?? '', lastname: c?.lastname ?? '', email: c?.email ?? '', telephone: c?.telephone ?? '', vehicleLabel: input.vehicleLabel ?? null };

    const historyComment = input.status === 'quote' ? 'Quoted at the counter' : 'Saved at the counter';
    let target: number | null = null;
    const asked = input.orderId ?? null;
    const candidate = asked ?? locked.orderId;
    if (candidate !== null) {
      const [current] = await tx.select({ status: orders.status, source: orders.source }).from(orders).where(eq(orders.orderId, candidate)).for('update');
      const editable = !!current && (await counterMayEdit(tx, current.status, input.status));
      if (editable) target = candidate;
      else if (asked !== null) throw new CheckoutRefused(POS_ORDER_NOT_EDITABLE);
    }
    let created = false;
    if (target !== null) {
      const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.orderId, target));
      if (before?.status !== input.status) await changeOrderStatus(tx, target, input.status, { comment: historyComment, userId: input.staffUserId });
      await tx.update(orders).set({ ...base, updatedAt: new Date() }).where(eq(orders.orderId, target));
      await tx.delete(orderProducts).where(eq(orderProducts.orderId, target));
    } else {
      const [row] = await tx.insert(orders).values({ ...base, status: input.status, idempotencyKey: keyFree ? idemKey : null }).returning({ orderId: orders.orderId });
      target = row!.orderId;
      created = true;
      await recordNewOrderStatus(tx, target, input.status, { comment: historyComment, userId: input.staffUserId });
    }
    await tx.insert(orderProducts).values(productValues(priced, target, new Map()));
    if (input.clearCart) {
      await tx.delete(cartItems).where(eq(cartItems.cartId, locked.cartId));
      await tx.update(carts).set({ orderId: null, couponCode: null, voucherCodes: [], customerId: null, vehicleId: null, storeCreditCents: 0, checkout: {}, updatedAt: new Date() }).where(eq(carts.cartId, locked.cartId));
    } else {
      await tx.update(carts).set({ orderId: target, updatedAt: new Date() }).where(eq(carts.cartId, locked.cartId));
    }
    return { orderId: target, created };
  });
}

/** Cancels a saved or placed order (when the status table allows it; otherwise nothing happens): stock and gift voucher balances come back; the history records it. */
export async function cancelSavedOrder(db: Db, orderId: number, comment: string): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [o] = await tx.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
    if (!o || !(await canChangeStatus(tx, o.status, 'cancelled'))) return;
    await releaseOrderHolds(tx, orderId);
    await changeOrderStatus(tx, orderId, 'cancelled', { comment });
  });
}

/**
 * Gives back what an order holds (cancel, void): the stock its lines took, its gift voucher spending and its coupon use.
 * Call it inside the transaction that changes the status, with the order row locked.
 */
export async function releaseOrderHolds(tx: Db, orderId: number): Promise<void> {
  const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, orderId));
  for (const l of lines) {
    if (!l.productId) continue;
    for (const r of l.reserved) await tx.execute(sql`update inventory set quantity = quantity + ${r.quantity} where product_id = ${l.productId} and location_id = ${r.location_id}`);
  }
  await tx.update(orderProducts).set({ reserved: [] }).where(eq(orderProducts.orderId, orderId));
  for (const u of await tx.select().from(voucherUses).where(eq(voucherUses.orderId, orderId))) {
    await tx.update(giftVouchers).set({ balanceCents: sql`${giftVouchers.balanceCents} + ${u.amountCents}` }).where(eq(giftVouchers.voucherId, u.voucherId));
  }
  await tx.delete(voucherUses).where(eq(voucherUses.orderId, orderId));
  await releaseCoupon(tx, orderId);
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

