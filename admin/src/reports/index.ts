/**
 * The report area (back-office.md §1-5, §7): mount `ReportPage` at /report and `ReportSummaryPage` at
 * /report-summary (both lazy; the modules ReportPage.tsx / ReportSummaryPage.tsx default-export the pages).
 */
export { ReportPage, ReportSummaryPage } from './lazy.tsx';
export { ReportRoute } from './ReportRoute.tsx';
// Not the texts (messages.ts): re-exported here they would load with the console's first screen; the report pages import them.
export type { ReportText } from './messages.ts';

/** Menu entries of the report area: path, label (English), the i18n key the admin menu uses, access resource. */
export const reportsMenuItems = [
  { path: '/report', label: 'Loan report', i18nKey: 'pronto.menu.report', access: 'report' },
  { path: '/report-summary', label: 'Report summary', i18nKey: 'pronto.menu.reportSummary', access: 'report-summary' },
] as const;
