import { describe, expect, it } from 'vitest';
import { ibanFrom, isValidIban } from './bankscraper.ts';

describe('mock IBANs', () => {
  it('the generated IBANs pass the shared check (ES control digits included)', () => {
    for (let n = 0; n < 2000; n += 7) {
      expect(isValidIban(ibanFrom('ES', n)), ibanFrom('ES', n)).toBe(true);
      expect(isValidIban(ibanFrom('GB', n)), ibanFrom('GB', n)).toBe(true);
    }
  });

  it('refuses what mod 97 alone let through: wrong length, wrong Spanish control digits', () => {
    expect(isValidIban('ES9121000418450200051332')).toBe(true);
    expect(isValidIban('ES2921000418460200051332')).toBe(false); // control digits 45 -> 46, mod 97 recomputed
    expect(isValidIban('GB82WEST1234569876543212')).toBe(false); // 24 characters: a GB IBAN has 22
  });
});
