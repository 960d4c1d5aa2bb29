import type { Loan, LoanStatus } from '@pronto/api';

/** Statuses of a loan whose money went out: only these count in reports. */
export const ISSUED_LOAN_STATUSES: readonly LoanStatus[] = ['issued', 'overdue', 'repaid', 'closed'];

export const isIssuedLoan = (loan: Pick<Loan, 'status'>): boolean => ISSUED_LOAN_STATUSES.includes(loan.status);

type Dated = Pick<Loan, 'id' | 'customerId' | 'issueDate'>;

/** Borrower classification of a book, built in one pass. */
export interface BorrowerIndex {
  /** True for a customer's first loan (first-time borrower, FTB); false for later ones (repeat, RTB). */
  isFirstLoan(loan: Dated): boolean;
  /** Issue date of the customer's second loan, if any. */
  secondLoanDate(customerId: number): string | undefined;
}

/** Earlier by issue date, then by id. */
const before = (a: Dated, b: Dated): boolean => a.issueDate < b.issueDate || (a.issueDate === b.issueDate && a.id < b.id);

/**
 * Indexes issued loans by customer in one O(n) pass, keeping each customer's first and second loan
 * (by issue date, then id). Loans that were never issued are ignored.
 */
export function indexBorrowers(loans: readonly Loan[]): BorrowerIndex {
  const firstTwo = new Map<number, { first: Dated; second?: Dated }>();
  for (const loan of loans) {
    if (!isIssuedLoan(loan)) continue;
    const entry = firstTwo.get(loan.customerId);
    if (!entry) firstTwo.set(loan.customerId, { first: loan });
    else if (before(loan, entry.first)) firstTwo.set(loan.customerId, { first: loan, second: entry.first });
    else if (!entry.second || before(loan, entry.second)) entry.second = loan;
  }
  return {
    isFirstLoan: (loan) => firstTwo.get(loan.customerId)?.first.id === loan.id,
    secondLoanDate: (customerId) => firstTwo.get(customerId)?.second?.issueDate,
  };
}
