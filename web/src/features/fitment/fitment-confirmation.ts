// Spec 000 section 4: when require_fitment_confirmation is on and the part is not a sure fit (yes or universal),
// the "Heads up!" warning opens before the part goes into the cart.
import type { FitResult } from '@parts/common/fitment';

export const HEADS_UP_TITLE = 'Heads up!';
export const HEADS_UP_CANCEL = 'Cancel';
export const HEADS_UP_CONFIRM = 'I Understand';
/** At the counter, beside I Understand for a part with a labor time: adds it with its labor (spec 000 s4, issue 28). */
export const HEADS_UP_CONFIRM_LABOR = 'I Understand with labor';

export function needsFitmentConfirmation(result: FitResult, requireConfirmation: boolean): boolean {
  return requireConfirmation && result !== 'yes' && result !== 'universal';
}
