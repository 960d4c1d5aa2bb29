/** Calendar days (YYYY-MM-DD) for the report maths, in UTC so that no time zone shifts a day. Internal. */

const DAY_MS = 86_400_000;

function utc(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const format = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const plusDays = (day: string, days: number): string => format(utc(day) + days * DAY_MS);

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/**
 * plusDays for 0..28 days without Date objects: the report adds the grace days to every instalment of
 * the book, and this keeps a 30k-loan summary fast.
 */
export function plusFewDays(day: string, days: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10)) + days;
  const length = daysInMonth(year, month);
  if (date <= length) return `${day.slice(0, 8)}${pad2(date)}`;
  return month === 12 ? `${year + 1}-01-${pad2(date - length)}` : `${day.slice(0, 5)}${pad2(month + 1)}-${pad2(date - length)}`;
}

/** Same day of month `months` later, clamped to the month's last day (31 Mar - 1 month = 28/29 Feb). */
export function plusMonths(day: string, months: number): string {
  const date = new Date(utc(day));
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return format(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

/** True for a real calendar day written YYYY-MM-DD (2018-02-30 is refused). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return format(utc(value)) === value;
}

/** The local calendar day of a Date (what the user calls "today"). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
