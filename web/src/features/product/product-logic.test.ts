import { describe, expect, it } from 'vitest';
import type { ProductOption } from '@parts/common/catalog';
import {
  activeTierQuantity,
  canAdd,
  cartFields,
  livePrice,
  missingRequired,
  parseQuantity,
  swappedImage,
} from './product-logic';

const value = (id: number, cents: number, prefix: '+' | '-' = '+', image: string | null = null) => ({
  product_option_value_id: id,
  option_value_id: id,
  name: `V${id}`,
  price: (cents / 100).toFixed(2),
  price_cents: cents,
  price_prefix: prefix,
  price_text: '',
  image,
  image_thumb: image,
});
const options: ProductOption[] = [
  {
    product_option_id: 1,
    type: 'select',
    name: 'Finish',
    required: true,
    value: '',
    product_option_value: [value(10, 0), value(11, 1200)],
  },
  {
    product_option_id: 2,
    type: 'checkbox',
    name: 'Add-ons',
    required: false,
    value: '',
    product_option_value: [value(20, 999), value(21, 1500, '-')],
  },
  {
    product_option_id: 3,
    type: 'image',
    name: 'Color',
    required: true,
    value: '',
    product_option_value: [
      value(30, 0, '+', '/media/options/black.svg'),
      value(31, 500, '+', '/media/options/red.svg'),
    ],
  },
  {
    product_option_id: 4,
    type: 'datetime',
    name: 'Install appointment',
    required: false,
    value: '',
    product_option_value: [],
  },
];
const product = {
  options,
  pricing: {
    regular_cents: 10_000,
    special_cents: null,
    tiers: [
      { quantity: 2, price_cents: 9_700 },
      { quantity: 4, price_cents: 9_400 },
    ],
    rebate: null,
  },
};

describe('product page rules', () => {
  it('adds option modifiers and applies the highest tier not above the quantity', () => {
    expect(livePrice(product, 1, {})!.unitCents).toBe(10_000);
    expect(livePrice(product, 1, { 1: '11' })!.unitCents).toBe(11_200);
    expect(livePrice(product, 3, { 1: '11', 2: ['20', '21'] })!.unitCents).toBe(9_700 + 1200 + 999 - 1500);
    expect(livePrice(product, 4, {})!.unitCents).toBe(9_400);
    expect(activeTierQuantity(product, 3)).toBe(2);
    expect(activeTierQuantity(product, 1)).toBeNull();
    expect(livePrice({ options, pricing: null }, 1, {})).toBeNull();
  });

  it('names each missing required option', () => {
    expect(missingRequired(options, {})).toEqual({ 'option[1]': 'Finish required!', 'option[3]': 'Color required!' });
    expect(missingRequired(options, { 1: '10', 3: '31' })).toEqual({});
  });

  it('builds the cart call fields of contract 1', () => {
    expect(cartFields(7, 2, options, { 1: '11', 2: ['20', '21'], 4: '2026-05-01T14:30' })).toEqual([
      ['product_id', '7'],
      ['quantity', '2'],
      ['option[1]', '11'],
      ['option[2][]', '20'],
      ['option[2][]', '21'],
      ['option[4]', '2026-05-01 14:30'],
    ]);
  });

  it('swaps the picture for a chosen image value', () => {
    expect(swappedImage(options, {})).toBeNull();
    expect(swappedImage(options, { 3: '31' })).toBe('/media/options/red.svg');
  });

  it('parses the quantity box and disables Add to Cart for empty or zero', () => {
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('abc')).toBeNull();
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity('20000')).toBe(10000);
    expect([canAdd(null), canAdd(0), canAdd(1)]).toEqual([false, false, true]);
  });
});
