import { define as d } from './define.ts';

/** The report calls of back-office.md §7 (the report pages' sign-in and the loan report); fixed ids and paths. */
export const reportEntries = [
  d('report', 'login', 'post', 'public', 'reports', "Report/staff sign-in: emailAddress, password, country -> token ('Login Success')"),
  d(
    'report',
    'ComprehensiveLoanReport',
    'post',
    'report',
    'reports',
    'Loan report: start, end, summaryWindow (current, the default, or historical) (+ application header for the summary) -> [{ summaryReport, ... }]',
  ),
] as const;
