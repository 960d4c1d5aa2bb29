import { enMessages as en } from './messages.ts';
import { isEmpty, valueText, type Rule } from './rules.ts';

/** A calendar date. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const YMD = /^(\d{4})[^\d](\d{1,2})[^\d](\d{1,2})$/;
const DMY = /^(\d{1,2})[^\d](\d{1,2})[^\d](\d{4})$/;

/** Reads year-month-day or day-month-year with any separator (an ISO time part is ignored); undefined if not a real date. */
export function parseInputDate(value: string): CalendarDate | undefined {
  const v = value.trim().replace(/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, '');
  const ymd = YMD.exec(v);
  const dmy = ymd ? undefined : DMY.exec(v);
  const [year, month, day] = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = { year: Number(year), month: Number(month), day: Number(day) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real = check.getUTCFullYear() === date.year && check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day;
  return real ? date : undefined;
}

/** The date as YYYY-MM-DD. */
export function calendarToIso(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Today's calendar date (local time of the running machine). */
export function calendarToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The same day `years` years earlier (29 February falls back to 28). */
export function yearsBefore(date: CalendarDate, years: number): CalendarDate {
  const year = date.year - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = date.month === 2 && date.day === 29 && !leap ? 28 : date.day;
  return { year, month: date.month, day };
}

/** Orders two dates: negative, zero or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** A readable date (Y-M-D or D-M-Y, any separator): "Invalid date". */
export const validDate =
  (message = en.date): Rule =>
  (value) =>
    isEmpty(value) || parseInputDate(valueText(value)) ? undefined : message;

/** A date between two bounds, inclusive, computed at check time: "Invalid date range". */
export const dateRange =
  (min: () => CalendarDate, max: () => CalendarDate, message = en.dateRange): Rule =>
  (value) => {
    const parsed = isEmpty(value) ? undefined : parseInputDate(valueText(value));
    if (!parsed) return undefined;
    return compareDates(parsed, min()) >= 0 && compareDates(parsed, max()) <= 0 ? undefined : message;
  };

/** Age between minYears and maxYears: born between maxYears ago and minYears ago, inclusive. */
export const ageBetween = (minYears: number, maxYears: number, message = en.dateRange): Rule =>
  dateRange(
    () => yearsBefore(calendarToday(), maxYears),
    () => yearsBefore(calendarToday(), minYears),
    message,
  );
