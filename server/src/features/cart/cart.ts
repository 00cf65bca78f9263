// The cart model (issue 5): which cart a request uses, its lines priced by the one rule (decision 0007), and its totals.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { CART_MSG, FLAT_RATE_CENTS, type CartData, type CartProduct, type MarketingTracking } from '@parts/common/cart';
import { CURRENCY } from '@parts/common/constants';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { PRODUCT_IMAGE_SIZES, productImageAt } from '@parts/common/product-editor';
import { unitPrice, type OptionPick } from '@parts/common/pricing';
import { laborCents as laborPrice, laborTimeText } from '@parts/common/pos-cart';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import {
  cartItems,
  carts,
  coupons,
  customers,
  giftVouchers,
  locations,
  productOptions,
  productOptionValues,
  taxRates,
} from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { signedInStaff } from '#src/http/guards';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';
import { mediaUrl, productViewLink } from '#src/features/catalog/cards';
import { checkOptions, type ChosenOption, type ProductOptionFacts } from './options';
import { counterLocationId, defaultRateCents, laborRatesFor } from './labor';
import { computeTotals, type CouponFacts, type Totals } from './totals';
import { couponUseCounts, type CouponUser } from './coupon-uses';

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** A logged-in customer's cart is theirs on every device; everyone else (guests, staff counter carts) uses the session's. */
export async function findCart(db: Db, session: SessionData): Promise<CartRow | null> {
  if (session.customerId && !(await signedInStaff(db, session))) {
    const [row] = await db
      .select()
      .from(carts)
      .where(and(eq(carts.owner, 'customer'), eq(carts.customerId, session.customerId)));
    return row ?? null;
  }
  if (typeof session.cartId !== 'number') return null;
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.cartId, session.cartId), eq(carts.owner, 'session')));
  return row ?? null;
}

/**
 * The request's cart, made when missing. Concurrent first requests make one cart: a customer's by the unique customer
 * index, a session's by the unique session key (the session id at creation), both inserted with on conflict do nothing.
 */
export async function ensureCart(db: Db, req: FastifyRequest): Promise<CartRow> {
  const session = await req.session.get();
  const found = await findCart(db, session);
  if (found) return found;
  if (session.customerId && !(await signedInStaff(db, session))) {
    await db.insert(carts).values({ owner: 'customer', customerId: session.customerId }).onConflictDoNothing();
    return (await findCart(db, session))!;
  }
  if (!req.session.id()) await req.session.update({});
  const sessionKey = req.session.id()!;
  await db.insert(carts).values({ owner: 'session', sessionKey }).onConflictDoNothing();
  const [row] = await db.select().from(carts).where(eq(carts.sessionKey, sessionKey));
  await req.session.update({ cartId: row!.cartId });
  return row!;
}

/** Runs `work` with the cart row locked (select … for update), so concurrent changes to one cart take turns. */
export async function withLockedCart<T>(db: Db, cartId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.select({ id: carts.cartId }).from(carts).where(eq(carts.cartId, cartId)).for('update');
    return work(tx);
  });
}

export async function touchCart(db: Db, cartId: number, patch: Partial<CartRow> = {}): Promise<void> {
  await db
    .update(carts)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(carts.cartId, cartId));
}

/** The header's count: the sum of quantities in the request's cart. */
export async function cartCount(db: Db, session: SessionData): Promise<number> {
  const cart = await findCart(db, session);
  if (!cart) return 0;
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.cartId));
  return r?.n ?? 0;
}

/** Spec 000 s5 and contract 1: the one quantity rule, shared with the quantity inputs. */
export { checkQuantity } from '@parts/common/quantity';

export interface ProductFacts {
  productId: number;
  name: string;
  mpn: string;
  aaia: string;
  brand: string;
  minimum: number;
  taxClassId: number | null;
  laborMinutes: number | null;
  image: string;
  status: boolean;
  stock: number;
  /** The core charge per unit in cents, 0 when none (issue 28). */
  coreChargeCents: number;
  options: ProductOptionFacts[];
}

