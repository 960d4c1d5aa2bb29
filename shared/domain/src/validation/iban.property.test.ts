import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidIBAN } from 'ibantools';
import { ibanProblem, isValidIban, normalizeIban } from './iban.ts';

/*
 * Generated IBANs (valid ES and GB, one-character typos, wrong lengths, wrong Spanish control digits,
 * with IBAN check digits recomputed so only the national digits are wrong) must get the same answer
 * from our check as from ibantools itself. The generator computes its own check digits.
 */

const mod97 = (s: string) => [...s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))].reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
const withCheckDigits = (country: string, bban: string) => `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, '0')}${bban}`;

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
function cccDigit(ten: string): string {
  const d = 11 - ([...ten].reduce((s, c, i) => s + Number(c) * (CCC_WEIGHTS[i] ?? 0), 0) % 11);
  return String(d === 11 ? 0 : d === 10 ? 1 : d);
}
const spanishBban = (bankBranch: string, account: string) => `${bankBranch}${cccDigit(`00${bankBranch}`)}${cccDigit(account)}${account}`;

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((a) => a.join(''));
const letters = (n: number) =>
  fc.array(fc.integer({ min: 65, max: 90 }), { minLength: n, maxLength: n }).map((a) => String.fromCharCode(...a));

const validEs = fc.tuple(digits(8), digits(10)).map(([bb, acc]) => withCheckDigits('ES', spanishBban(bb, acc)));
const validGb = fc.tuple(letters(4), digits(14)).map(([bank, rest]) => withCheckDigits('GB', `${bank}${rest}`));
const valid = fc.oneof(validEs, validGb);
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const typo = fc.tuple(valid, fc.nat(), fc.nat()).map(([iban, at, ch]) => {
  const i = at % iban.length;
  const c = ALPHABET[ch % ALPHABET.length]!;
  return `${iban.slice(0, i)}${c === iban[i] ? ALPHABET[(ch + 1) % ALPHABET.length] : c}${iban.slice(i + 1)}`;
});
const wrongLength = fc.tuple(valid, fc.boolean(), digits(1)).map(([iban, drop, d]) => (drop ? iban.slice(0, -1) : `${iban}${d}`));
const wrongNational = fc.tuple(digits(8), digits(10), fc.integer({ min: 1, max: 99 })).map(([bb, acc, delta]) => {
  const bban = spanishBban(bb, acc);
  const dc = String((Number(bban.slice(8, 10)) + delta) % 100).padStart(2, '0');
  return withCheckDigits('ES', `${bban.slice(0, 8)}${dc}${bban.slice(10)}`);
});
const anyIban = fc.oneof(valid, typo, wrongLength, wrongNational);

/** The mock's former check (mod 97 only), kept here to measure what it let through. */
function mod97Only(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban) && mod97(`${iban.slice(4)}${iban.slice(0, 4)}`) === 1;
}

/** `npm test` checks a bounded sample; PROPERTY_RUNS=full (a long local or nightly run) checks far more. */
const FULL = process.env.PROPERTY_RUNS === 'full';
const IBANS = FULL ? 100_000 : 5_000;

describe('IBANs against ibantools', () => {
  it(`0 disagreements on ${IBANS.toLocaleString('en-GB')} generated IBANs (valid, typos, wrong lengths, wrong national digits)`, () => {
    const sample = fc.sample(anyIban, { numRuns: IBANS, seed: 18 });
    const ours = sample.filter((iban) => isValidIban(iban) !== isValidIBAN(iban));
    const spaced = sample.filter((iban) => isValidIban(iban.replace(/(.{4})/g, '$1 ').toLowerCase()) !== isValidIBAN(iban));
    const legacy = sample.filter((iban) => mod97Only(iban) !== isValidIBAN(iban));
    const validCount = sample.filter((iban) => isValidIBAN(iban)).length;
    console.info(
      `iban: ${sample.length} generated, ${validCount} valid by ibantools; disagreements ours ${ours.length}, spaced ${spaced.length}, former mod-97 check ${legacy.length}`,
    );
    expect(validCount).toBeGreaterThan(IBANS / 5);
    expect(sample.length - validCount).toBeGreaterThan(IBANS / 5);
    expect({ ours: ours.length, spaced: spaced.length }).toEqual({ ours: 0, spaced: 0 });
  });

  it('says why: wrong Spanish control digits, length, country', () => {
    expect(ibanProblem('ES9121000418450200051332')).toBeUndefined();
    expect(ibanProblem(withCheckDigits('ES', '21000418460200051332'))).toBe('nationalCheckDigits'); // control digits 45 -> 46
    expect(ibanProblem('ES912100041845020005133')).toBe('length');
    expect(ibanProblem('GB29NWBK60161331926819', 'ES')).toBe('country');
    expect(isValidIban('GB29 NWBK 6016 1331 9268 19')).toBe(true);
    expect(normalizeIban(' gb29 nwbk 6016 1331 9268 19 ')).toBe('GB29NWBK60161331926819');
  });
});
