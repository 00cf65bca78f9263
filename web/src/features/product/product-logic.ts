// The product page's rules as plain functions: the live price (the one price rule of common/pricing.ts), required
// options, the cart call's fields (contract 1), the image swap and the quantity control's parsing.
import type { ProductOption, ProductPage } from '@parts/common/catalog';
import { QUANTITY_MAX, QUANTITY_MIN } from '@parts/common/constants';
import { PRODUCT_MSG } from '@parts/common/messages';
import { tierFor, unitPrice, type OptionPick, type PriceFacts, type UnitPrice } from '@parts/common/pricing';

/** What the shopper chose: a value id (select, radio, image), value ids (checkbox) or typed text (the rest). */
export type Selection = Record<number, string | string[]>;

const CHOICE_TYPES = new Set<ProductOption['type']>(['select', 'radio', 'image']);

export function isChosen(option: ProductOption, selection: Selection): boolean {
  const v = selection[option.product_option_id];
  return Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== '';
}

/** The chosen values with a price modifier, for the price rule. */
export function optionPicks(options: ProductOption[], selection: Selection): OptionPick[] {
  const picks: OptionPick[] = [];
  for (const o of options) {
    const v = selection[o.product_option_id];
    const ids = Array.isArray(v) ? v : CHOICE_TYPES.has(o.type) && typeof v === 'string' ? [v] : [];
    for (const id of ids) {
      const value = o.product_option_value.find((x) => String(x.product_option_value_id) === id);
      if (value) picks.push({ priceCents: value.price_cents, pricePrefix: value.price_prefix });
    }
  }
  return picks;
}

/** "<Option name> required!" per missing required option, keyed as the cart call names them (option[<id>]). */
export function missingRequired(options: ProductOption[], selection: Selection): Record<string, string> {
  const out: Record<string, string> = {};
  for (const o of options)
    if (o.required && !isChosen(o, selection))
      out[`option[${o.product_option_id}]`] = PRODUCT_MSG.optionRequired(o.name);
  return out;
}

export function factsOf(product: Pick<ProductPage, 'pricing'>): PriceFacts | null {
  const p = product.pricing;
  if (!p) return null;
  return {
    regularCents: p.regular_cents,
    specialCents: p.special_cents,
    tiers: p.tiers.map((t) => ({ quantity: t.quantity, priceCents: t.price_cents })),
    rebate: p.rebate ? { name: p.rebate.name, amountCents: p.rebate.amount_cents } : null,
  };
}

/** The unit price for this quantity and these options; null when the server sent no price. */
export function livePrice(
  product: Pick<ProductPage, 'pricing' | 'options'>,
  quantity: number,
  selection: Selection,
): UnitPrice | null {
  const facts = factsOf(product);
  if (!facts) return null;
  return unitPrice(facts, Math.max(QUANTITY_MIN, quantity || QUANTITY_MIN), optionPicks(product.options, selection));
}

/** The tier row to highlight: the highest tier quantity not above the quantity (spec 000 section 5). */
export function activeTierQuantity(product: Pick<ProductPage, 'pricing'>, quantity: number): number | null {
  const facts = factsOf(product);
  return facts ? (tierFor(facts.tiers, Math.max(1, quantity))?.quantity ?? null) : null;
}

/** datetime-local gives "2026-05-01T14:30"; the cart takes "Y-m-d H:i". */
export const toCartDatetime = (v: string) => v.replace('T', ' ').slice(0, 16);

/** Contract 1: product_id, quantity, option[<id>]=<value id>, option[<id>][]=<value id> (checkbox), option[<id>]=<text>. */
export function cartFields(
  productId: number,
  quantity: number,
  options: ProductOption[],
  selection: Selection,
): [string, string][] {
  const fields: [string, string][] = [
    ['product_id', String(productId)],
    ['quantity', String(quantity)],
  ];
  for (const o of options) {
    const v = selection[o.product_option_id];
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const id of v) fields.push([`option[${o.product_option_id}][]`, id]);
    else if (v.trim() !== '')
      fields.push([`option[${o.product_option_id}]`, o.type === 'datetime' ? toCartDatetime(v) : v.trim()]);
  }
  return fields;
}

/** The picture of the chosen value of an image-type, select or radio option (the last one chosen wins), else null. */
export function swappedImage(options: ProductOption[], selection: Selection): string | null {
  let image: string | null = null;
  for (const o of options) {
    if (!CHOICE_TYPES.has(o.type)) continue;
    const v = selection[o.product_option_id];
    const value =
      typeof v === 'string' ? o.product_option_value.find((x) => String(x.product_option_value_id) === v) : undefined;
    if (value?.image) image = value.image;
  }
  return image;
}

/** The quantity box's text as a number: null when empty or not a whole number; clamped to the spec's 1–10000 otherwise (0 stays 0). */
export function parseQuantity(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n === 0 ? 0 : Math.min(QUANTITY_MAX, n);
}

/** Add to Cart is disabled when the quantity is empty or zero (spec 000 section 5). */
export const canAdd = (quantity: number | null) => quantity !== null && quantity >= QUANTITY_MIN;
