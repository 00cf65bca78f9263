// Spec 000 section 4: when require_fitment_confirmation is on and the part is not a sure fit (yes or universal),
// the "Heads up!" warning opens before the part goes into the cart.
import type { FitResult } from '@parts/common/fitment';

export const HEADS_UP_TITLE = 'Heads up!';
export const HEADS_UP_CANCEL = 'Cancel';
export const HEADS_UP_CONFIRM = 'I Understand';

export function needsFitmentConfirmation(result: FitResult, requireConfirmation: boolean): boolean {
  return requireConfirmation && result !== 'yes' && result !== 'universal';
}
