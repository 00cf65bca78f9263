// A counter price below the part's cost (issue 30 item 10, decision 0047): a staff member without price.belowCost needs
// an enabled manager's PIN. Custom products and parts of unknown cost are not checked.
import { eq } from 'drizzle-orm';
import { STAFF_MSG } from '@parts/common/messages';
import { hasPermission } from '@parts/common/permissions';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import type { Db } from '#src/db/client';
import { products } from '#src/db/schema/index';
import { clearAttempts, takeAttempt, type Limit } from '#src/http/rate-limit';
import { managerByPin } from '#src/features/staff/manager-pin';
import type { StaffUser } from '#src/features/staff/queries';

/** Manager PIN guesses per staff member, as the lock screen counts its own PIN. */
const MANAGER_PIN: Limit = { scope: 'manager-pin', max: 5, windowMs: 15 * 60_000 };

export type BelowCostCheck =
  | { refused: true; status: number; message: string }
  /** approvedBy: the manager whose PIN let the price through (decision 0051), null when no PIN was needed. */
  | { refused: false; approvedBy: number | null };

/** Whether this price may be set (and which manager approved it), or why not (status and message). */
export async function belowCostCheck(
  db: Db,
  staff: StaffUser,
  productId: number | null,
  newPriceCents: number,
  managerPin: string | undefined,
): Promise<BelowCostCheck> {
  const allowed = { refused: false, approvedBy: null } as const;
  if (productId === null || hasPermission(staff, 'price.belowCost')) return allowed;
  const [part] = await db
    .select({ costCents: products.costCents })
    .from(products)
    .where(eq(products.productId, productId));
  if (part?.costCents == null || newPriceCents >= part.costCents) return allowed;
  if (!managerPin) return { refused: true, status: 403, message: POS_CART_MSG.belowCostNeedsPin };
  const key = String(staff.userId);
  const wait = await takeAttempt(db, MANAGER_PIN, key);
  if (wait > 0) return { refused: true, status: 429, message: STAFF_MSG.tooManyAttempts(wait) };
  const manager = await managerByPin(db, 'price.belowCost', managerPin);
  if (!manager) return { refused: true, status: 403, message: POS_CART_MSG.pinNotManager };
  await clearAttempts(db, MANAGER_PIN, key);
  return { refused: false, approvedBy: manager.userId };
}
