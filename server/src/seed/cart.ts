// Demo coupons and gift vouchers (README "Demo codes"): a percent and a fixed coupon with minimums, a small one without.
import type { Db } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const DEMO_COUPONS = [
  { code: 'SAVE10', name: '10% off orders of $50 or more', type: 'P' as const, discount: 1000, minimumCents: 5000 },
  { code: 'TAKE20', name: '$20 off orders of $100 or more', type: 'F' as const, discount: 2000, minimumCents: 10000 },
  { code: 'WELCOME5', name: '$5 off', type: 'F' as const, discount: 500, minimumCents: 0 },
];

export const DEMO_VOUCHERS = [
  { code: 'GIFT25', fromName: 'PartsDesk', toName: 'Demo Shopper', amountCents: 2500, balanceCents: 2500 },
  { code: 'GIFT100', fromName: 'PartsDesk', toName: 'Demo Shopper', amountCents: 10000, balanceCents: 10000 },
];

export async function loadCartDemo(db: Db): Promise<void> {
  await db.insert(t.coupons).values(DEMO_COUPONS);
  await db.insert(t.giftVouchers).values(DEMO_VOUCHERS);
}
