// A cart's lines priced by the one rule (decision 0007), everything in cents, and its totals.
import { asc, eq } from 'drizzle-orm';
import { FLAT_RATE_CENTS } from '@parts/common/cart';
import { formatCents } from '@parts/common/money';
import { unitPrice, type OptionPick } from '@parts/common/pricing';
import { laborCents as laborPrice } from '@parts/common/pos-cart';
import type { Db } from '#src/db/client';
import { cartItems, taxRates } from '#src/db/schema/index';
import type { SessionData } from '#src/http/session';
import { signedInStaff } from '#src/http/guards';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';
import type { CartItemRow, CartRow } from './cart';
import { checkOptions, type ChosenOption } from './options';
import { counterLocationId, defaultRateCents, laborRatesFor } from './labor';
import { computeTotals, type CouponFacts, type Totals } from './totals';
import { productFacts, type ProductFacts } from './product-facts';
import { cartCustomer, taxZone, type CartCustomer } from './priced-for';
import { couponUserOf, findCoupon, findVoucher } from './discounts';

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
