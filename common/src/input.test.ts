// The strict primitives (decision 0014): what z.coerce.number() and Number() would have let through is refused.
import { describe, expect, it } from 'vitest';
import {
  flag,
  id,
  INT4_MAX,
  intRange,
  money,
  MONEY_MAX_CENTS,
  quantity,
  findBadText,
  jsonTooDeep,
  INPUT_MSG,
} from './input';
import { MSG } from './messages';

const ok = (r: { success: boolean; data?: unknown }) => (r.success ? r.data : 'refused');

describe('id', () => {
  it('takes digits and JSON integers from 1 to 2^31-1', () => {
    for (const [v, n] of [
      ['12', 12],
      [12, 12],
      [' 7 ', 7],
      [String(INT4_MAX), INT4_MAX],
    ] as const)
      expect(ok(id('x').safeParse(v))).toBe(n);
  });
  it('refuses hex, exponents, booleans, arrays, fractions, blanks, negatives and 2^31', () => {
    for (const v of [
      '0x10',
      '1e3',
      'true',
      true,
      [4],
      ['4'],
      '1.5',
      1.5,
      '',
      ' ',
      null,
      undefined,
      '-1',
      -1,
      '0',
      String(INT4_MAX + 1),
      2 ** 31,
      'Infinity',
      NaN,
      '١٢',
    ]) {
      expect(ok(id('x').safeParse(v)), JSON.stringify(v)).toBe('refused');
    }
    expect(id('address_id').safeParse('true').error?.issues[0]?.message).toBe('address_id must be a number.');
    expect(id('address_id').safeParse('-3').error?.issues[0]?.message).toBe('address_id must be a positive number.');
    expect(id('address_id').safeParse('2.5').error?.issues[0]?.message).toBe('address_id must be a whole number.');
  });
});

describe('quantity', () => {
  it('uses the spec messages; a sign is not a number', () => {
    expect(quantity.safeParse('1e3').error?.issues[0]?.message).toBe(MSG.numberMustBeInput);
    expect(quantity.safeParse('-1').error?.issues[0]?.message).toBe(MSG.numberMustBeInput);
    expect(quantity.safeParse('0').error?.issues[0]?.message).toBe(MSG.minimumQuantity(1));
    expect(quantity.safeParse('10001').error?.issues[0]?.message).toBe(MSG.maximumQuantity(10000));
    expect(ok(quantity.safeParse('10000'))).toBe(10000);
  });
});

describe('money', () => {
  it('reads dollars into cents and refuses amounts the columns cannot hold', () => {
    expect(ok(money('price').safeParse('19.99'))).toBe(1999);
    expect(ok(money('price').safeParse('$1,019.9'))).toBe(101990);
    expect(ok(money('price').safeParse(0.1 + 0.2))).toBe(30);
    for (const v of ['1e3', '0x10', '-1', '1.999', 'abc', true, [1], Infinity])
      expect(ok(money('price').safeParse(v)), String(v)).toBe('refused');
    expect(ok(money('price').safeParse(String(MONEY_MAX_CENTS / 100)))).toBe(MONEY_MAX_CENTS);
    expect(money('price').safeParse('1000000.00').error?.issues[0]?.message).toBe('price must be $999,999.99 or less.');
  });
});

describe('intRange, flag, findBadText', () => {
  it('pages and limits keep the listing messages', () => {
    expect(intRange('page', 1, 10_000).safeParse('0').error?.issues[0]?.message).toBe('page must be 1 or more.');
    expect(intRange('limit', 1, 100).safeParse('101').error?.issues[0]?.message).toBe('limit must be 100 or less.');
  });
  it('flag is on only for the checkbox values', () => {
    expect([true, 1, '1', 'true', 'on'].map((v) => flag.parse(v))).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', '', 'yes', undefined].map((v) => flag.parse(v))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('findBadText names the field of a NUL or a lone surrogate, nested or in a key', () => {
    expect(findBadText({ a: 'x', address: { city: 'Aus\u0000tin' } })).toEqual({
      field: 'address.city',
      message: INPUT_MSG.nul,
    });
    expect(findBadText({ ['k\u0000']: 'v' })?.field).toBe('k\u0000');
    expect(findBadText({ list: ['ok', 'b\u0000'] })?.field).toBe('list.1');
    expect(findBadText({ a: 'clean', n: 1 })).toBeNull();
    expect(findBadText({ comment: 'fine', firstname: 'Jo\ud800' })).toEqual({
      field: 'firstname',
      message: INPUT_MSG.loneSurrogate,
    });
    expect(findBadText({ option: { 7: '\udc00x' } })?.field).toBe('option.7');
    // A pair is one character (an emoji), not a lone half.
    expect(findBadText({ comment: 'brake \ud83d\ude97 pads' })).toBeNull();
  });
  it('jsonTooDeep counts brackets outside strings only', () => {
    expect(jsonTooDeep('['.repeat(33) + ']'.repeat(33))).toBe(true);
    expect(jsonTooDeep('['.repeat(32) + ']'.repeat(32))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ a: '[[[[['.repeat(20) }))).toBe(false);
    expect(jsonTooDeep('{"a":"\\\\"}' + '{'.repeat(40))).toBe(true);
  });
});