/** `storeId`: count the stock of that store only (the counter sells off its own shelf); otherwise every store's. */
export async function productFacts(
  db: Db,
  ids: number[],
  storeId: number | null = null,
): Promise<Map<number, ProductFacts>> {
  const out = new Map<number, ProductFacts>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const list = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{
    product_id: number;
    name: string;
    mpn: string;
    aaia: string;
    brand: string;
    minimum: number;
    tax_class_id: number | null;
    labor_minutes: number | null;
    image: string;
    status: boolean;
    stock: number;
    core_charge_cents: number | null;
  }>(
    await db.execute(sql`
      select p.product_id, p.name, p.mpn, m.aaia, m.name as brand, p.minimum, p.tax_class_id, p.labor_minutes, p.image, p.status, p.core_charge_cents,
        coalesce((select sum(i.quantity) from inventory i where i.product_id = p.product_id
          and (${storeId}::int is null or i.location_id = ${storeId}::int)), 0)::int as stock
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      where p.product_id in (${list})`),
  );
  for (const r of rows) {
    out.set(r.product_id, {
      productId: r.product_id,
      name: r.name,
      mpn: r.mpn,
      aaia: r.aaia,
      brand: r.brand,
      minimum: r.minimum,
      taxClassId: r.tax_class_id,
      laborMinutes: r.labor_minutes,
      image: r.image,
      status: r.status,
      stock: r.stock,
      coreChargeCents: r.core_charge_cents ?? 0,
      options: [],
    });
  }
  const opts = await db
    .select()
    .from(productOptions)
    .where(inArray(productOptions.productId, unique))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.productOptionId));
  const values = opts.length
    ? await db
        .select()
        .from(productOptionValues)
        .where(
          inArray(
            productOptionValues.productOptionId,
            opts.map((o) => o.productOptionId),
          ),
        )
        .orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.productOptionValueId))
    : [];
  for (const o of opts) {
    out.get(o.productId)?.options.push({
      productOptionId: o.productOptionId,
      type: o.type,
      name: o.name,
      required: o.required,
      values: values
        .filter((v) => v.productOptionId === o.productOptionId)
        .map((v) => ({
          productOptionValueId: v.productOptionValueId,
          name: v.name,
          priceCents: v.priceCents,
          pricePrefix: v.pricePrefix,
        })),
    });
  }
  return out;
}

/** One priced line, everything in cents; the wire form is made from it. */
export interface PricedLine {
  item: CartItemRow;
  product: ProductFacts | null;
  name: string;
  quantity: number;
  unitCents: number;
  originalUnitCents: number;
  unitBeforeDiscountsCents: number;
  goodsCents: number;
  laborMinutes: number;
  laborRateCents: number;
  laborCents: number;
  taxClassId: number | null;
  chosen: ChosenOption[];
  enoughInventory: boolean;
  specialText: string | null;
  rebateName: string | null;
}

export interface CartCustomer {
  customerId: number;
  name: string;
  email: string;
  taxExempt: boolean;
  telephone: string;
  firstname: string;
  lastname: string;
}

export interface PricedCart {
  cart: CartRow;
  lines: PricedLine[];
  customer: CartCustomer | null;
  customerGroupId: number;
  coupon: (CouponFacts & { couponId: number }) | null;
  vouchers: { voucherId: number; code: string; balanceCents: number }[];
  zoneCode: string;
  totals: Totals;
  stockWarningOn: boolean;
  /** The counter's stock warning text (setting pos_stock_warning_text). */
  posStockWarning: string;
}

/** The customer the cart is priced and taxed for: attached by staff, else the logged-in shopper. */
async function cartCustomer(db: Db, cart: CartRow, session: SessionData): Promise<CartCustomer | null> {
  const id = cart.customerId ?? ((await signedInStaff(db, session)) ? undefined : session.customerId);
  if (!id) return null;
  const [c] = await db.select().from(customers).where(eq(customers.customerId, id));
  if (!c) return null;
  return {
    customerId: c.customerId,
    name: `${c.firstname} ${c.lastname}`.trim(),
    email: c.email,
    taxExempt: c.taxExempt,
    telephone: c.telephone,
    firstname: c.firstname,
    lastname: c.lastname,
  };
}

/** Whom a coupon use counts against: the cart's customer, else the guest's checkout email (null before it is known). */
export function couponUserOf(cart: CartRow, customer: { customerId: number; email: string } | null): CouponUser | null {
  const email = typeof cart.checkout.email === 'string' ? cart.checkout.email : '';
  return customer
    ? { customerId: customer.customerId, email: customer.email }
    : email
      ? { customerId: null, email }
      : null;
}

/** The coupon user of a cart for a request (see couponUserOf). */
export async function couponUserFor(db: Db, cart: CartRow, session: SessionData): Promise<CouponUser | null> {
  return couponUserOf(cart, await cartCustomer(db, cart, session));
}

