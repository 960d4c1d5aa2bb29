import { formatDate, formatMoney, getCountry, type CountryCode } from '@pronto/countries';
import type { LoanReportRow } from '@pronto/api';
import { csvText } from '@pronto/domain';

/** A percentage with the market's decimal separator: GB `51.85%`, ES `51,85 %`. */
export function formatPercent(value: number, country: CountryCode): string {
  const { decimalSeparator } = getCountry(country).currency;
  const number = value.toFixed(2).replace('.', decimalSeparator);
  return country === 'ES' ? `${number} %` : `${number}%`;
}

export { formatDate, formatMoney };

/** Money without zero decimals, for chart axes: GB `£14,000`, ES `14.000 €`. */
export const wholeMoney = (amount: number, country: CountryCode): string => formatMoney(amount, country).replace(/[.,]00(?=\D*$)/, '');

/** The loan report's columns, in the order of the screen's table and of its CSV export. */
export const LOAN_REPORT_COLUMNS = [
  'loanId',
  'customerId',
  'application',
  'issueDate',
  'principal',
  'totalPaid',
  'unpaid',
  'borrowerType',
  'status',
] as const satisfies readonly (keyof LoanReportRow)[];

/** The loan report as CSV (header row of field names, raw values; cells through @pronto/domain csvCell). */
export function loanReportCsv(rows: readonly LoanReportRow[]): string {
  return csvText(
    LOAN_REPORT_COLUMNS,
    rows.map((row) => LOAN_REPORT_COLUMNS.map((column) => row[column])),
  );
}
