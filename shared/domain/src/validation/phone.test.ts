import { describe, expect, it } from 'vitest';
import { normalizeMobile, samePhone, toModelMobile } from './phone.ts';

describe('mobile numbers', () => {
  it.each([
    ['GB', '7123456789', '07123456789'],
    ['GB', '07123456789', '07123456789'],
    ['GB', '07123 456 789', '07123456789'],
    ['GB', '+447123456789', '07123456789'],
    ['GB', '00447123456789', '07123456789'],
    ['GB', '712345678', '712345678'],
    ['GB', '8123456789', '8123456789'],
    ['ES', '600000001', '600000001'],
    ['ES', '+34 600 000 001', '600000001'],
    ['ES', '0600000001', '0600000001'],
  ] as const)('%s %s is kept as %s (auto-prefix 0 when it then fits)', (market, input, output) => {
    expect(normalizeMobile(input, market)).toBe(output);
  });

  it('the model form strips the leading 0', () => {
    expect(toModelMobile('07123456789', 'GB')).toBe('7123456789');
    expect(toModelMobile('7123456789', 'GB')).toBe('7123456789');
    expect(toModelMobile('600000001', 'ES')).toBe('600000001');
  });

  it.each([
    ['600000001', '+34600000001', true],
    ['600000001', '0034 600 000 001', true],
    ['600000001', '600000002', false],
    ['07123456789', '7123456789', true],
    ['', '', false],
  ])('%s and %s are the same by last 9 digits: %s', (a, b, same) => {
    expect(samePhone(a, b)).toBe(same);
  });
});