/** An active coupon by code, or null when it is unknown, out of date or its use limits are reached (for `who`). */
export async function findCoupon(
  db: Db,
  code: string,
  who: CouponUser | null = null,
): Promise<(CouponFacts & { couponId: number }) | null> {
  const [c] = await db
    .select()
    .from(coupons)
    .where(
      sql`upper(${coupons.code}) = upper(${code}) and ${coupons.status} and (${coupons.dateStart} is null or ${coupons.dateStart} <= now()) and (${coupons.dateEnd} is null or ${coupons.dateEnd} > now())`,
    );
  if (!c) return null;
  if (c.usesTotal > 0 || (who && c.usesCustomer > 0)) {
    // The order transaction counts again with the coupon row locked (claimCoupon); this check is for what is shown.
    const used = await couponUseCounts(db, c.couponId, who);
    if (c.usesTotal > 0 && used.total >= c.usesTotal) return null;
    if (who && c.usesCustomer > 0 && used.mine >= c.usesCustomer) return null;
  }
  return {
    couponId: c.couponId,
    code: c.code,
    name: c.name,
    type: c.type,
    discount: c.discount,
    minimumCents: c.minimumCents,
  };
}

export async function findVoucher(db: Db, code: string) {
  const [v] = await db
    .select()
    .from(giftVouchers)
    .where(
      sql`upper(${giftVouchers.code}) = upper(${code}) and ${giftVouchers.status} and ${giftVouchers.balanceCents} > 0`,
    );
  return v ?? null;
}

/** The zone whose tax rates apply: the delivery address, else the pickup store, else the shopper's store. */
async function taxZone(db: Db, cart: CartRow, session: SessionData): Promise<string> {
  const co = cart.checkout as { shipping_method?: string; address?: { zone_code?: string }; pickup_location?: number };
  if (co.shipping_method === 'flat' && co.address?.zone_code) return co.address.zone_code;
  const settings = await loadSettings(db);
  const locId =
    (co.shipping_method === 'pickup' ? co.pickup_location : undefined) ??
    session.locationId ??
    settings.default_location_id;
  const [loc] = locId
    ? await db.select({ zone: locations.zoneCode }).from(locations).where(eq(locations.locationId, locId))
    : [];
  return loc?.zone ?? 'TX';
}

