import { describe, expect, it } from 'vitest';
import { loanReportRows } from './rows.ts';
import { handBook, loan } from './test-book.ts';

describe('loanReportRows: the loan report table', () => {
  it('lists issued loans of [start, end), oldest first, with borrower type and amounts as of the day', () => {
    const rows = loanReportRows(handBook, { start: '2018-02-01', end: '2018-04-01', asOf: '2018-12-31' });
    expect(rows.map((r) => [r.loanId, r.borrowerType, r.principal, r.totalPaid, r.unpaid])).toEqual([
      [2, 'FTB', 400, 260, 200], // 2#2 never paid; the deleted 100 not counted
      [9, 'FTB', 100, 0, 100],
      [10, 'RTB', 150, 170, 0],
      [5, 'RTB', 500, 575, 0], // issued 03-31, paid on due + 5
    ]);
    expect(rows[0]).toMatchObject({ customerId: 2, application: 'PRONTO_UK', issueDate: '2018-02-01', status: 'overdue' });
  });

  it('keeps only the requested application', () => {
    const book = [loan(1, 1, '2018-01-05', 100), { ...loan(2, 2, '2018-01-06', 100), country: 'ES' as const, application: 'PRONTO_ES' }];
    expect(loanReportRows(book, { start: '2018-01-01', end: '2018-02-01', application: 'PRONTO_ES' }).map((r) => r.loanId)).toEqual([2]);
    expect(loanReportRows(book, { start: '2018-01-01', end: '2018-02-01' })).toHaveLength(2);
  });

  it('excludes a loan issued on the end date and loans that were never issued', () => {
    const rows = loanReportRows(handBook, { start: '2018-04-01', end: '2018-07-01', asOf: '2018-12-31' });
    expect(rows.map((r) => r.loanId)).toEqual([6, 3]);
  });
});
