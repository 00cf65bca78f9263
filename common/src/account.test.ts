import { describe, expect, it } from 'vitest';
import { addressInputSchema, maskPhone, registerSchema } from './account';
import { ACCOUNT_MSG, MSG } from './messages';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['512', '(512'],
    ['5125', '(512) 5'],
    ['512555', '(512) 555'],
    ['5125550101', '(512) 555-0101'],
    ['+1 (512) 555-0101', '(512) 555-0101'],
    ['512.555.01019999', '(512) 555-0101'],
  ])('%s → %s', (raw, masked) => expect(maskPhone(raw)).toBe(masked));
});

describe('registerSchema', () => {
  const good = {
    firstname: 'Ann',
    lastname: 'Lee',
    email: 'ann@example.com',
    telephone: '(512) 555-0101',
    password: 'abcd1234',
    confirm: 'abcd1234',
  };
  it('accepts a good body and reads the newsletter box', () => {
    expect(registerSchema.parse({ ...good, newsletter: 'on' }).newsletter).toBe(true);
    expect(registerSchema.parse(good).newsletter).toBe(false);
  });
  it('gives the spec messages', () => {
    const r = registerSchema.safeParse({ ...good, telephone: '+15125550101x', password: 'a'.repeat(21), confirm: 'b' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toMatchObject({ telephone: MSG.invalidPhone, password: MSG.maxChars(20) });
    expect(registerSchema.safeParse({ ...good, confirm: 'abcd1235' }).error?.issues[0]?.message).toBe(
      ACCOUNT_MSG.passwordMismatch,
    );
  });
});

describe('addressInputSchema', () => {
  const good = {
    firstname: 'Ann',
    lastname: 'Lee',
    address_1: '1 Main St',
    city: 'Austin',
    postcode: '78701',
    country_id: '840',
    zone_id: '84001037',
  };
  it('leaves company and address 2 optional but checks them when given', () => {
    expect(addressInputSchema.parse(good)).toMatchObject({
      company: '',
      address_2: '',
      country_id: 840,
      zone_id: 84001037,
      default: false,
    });
    expect(addressInputSchema.safeParse({ ...good, company: 'A' }).error?.issues[0]?.message).toBe(MSG.minChars(2));
  });
});
