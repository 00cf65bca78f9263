// The order row and order lines a priced cart gives: one mapping for the shopper's order (create-order.ts) and the
// counter save (counter-order.ts), so both write the same totals and lines.
import type { PricedCart } from '#src/features/cart/cart';

export const orderValues = (priced: PricedCart) => ({
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

export const productValues = (
  priced: PricedCart,
  orderId: number,
  reserved: Map<number, { location_id: number; quantity: number }[]>,
) =>
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
    priceApprovedBy: l.item.priceApprovedBy,
    poNumber: l.item.poNumber,
    coreChargeCents: l.product?.coreChargeCents ?? 0,
    coreTaxCents: priced.totals.lineCoreTax.get(String(l.item.cartItemId)) ?? 0,
  }));
