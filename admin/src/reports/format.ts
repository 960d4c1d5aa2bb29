import { formatDate, formatMoney, getCountry, type CountryCode } from '@pronto/countries';
import type { LoanReportRow } from '@pronto/api';

/** A percentage with the market's decimal separator: GB `51.85%`, ES `51,85 %`. */
export function formatPercent(value: number, country: CountryCode): string {
  const { decimalSeparator } = getCountry(country).currency;
  const number = value.toFixed(2).replace('.', decimalSeparator);
  return country === 'ES' ? `${number} %` : `${number}%`;
}

export { formatDate, formatMoney };

/** Money without zero decimals, for chart axes: GB `£14,000`, ES `14.000 €`. */
export const wholeMoney = (amount: number, country: CountryCode): string => formatMoney(amount, country).replace(/[.,]00(?=\D*$)/, '');

const CSV_COLUMNS: (keyof LoanReportRow)[] = [
  'loanId',
  'customerId',
  'application',
  'issueDate',
  'principal',
  'totalPaid',
  'unpaid',
  'borrowerType',
  'status',
];

const csvCell = (value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The loan report as CSV (header row of field names, raw values). */
export function loanReportCsv(rows: readonly LoanReportRow[]): string {
  return [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))].join('\n');
}
