// The cart as the pages get it (CartData) and as the marketing trackers get it, made from a priced cart.
import { CART_MSG, type CartData, type CartProduct, type MarketingTracking } from '@parts/common/cart';
import { CURRENCY } from '@parts/common/constants';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { PRODUCT_IMAGE_SIZES, productImageAt } from '@parts/common/product-editor';
import { laborTimeText } from '@parts/common/pos-cart';
import { mediaUrl, productViewLink } from '#src/features/catalog/cards';
import type { PricedCart } from './price-cart';

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
