// Strict primitives for request fields (decision 0014). A form-encoded body carries strings and a JSON body numbers,
// so each primitive takes a string of plain digits or a JSON number, and nothing else: `0x10`, `1e3`, `true`, `[4]`,
// `" "` and fractions are refused, where z.coerce.number() and Number() would quietly turn them into numbers.
import { z } from 'zod';
import { QUANTITY_MAX } from './constants';
import { MSG } from './messages';
import { formatCents, toCents } from './money';

/** PostgreSQL `integer`: every id and money column is one, so nothing above this reaches the database. */
export const INT4_MAX = 2_147_483_647;
/** The highest amount one price field takes: well inside an integer column even times the maximum quantity of a cart. */
export const MONEY_MAX_CENTS = 99_999_999;
/** The highest order total the order columns (integer cents) are allowed to hold; decision 0014. */
export const ORDER_MAX_CENTS = 999_999_999;

/** The deepest JSON any request takes (our deepest real body is a cart option map, 3 levels); decision 0039. */
export const JSON_MAX_DEPTH = 32;

export const INPUT_MSG = {
  notNumber: (label: string) => `${label} must be a number.`,
  notWhole: (label: string) => `${label} must be a whole number.`,
  notPositive: (label: string) => `${label} must be a positive number.`,
  tooLarge: (label: string, max: number) => `${label} must be ${max} or less.`,
  nul: 'Text may not contain NUL characters.',
  badJson: 'The request body is not valid JSON.',
  moneyFormat: (label: string) => `${label} must be an amount in dollars, like 19.99.`,
  moneyTooLarge: (label: string) => `${label} must be ${formatCents(MONEY_MAX_CENTS)} or less.`,
  orderTooLarge: `An order can total at most ${formatCents(ORDER_MAX_CENTS)}. Please lower a quantity or split the order.`,
  noBody: 'The request has no body.',
  tooDeep: `The request body is nested more than ${JSON_MAX_DEPTH} levels deep.`,
  loneSurrogate: 'Text must be valid Unicode (a lone surrogate character was sent).',
  badMultipart: 'The upload was cut off or is not a valid form. Please send it again.',
} as const;

/** A JSON number or a string of digits (optionally signed); the text of anything else is not a whole number. */
function wholeText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) ? String(v) : null;
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return /^[-+]?\d{1,20}$/.test(t) ? t : null;
}
const looksDecimal = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\s*[-+]?\d*\.\d+\s*$/.test(v));

interface WholeOptions {
  min: number;
  max: number;
  /** Messages: not a number at all, a fraction (defaults to notNumber), below min, above max. */
  notNumber: string;
  notWhole?: string;
  belowMin: string;
  aboveMax: string;
  /** A sign ("-1", "+2") is not a number at all (quantities, spec 000 s5); ids answer "must be a positive number". */
  unsigned?: boolean;
}

/** A whole number from min to max, written as plain digits. Shown in OpenAPI as "string or number". */
export function wholeNumber(o: WholeOptions) {
  return z
    .union([z.string(), z.number()], { error: o.notNumber })
    .describe(`A whole number from ${o.min} to ${o.max}, as digits`)
    .transform((v, ctx) => {
      const t = wholeText(v);
      if (t === null || (o.unsigned && /^[-+]/.test(t))) {
        ctx.addIssue({ code: 'custom', message: looksDecimal(v) ? (o.notWhole ?? o.notNumber) : o.notNumber });
        return z.NEVER;
      }
      const n = Number(t);
      if (n < o.min) ctx.addIssue({ code: 'custom', message: o.belowMin });
      else if (n > o.max) ctx.addIssue({ code: 'custom', message: o.aboveMax });
      return n;
    });
}

/** A row id: 1 to 2^31-1 (a PostgreSQL integer); `label` names the field in the messages. */
export const id = (label: string) =>
  wholeNumber({
    min: 1,
    max: INT4_MAX,
    notNumber: INPUT_MSG.notNumber(label),
    notWhole: INPUT_MSG.notWhole(label),
    belowMin: INPUT_MSG.notPositive(label),
    aboveMax: INPUT_MSG.tooLarge(label, INT4_MAX),
  });

/** A whole number from min to max (a page, a limit, minutes): "page must be 1 or more." */
export const intRange = (label: string, min: number, max: number) =>
  wholeNumber({
    min,
    max,
    notNumber: INPUT_MSG.notNumber(label),
    notWhole: INPUT_MSG.notWhole(label),
    belowMin: `${label} must be ${min} or more.`,
    aboveMax: INPUT_MSG.tooLarge(label, max),
  });

/** A store pick: a row id whose every failure reads "Choose a store." (kiosk, appointments, locator forms). */
export const storeId = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: 'Choose a store.',
  belowMin: 'Choose a store.',
  aboveMax: 'Choose a store.',
  unsigned: true,
});

