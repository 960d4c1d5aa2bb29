import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { formatDate, getCountry } from '@pronto/countries';
import { normalizeMobile } from './phone.ts';
import { isEmailSyntax, validEmail } from './rules.ts';
import { validDate } from './dates.ts';

const isMobile = (v: string, market: 'GB' | 'ES') => getCountry(market).mobilePattern.test(normalizeMobile(v, market));
/** libphonenumber-js (full metadata) as the oracle: a valid number of type MOBILE. */
const libMobile = (national: string, market: 'GB' | 'ES') => {
  const p = parsePhoneNumberFromString(national, market);
  return p !== undefined && p.isValid() && p.getType() === 'MOBILE';
};

/** `npm test` checks a bounded sample; PROPERTY_RUNS=full (a long local or nightly run) checks far more. */
const FULL = process.env.PROPERTY_RUNS === 'full';
const NUMBERS = FULL ? 50_000 : 2_500;

describe('mobile numbers against libphonenumber-js', () => {
  it('UK forms: +44 (0)7..., spaces, dashes, 0044', () => {
    for (const v of ['+44 (0)7700 900123', '+44(0)7700900123', '+44 7700 900123', '07700-900-123', '0044 7700 900123', '07700 900 123']) {
      expect(normalizeMobile(v, 'GB'), v).toBe('07700900123');
      expect(isMobile(v, 'GB'), v).toBe(true);
    }
  });

  // Spain: 0 disagreements. UK: our ranges (071-075, 077-079, 07624) are wider than libphonenumber's
  // sub-range detail (a few unallocated 077xx/079xx blocks): at most 0.5% of 07 numbers, all allowed.
  it(`Spanish mobiles: 0 disagreements on ${NUMBERS.toLocaleString('en-GB')} generated numbers; UK within 0.5%`, () => {
    const uk = fc.integer({ min: 0, max: 999_999_999 }).map((n) => `07${String(n).padStart(9, '0')}`);
    const es = fc.integer({ min: 600_000_000, max: 799_999_999 }).map(String);
    const ukSample = fc.sample(uk, { numRuns: NUMBERS, seed: 18 });
    const esSample = fc.sample(es, { numRuns: NUMBERS, seed: 18 });
    const ukOff = ukSample.filter((n) => isMobile(n, 'GB') !== libMobile(n, 'GB'));
    const esOff = esSample.filter((n) => isMobile(n, 'ES') !== libMobile(n, 'ES'));
    console.info(
      `phones: UK ${ukOff.length}/${NUMBERS} disagreements ${ukOff.slice(0, 5).join(' ')}; ES ${esOff.length}/${NUMBERS} ${esOff.slice(0, 5).join(' ')}`,
    );
    expect(esOff).toEqual([]);
    expect(ukOff.length).toBeLessThanOrEqual(NUMBERS * 0.005);
    expect(ukOff.every((n) => isMobile(n, 'GB') && !libMobile(n, 'GB'))).toBe(true);
  });

  it('Spanish 70x and 75x-77x, 79x are not mobiles; 6xx, 71x-74x, 78x are', () => {
    for (const n of ['700123456', '750123456', '770123456', '790123456']) expect(isMobile(n, 'ES'), n).toBe(false);
    for (const n of ['612345678', '712345678', '742345678', '782345678', '+34 612 34 56 78']) expect(isMobile(n, 'ES'), n).toBe(true);
  });
});

describe('e-mail syntax', () => {
  it.each([
    ['.john@example.com', false],
    ['john.@example.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    [`${'a'.repeat(64)}@example.com`, true],
    [`a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(63)}.com`, false], // 261 characters: over 254
    ['john.smith@example.com', true],
  ])('%s -> %s', (email, ok) => {
    expect(isEmailSyntax(email)).toBe(ok);
    expect(validEmail()(email) === undefined).toBe(ok);
  });
});

describe('impossible dates', () => {
  it('formatDate prints nothing for 2026-02-30 and 2026-13-01', () => {
    expect(formatDate('2026-02-30', 'GB')).toBe('');
    expect(formatDate('2026-13-01', 'ES')).toBe('');
    expect(formatDate('2028-02-29', 'GB')).toBe('29/02/2028');
  });

  it('the date rule refuses 30/02/2026', () => {
    expect(validDate()('30/02/2026')).toBeDefined();
    expect(validDate()('28/02/2026')).toBeUndefined();
  });
});
