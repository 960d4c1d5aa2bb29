import { describe, expect, it } from 'vitest';
import { countries, getCountry, isCountryCode } from './countries.ts';

describe('country configuration (customer-site.md §1, §9)', () => {
  it.each([
    ['GB', 'en-GB', 'Europe/London', 'GBP', '£', 'left', '.', ',', '0', '+44', 'PRONTO_UK', 400, 1000],
    ['ES', 'es-ES', 'Europe/Madrid', 'EUR', '€', 'right', ',', '.', '', '+34', 'PRONTO_ES', 400, 1500],
  ] as const)(
    '%s: locale %s, zone %s, %s %s on the %s, decimal %s, thousands %s, prefix "%s", %s, %s, limits %i/%i',
    (code, locale, timezone, currency, symbol, position, decimal, thousands, prefix, dial, app, first, later) => {
      const c = countries[code];
      expect(c.code).toBe(code);
      expect(c.locale).toBe(locale);
      expect(c.locale.toLowerCase()).toBe(code === 'GB' ? 'en-gb' : 'es-es');
      expect(c.language).toBe(locale);
      expect(c.timezone).toBe(timezone);
      expect(c.currency).toEqual({
        code: currency,
        symbol,
        symbolPosition: position,
        decimalSeparator: decimal,
        thousandsSeparator: thousands,
        decimals: 2,
      });
      expect(c.dateFormat).toBe('DD/MM/YYYY');
      expect(c.phonePrefix).toBe(prefix);
      expect(c.countryCode).toBe(dial);
      expect(c.application).toBe(app);
      expect(c.loanLimits).toEqual({ newCustomer: first, later });
    },
  );

  it.each([
    ['GB', '07123456789', true],
    ['GB', '07100000001', true],
    ['GB', '7123456789', false],
    ['GB', '0712345678', false],
    ['GB', '071234567890', false],
    ['GB', '08123456789', false],
    ['GB', '0712345678a', false],
    ['ES', '600000001', true],
    ['ES', '712345678', true],
    ['ES', '812345678', false],
    ['ES', '912345678', false],
    ['ES', '60000000', false],
    ['ES', '6000000011', false],
  ] as const)('%s mobile %s matches the pattern: %s', (code, phone, ok) => {
    expect(countries[code].mobilePattern.test(phone)).toBe(ok);
  });

  it('mobile phone length is 11 in the UK and 9 in Spain; national ID 9 in Spain only', () => {
    expect(countries.GB.mobileLength).toEqual({ min: 11, max: 11 });
    expect(countries.ES.mobileLength).toEqual({ min: 9, max: 9 });
    expect(countries.ES.nationalIdLength).toEqual({ min: 9, max: 9 });
    expect(countries.GB.nationalIdLength).toBeNull();
  });

  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'sw1a1aa', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'B33 8TH', true],
    ['GB', 'CR2 6XH', true],
    ['GB', 'DN55 1PT', true],
    ['GB', 'GIR 0AA', true],
    ['GB', '12345', false],
    ['GB', 'SW1A 1A', false],
    ['GB', 'QQ1 1AA1', false],
    ['ES', '28013', true],
    ['ES', '08001', true],
    ['ES', '2801', false],
    ['ES', '280130', false],
    ['ES', '28O13', false],
  ] as const)('%s postcode %s matches: %s', (code, postCode, ok) => {
    expect(countries[code].postCodePattern.test(postCode)).toBe(ok);
  });

  it.each([
    ['GB', 'GB'],
    ['gb', 'GB'],
    ['UK', 'GB'],
    ['ES', 'ES'],
    ['es', 'ES'],
    ['FR', 'GB'],
    [undefined, 'GB'],
  ] as const)('getCountry(%s) is %s', (input, expected) => {
    expect(getCountry(input).code).toBe(expected);
  });

  it('isCountryCode accepts only GB and ES', () => {
    expect(['GB', 'ES', 'UK', 'gb', 1].map(isCountryCode)).toEqual([true, true, false, false, false]);
  });
});
