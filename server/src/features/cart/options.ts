// Checks posted options against a product's options (contract 1): required ones present, values belong to the option,
// dates and times in the spec's formats. Returns what the price rule needs and what the cart and order show.
import { CART_MSG } from '@parts/common/cart';
import type { OptionPick } from '@parts/common/pricing';

export interface ProductOptionFacts {
  productOptionId: number;
  type: 'checkbox' | 'image' | 'radio' | 'select' | 'text' | 'textarea' | 'date' | 'time' | 'datetime';
  name: string;
  required: boolean;
  values: { productOptionValueId: number; name: string; priceCents: number; pricePrefix: '+' | '-' }[];
}

export type PostedOptions = Record<string, string | string[] | undefined>;

export interface ChosenOption {
  product_option_id: number;
  name: string;
  value: string;
  price_cents: number;
}

export interface OptionCheck {
  errors: Record<string, string>;
  /** The options as stored on the cart line (only those given, normalised). */
  stored: Record<string, string | string[]>;
  picks: OptionPick[];
  chosen: ChosenOption[];
}

const FORMATS: Record<string, { re: RegExp; label: string }> = {
  date: { re: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, label: 'Y-m-d' },
  time: { re: /^([01]\d|2[0-3]):[0-5]\d$/, label: 'H:i' },
  datetime: { re: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d$/, label: 'Y-m-d H:i' },
};

export function checkOptions(options: ProductOptionFacts[], posted: PostedOptions): OptionCheck {
  const errors: Record<string, string> = {};
  const stored: Record<string, string | string[]> = {};
  const picks: OptionPick[] = [];
  const chosen: ChosenOption[] = [];
  for (const o of options) {
    const field = `option[${o.productOptionId}]`;
    const raw = posted[String(o.productOptionId)];
    if (o.type === 'checkbox') {
      const ids = (Array.isArray(raw) ? raw : raw === undefined || raw === '' ? [] : [raw])
        .map(String)
        .filter((v) => v !== '');
      if (ids.length === 0) {
        if (o.required) errors[field] = CART_MSG.optionRequired(o.name);
        continue;
      }
      if (ids.some((id) => !o.values.some((v) => String(v.productOptionValueId) === id))) {
        errors[field] = CART_MSG.optionInvalid(o.name);
        continue;
      }
      stored[String(o.productOptionId)] = [...new Set(ids)].sort();
      // In the option's own order, each value once, whatever order they were posted in.
      for (const v of o.values.filter((x) => ids.includes(String(x.productOptionValueId)))) {
        picks.push({ priceCents: v.priceCents, pricePrefix: v.pricePrefix });
        chosen.push({
          product_option_id: o.productOptionId,
          name: o.name,
          value: v.name,
          price_cents: v.pricePrefix === '-' ? -v.priceCents : v.priceCents,
        });
      }
      continue;
    }
    const text = Array.isArray(raw) ? raw[0] : raw;
    const value = typeof text === 'string' ? text.trim() : '';
    if (value === '') {
      if (o.required) errors[field] = CART_MSG.optionRequired(o.name);
      continue;
    }
    if (o.type === 'select' || o.type === 'radio' || o.type === 'image') {
      const v = o.values.find((x) => String(x.productOptionValueId) === value);
      if (!v) {
        errors[field] = CART_MSG.optionInvalid(o.name);
        continue;
      }
      stored[String(o.productOptionId)] = value;
      picks.push({ priceCents: v.priceCents, pricePrefix: v.pricePrefix });
      chosen.push({
        product_option_id: o.productOptionId,
        name: o.name,
        value: v.name,
        price_cents: v.pricePrefix === '-' ? -v.priceCents : v.priceCents,
      });
      continue;
    }
    const format = FORMATS[o.type];
    if (format && !format.re.test(value)) {
      errors[field] = CART_MSG.optionDate(o.name, format.label);
      continue;
    }
    const max = o.type === 'textarea' ? 2000 : 255;
    stored[String(o.productOptionId)] = value.slice(0, max);
    chosen.push({ product_option_id: o.productOptionId, name: o.name, value: value.slice(0, max), price_cents: 0 });
  }
  return { errors, stored, picks, chosen };
}
