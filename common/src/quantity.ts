// The one quantity rule (spec 000 s5, spec 001 s5 "Cart line"): a whole number from the product minimum (at least 1) to
// 10000, with the spec's messages. The cart routes check with it; the quantity inputs show its message and clamp.
import { QUANTITY_MAX } from './constants';
import { MSG } from './messages';

export function checkQuantity(raw: unknown, minimum: number): { quantity: number } | { error: string } {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return { error: MSG.numberMustBeInput };
  const n = Number(text);
  const min = Math.max(1, minimum);
  if (n < min) return { error: MSG.minimumQuantity(min) };
  if (n > QUANTITY_MAX) return { error: MSG.maximumQuantity(QUANTITY_MAX) };
  return { quantity: n };
}

/** A typed quantity clamped into range (blur); text that is not a whole number is left for the message to explain. */
export function clampQuantity(text: string, minimum: number): string {
  if (!/^\d+$/.test(text.trim())) return text;
  return String(Math.min(QUANTITY_MAX, Math.max(Math.max(1, minimum), Number(text))));
}
