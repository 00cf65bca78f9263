// The counter cart's staff calls (spec 001 s7 "Cart", issue 13, decision 0019): customer, vehicle, labor, custom
// products, price edits, PO numbers, scan lookup, and save / quote / check out. Every call is declared staff-only.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG, successAnswer } from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { facetEntrySchema, type FitmentPart } from '@parts/common/fitment';
import { fieldErrors, id, optionalText } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { formatCents } from '@parts/common/money';
import {
  applyPoNumberInput,
  cartVehicleAnswer,
  vehicleAddedAnswer,
  clearedCartAnswer,
  counterCustomersAnswer,
  customProductAnswer,
  posCartAnswer,
  posContextSchema,
  POS_CART_MSG,
  removeCreditAnswer,
  saveOrderAnswer,
  scanAnswer,
  scanInput,
} from '@parts/common/pos-cart';
import { optionalVin } from '@parts/common/vin';
import { cartItems, customers, customerVehicles, taxClasses } from '#src/db/schema/index';
import { savedVehiclesWire } from './saved-vehicles';
import { HttpError, refuse } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { saveCounterOrder } from '#src/features/checkout/counter-order';
import { cancelSavedOrder } from '#src/features/checkout/order-holds';
import { removeOrderCredit } from '#src/features/payments/voids';
import { findCounterCustomers } from '#src/features/customers/search';
import { partsByIds } from '#src/features/fitment/queries';
import { judgeParts, vehicleState } from '#src/features/fitment/service';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { unitPrice } from '@parts/common/pricing';
import { loadSettings } from '#src/features/settings/queries';
import {
  cartToWire,
  ensureCart,
  findCart,
  priceCart,
  productFacts,
  touchCart,
  withLockedCart,
  type CartItemRow,
  type CartRow,
} from '#src/features/cart/cart';
import { counterLocationId, laborRateOf, laborRatesFor, laborRateToWire } from '#src/features/cart/labor';
import { assertStorable } from '#src/features/cart/limits';
import { findByCode } from '#src/features/cart/scan';
import { belowCostCheck } from './below-cost';
import { auditActor, recordAudit } from '#src/features/audit/audit';
import type { Db } from '#src/db/client';
import { overrideLimitCheck } from './override-limit';
import { cartToNewSale } from '#src/features/order-status/new-sale';

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