/** A decimal (coordinates, minutes) written as plain digits with an optional sign and fraction, from min to max. */
export const decimal = (label: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: INPUT_MSG.notNumber(label) })
    .describe(`A number from ${min} to ${max}, as digits`)
    .transform((v, ctx) => {
      // A JSON number is taken as it is (7 / 60 has 16 decimals); text must be plain digits with an optional fraction.
      const t = typeof v === 'number' ? (Number.isFinite(v) ? '0' : '') : v.trim();
      if (!/^[-+]?\d{1,12}(\.\d{1,20})?$/.test(t)) {
        ctx.addIssue({ code: 'custom', message: INPUT_MSG.notNumber(label) });
        return z.NEVER;
      }
      const n = typeof v === 'number' ? v : Number(t);
      if (n < min || n > max) ctx.addIssue({ code: 'custom', message: `${label} must be from ${min} to ${max}.` });
      return n;
    });

/** Spec 000 s5: a quantity is a whole number from 1 (the product's own minimum is checked with the product) to 10000. */
export const quantity = wholeNumber({
  min: 1,
  max: QUANTITY_MAX,
  notNumber: MSG.numberMustBeInput,
  belowMin: MSG.minimumQuantity(1),
  aboveMax: MSG.maximumQuantity(QUANTITY_MAX),
  unsigned: true,
});

/**
 * Dollars as typed ("19.99", "$1,019.90") or a JSON number, into integer cents (money.ts toCents), 0 up to
 * MONEY_MAX_CENTS. `format` is the message for anything that is not an amount (the spec's own text where it has one).
 */
export const money = (label: string, format = INPUT_MSG.moneyFormat(label)) =>
  z
    .union([z.string(), z.number()], { error: format })
    .describe(`Dollars with up to 2 decimals (19.99), at most ${formatCents(MONEY_MAX_CENTS)}`)
    .transform((v, ctx) => {
      const cents = typeof v === 'number' && !Number.isFinite(v) ? null : toCents(v);
      if (cents === null || cents < 0) {
        ctx.addIssue({ code: 'custom', message: format });
        return z.NEVER;
      }
      if (cents > MONEY_MAX_CENTS) ctx.addIssue({ code: 'custom', message: INPUT_MSG.moneyTooLarge(label) });
      return cents;
    });

/** An idempotency key: 8 to 64 letters, digits, - or _ (web/src/ui/new-key.ts makes one per attempt). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;
export const IDEMPOTENCY_KEY_MSG = 'idempotency_key must be 8 to 64 letters, digits, - or _.';
/**
 * The key an add carries (decision 0099): a row with no natural key (a tax class, a customer group, a menu entry) is
 * added once per key, so a double click adds one row. Optional here because an edit names its row instead; the
 * server refuses an add without one (ADD_KEY_MSG).
 */
export const addKey = z.string({ error: IDEMPOTENCY_KEY_MSG }).regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG).optional();
export const ADD_KEY_MSG = 'An add needs an idempotency_key (one per attempt), so a repeated click adds one row.';

/** A checkbox as forms and JSON send it: "1", "true", "on", true, 1 are on; anything else (or absent) is off. */
export const flag = z
  .union([z.string(), z.number(), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on');

/** Plain text up to max characters, trimmed; empty allowed (use .min(1, …) for required). */
export const text = (max: number) => z.string({ error: MSG.required }).trim().max(max, MSG.maxChars(max));

/** A text field that may be absent: absent, null and numbers (JSON) read as their text, so "" is the default. */
export const optionalText = (max: number) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined ? '' : String(v).trim()))
    .pipe(z.string().max(max, MSG.maxChars(max)));

/** A UTF-16 surrogate without its pair: JSON.parse makes one from "\\ud800", and PostgreSQL refuses it in jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Finds the first text no column can take, a NUL or a lone surrogate, in a parsed body, query or params (keys too),
 * and names its field ("address.city") with the message to show. One rule for every string field (decision 0039).
 */
export function findBadText(value: unknown, path = ''): { field: string; message: string } | null {
  const bad = (s: string) =>
    s.includes('\u0000') ? INPUT_MSG.nul : LONE_SURROGATE.test(s) ? INPUT_MSG.loneSurrogate : null;
  if (typeof value === 'string') {
    const message = bad(value);
    return message ? { field: path || 'body', message } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    const field = path ? `${path}.${k}` : k;
    const message = bad(k);
    if (message) return { field, message };
    const hit = findBadText(v, field);
    if (hit) return hit;
  }
  return null;
}

/**
 * Whether JSON text opens more than `max` arrays/objects inside each other, counted in one pass over the text before
 * it is parsed: a body nested thousands deep would otherwise overflow the stack of whatever walks it next.
 */
export function jsonTooDeep(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Field errors of a failed parse, keyed "address.city"; the first issue per field wins. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A field that carries JSON text (ymm_data): parsed here, and text that is not JSON is a field error, not a 500. */
export function jsonText(v: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof v !== 'string') return v;
  if (jsonTooDeep(v)) {
    ctx.addIssue({ code: 'custom', message: INPUT_MSG.tooDeep.replace('request body', 'field') });
    return z.NEVER;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: INPUT_MSG.badJson.replace('request body', 'field') });
    return z.NEVER;
  }
  // The text itself passed the body's check; an escape inside it ("\\ud800") only becomes a bad character here.
  const bad = findBadText(parsed);
  if (bad) {
    ctx.addIssue({ code: 'custom', message: bad.message });
    return z.NEVER;
  }
  return parsed;
}
