import { describe, expect, it } from 'vitest';
import { laborText, modifierText } from './page';
import { captchaMatches, firstEmail } from '#src/features/product/contact';

describe('product page texts', () => {
  it('shows labor time in hrs and min', () => {
    expect(laborText(90)).toBe('1 hr 30 min');
    expect(laborText(120)).toBe('2 hrs');
    expect(laborText(45)).toBe('45 min');
  });

  it('writes an option modifier with its sign, and nothing for zero', () => {
    expect(modifierText(1000, '+')).toBe('+$10.00');
    expect(modifierText(1500, '-')).toBe('-$15.00');
    expect(modifierText(0, '+')).toBe('');
  });

  it("takes a location's first email address and matches a captcha without case", () => {
    expect(firstEmail('roundrock@x.example, manager@x.example')).toBe('roundrock@x.example');
    expect(captchaMatches('aBc12', ' ABC12 ')).toBe(true);
    expect(captchaMatches(undefined, '')).toBe(false);
    expect(captchaMatches('abc12', 'abc13')).toBe(false);
  });
});