export async function priceCart(db: Db, cart: CartRow, session: SessionData): Promise<PricedCart> {
  const items = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.cartId))
    .orderBy(asc(cartItems.cartItemId));
  const customer = await cartCustomer(db, cart, session);
  const groupId = await customerGroupFor(db, { ...session, customerId: customer?.customerId });
  const ids = items.flatMap((i) => (i.productId ? [i.productId] : []));
  // One after another: inside the order transaction `db` is a single connection, which runs one query at a time.
  const settings = await loadSettings(db);
  // A staff (counter) cart is judged against the counter store's shelf, the stock its checkout takes (issue 31).
  const counterStore = (await signedInStaff(db, session)) ? await counterLocationId(db, session, settings) : null;
  const facts = await productFacts(db, ids, counterStore);
  const prices = await priceFacts(db, ids, groupId);

  // Each product's total quantity in the cart decides its tier (two lines with different options share a tier).
  const qtyByProduct = new Map<number, number>();
  for (const i of items)
    if (i.productId) qtyByProduct.set(i.productId, (qtyByProduct.get(i.productId) ?? 0) + i.quantity);

  const lines: PricedLine[] = [];
  // Labor (decision 0019): a labor line or a part's own labor time, priced by the one rule (common laborCents) at the
  // line's rate, else the counter store's first rate; taxed as the tax class the labor_tax_class_id setting names.
  const storeRates = items.some((i) => i.applyLabor && i.laborRateCents === null)
    ? await laborRatesFor(db, await counterLocationId(db, session, settings))
    : [];
  for (const item of items) {
    if (item.productId === null && item.laborId !== null) {
      const rate = item.laborRateCents ?? 0;
      const minutes = item.laborMinutes ?? 0;
      lines.push({
        item,
        product: null,
        name: item.laborTitle ?? 'Labor',
        quantity: item.quantity,
        unitCents: 0,
        originalUnitCents: 0,
        unitBeforeDiscountsCents: 0,
        goodsCents: 0,
        laborMinutes: minutes,
        laborRateCents: rate,
        laborCents: laborPrice(rate, minutes, item.quantity),
        taxClassId: null,
        chosen: [],
        enoughInventory: true,
        specialText: null,
        rebateName: null,
      });
      continue;
    }
    if (item.productId === null) {
      const unit = item.priceOverrideCents ?? 0;
      lines.push({
        item,
        product: null,
        name: item.customName ?? 'Custom product',
        quantity: item.quantity,
        unitCents: unit,
        originalUnitCents: unit,
        unitBeforeDiscountsCents: unit,
        goodsCents: unit * item.quantity,
        laborMinutes: 0,
        laborRateCents: 0,
        laborCents: 0,
        taxClassId: item.customTaxClassId,
        chosen: [],
        enoughInventory: true,
        specialText: null,
        rebateName: null,
      });
      continue;
    }
    const p = facts.get(item.productId);
    const pf = prices.get(item.productId);
    if (!p || !pf || !p.status) continue; // a part taken off sale drops out of the cart's prices
    const check = checkOptions(p.options, item.options);
    const picks: OptionPick[] = check.picks;
    const price = unitPrice(pf, qtyByProduct.get(item.productId) ?? item.quantity, picks);
    const unitCents = item.priceOverrideCents ?? price.unitCents;
    const laborMinutes = item.applyLabor ? (item.laborMinutes ?? p.laborMinutes ?? 0) : 0;
    const laborRateCents = item.laborRateCents ?? defaultRateCents(storeRates);
    const laborCents = laborPrice(laborRateCents, laborMinutes, item.quantity);
    lines.push({
      item,
      product: p,
      name: p.name,
      quantity: item.quantity,
      unitCents,
      originalUnitCents: price.originalUnitCents,
      unitBeforeDiscountsCents: price.unitBeforeDiscountsCents,
      goodsCents: unitCents * item.quantity,
      laborMinutes,
      laborRateCents,
      laborCents,
      taxClassId: p.taxClassId,
      chosen: check.chosen,
      enoughInventory: p.stock >= (qtyByProduct.get(item.productId) ?? item.quantity),
      specialText: price.special ? formatCents(price.unitBeforeDiscountsCents) : null,
      rebateName: price.rebate?.name ?? null,
    });
  }

  const coupon = cart.couponCode ? await findCoupon(db, cart.couponCode, couponUserOf(cart, customer)) : null;
  const vouchers = [];
  for (const code of cart.voucherCodes) {
    const v = await findVoucher(db, code);
    if (v) vouchers.push({ voucherId: v.voucherId, code: v.code, balanceCents: v.balanceCents });
  }
  const zoneCode = await taxZone(db, cart, session);
  const rates = await db
    .select({ taxClassId: taxRates.taxClassId, name: taxRates.name, rateBp: taxRates.rateBp })
    .from(taxRates)
    .where(eq(taxRates.zoneCode, zoneCode));
  const co = cart.checkout as { shipping_method?: string };
  const shipping =
    co.shipping_method === 'flat'
      ? { title: 'Flat Shipping Rate', cents: FLAT_RATE_CENTS }
      : co.shipping_method === 'pickup'
        ? { title: 'Store Pickup', cents: 0 }
        : null;
  const totals = computeTotals({
    lines: lines.map((l) => ({
      key: String(l.item.cartItemId),
      goodsCents: l.goodsCents,
      laborCents: l.laborCents,
      taxClassId: l.taxClassId,
      laborTaxClassId: settings.labor_tax_class_id || null,
      coreCents: (l.product?.coreChargeCents ?? 0) * l.quantity,
      coreTaxClassId: settings.core_charge_tax_class_id || null,
    })),
    coupon,
    vouchers,
    rates,
    taxExempt: customer?.taxExempt ?? false,
    shipping,
    storeCreditCents: cart.storeCreditCents,
  });
  return {
    cart,
    lines,
    customer,
    customerGroupId: groupId,
    coupon,
    vouchers,
    zoneCode,
    totals,
    stockWarningOn: settings.stock_warning,
    posStockWarning: settings.pos_stock_warning_text,
  };
}

const money = (cents: number) => ({ value: centsToDecimal(cents), text: formatCents(cents) });

