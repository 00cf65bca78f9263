// A counter price further below the line's original price than the staff member's override limit (issue 27, decision
// 0075) needs the PIN of an enabled user whose own limit covers the change. Checked before the below-cost rule, which
// may ask for a PIN as well.
import { formatCents } from '@parts/common/money';
import { PERMISSION_MSG, withinOverrideLimit } from '@parts/common/permissions';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { STAFF_MSG } from '@parts/common/messages';
import type { Db } from '#src/db/client';
import { clearAttempts, takeAttempt, type Limit } from '#src/http/rate-limit';
import { managerByPin } from '#src/features/staff/manager-pin';
import type { StaffUser } from '#src/features/staff/queries';
import type { BelowCostCheck } from './below-cost';

/** The same PIN guess budget as the below-cost check: one counter of manager PIN guesses per staff member. */
const MANAGER_PIN: Limit = { scope: 'manager-pin', max: 5, windowMs: 15 * 60_000 };

/** The lowest price a limit allows for an original price (rounded up to the cent, so it is itself allowed). */
const lowestAllowed = (limitPct: number, originalCents: number) => Math.ceil((originalCents * (100 - limitPct)) / 100);

export async function overrideLimitCheck(
  db: Db,
  staff: StaffUser,
  originalCents: number,
  newPriceCents: number,
  managerPin: string | undefined,
): Promise<BelowCostCheck> {
  const limit = staff.priceOverrideLimitPct;
  if (withinOverrideLimit(limit, originalCents, newPriceCents)) return { refused: false, approvedBy: null };
  const message = PERMISSION_MSG.overLimit(limit!, formatCents(lowestAllowed(limit!, originalCents)));
  if (!managerPin) return { refused: true, status: 403, message };
  const key = String(staff.userId);
  const wait = await takeAttempt(db, MANAGER_PIN, key);
  if (wait > 0) return { refused: true, status: 429, message: STAFF_MSG.tooManyAttempts(wait) };
  const manager = await managerByPin(db, 'price.override', managerPin, (u) =>
    withinOverrideLimit(u.priceOverrideLimitPct, originalCents, newPriceCents),
  );
  if (!manager) return { refused: true, status: 403, message: POS_CART_MSG.pinNotManager };
  await clearAttempts(db, MANAGER_PIN, key);
  return { refused: false, approvedBy: manager.userId };
}
