import { describe, expect, it } from 'vitest';
import { CALCULATOR_AMOUNTS, CALCULATOR_DEFAULTS, INSTALLMENT_OPTIONS, MAX_PAYMENT_DATES, calculatorDates } from './calculator.ts';

describe('calculator constants (customer-site.md §4, §7, §9)', () => {
  it('amounts 100-400, installments 1-4, defaults 100 / 30 days / 3', () => {
    expect(CALCULATOR_AMOUNTS).toEqual([100, 200, 300, 400]);
    expect(INSTALLMENT_OPTIONS).toEqual([1, 2, 3, 4]);
    expect(CALCULATOR_DEFAULTS).toEqual({ amount: 100, days: 30, installments: 3 });
    expect(MAX_PAYMENT_DATES).toBe(5);
  });
});

describe('calculatorDates: monthly, starting 1 month from today', () => {
  it.each([
    { today: '2026-01-15', count: 3, dates: ['2026-02-15', '2026-03-15', '2026-04-15'] },
    { today: '2026-01-31', count: 4, dates: ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'] },
    { today: '2024-01-30', count: 2, dates: ['2024-02-29', '2024-03-30'] },
    { today: '2026-11-20', count: 5, dates: ['2026-12-20', '2027-01-20', '2027-02-20', '2027-03-20', '2027-04-20'] },
    { today: '2026-06-01', count: 1, dates: ['2026-07-01'] },
  ])('$today x $count', ({ today, count, dates }) => {
    expect(calculatorDates(today, count)).toEqual(dates);
  });

  it('accepts a Date', () => {
    expect(calculatorDates(new Date(Date.UTC(2026, 4, 10, 15)), 1)).toEqual(['2026-06-10']);
  });

  it.each([0, 6, 2.5])('refuses %s dates', (count) => {
    expect(() => calculatorDates('2026-01-01', count)).toThrow(RangeError);
  });
});
