import type { Loan, LoanReportRow } from '@pronto/api';
import { indexBorrowers, isIssuedLoan } from './borrowers.ts';
import { localDay } from './days.ts';
import { loanPerformance } from './performance.ts';
import type { ReportOptions } from './summary.ts';

export interface LoanReportQuery extends ReportOptions {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, exclusive. */
  end: string;
  /** Only loans of this application ({product}_UK / {product}_ES); every application when absent. */
  application?: string;
}

/**
 * The loan report table: issued loans with an issue date in [start, end) of the application, oldest
 * first, each with the borrower type over the whole book and its amounts as of `asOf` (same rules as
 * the summary: unpaid = principal not paid by due date + 5 days once that day has passed).
 */
export function loanReportRows(loans: readonly Loan[], query: LoanReportQuery): LoanReportRow[] {
  const asOf = query.asOf ?? localDay(new Date());
  const borrowers = indexBorrowers(loans);
  const rows: LoanReportRow[] = [];
  for (const loan of loans) {
    if (!isIssuedLoan(loan) || loan.issueDate < query.start || loan.issueDate >= query.end) continue;
    if (query.application !== undefined && loan.application !== query.application) continue;
    const performance = loanPerformance(loan, asOf);
    rows.push({
      loanId: loan.id,
      customerId: loan.customerId,
      application: loan.application,
      issueDate: loan.issueDate,
      principal: loan.amount,
      totalPaid: performance.totalPaid / 100,
      unpaid: performance.unpaid / 100,
      borrowerType: borrowers.isFirstLoan(loan) ? 'FTB' : 'RTB',
      status: loan.status,
    });
  }
  return rows.sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : a.loanId - b.loanId));
}
