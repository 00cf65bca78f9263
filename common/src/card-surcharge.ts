// The card surcharge (issue 27, decision 0095): the one rule for what a card tender adds on top of the amount it pays
// towards the order. The POS checkout charges it, the checkout screen previews it; both call this. Integer cents.

/** Settings as the store keeps them: a percent in basis points (3% = 300; 0 = off) and a cap in cents (0 = no cap). */
export interface CardSurchargeRule {
  percentBp: number;
  capCents: number;
}

/** The largest surcharge percent an owner may set: 3%, the lowest of the card brands' US limits. */
export const CARD_SURCHARGE_MAX_BP = 300;

/**
 * The surcharge on a card payment of `amountCents`: the percent of the amount, rounded half up to the cent, no more
 * than the cap when there is one. Nothing when the percent is 0 or the amount is not above 0.
 */
export function cardSurchargeCents(amountCents: number, rule: CardSurchargeRule): number {
  if (rule.percentBp <= 0 || amountCents <= 0) return 0;
  // amount × bp / 10000 rounded half up, in integers (no float drift on e.g. 1050 × 300).
  const cents = Math.floor((amountCents * rule.percentBp + 5000) / 10000);
  return rule.capCents > 0 ? Math.min(cents, rule.capCents) : cents;
}

/** A card payment's surcharge and what of it and of its amount earlier returns gave back (integer cents). */
export interface SurchargeBack {
  /** The payment's amount (what it paid towards the order) and the surcharge charged on top of it. */
  amountCents: number;
  surchargeCents: number;
  /** What earlier returns gave back to the payment: of its amount, and of its surcharge. */
  amountBackCents: number;
  surchargeBackCents: number;
}

/**
 * The surcharge a return gives back with `refundCents` of a card payment's amount (decision 0098): the payment's
 * surcharge in proportion to the amount given back so far, this return included, rounded half up, less what earlier
 * returns gave back. Counted on the running total, so the last return, which gives back the rest of the amount, gives
 * back the rest of the surcharge: the returns together give back exactly what was charged.
 */
export function surchargeBackCents(p: SurchargeBack, refundCents: number): number {
  if (p.surchargeCents <= 0 || p.amountCents <= 0 || refundCents <= 0) return 0;
  const amountBack = Math.min(p.amountCents, p.amountBackCents + refundCents);
  const dueSoFar = Math.floor((2 * p.surchargeCents * amountBack + p.amountCents) / (2 * p.amountCents));
  return Math.max(0, Math.min(p.surchargeCents, dueSoFar) - p.surchargeBackCents);
}
