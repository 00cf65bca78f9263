import { describe, expect, it } from 'vitest';
import { email, phone, requiredText } from './validation';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('shared field rules', () => {
  it('accepts the phone shapes of the spec and rejects others with its message', () => {
    for (const ok of ['5125550142', '(512) 555-0142', '+1 512 555 0142'.replace('+1 ', '+'), '512.555.0142'])
      expect(phone.safeParse(ok).success).toBe(true);
    expect(message(phone.safeParse('555-0142'))).toBe('Invalid phone number format');
    expect(message(phone.safeParse(''))).toBe('Required');
  });
  it('checks email and lengths with the spec messages', () => {
    expect(message(email.safeParse('nope'))).toBe('Invalid email');
    expect(message(requiredText(2, 32).safeParse('A'))).toBe('Minimum 2 characters');
    expect(message(requiredText(2, 32).safeParse('x'.repeat(33)))).toBe('Maximum 32 characters');
    expect(message(requiredText(2, 32).safeParse('   '))).toBe('Required');
  });
});
