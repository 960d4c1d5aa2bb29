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

/** The loan report's table columns, in order: the customer by name (the readers see no customer pages). */
export const LOAN_REPORT_COLUMNS = [
  'loanId',
  'customerName',
  'application',
  'issueDate',
  'principal',
  'totalPaid',
  'unpaid',
  'borrowerType',
  'status',
] as const satisfies readonly (keyof LoanReportRow)[];

/** The loan report's CSV fields: the table's, with the customer's id beside their name. */
export const LOAN_REPORT_CSV_FIELDS = [
  'loanId',
  'customerId',
  ...LOAN_REPORT_COLUMNS.slice(1),
] as const satisfies readonly (keyof LoanReportRow)[];

/** The loan report as CSV (header row of field names, raw values; cells through @pronto/domain csvCell). */
export function loanReportCsv(rows: readonly LoanReportRow[]): string {
  return csvText(
    LOAN_REPORT_CSV_FIELDS,
    rows.map((row) => LOAN_REPORT_CSV_FIELDS.map((field) => row[field])),
  );
}