export async function staffCartRoutes(app: App, { db }: Deps) {
  const view = async (req: FastifyRequest, cart: CartRow) =>
    cartToWire(await priceCart(db, cart, await req.session.get()));
  const findItem = async (cart: CartRow, key: string): Promise<CartItemRow | null> => {
    if (!/^\d{1,9}$/.test(key)) return null;
    const [item] = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartItemId, Number(key)), eq(cartItems.cartId, cart.cartId)));
    return item ?? null;
  };

  // ---- Customer ----

  app.post(
    '/checkout/cart/setCustomer',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Attaches a customer to the counter cart (customer_id)',
        body: input.setCustomerInput,
      },
    },
    async (req, reply) => {
      const id = req.body.customer_id;
      const [c] = await db.select().from(customers).where(eq(customers.customerId, id));
      if (!c) return refuse(reply, 404, CART_MSG.customerNotFound, { customer_id: CART_MSG.customerNotFound });
      const cart = await ensureCart(db, req);
      // Another customer's saved vehicle does not follow the cart to this one.
      const patch = { customerId: id, ...(cart.customerId !== id ? { vehicleId: null } : {}) };
      await touchCart(db, cart.cartId, patch);
      return { success: POS_CART_MSG.customerAssigned, cart: await view(req, { ...cart, ...patch }) };
    },
  );

  app.get(
    '/checkout/cart/removeCustomer',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Detaches the customer (and their vehicle) from the counter cart',
      },
    },
    async (req) => {
      const cart = await ensureCart(db, req);
      await touchCart(db, cart.cartId, { customerId: null, vehicleId: null });
      return {
        success: CART_MSG.customerRemoved,
        cart: await view(req, { ...cart, customerId: null, vehicleId: null }),
      };
    },
  );

  app.post(
    '/checkout/cart/getCustomer',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: counterCustomersAnswer },
        tags: ['cart', 'staff'],
        summary: 'Finds customers by name, email or phone (customerData)',
        body: input.getCustomerInput,
      },
    },
    async (req, reply) => {
      const raw = req.body.customerData;
      const text = (typeof raw === 'object' ? (raw.search ?? raw.email ?? '') : raw).trim();
      if (text.length < 2) return refuse(reply, 400, MSG.minChars(2), { customerData: MSG.minChars(2) });
      const rows = await findCounterCustomers(db, text);
      return { success: rows.length ? `${rows.length} found` : MSG.noResults, customers: rows };
    },
  );

  // ---- Vehicle (the session vehicle is the cart's: listings and the cart lines show their fit for it) ----

  const setCartVehicle = async (
    req: FastifyRequest,
    cart: CartRow,
    row: typeof customerVehicles.$inferSelect | null,
  ) => {
    const entries = row ? z.array(facetEntrySchema).catch([]).parse(row.ymmData) : [];
    const facets = Object.fromEntries(entries.map((e) => [e.api_field, Number(e.api_value)]));
    if (row) await req.session.update({ vehicle: Object.keys(facets).length ? facets : undefined });
    await touchCart(db, cart.cartId, { vehicleId: row?.vehicleId ?? null });
  };

  app.post(
    '/pos/cart/setVehicle',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: cartVehicleAnswer },
        tags: ['cart', 'staff'],
        summary: "Chooses one of the cart customer's saved vehicles (vehicle_id)",
        body: z.object({ vehicle_id: id('vehicle_id') }),
      },
    },
    async (req, reply) => {
      const cart = await ensureCart(db, req);
      if (!cart.customerId) return refuse(reply, 400, POS_CART_MSG.customerRequired);
      const [row] = await db
        .select()
        .from(customerVehicles)
        .where(
          and(eq(customerVehicles.vehicleId, req.body.vehicle_id), eq(customerVehicles.customerId, cart.customerId)),
        );
      if (!row) return refuse(reply, 404, POS_CART_MSG.vehicleNotFound, { vehicle_id: POS_CART_MSG.vehicleNotFound });
      await setCartVehicle(req, cart, row);
      return { success: POS_CART_MSG.vehicleAdded, vehicle_id: row.vehicleId };
    },
  );

  app.get(
    '/pos/cart/removeVehicle',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: successAnswer },
        tags: ['cart', 'staff'],
        summary: 'Takes the vehicle off the counter cart and the session',
      },
    },
    async (req) => {
      const cart = await ensureCart(db, req);
      await req.session.update({ vehicle: undefined });
      await setCartVehicle(req, cart, null);
      return { success: POS_CART_MSG.vehicleRemoved };
    },
  );

  const addVehicleBody = z.object({ title: optionalText(128), vin: optionalText(17), notes: optionalText(1000) });
  app.post(
    '/pos/cart/addVehicle',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: vehicleAddedAnswer },
        tags: ['cart', 'staff'],
        summary: "Saves the chosen vehicle (year/make/model, or a VIN's) to the cart customer and the cart",
        body: addVehicleBody,
      },
    },
    async (req, reply) => {
      const cart = await ensureCart(db, req);
      if (!cart.customerId)
        return refuse(reply, 400, POS_CART_MSG.customerRequired, { customer_id: POS_CART_MSG.customerRequired });
      const vin = optionalVin(req.body.vin);
      if (!vin.ok) return refuse(reply, 400, vin.error, { vin: vin.error });
      const settings = await loadSettings(db);
      const state = await vehicleState(db, await req.session.get(), settings);
      if (!state.vehicle.hasYmm) return refuse(reply, 400, MSG.fitSelectVehicle, { vehicle: MSG.fitSelectVehicle });
      const [row] = await db
        .insert(customerVehicles)
        .values({
          customerId: cart.customerId,
          title: req.body.title || state.vehicle.label,
          vin: vin.vin,
          notes: req.body.notes,
          ymmData: state.vehicle.facets,
        })
        .returning();
      await setCartVehicle(req, cart, row!);
      return {
        success: POS_CART_MSG.vehicleAdded,
        vehicle_id: row!.vehicleId,
        vehicles: await savedVehiclesWire(db, cart.customerId),
      };
    },
  );

  // ---- What the counter screen needs beside the cart ----

  app.get(
    '/pos/cart/context',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: posContextSchema },
        tags: ['cart', 'staff'],
        summary: 'Labor rates, tax classes, customer vehicles, the vehicle and each line’s fit, PO and stock settings',
      },
    },
    async (req) => {
      const session = await req.session.get();
      const settings = await loadSettings(db);
      const cart = await findCart(db, session);
      const rates = await laborRatesFor(db, await counterLocationId(db, session, settings));
      const classes = await db.select().from(taxClasses).orderBy(asc(taxClasses.taxClassId));
      const vehicles = await savedVehiclesWire(db, cart?.customerId ?? null);
      const state = await vehicleState(db, session, settings);
      const items = cart
        ? await db
            .select({ key: cartItems.cartItemId, productId: cartItems.productId })
            .from(cartItems)
            .where(eq(cartItems.cartId, cart.cartId))
        : [];
      const ids = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
      const verdicts =
        state.vehicle.hasYmm || state.vehicle.hasEngine
          ? await judgeParts(db, state, await partsByIds(db, ids))
          : new Map<number, FitmentPart>();
      const fit: Record<string, { result: string; label: string }> = {};
      for (const i of items) {
        const v = i.productId ? verdicts.get(i.productId) : undefined;
        if (v) fit[String(i.key)] = { result: v.result, label: v.label };
      }
      return {
        labor_rates: rates.map(laborRateToWire),
        tax_classes: classes.map((c) => ({ tax_class_id: c.taxClassId, title: c.title })),
        customer_vehicles: vehicles,
        vehicle_id: cart?.vehicleId ?? null,
        ymm_vehicle: state.vehicle,
        fit,
        po_number_required: settings.po_number_required,
        stock_warning_text: settings.pos_stock_warning_text,
      };
    },
  );

  // ---- Scan to add: the lookup; the screen adds a single match with /checkout/cart/add ----

  app.get(
    '/pos/cart/scan',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: scanAnswer },
        tags: ['cart', 'staff'],
        summary: 'Parts matching a scanned or typed part number, UPC or SKU',
        querystring: scanInput,
      },
    },
    async (req, reply) => {
      const code = req.query.code;
      const rows = await findByCode(db, code);
      if (rows.length === 0)
        return refuse(reply, 404, POS_CART_MSG.scanNotFound(code), { code: POS_CART_MSG.scanNotFound(code) });
      const session = await req.session.get();
      const prices = await priceFacts(
        db,
        rows.map((r) => r.product_id),
        await customerGroupFor(db, session),
      );
      const products = rows.map((r) => {
        const pf = prices.get(r.product_id);
        return { ...r, price_text: pf ? formatCents(unitPrice(pf, 1, []).unitCents) : '' };
      });
      return {
        products,
        ambiguous: products.length > 1,
        message: products.length > 1 ? POS_CART_MSG.scanAmbiguous(code) : '',
      };
    },
  );

  // ---- Custom product ----

  app.post(
    '/checkout/cart/addCustomProduct',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: customProductAnswer },
        tags: ['cart', 'staff'],
        summary: 'Adds a custom product (name, price, quantity, tax_class_id)',
        body: input.customProductInput,
      },
    },
    async (req, reply) => {
      const { name, price, quantity } = req.body;
      const taxClassId = req.body.tax_class_id ?? null;
      if (taxClassId !== null) {
        const [tc] = await db.select().from(taxClasses).where(eq(taxClasses.taxClassId, taxClassId));
        if (!tc) return refuse(reply, 400, POS_CART_MSG.customTaxHint, { tax_class_id: POS_CART_MSG.customTaxHint });
      }
      const cart = await ensureCart(db, req);
      await db.insert(cartItems).values({
        cartId: cart.cartId,
        productId: null,
        customName: name,
        priceOverrideCents: price,
        quantity,
        customTaxClassId: taxClassId,
      });
      await touchCart(db, cart.cartId);
      const data = await view(req, cart);
      return { success: CART_MSG.customAdded(name), total_items: data.total_items, cart: data };
    },
  );

  // ---- Price edit: the original price and the staff member are kept on the line (and carried to the order line) ----

  app.post(
    '/checkout/cart/updatePrice',
    {
      config: { access: 'staff', permission: 'price.override', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Sets a line unit price (key, newPrice)',
        body: input.updatePriceInput,
      },
    },
    async (req, reply) => {
      const staff = staffOf(req);
      const session = await req.session.get();
      const cart = await findCart(db, session);
      const item = cart ? await findItem(cart, req.body.key) : null;
      if (!cart || !item || (item.laborId !== null && item.productId === null))
        return refuse(reply, 400, POS_CART_MSG.priceNotUpdated, { key: POS_CART_MSG.priceNotUpdated });
      const priced = await priceCart(db, cart, session);
      const line = priced.lines.find((l) => l.item.cartItemId === item.cartItemId);
      if (!line) return refuse(reply, 400, POS_CART_MSG.priceNotUpdated, { key: POS_CART_MSG.priceNotUpdated });
      // The first edit records the price it started from; later edits keep that original (and the limit counts from it).
      const original = item.priceOriginalCents ?? line.unitCents;
      const limit = await overrideLimitCheck(db, staff, original, req.body.newPrice, req.body.manager_pin);
      if (limit.refused) return refuse(reply, limit.status, limit.message, { manager_pin: limit.message });
      const check = await belowCostCheck(db, staff, item.productId, req.body.newPrice, req.body.manager_pin);
      if (check.refused) return refuse(reply, check.status, check.message, { manager_pin: check.message });
      const actor = await auditActor(req, staff);
      await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await tx
          .update(cartItems)
          .set({
            priceOverrideCents: req.body.newPrice,
            priceOriginalCents: original,
            priceChangedBy: staff.userId,
            priceApprovedBy: check.approvedBy ?? limit.approvedBy,
          })
          .where(eq(cartItems.cartItemId, item.cartItemId));
        // A price below cost let through by a manager's PIN is its own entry, naming the manager (decision 0047).
        await recordAudit(tx, actor, {
          action: check.approvedBy ? 'price.below_cost' : 'price.override',
          targetType: 'cart_item',
          targetId: item.cartItemId,
          summary: `Price of ${line.name} changed from ${formatCents(original)} to ${formatCents(req.body.newPrice)}${cart.orderId ? ` on order #${cart.orderId}` : ''}`,
          detail: {
            product_id: item.productId,
            order_id: cart.orderId,
            from_cents: original,
            to_cents: req.body.newPrice,
            approved_by: check.approvedBy ?? limit.approvedBy,
          },
        });
      });
      await touchCart(db, cart.cartId);
      return { success: POS_CART_MSG.priceUpdated, cart: await view(req, cart) };
    },
  );

  // ---- Labor ----

  app.post(
    '/checkout/cart/applyLabor',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary:
          'Adds a labor line (laborId, laborTime, name, quantity), or turns a part’s labor on or off (productLaborKey, applyLabor)',
        body: z.record(z.string(), z.unknown()),
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      const body = req.body;
      if (body.laborId !== undefined || body.laborTime !== undefined) {
        const parsed = input.laborEntryInput.safeParse(body);
        if (!parsed.success) {
          const errors = fieldErrors(parsed.error);
          return refuse(reply, 400, Object.values(errors)[0] ?? POS_CART_MSG.laborNotUpdated, errors);
        }
        const b = parsed.data;
        const settings = await loadSettings(db);
        const rate = await laborRateOf(db, await counterLocationId(db, session, settings), b.laborId);
        if (!rate) return refuse(reply, 400, POS_CART_MSG.laborRateUnknown, { laborId: POS_CART_MSG.laborRateUnknown });
        const cart = await ensureCart(db, req);
        await withLockedCart(db, cart.cartId, async (tx) => {
          await tx.insert(cartItems).values({
            cartId: cart.cartId,
            productId: null,
            quantity: b.quantity,
            laborId: rate.laborId,
            laborTitle: b.name || rate.title,
            laborMinutes: b.laborTime,
            laborRateCents: rate.amountCents,
            applyLabor: true,
          });
          await touchCart(tx, cart.cartId);
        });
        return { success: POS_CART_MSG.laborUpdated, cart: await view(req, cart) };
      }
      const parsed = input.applyLaborToggleInput.safeParse(body);
      const cart = await findCart(db, session);
      const item = parsed.success && cart ? await findItem(cart, parsed.data.productLaborKey) : null;
      if (!parsed.success || !cart || !item || !item.productId) return refuse(reply, 400, POS_CART_MSG.laborNotUpdated);
      const facts = (await productFacts(db, [item.productId])).get(item.productId);
      if (parsed.data.applyLabor && !facts?.laborMinutes && !item.laborMinutes)
        return refuse(reply, 400, CART_MSG.noLabor);
      await db
        .update(cartItems)
        .set({ applyLabor: parsed.data.applyLabor })
        .where(eq(cartItems.cartItemId, item.cartItemId));
      await touchCart(db, cart.cartId);
      return { success: POS_CART_MSG.laborUpdated, cart: await view(req, cart) };
    },
  );

  app.post(
    '/checkout/cart/updateLabor',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary:
          'Changes a labor line (laborId, laborTime, name, quantity) or a part’s labor time (laborTime, amount per hour)',
        body: input.updateLaborInput,
      },
    },
    async (req, reply) => {
      const session = await req.session.get();
      const cart = await findCart(db, session);
      const b = req.body;
      const item = cart ? await findItem(cart, (b.key ?? b.productLaborKey)!) : null;
      if (!cart || !item)
        return refuse(reply, 400, POS_CART_MSG.laborNotUpdated, { key: POS_CART_MSG.laborNotUpdated });
      if (item.productId === null && item.laborId !== null) {
        const settings = await loadSettings(db);
        const rate =
          b.laborId !== undefined && b.laborId !== item.laborId
            ? await laborRateOf(db, await counterLocationId(db, session, settings), b.laborId)
            : null;
        if (b.laborId !== undefined && b.laborId !== item.laborId && !rate)
          return refuse(reply, 400, POS_CART_MSG.laborRateUnknown, { laborId: POS_CART_MSG.laborRateUnknown });
        await db
          .update(cartItems)
          .set({
            laborMinutes: b.laborTime,
            ...(b.quantity !== undefined ? { quantity: b.quantity } : {}),
            ...(b.name ? { laborTitle: b.name } : rate ? { laborTitle: rate.title } : {}),
            ...(rate ? { laborId: rate.laborId, laborRateCents: rate.amountCents } : {}),
          })
          .where(eq(cartItems.cartItemId, item.cartItemId));
      } else if (item.productId !== null) {
        await db
          .update(cartItems)
          .set({
            laborMinutes: b.laborTime,
            applyLabor: true,
            ...(b.amount !== undefined ? { laborRateCents: b.amount } : {}),
          })
          .where(eq(cartItems.cartItemId, item.cartItemId));
      } else {
        return refuse(reply, 400, POS_CART_MSG.laborNotUpdated, { key: POS_CART_MSG.laborNotUpdated });
      }
      await touchCart(db, cart.cartId);
      return { success: POS_CART_MSG.laborUpdated, cart: await view(req, cart) };
    },
  );

  // ---- PO numbers (spec 001 s7: POST /api/cart/applyPoNumber with products[]) ----

  app.post(
    '/api/cart/applyPoNumber',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: posCartAnswer },
        tags: ['cart', 'staff'],
        summary: 'Sets PO numbers on cart lines (products[]: cart_key, name, po_number, apply_to_all)',
        body: applyPoNumberInput,
      },
    },
    async (req, reply) => {
      const cart = await findCart(db, await req.session.get());
      if (!cart) return refuse(reply, 400, POS_CART_MSG.poFailed);
      const lines = req.body.products;
      const all = lines.find((l) => l.apply_to_all);
      await withLockedCart(db, cart.cartId, async (tx) => {
        const mine = await tx
          .select({ id: cartItems.cartItemId })
          .from(cartItems)
          .where(eq(cartItems.cartId, cart.cartId));
        const known = new Set(mine.map((m) => String(m.id)));
        const unknown = lines.find((l) => !known.has(l.cart_key));
        if (unknown) throw new HttpError(400, POS_CART_MSG.poFailed, { cart_key: CART_MSG.itemNotFound });
        if (all)
          await tx
            .update(cartItems)
            .set({ poNumber: all.po_number || null })
            .where(eq(cartItems.cartId, cart.cartId));
        else
          for (const l of lines)
            await tx
              .update(cartItems)
              .set({ poNumber: l.po_number || null })
              .where(eq(cartItems.cartItemId, Number(l.cart_key)));
        await touchCart(tx, cart.cartId);
      });
      return { success: POS_CART_MSG.poAdded, cart: await view(req, cart) };
    },
  );

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