export function cartToWire(p: PricedCart): CartData {
  const products: CartProduct[] = p.lines.map((l) => {
    const key = String(l.item.cartItemId);
    const showWarning = p.stockWarningOn && !l.enoughInventory;
    return {
      key,
      product_id: l.item.productId,
      name: l.name,
      aaia: l.product?.aaia ?? '',
      mpn: l.product?.mpn ?? '',
      quantity: l.quantity,
      minimum: Math.max(1, l.product?.minimum ?? 1),
      unit_price: money(l.unitCents).value,
      unit_price_text: money(l.unitCents).text,
      unit_price_before_discounts: money(l.unitBeforeDiscountsCents).value,
      original_unit_price: money(l.originalUnitCents).value,
      original_unit_price_text: money(l.originalUnitCents).text,
      total: money(l.goodsCents).value,
      total_text: money(l.goodsCents).text,
      tax: centsToDecimal(p.totals.lineTax.get(key) ?? 0),
      selected_options: l.chosen.map((c) => ({
        product_option_id: c.product_option_id,
        name: c.name,
        value: c.value,
        price_text: c.price_cents ? `${c.price_cents < 0 ? '-' : '+'}${formatCents(Math.abs(c.price_cents))}` : '',
      })),
      enough_inventory: l.enoughInventory,
      show_stock_warning: showWarning,
      oos_text: showWarning ? CART_MSG.outOfStock : '',
      labor:
        l.product && (l.product.laborMinutes || l.item.applyLabor)
          ? {
              apply_labor: l.item.applyLabor,
              time: l.item.applyLabor ? l.laborMinutes : (l.product.laborMinutes ?? 0),
              rate: centsToDecimal(l.laborRateCents),
              price: centsToDecimal(l.laborCents),
              price_text: formatCents(l.laborCents),
              productLaborKey: key,
            }
          : null,
      custom_product: l.item.productId === null,
      special_text: l.specialText,
      instant_rebate_name: l.rebateName,
      core_charge: l.product?.coreChargeCents
        ? {
            unit_text: formatCents(l.product.coreChargeCents),
            total_text: formatCents(l.product.coreChargeCents * l.quantity),
          }
        : null,
      labor_product:
        l.item.laborId !== null && l.item.productId === null
          ? {
              labor_id: l.item.laborId,
              title: l.name,
              time: l.laborMinutes,
              time_text: laborTimeText(l.laborMinutes),
              quantity: l.quantity,
              rate: centsToDecimal(l.laborRateCents),
              rate_text: formatCents(l.laborRateCents),
              price: centsToDecimal(l.laborCents),
              price_text: formatCents(l.laborCents),
            }
          : null,
      po_number: l.item.poNumber ?? '',
      price_edited:
        l.item.priceOriginalCents !== null
          ? {
              original: centsToDecimal(l.item.priceOriginalCents),
              original_text: formatCents(l.item.priceOriginalCents),
              changed_by: l.item.priceChangedBy,
            }
          : null,
      links: { view: l.item.productId ? productViewLink(l.item.productId) : '' },
      thumbnails: l.product ? [mediaUrl(productImageAt(l.product.image, PRODUCT_IMAGE_SIZES.thumb))] : [],
    };
  });
  const voucherUse = new Map(p.totals.voucherUse.map((v) => [v.code, v.cents]));
  return {
    products,
    vouchers: p.vouchers.map((v) => ({
      key: v.code,
      code: v.code,
      description: `Gift Voucher (${v.code})`,
      amount_text: formatCents(voucherUse.get(v.code) ?? 0),
    })),
    coupon: p.coupon?.code ?? null,
    totals: p.totals.entries.map((e) => ({
      code: e.code,
      title: e.title,
      value: centsToDecimal(e.valueCents),
      text: formatCents(e.valueCents),
    })),
    total_items: p.lines.reduce((n, l) => n + l.quantity, 0),
    total: centsToDecimal(p.totals.totalCents),
    total_text: formatCents(p.totals.totalCents),
    total_cents: p.totals.totalCents,
    customer: p.customer
      ? {
          customer_id: p.customer.customerId,
          name: p.customer.name,
          email: p.customer.email,
          tax_exempt: p.customer.taxExempt,
        }
      : null,
    order_id: p.cart.orderId,
    stock_warning: products.some((x) => x.show_stock_warning) ? CART_MSG.stockWarning : null,
    pos_stock_warning: products.some((x) => x.show_stock_warning) ? p.posStockWarning : null,
    vehicle_id: p.cart.vehicleId,
    checkout: publicCheckout(p.cart.checkout),
  };
}

/** The checkout choices echoed to the page; card details are never stored, so none are echoed. */
function publicCheckout(data: Record<string, unknown>): Record<string, unknown> {
  const { idempotency_key: _k, ...rest } = data;
  return rest;
}

export function tracking(
  event: string,
  lines: { id: number | null; name: string; brand: string; unitCents: number; quantity: number }[],
  extra: Partial<MarketingTracking> = {},
): MarketingTracking {
  const items = lines.map((l) => ({
    item_id: String(l.id ?? 'custom'),
    item_name: l.name,
    item_brand: l.brand,
    price: l.unitCents / 100,
    quantity: l.quantity,
  }));
  const value = lines.reduce((s, l) => s + l.unitCents * l.quantity, 0) / 100;
  return { event, currency: CURRENCY, value, items, ...extra };
}
