// The counter cart's line calls: custom products, price edits, labor and PO numbers (spec 001 s7 "Cart", decision
// 0019). Registered by routes.ts; every call is declared staff-only.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { CART_MSG } from '@parts/common/cart';
import * as input from '@parts/common/cart-input';
import { fieldErrors } from '@parts/common/input';
import { formatCents } from '@parts/common/money';
import { applyPoNumberInput, customProductAnswer, posCartAnswer, POS_CART_MSG } from '@parts/common/pos-cart';
import { cartItems, taxClasses } from '#src/db/schema/index';
import { HttpError, refuse } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import { loadSettings } from '#src/features/settings/queries';
import { ensureCart, findCart, priceCart, productFacts, touchCart, withLockedCart } from '#src/features/cart/cart';
import { counterLocationId, laborRateOf } from '#src/features/cart/labor';
import { belowCostCheck } from './below-cost';
import { auditActor, recordAudit } from '#src/features/audit/audit';
import type { Db } from '#src/db/client';
import { overrideLimitCheck } from './override-limit';
import type { App } from '#src/http/types';
import type { CartRouteContext } from './route-context';

export function lineRoutes(app: App, { db, view, findItem }: CartRouteContext) {
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
}
