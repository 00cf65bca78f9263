// What one order can hold (decision 0014): every amount of an order is stored in an integer column (cents), so a cart
// whose total, or any line's, is above ORDER_MAX_CENTS is refused with a message before anything is written, rather
// than failing at the insert with a 500. Price fields are capped (MONEY_MAX_CENTS) but a price times 10,000 is not.
import { INPUT_MSG, ORDER_MAX_CENTS } from '@parts/common/input';
import { badRequest } from '#src/http/errors';
import type { PricedCart } from './cart';

export function assertStorable(priced: PricedCart): void {
  const t = priced.totals;
  const amounts = [
    t.subtotalCents,
    t.laborCents,
    t.taxCents,
    t.shippingCents,
    t.discountCents,
    t.voucherCents,
    t.creditCents,
    t.totalCents,
    t.subtotalCents + t.laborCents + t.taxCents + t.shippingCents,
  ];
  for (const l of priced.lines) amounts.push(l.unitCents, l.originalUnitCents, l.goodsCents, l.laborCents);
  if (amounts.some((c) => !Number.isSafeInteger(c) || Math.abs(c) > ORDER_MAX_CENTS))
    throw badRequest(INPUT_MSG.orderTooLarge);
}
