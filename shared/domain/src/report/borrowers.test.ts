import { describe, expect, it } from 'vitest';
import { indexBorrowers } from './borrowers.ts';
import { loan } from './test-book.ts';

describe('indexBorrowers: first-time (FTB) and repeat (RTB) borrowers', () => {
  it('the first loan by issue date is FTB, later ones RTB, whatever the book order', () => {
    const second = loan(5, 1, '2018-03-01', 100);
    const first = loan(9, 1, '2018-01-01', 100);
    const third = loan(2, 1, '2018-05-01', 100);
    const index = indexBorrowers([second, third, first]);
    expect([first, second, third].map((l) => index.isFirstLoan(l))).toEqual([true, false, false]);
    expect(index.secondLoanDate(1)).toBe('2018-03-01');
  });

  it('on the same issue date the lower id comes first', () => {
    const a = loan(11, 2, '2018-01-01', 100);
    const b = loan(10, 2, '2018-01-01', 100);
    const index = indexBorrowers([a, b]);
    expect(index.isFirstLoan(b)).toBe(true);
    expect(index.isFirstLoan(a)).toBe(false);
  });

  it('a loan that was never issued neither counts as first loan nor as a return', () => {
    const declined = loan(1, 3, '2017-12-01', 100, [], [], 'declined');
    const issued = loan(2, 3, '2018-01-01', 100);
    const cancelled = loan(3, 3, '2018-02-01', 100, [], [], 'cancelled');
    const index = indexBorrowers([declined, issued, cancelled]);
    expect(index.isFirstLoan(issued)).toBe(true);
    expect(index.secondLoanDate(3)).toBeUndefined();
  });

  it('a customer with one loan has no second loan', () => {
    expect(indexBorrowers([loan(1, 4, '2018-01-01', 100)]).secondLoanDate(4)).toBeUndefined();
  });
});
