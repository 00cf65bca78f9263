// The one price rule (decision 0007): product page, listing cards, cart and POS all call it, so a shopper never sees
// one price on the page and another in the cart. Everything is integer cents.

export interface PriceTier {
  quantity: number;
  priceCents: number;
}

/** What the rule needs to know about one product for one customer group. */
export interface PriceFacts {
  /** The list price (products.price_cents). */
  regularCents: number;
  /** The group's active special price, if any (ignored unless below the regular price). */
  specialCents: number | null;
  /** The group's quantity tiers, any order. */
  tiers: PriceTier[];
  /** An active instant rebate taken off each unit, if any. */
  rebate: { name: string; amountCents: number } | null;
}

export interface OptionPick {
  priceCents: number;
  pricePrefix: '+' | '-';
}

export interface UnitPrice {
  /** What one unit costs with everything applied (never below 0). */
  unitCents: number;
  /** The list price with options: what the part normally costs (struck through when above unitCents). */
  originalUnitCents: number;
  /** The price before quantity tiers and rebates: regular or special, with options. */
  unitBeforeDiscountsCents: number;
  /** The tier that applied, if one did. */
  tier: PriceTier | null;
  special: boolean;
  rebate: { name: string; amountCents: number } | null;
  /** The options' net modifier per unit. */
  optionsCents: number;
}

/**
 * Spec 000 section 5: the highest tier quantity not above the entered quantity applies (two tiers of one quantity: the
 * lower price, so the answer does not depend on the order the tiers come in).
 */
export function tierFor(tiers: PriceTier[], quantity: number): PriceTier | null {
  let best: PriceTier | null = null;
  for (const t of tiers) {
    if (t.quantity > quantity) continue;
    if (best === null || t.quantity > best.quantity || (t.quantity === best.quantity && t.priceCents < best.priceCents))
      best = t;
  }
  return best;
}

/**
 * The quantity a shown price is for: the part's minimum order quantity, at least 1. The listing card, the price sort
 * and the product page all price this quantity (the sort's SQL says the same as `greatest(1, p.minimum)` in
 * features/catalog/listing.ts), so a part shows one price wherever it is shown.
 */
export function shownQuantity(minimum: number): number {
  return Number.isSafeInteger(minimum) && minimum > 1 ? minimum : 1;
}

export function optionsDelta(picks: OptionPick[]): number {
  return picks.reduce((sum, p) => sum + (p.pricePrefix === '-' ? -p.priceCents : p.priceCents), 0);
}

/**
 * The unit price for a quantity: the lower of the special and the applying tier replaces the list price (a tier never
 * raises a price), option modifiers are added, then the instant rebate comes off.
 */
export function unitPrice(facts: PriceFacts, quantity: number, options: OptionPick[] = []): UnitPrice {
  const special = facts.specialCents !== null && facts.specialCents < facts.regularCents;
  const base = special ? facts.specialCents! : facts.regularCents;
  const tier = tierFor(facts.tiers, Math.max(1, quantity));
  const applied = tier !== null && tier.priceCents < base ? tier : null;
  const optionsCents = optionsDelta(options);
  const beforeRebate = (applied ? applied.priceCents : base) + optionsCents;
  const rebate = facts.rebate && facts.rebate.amountCents > 0 ? facts.rebate : null;
  return {
    unitCents: Math.max(0, beforeRebate - (rebate?.amountCents ?? 0)),
    originalUnitCents: Math.max(0, facts.regularCents + optionsCents),
    unitBeforeDiscountsCents: Math.max(0, base + optionsCents),
    tier: applied,
    special,
    rebate,
    optionsCents,
  };
}

export interface QuantityBreak {
  quantity: number;
  /** What one unit costs at this quantity by unitPrice: the tier, the special and the instant rebate all applied. */
  unitCents: number;
}

/**
 * The quantity breaks shown beside a price ("2+ $49.98 each" on a listing card): each tier quantity above the shown
 * quantity, priced by the same rule as the cart (unitPrice), kept only when it is cheaper than the shown unit price.
 * A tier's raw price is never shown: with an instant rebate it would be more than the cart charges.
 */
export function quantityBreaks(facts: PriceFacts, shown: number, options: OptionPick[] = []): QuantityBreak[] {
  const shownCents = unitPrice(facts, shown, options).unitCents;
  const quantities = [...new Set(facts.tiers.map((t) => t.quantity))].filter((q) => q > shown).sort((a, b) => a - b);
  return quantities
    .map((quantity) => ({ quantity, unitCents: unitPrice(facts, quantity, options).unitCents }))
    .filter((b) => b.unitCents < shownCents);
}
