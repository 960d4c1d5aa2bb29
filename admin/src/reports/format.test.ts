import { describe, expect, it } from 'vitest';
import type { LoanReportRow } from '@pronto/api';
import { formatPercent, loanReportCsv, wholeMoney } from './format.ts';

describe('report formatting', () => {
  it('writes percentages per market', () => {
    expect(formatPercent(51.85, 'GB')).toBe('51.85%');
    expect(formatPercent(51.85, 'ES')).toBe('51,85 %');
    expect(formatPercent(100, 'GB')).toBe('100.00%');
  });

  it('writes axis money without zero decimals', () => {
    expect(wholeMoney(14000, 'GB')).toBe('£14,000');
    expect(wholeMoney(14000, 'ES')).toBe('14.000\u00a0€');
    expect(wholeMoney(12.5, 'GB')).toBe('£12.50');
  });

  it('exports the loan report as CSV with a header row and quoted cells where needed', () => {
    const row: LoanReportRow = {
      loanId: 7,
      customerId: 3,
      customerName: 'Ann Koch',
      application: 'PRONTO_UK',
      issueDate: '2018-01-10',
      principal: 200,
      totalPaid: 265.5,
      unpaid: 100,
      borrowerType: 'FTB',
      status: 'overdue, late',
    };
    expect(loanReportCsv([row])).toBe(
      'loanId,customerId,customerName,application,issueDate,principal,totalPaid,unpaid,borrowerType,status\n7,3,Ann Koch,PRONTO_UK,2018-01-10,200,265.5,100,FTB,"overdue, late"',
    );
  });

  it("writes a customer's name that reads as a formula as text (the name is the customer's own input)", () => {
    const row: LoanReportRow = {
      loanId: 8,
      customerId: 4,
      customerName: '=HYPERLINK("x")',
      application: 'PRONTO_UK',
      issueDate: '2018-01-10',
      principal: 200,
      totalPaid: 0,
      unpaid: 200,
      borrowerType: 'FTB',
      status: 'issued',
    };
    expect(loanReportCsv([row]).split('\n')[1]).toBe(`8,4,"'=HYPERLINK(""x"")",PRONTO_UK,2018-01-10,200,0,200,FTB,issued`);
  });
});
