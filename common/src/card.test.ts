import { describe, expect, it } from 'vitest';
import { CARD_MSG, cardExpired, cardFieldsInput, parseExpiry } from './checkout';

const issues = (card: Record<string, string>) => {
  const r = cardFieldsInput.safeParse({
    card_number: '4242424242424242',
    card_expiry: '12/30',
    card_cvc: '123',
    ...card,
  });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('card fields', () => {
  it('accepts a good card, with spaces in the number', () => {
    expect(issues({ card_number: '4242 4242 4242 4242' })).toEqual({});
  });
  it('refuses an expired card, through the end of its month only', () => {
    expect(issues({ card_expiry: '01/19' })).toEqual({ card_expiry: CARD_MSG.expired });
    expect(cardExpired(parseExpiry('11/26')!, new Date(2026, 10, 30))).toBe(false);
    expect(cardExpired(parseExpiry('10/26')!, new Date(2026, 10, 1))).toBe(true);
  });
  it('refuses a number failing Luhn, a bad expiry and a short CVC with their own messages', () => {
    expect(issues({ card_number: '4242424242424241' })).toEqual({ card_number: CARD_MSG.number });
    expect(issues({ card_expiry: '1330' })).toEqual({ card_expiry: CARD_MSG.expiry });
    expect(issues({ card_cvc: '12a' })).toEqual({ card_cvc: CARD_MSG.cvc });
  });
});
