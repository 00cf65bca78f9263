import { describe, expect, it } from 'vitest';
import { checkDigit, decodeVin, VIN_MSG, vinSchema } from './vin';

// Every VIN below carries a check digit recomputed with the 49 CFR 565 algorithm.
const F150_2013 = '1FTFW1ET9DFC10312';
const now = new Date('2025-06-01T00:00:00Z');
const errorOf = (input: string) => {
  const r = decodeVin(input, { now });
  return r.ok ? null : r.error;
};

describe('checkDigit', () => {
  it('matches the reference examples, including the X remainder', () => {
    expect(checkDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(checkDigit('1HGCM82633A004352')).toBe('3');
    expect(checkDigit('11111111111111111')).toBe('1');
  });
});

describe('decodeVin', () => {
  it('decodes a Ford truck VIN to its year, make, WMI and country', () => {
    expect(decodeVin(F150_2013, { now })).toEqual({
      ok: true,
      vin: F150_2013,
      year: 2013,
      make: 'Ford',
      wmi: '1FT',
      country: 'United States',
    });
  });

  it('uses position 7 to pick the 1980-2009 or the 2010-2039 cycle for the same year code', () => {
    expect(decodeVin('1G1JC5244K7123456', { now })).toMatchObject({ ok: true, year: 1989, make: 'Chevrolet' });
    expect(decodeVin('2HGFC2F56KH512345', { now })).toMatchObject({
      ok: true,
      year: 2019,
      make: 'Honda',
      country: 'Canada',
    });
    expect(decodeVin('1HGCM82633A004352', { now })).toMatchObject({ ok: true, year: 2003, make: 'Honda' });
  });

  it('falls back to the earlier cycle when the year would be more than a year ahead', () => {
    expect(decodeVin('1FTFW1ET1YFC10312', { now })).toMatchObject({ ok: true, year: 2000 });
    expect(decodeVin('1FTFW1ET1YFC10312', { now: new Date('2029-06-01T00:00:00Z') })).toMatchObject({
      ok: true,
      year: 2030,
    });
  });

  it('accepts lower case, dashes and spaces, returning the normalised VIN', () => {
    for (const input of [
      '1ftfw1et9dfc10312',
      '1FTFW-1ET9-DFC-10312',
      '  1FT FW1 ET9 DFC 10312 ',
      '1ftfw1et9-dfc 10312',
    ])
      expect(decodeVin(input, { now })).toMatchObject({ ok: true, vin: F150_2013, make: 'Ford' });
  });

  it('reads the brand from position 5 on the WMIs Chrysler, Dodge, Jeep, Ram and Fiat share', () => {
    expect(decodeVin('1C4RJFAG0FC625797', { now })).toMatchObject({ make: 'Jeep', year: 2015 });
    expect(decodeVin('2C3CDXBG4EH123456', { now })).toMatchObject({ make: 'Dodge', country: 'Canada' });
    expect(decodeVin('1C6RR7LT0ES123456', { now })).toMatchObject({ make: 'Ram' });
    expect(decodeVin('1C6HJTAGXLL123456', { now })).toMatchObject({ make: 'Jeep', year: 2020 });
    expect(decodeVin('3C6TD5HT3CG123456', { now })).toMatchObject({ make: 'Ram', country: 'Mexico' });
    expect(decodeVin('3C3CFFARXCT123456', { now })).toMatchObject({ make: 'Fiat' });
    expect(decodeVin('2C3KA53G36H123456', { now })).toMatchObject({ make: 'Chrysler', year: 2006 });
    expect(decodeVin('1J4GW48S0YC123456', { now })).toMatchObject({ make: 'Jeep', year: 2000 });
  });

  it('names makes and countries from other WMIs', () => {
    expect(decodeVin('WBA3A5C57CF256651', { now })).toMatchObject({ make: 'BMW', country: 'Germany' });
    expect(decodeVin('JN8AS5MT1CW123456', { now })).toMatchObject({ make: 'Nissan', country: 'Japan' });
    expect(decodeVin('KNDJP3A50H7123456', { now })).toMatchObject({ make: 'Kia', country: 'South Korea' });
    expect(decodeVin('SALGS2EF6DA123456', { now })).toMatchObject({ make: 'Land Rover', country: 'United Kingdom' });
    expect(decodeVin('5YJ3E1EA2KF317000', { now })).toMatchObject({ make: 'Tesla', year: 2019 });
    expect(decodeVin('2T1BR32EX6C123456', { now })).toMatchObject({ make: 'Toyota', year: 2006 });
  });

  it('leaves make null, without an error, for an unknown WMI', () => {
    expect(decodeVin('1M8GDM9AXKP042788', { now })).toEqual({
      ok: true,
      vin: '1M8GDM9AXKP042788',
      year: 1989,
      make: null,
      wmi: '1M8',
      country: 'United States',
    });
  });

  it('asks for a VIN when there is none', () => {
    expect(errorOf('')).toBe('Enter a VIN.');
    expect(errorOf('  - ')).toBe('Enter a VIN.');
  });

  it('reports the length it counted', () => {
    expect(errorOf('1FTFW1ET9DFC1031')).toBe('A VIN has 17 characters; this one has 16.');
    expect(errorOf('1FTFW1ET9DFC103123')).toBe('A VIN has 17 characters; this one has 18.');
  });

  it('rejects I, O and Q, and anything that is not a letter or digit', () => {
    expect(errorOf('1FTFW1ET9DFC1031I')).toBe('A VIN cannot contain the letters I, O or Q.');
    expect(errorOf('1FTFW1ET9DFCo0312')).toBe('A VIN cannot contain the letters I, O or Q.');
    expect(errorOf('1FTFW1ET9DFC1031Q')).toBe('A VIN cannot contain the letters I, O or Q.');
    expect(errorOf('1FTFW1ET9DFC1031*')).toBe('A VIN has only letters and digits.');
    expect(errorOf('1FTFW1ET9DFC1031É')).toBe('A VIN has only letters and digits.');
  });

  it('rejects a VIN whose check digit does not match', () => {
    expect(errorOf('1FTFW1ET5DFC10312')).toBe(
      'This VIN is not valid: its check digit does not match. Check it for typing mistakes.',
    );
    expect(errorOf('1FTFW1ET9DFC10321')).toBe(
      'This VIN is not valid: its check digit does not match. Check it for typing mistakes.',
    );
  });

  it('rejects a position 10 that is not a model-year code', () => {
    expect(errorOf('1FTFW1ET60FC10312')).toBe('This VIN is not valid: position 10 is not a model-year code.');
    expect(errorOf('1FTFW1ET9UFC10312')).toBe('This VIN is not valid: position 10 is not a model-year code.');
  });
});

describe('vinSchema', () => {
  it('normalises a valid VIN', () => {
    expect(vinSchema.parse(' 1ftfw1et9-dfc-10312 ')).toBe(F150_2013);
  });

  it('fails with the same messages as decodeVin', () => {
    const inputs = [
      '',
      '1FTFW1ET9DFC1031',
      '1FTFW1ET9DFC1031I',
      '1FTFW1ET9DFC1031*',
      '1FTFW1ET5DFC10312',
      '1FTFW1ET60FC10312',
    ];
    for (const input of inputs) {
      const result = vinSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([errorOf(input)]);
    }
    expect(Object.values(VIN_MSG)).toContain(errorOf('1FTFW1ET9DFC1031*'));
  });

  it('asks for a VIN when the field is missing', () => {
    expect(vinSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Enter a VIN.');
  });
});
