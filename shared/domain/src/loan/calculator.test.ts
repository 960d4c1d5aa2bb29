import { describe, expect, it } from 'vitest';
import { calculatorDates } from './calculator.ts';

// The amounts, instalment options and defaults the calculator offers before the server's product list
// arrives are checked where they show: customer-site/src/pages/home/Calculator.test.tsx.

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
