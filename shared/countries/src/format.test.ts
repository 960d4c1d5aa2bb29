import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it.each([
    [100, 'GB', '£100.00'],
    [1000, 'GB', '£1,000.00'],
    [80.95, 'GB', '£80.95'],
    [1234567.891, 'GB', '£1,234,567.89'],
    [0, 'GB', '£0.00'],
    [-10, 'GB', '-£10.00'],
    [400, 'ES', '400,00\u00a0€'],
    [1500, 'ES', '1.500,00\u00a0€'],
    [1234567.5, 'ES', '1.234.567,50\u00a0€'],
    [-2.5, 'ES', '-2,50\u00a0€'],
    [-0.001, 'GB', '£0.00'],
    [0.005, 'GB', '£0.01'],
  ] as const)('%d in %s is %s', (amount, code, text) => {
    expect(formatMoney(amount, code)).toBe(text);
  });

  it('takes a number of decimals', () => {
    expect(formatMoney(1500, 'GB', 0)).toBe('£1,500');
    expect(formatMoney(1500.4, 'ES', 0)).toBe('1.500\u00a0€');
  });
});

describe('formatDate', () => {
  it.each([
    ['2026-03-09', 'GB', '09/03/2026'],
    ['2026-12-31', 'ES', '31/12/2026'],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST) and 01:30 in Madrid (CEST).
    ['2026-06-30T23:30:00Z', 'GB', '01/07/2026'],
    ['2026-06-30T23:30:00Z', 'ES', '01/07/2026'],
    // In winter London is UTC, Madrid UTC+1.
    ['2026-01-31T23:30:00Z', 'GB', '31/01/2026'],
    ['2026-01-31T23:30:00Z', 'ES', '01/02/2026'],
    ['2026-05-01T12:00:00Z', 'GB', '01/05/2026'],
    ['not a date', 'GB', ''],
  ] as const)('%s in %s is %s', (iso, code, text) => {
    expect(formatDate(iso, code)).toBe(text);
  });
});
