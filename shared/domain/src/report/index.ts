/**
 * Report maths (back-office.md §1-5, §7): summary periods, first-time / repeat borrowers, performance
 * on due date + 5 days, the summary rows and the loan report table. Decisions: docs/decisions.md "Reports".
 */
export {
  PERFORMANCE_GRACE_DAYS,
  REPORT_APPLICATIONS,
  DEFAULT_REPORT_APPLICATION,
  reportApplicationOf,
  countryOfApplication,
  isReportApplication,
} from './constants.ts';
export {
  periodsBetween,
  summaryPeriods,
  currentSummaryPeriods,
  summaryPeriodsOf,
  periodStartOf,
  periodIndexOf,
  SUMMARY_WINDOWS,
  DEFAULT_SUMMARY_WINDOW,
  isSummaryWindow,
  type ReportPeriod,
} from './periods.ts';
export {
  SUMMARY_GROUPS,
  SUMMARY_VALUE_KEYS,
  amountKey,
  percentKey,
  type SummaryGroup,
  type SummaryGroupKey,
  type SummaryValueKey,
} from './groups.ts';
export { ISSUED_LOAN_STATUSES, isIssuedLoan, indexBorrowers, type BorrowerIndex } from './borrowers.ts';
export { graceEnd, isPaidInTime, loanPerformance, type LoanPerformance } from './performance.ts';
export { summaryReport, type ReportOptions } from './summary.ts';
export { loanReportRows, type LoanReportQuery } from './rows.ts';
export {
  reportDefaults,
  summaryDefaults,
  reportDateTime,
  parseReportDate,
  reportRequestErrors,
  reportSignInErrors,
  REPORT_MESSAGES,
  type ReportFilters,
} from './request.ts';
export { csvCell, csvText } from './csv.ts';
