/** Characters that make a spreadsheet read a text cell as a formula (or hide one behind a tab or return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: RFC 4180 (a cell holding a comma, a double quote or a line break is quoted, its quotes
 * doubled), and a text starting with = + - @, a tab or a return gets a leading ' so that a spreadsheet
 * shows it as text instead of running it as a formula (CSV injection). Numbers are written as they are.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const raw = String(value);
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV text: the header row, then one row per record, cells through csvCell, lines joined by \n. */
export function csvText(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\n');
}
