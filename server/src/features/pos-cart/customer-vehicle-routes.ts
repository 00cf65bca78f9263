// The counter cart's customer and vehicle calls, the counter screen's context and the scan lookup (spec 001 s7
// "Cart", decision 0019). Registered by routes.ts; every call is declared staff-only.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CART_MSG, successAnswer } from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { facetEntrySchema, type FitmentPart } from '@parts/common/fitment';
import { id, optionalText } from '@parts/common/input';
import { MSG } from '@parts/common/messages';
import { formatCents } from '@parts/common/money';
import {
  cartVehicleAnswer,
  vehicleAddedAnswer,
  counterCustomersAnswer,
  posCartAnswer,
  posContextSchema,
  POS_CART_MSG,
  scanAnswer,
  scanInput,
} from '@parts/common/pos-cart';
import { optionalVin } from '@parts/common/vin';
import { cartItems, customers, customerVehicles, taxClasses } from '#src/db/schema/index';
import { savedVehiclesWire } from './saved-vehicles';
import { refuse } from '#src/http/errors';
import { findCounterCustomers } from '#src/features/customers/search';
import { partsByIds } from '#src/features/fitment/queries';
import { judgeParts, vehicleState } from '#src/features/fitment/service';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { unitPrice } from '@parts/common/pricing';
import { loadSettings } from '#src/features/settings/queries';
import { ensureCart, findCart, touchCart, type CartRow } from '#src/features/cart/cart';
import { counterLocationId, laborRatesFor, laborRateToWire } from '#src/features/cart/labor';
import { findByCode } from '#src/features/cart/scan';
import type { App } from '#src/http/types';
import type { CartRouteContext } from './route-context';

export function customerVehicleRoutes(app: App, { db, view }: CartRouteContext) {
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
}
