import { describe, expect, it } from 'vitest';
import { checkOptions, type ProductOptionFacts } from './options';

const opts: ProductOptionFacts[] = [
  {
    productOptionId: 1,
    type: 'select',
    name: 'Finish',
    required: true,
    values: [
      { productOptionValueId: 10, name: 'Black', priceCents: 500, pricePrefix: '+' },
      { productOptionValueId: 11, name: 'Raw', priceCents: 200, pricePrefix: '-' },
    ],
  },
  {
    productOptionId: 2,
    type: 'checkbox',
    name: 'Extras',
    required: false,
    values: [
      { productOptionValueId: 20, name: 'Hardware', priceCents: 300, pricePrefix: '+' },
      { productOptionValueId: 21, name: 'Gasket', priceCents: 100, pricePrefix: '+' },
    ],
  },
  { productOptionId: 3, type: 'date', name: 'Install date', required: false, values: [] },
  { productOptionId: 4, type: 'time', name: 'Time', required: false, values: [] },
  { productOptionId: 5, type: 'datetime', name: 'When', required: false, values: [] },
  { productOptionId: 6, type: 'text', name: 'Engraving', required: true, values: [] },
];

describe('checkOptions', () => {
  it('names every missing required option with the spec text', () => {
    const r = checkOptions(opts, {});
    expect(r.errors).toEqual({ 'option[1]': 'Finish required!', 'option[6]': 'Engraving required!' });
  });

  it('accepts valid picks and returns the price modifiers and what the cart shows', () => {
    const r = checkOptions(opts, {
      '1': '11',
      '2': ['21', '20'],
      '3': '2026-11-22',
      '4': '09:30',
      '5': '2026-11-22 09:30',
      '6': ' RR ',
    });
    expect(r.errors).toEqual({});
    expect(r.picks).toEqual([
      { priceCents: 200, pricePrefix: '-' },
      { priceCents: 300, pricePrefix: '+' },
      { priceCents: 100, pricePrefix: '+' },
    ]);
    expect(r.stored).toEqual({
      '1': '11',
      '2': ['20', '21'],
      '3': '2026-11-22',
      '4': '09:30',
      '5': '2026-11-22 09:30',
      '6': 'RR',
    });
    expect(r.chosen.map((c) => `${c.name}=${c.value}`)).toEqual([
      'Finish=Raw',
      'Extras=Hardware',
      'Extras=Gasket',
      'Install date=2026-11-22',
      'Time=09:30',
      'When=2026-11-22 09:30',
      'Engraving=RR',
    ]);
  });

  it("refuses a value of another option and dates out of the spec's formats", () => {
    const r = checkOptions(opts, {
      '1': '20',
      '2': ['99'],
      '3': '22/11/2026',
      '4': '9:30',
      '5': '2026-11-22T09:30',
      '6': 'x',
    });
    expect(r.errors).toEqual({
      'option[1]': 'Finish is not a valid choice.',
      'option[2]': 'Extras is not a valid choice.',
      'option[3]': 'Install date must be a date in the form Y-m-d.',
      'option[4]': 'Time must be a date in the form H:i.',
      'option[5]': 'When must be a date in the form Y-m-d H:i.',
    });
  });
});
