import { describe, expect, it } from 'vitest';
import { moneyFor } from './currency';

const locale = {
  currency: 'EUR',
  language: 'en' as const,
  currencies: [
    { code: 'USD', title: 'US Dollar', rate: 1 },
    { code: 'EUR', title: 'Euro', rate: 0.92 },
  ],
};

describe('display currency', () => {
  it('shows US dollars by default, from cents or from the server text', () => {
    const usd = moneyFor(undefined);
    expect(usd.cents(1999)).toBe('$19.99');
    expect(usd.text('$1,019.90')).toBe('$1,019.90');
  });

  it('converts by the stored rate and rounds to the cent', () => {
    const eur = moneyFor(locale);
    expect(eur.cents(1999)).toBe('€18.39');
    expect(eur.text('$1,019.90')).toBe('€938.31');
    expect(eur.text('Free')).toBe('Free');
  });

  it('falls back to USD for a currency it does not know', () => {
    expect(moneyFor({ ...locale, currency: 'XYZ' }).cents(100)).toBe('$1.00');
  });
});
