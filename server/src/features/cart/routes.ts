// The /checkout/cart/ calls (spec 000 s7, spec 001 s7; contract 1). Staff-only calls answer 403 to everyone else.
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG } from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { QUANTITY_MAX } from '@parts/common/constants';
import { MSG } from '@parts/common/messages';
import { formatCents } from '@parts/common/money';
import { cartItems, carts, customers, giftVouchers, taxClasses } from '#src/db/schema/index';
import { refuse } from '#src/http/errors';
import { requireStaff } from '#src/http/guards';
import type { App, Deps } from '#src/http/types';
import { cartToWire, checkQuantity, couponUserFor, ensureCart, withLockedCart, findCart, findCoupon, findVoucher, priceCart, productFacts, touchCart, tracking, type CartRow } from './cart';
import { assertStorable } from './limits';
import { checkOptions } from './options';
import { cancelSavedOrder, saveCartAsOrder } from '#src/features/checkout/orders';
import { removeOrderCredit } from '#src/features/payments/checkout';


export async function cartRoutes(app: App, { db, config }: Deps) {
  const view = async (req: FastifyRequest, cart: CartRow) => cartToWire(await priceCart(db, cart, await req.session.get()));

  const findItem = async (cart: CartRow, key: string) => {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [item] = await db.select().from(cartItems).where(and(eq(cartItems.cartItemId, Number(key)), eq(cartItems.cartId, cart.cartId)));
    return item ?? null;
  };

  /** Add (contract 1) and the store locator's add share the rules: the product, the quantity, the options. */
  const add = async (req: FastifyRequest, reply: FastifyReply, body: z.output<typeof input.cartAddInput>, withOptions: boolean) => {
    const productId = body.product_id;
    const facts = (await productFacts(db, [productId])).get(productId);
    if (!facts || !facts.status) return refuse(reply, 404, CART_MSG.notFound);
    const q = body.quantity === undefined ? { quantity: Math.max(1, facts.minimum) } : checkQuantity(body.quantity, facts.minimum);
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
      const lines = await tx.select().from(cartItems).where(and(eq(cartItems.cartId, cart.cartId), eq(cartItems.productId, productId)));
      const same = lines.find((l) => JSON.stringify(l.options) === JSON.stringify(check.stored) && l.applyLabor === applyLabor && l.priceOverrideCents === null);
      if (same) {
        if (same.quantity + quantity > QUANTITY_MAX) return false;
        await tx.update(cartItems).set({ quantity: sql`${cartItems.quantity} + ${quantity}` }).where(eq(cartItems.cartItemId, same.cartItemId));
      } else {
        await tx.insert(cartItems).values({ cartId: cart.cartId, productId, quantity, options: check.stored, applyLabor });
      }
      await touchCart(tx, cart.cartId);
      return true;
    });
    if (!added) return refuse(reply, 400, MSG.maximumQuantity(QUANTITY_MAX), { quantity: MSG.maximumQuantity(QUANTITY_MAX) });
    const priced = await priceCart(db, cart, await req.session.get());
    const line = priced.lines.find((l) => l.item.productId === productId && JSON.stringify(l.item.options) === JSON.stringify(check.stored));
    return {
      success: CART_MSG.added(facts.name),
      total_items: priced.lines.reduce((n, l) => n + l.quantity, 0),
      marketing_tracking: tracking('add_to_cart', [{ id: productId, name: facts.name, brand: facts.brand, unitCents: line?.unitCents ?? 0, quantity }]),
    };
  };

  app.post('/checkout/cart/add', { schema: { tags: ['cart'], summary: 'Adds a part with quantity, options and labor (contract 1)', body: input.cartAddInput } }, (req, reply) => add(req, reply, req.body, true));
  app.post('/checkout/cart/storeLocatorAddProduct', { schema: { tags: ['cart'], summary: 'Adds a part from the store locator (product_id, quantity)', body: input.storeLocatorAddInput } }, (req, reply) => add(req, reply, { ...req.body, apply_labor: false }, false));

  app.get('/checkout/cart/getData', { schema: { tags: ['cart'], summary: 'The cart: products, vouchers, totals, customer' } }, async (req) => {
    const session = await req.session.get();
    const cart = await findCart(db, session);
    if (!cart) {
      return { products: [], vouchers: [], coupon: null, totals: [], total_items: 0, total: '0.00', total_text: formatCents(0), total_cents: 0, customer: null, order_id: null, stock_warning: null, checkout: {} };
    }
    return view(req, cart);
  });

  app.put('/checkout/cart/edit', { schema: { tags: ['cart'], summary: 'Changes a line quantity (key, quantity)', body: input.cartEditInput } }, async (req, reply) => {
    const cart = await findCart(db, await req.session.get());
    const item = cart ? await findItem(cart, req.body.key) : null;
    if (!cart || !item) return refuse(reply, 404, CART_MSG.itemNotFound);
    const minimum = item.productId ? ((await productFacts(db, [item.productId])).get(item.productId)?.minimum ?? 1) : 1;
    const q = checkQuantity(req.body.quantity, minimum);
    if ('error' in q) return refuse(reply, 400, q.error, { quantity: q.error });
    await db.update(cartItems).set({ quantity: q.quantity }).where(eq(cartItems.cartItemId, item.cartItemId));
    await touchCart(db, cart.cartId);
    const data = await view(req, cart);
    return { success: CART_MSG.updated, total_items: data.total_items, cart: data };
  });

  app.post('/checkout/cart/remove', { schema: { tags: ['cart'], summary: 'Removes a line (key)', body: input.cartRemoveInput } }, async (req, reply) => {
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
      marketing_tracking: tracking('remove_from_cart', line ? [{ id: item.productId, name: line.name, brand: line.product?.brand ?? '', unitCents: line.unitCents, quantity: line.quantity }] : []),
      cart: data,
    };
  });

  app.post('/checkout/cart/applyCode', { schema: { tags: ['cart'], summary: 'Applies a coupon or gift voucher code', body: input.applyCodeInput } }, async (req, reply) => {
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
      const codes = [...new Set([...(cart.voucherCodes ?? []), voucher.code])];
      await touchCart(db, cart.cartId, { voucherCodes: codes });
      return { success: CART_MSG.voucherApplied, cart: await view(req, { ...cart, voucherCodes: codes }) };
    }
    // A gift voucher that exists but is spent (or switched off) gets the voucher's message, not the coupon's.
    const [spent] = await db.select({ id: giftVouchers.voucherId }).from(giftVouchers).where(sql`upper(${giftVouchers.code}) = upper(${code})`);
    const msg = spent ? CART_MSG.voucherInvalid : CART_MSG.couponInvalid;
    return refuse(reply, 400, msg, { code: msg });
  });

  const removeCode = async (req: FastifyRequest, reply: FastifyReply, type: string, code: string) => {
    const cart = await findCart(db, await req.session.get());
    if (!cart) return refuse(reply, 400, CART_MSG.codeNotApplied);
    if (type === 'coupon' && cart.couponCode && (!code || cart.couponCode.toUpperCase() === code.toUpperCase())) {
      await touchCart(db, cart.cartId, { couponCode: null });
      return { success: CART_MSG.codeRemoved, cart: await view(req, { ...cart, couponCode: null }) };
    }
    if (type === 'voucher' && (cart.voucherCodes ?? []).some((c) => c.toUpperCase() === code.toUpperCase())) {
      const codes = cart.voucherCodes.filter((c) => c.toUpperCase() !== code.toUpperCase());
      await touchCart(db, cart.cartId, { voucherCodes: codes });
      return { success: CART_MSG.codeRemoved, cart: await view(req, { ...cart, voucherCodes: codes }) };
    }
    return refuse(reply, 400, CART_MSG.codeNotApplied);
  };
  app.post('/checkout/cart/removeCode', { schema: { tags: ['cart'], summary: 'Removes a coupon or voucher (type, code)', body: input.removeCodeInput } }, (req, reply) => removeCode(req, reply, req.body.type, req.body.code));
  // Spec 000 s7: GET checkout/{code}/remove, then the page reloads.
  app.get('/checkout/coupon/remove', { schema: { tags: ['cart'], querystring: z.object({ code: z.string().max(64).optional() }) } }, (req, reply) => removeCode(req, reply, 'coupon', req.query.code ?? ''));
  app.get('/checkout/voucher/remove', { schema: { tags: ['cart'], querystring: z.object({ code: z.string().max(64).default('') }) } }, (req, reply) => removeCode(req, reply, 'voucher', req.query.code));

  app.get('/checkout/cart/logoutCustomer', { schema: { tags: ['cart'], summary: 'Logs the customer out and goes home' } }, async (req, reply) => {
    await req.session.update({ customerId: undefined });
    return reply.redirect('/');
  });

  // ---- Staff-only calls (spec 001 s7): the same cart model; POS screens come later. ----

  app.post('/checkout/cart/setCustomer', { schema: { tags: ['cart', 'staff'], summary: 'Attaches a customer to the counter cart (customer_id)', body: input.setCustomerInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const id = req.body.customer_id;
    const [c] = await db.select().from(customers).where(eq(customers.customerId, id));
    if (!c) return refuse(reply, 404, CART_MSG.customerNotFound, { customer_id: CART_MSG.customerNotFound });
    const cart = await ensureCart(db, req);
    await touchCart(db, cart.cartId, { customerId: id });
    return { success: CART_MSG.customerSet, cart: await view(req, { ...cart, customerId: id }) };
  });

  app.get('/checkout/cart/removeCustomer', { schema: { tags: ['cart', 'staff'], summary: 'Detaches the customer from the counter cart' } }, async (req) => {
    await requireStaff(db, req);
    const cart = await ensureCart(db, req);
    await touchCart(db, cart.cartId, { customerId: null });
    return { success: CART_MSG.customerRemoved, cart: await view(req, { ...cart, customerId: null }) };
  });

  app.post('/checkout/cart/getCustomer', { schema: { tags: ['cart', 'staff'], summary: 'Finds customers by name, email or phone (customerData)', body: input.getCustomerInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const raw = req.body.customerData;
    const text = (typeof raw === 'object' ? (raw.search ?? raw.email ?? '') : raw).trim();
    if (text.length < 2) return refuse(reply, 400, MSG.minChars(2), { customerData: MSG.minChars(2) });
    const like = `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
    const digits = text.replace(/\D/g, '');
    const rows = await db
      .select({ customer_id: customers.customerId, firstname: customers.firstname, lastname: customers.lastname, email: customers.email, telephone: customers.telephone, customer_group_id: customers.customerGroupId, tax_exempt: customers.taxExempt })
      .from(customers)
      .where(or(ilike(customers.email, like), ilike(sql`${customers.firstname} || ' ' || ${customers.lastname}`, like), digits.length >= 4 ? ilike(customers.telephone, `%${digits}%`) : sql`false`))
      .limit(20);
    return { success: rows.length ? `${rows.length} found` : MSG.noResults, customers: rows };
  });

  app.post('/checkout/cart/addCustomProduct', { schema: { tags: ['cart', 'staff'], summary: 'Adds a custom product (name, price, quantity, tax_class_id)', body: input.customProductInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const { name, price, quantity } = req.body;
    const taxClassId = req.body.tax_class_id ?? null;
    if (taxClassId !== null) {
      const [tc] = await db.select().from(taxClasses).where(eq(taxClasses.taxClassId, taxClassId));
      const msg = 'Choose a tax class, or leave it blank to exclude tax.';
      if (!tc) return refuse(reply, 400, msg, { tax_class_id: msg });
    }
    const cart = await ensureCart(db, req);
    await db.insert(cartItems).values({ cartId: cart.cartId, productId: null, customName: name, priceOverrideCents: price, quantity, customTaxClassId: taxClassId });
    await touchCart(db, cart.cartId);
    const data = await view(req, cart);
    return { success: CART_MSG.customAdded(name), total_items: data.total_items, cart: data };
  });

  app.post('/checkout/cart/updatePrice', { schema: { tags: ['cart', 'staff'], summary: 'Sets a line unit price (key, newPrice)', body: input.updatePriceInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const cart = await findCart(db, await req.session.get());
    const item = cart ? await findItem(cart, req.body.key) : null;
    const cents = req.body.newPrice;
    if (!cart || !item) return refuse(reply, 400, CART_MSG.priceNotUpdated);
    await db.update(cartItems).set({ priceOverrideCents: cents }).where(eq(cartItems.cartItemId, item.cartItemId));
    await touchCart(db, cart.cartId);
    return { success: CART_MSG.priceUpdated, cart: await view(req, cart) };
  });

  app.post('/checkout/cart/applyLabor', { schema: { tags: ['cart', 'staff'], summary: 'Turns a line labor on or off (applyLabor, productLaborKey)', body: input.applyLaborInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const cart = await findCart(db, await req.session.get());
    const item = cart ? await findItem(cart, req.body.productLaborKey) : null;
    if (!cart || !item || !item.productId) return refuse(reply, 400, CART_MSG.laborNotUpdated);
    const on = req.body.applyLabor;
    const facts = (await productFacts(db, [item.productId])).get(item.productId);
    if (on && !facts?.laborMinutes && !item.laborMinutes) return refuse(reply, 400, CART_MSG.noLabor);
    await db.update(cartItems).set({ applyLabor: on }).where(eq(cartItems.cartItemId, item.cartItemId));
    await touchCart(db, cart.cartId);
    return { success: CART_MSG.laborApplied, cart: await view(req, cart) };
  });

  app.post('/checkout/cart/updateLabor', { schema: { tags: ['cart', 'staff'], summary: 'Changes a line labor time (laborTime, minutes) and rate (amount per hour)', body: input.updateLaborInput } }, async (req, reply) => {
    await requireStaff(db, req);
    const cart = await findCart(db, await req.session.get());
    const item = cart ? await findItem(cart, (req.body.key ?? req.body.productLaborKey)!) : null;
    const minutes = req.body.laborTime;
    const rate = req.body.amount ?? null;
    if (!cart || !item || !item.productId) return refuse(reply, 400, CART_MSG.laborNotUpdated);
    await db.update(cartItems).set({ laborMinutes: minutes, applyLabor: true, ...(rate !== null ? { laborRateCents: rate } : {}) }).where(eq(cartItems.cartItemId, item.cartItemId));
    await touchCart(db, cart.cartId);
    return { success: CART_MSG.laborUpdated, cart: await view(req, cart) };
  });

  app.post('/checkout/cart/setPaymentData', { schema: { tags: ['cart', 'staff'], summary: 'Chooses the payment item for the counter checkout (itemId)', body: input.setPaymentDataInput } }, async (req) => {
    await requireStaff(db, req);
    const itemId = req.body.itemId;
    const cart = await ensureCart(db, req);
    const checkout = { ...cart.checkout, payment_item_id: itemId };
    await touchCart(db, cart.cartId, { checkout });
    return { success: CART_MSG.checkoutSaved };
  });

  app.get('/checkout/cart/removeCredit', { schema: { tags: ['cart', 'staff'], summary: 'Takes store credit off the counter cart and voids store-credit payments on its order (back to the ledger)' } }, async (req) => {
    await requireStaff(db, req);
    const cart = await ensureCart(db, req);
    await touchCart(db, cart.cartId, { storeCreditCents: 0 });
    const reversed = cart.orderId ? await removeOrderCredit(db, cart.orderId) : { voided: 0, errors: [] };
    return { success: CART_MSG.creditRemoved, reversed: reversed.voided, cart: await view(req, { ...cart, storeCreditCents: 0 }) };
  });

  const save = async (req: FastifyRequest, reply: FastifyReply) => {
    const staff = await requireStaff(db, req);
    const session = await req.session.get();
    const cart = await findCart(db, session);
    if (!cart) return { error: CART_MSG.emptyCart, reply: refuse(reply, 400, CART_MSG.emptyCart) };
    const priced = await priceCart(db, cart, session);
    if (priced.lines.length === 0) return { error: CART_MSG.emptyCart, reply: refuse(reply, 400, CART_MSG.emptyCart) };
    assertStorable(priced);
    const orderId = await saveCartAsOrder(db, priced, staff.userId);
    await touchCart(db, cart.cartId, { orderId });
    return { orderId };
  };
  app.get('/checkout/cart/saveOrder', { schema: { tags: ['cart', 'staff'], summary: 'Saves the counter cart as an order (status saved)' } }, async (req, reply) => {
    const r = await save(req, reply);
    if ('reply' in r) return r.reply;
    return { success: CART_MSG.orderSaved(r.orderId), order_id: r.orderId };
  });
  app.get('/checkout/cart/saveOrderAndCheckout', { schema: { tags: ['cart', 'staff'], summary: 'Saves the counter cart and answers the order for the POS checkout' } }, async (req, reply) => {
    const r = await save(req, reply);
    if ('reply' in r) return r.reply;
    return { success: CART_MSG.orderSaved(r.orderId), order_id: r.orderId, redirect: `/pos/checkout?order_id=${r.orderId}` };
  });

  const clear = async (cartId: number) => {
    await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await db.update(carts).set({ orderId: null, couponCode: null, voucherCodes: [], customerId: null, storeCreditCents: 0, checkout: {}, updatedAt: new Date() }).where(eq(carts.cartId, cartId));
  };
  app.get('/checkout/cart/abandonOrder', { schema: { tags: ['cart', 'staff'], summary: 'Clears the counter cart; a saved order is kept' } }, async (req) => {
    await requireStaff(db, req);
    const cart = await findCart(db, await req.session.get());
    if (cart) await clear(cart.cartId);
    return { success: CART_MSG.orderAbandoned, total_items: 0 };
  });
  app.get('/checkout/cart/cancelOrder', { schema: { tags: ['cart', 'staff'], summary: 'Cancels the saved order the counter cart holds and clears the cart' } }, async (req, reply) => {
    const staff = await requireStaff(db, req);
    const cart = await findCart(db, await req.session.get());
    if (!cart?.orderId) return refuse(reply, 400, CART_MSG.noSavedOrder);
    await cancelSavedOrder(db, cart.orderId, `Canceled by ${staff.username}`);
    await clear(cart.cartId);
    return { success: CART_MSG.orderCanceled(cart.orderId), total_items: 0 };
  });

  void config;
}
