import type { Loan, SummaryRow } from '@pronto/api';
import { round2 } from '../loan/index.ts';
import { indexBorrowers, isIssuedLoan } from './borrowers.ts';
import { localDay } from './days.ts';
import { SUMMARY_GROUPS, type SummaryGroupKey } from './groups.ts';
import { loanPerformance } from './performance.ts';
import { periodIndexOf, type ReportPeriod } from './periods.ts';

export interface ReportOptions {
  /** Day the performance is measured on (YYYY-MM-DD); defaults to today. */
  asOf?: string;
}

/** Cents per borrower type and measure for one period. */
interface Totals {
  ftb: Measures;
  rtb: Measures;
  ftbToRtb: number;
}
interface Measures {
  issued: number;
  principalPaid: number;
  unpaid: number;
  totalPaid: number;
}

const emptyMeasures = (): Measures => ({ issued: 0, principalPaid: 0, unpaid: 0, totalPaid: 0 });
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : round2((part * 100) / whole));

/**
 * Summary rows of a book over sorted, non-overlapping periods, in O(n): one pass classifies borrowers,
 * one pass places each issued loan in the period holding its issue date ([dateStart, dateEnd)).
 *
 * `_v` is an amount in currency units. `_p` is a percentage of the issued principal the value belongs to:
 * `ftbIssued_p` / `rtbIssued_p` are shares of everything issued in the period (`allIssued_p` is 100);
 * FTB values are of FTB issued (ftbToRtb too), RTB values of RTB issued, all-loan values of all issued.
 */
export function summaryReport(loans: readonly Loan[], periods: readonly ReportPeriod[], options: ReportOptions = {}): SummaryRow[] {
  const asOf = options.asOf ?? localDay(new Date());
  const borrowers = indexBorrowers(loans);
  const totals: Totals[] = periods.map(() => ({ ftb: emptyMeasures(), rtb: emptyMeasures(), ftbToRtb: 0 }));
  for (const loan of loans) {
    if (!isIssuedLoan(loan)) continue;
    const period = totals[periodIndexOf(periods, loan.issueDate)];
    if (!period) continue;
    const first = borrowers.isFirstLoan(loan);
    const measures = first ? period.ftb : period.rtb;
    const performance = loanPerformance(loan, asOf);
    measures.issued += performance.principal;
    measures.principalPaid += performance.principalPaid;
    measures.unpaid += performance.unpaid;
    measures.totalPaid += performance.totalPaid;
    const second = first ? borrowers.secondLoanDate(loan.customerId) : undefined;
    if (second !== undefined && second <= asOf) period.ftbToRtb += performance.principal;
  }
  return periods.map((period, index) => ({
    dateStart: period.dateStart,
    dateEnd: period.dateEnd,
    values: rowValues(totals[index] as Totals),
  }));
}

function rowValues({ ftb, rtb, ftbToRtb }: Totals): Record<string, number> {
  const all: Measures = {
    issued: ftb.issued + rtb.issued,
    principalPaid: ftb.principalPaid + rtb.principalPaid,
    unpaid: ftb.unpaid + rtb.unpaid,
    totalPaid: ftb.totalPaid + rtb.totalPaid,
  };
  const cents: Record<SummaryGroupKey, [number, number]> = {
    ftbIssued: [ftb.issued, all.issued],
    ftbPrincipalPaid: [ftb.principalPaid, ftb.issued],
    ftbUnpaid: [ftb.unpaid, ftb.issued],
    ftbTotalPaid: [ftb.totalPaid, ftb.issued],
    ftbToRtb: [ftbToRtb, ftb.issued],
    rtbIssued: [rtb.issued, all.issued],
    rtbPrincipalPaid: [rtb.principalPaid, rtb.issued],
    rtbUnpaid: [rtb.unpaid, rtb.issued],
    rtbTotalPaid: [rtb.totalPaid, rtb.issued],
    allIssued: [all.issued, all.issued],
    allPrincipalPaid: [all.principalPaid, all.issued],
    allUnpaid: [all.unpaid, all.issued],
    allTotalPaid: [all.totalPaid, all.issued],
  };
  const values: Record<string, number> = {};
  for (const { key } of SUMMARY_GROUPS) {
    const [part, whole] = cents[key];
    values[`${key}_v`] = part / 100;
    values[`${key}_p`] = percent(part, whole);
  }
  return values;
}
