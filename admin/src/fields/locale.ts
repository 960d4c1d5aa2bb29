import { useLocaleState } from 'react-admin';

/** The console's language as a BCP 47 tag for dates and numbers: the staff member's choice, not the browser's (25/11/2026 in English). */
export const formatLocale = (locale: string | undefined): string => (locale === 'es' ? 'es-ES' : 'en-GB');

/** The tag of `formatLocale` for the language the console shows now. */
export function useFormatLocale(): string {
  const [locale] = useLocaleState();
  return formatLocale(locale);
}

/** Dates as staff read them in both languages: 05/03/1994 (two-digit day and month, four-digit year). */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A date with its time: 05/03/1994, 14:05. */
export const DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = { ...DATE_FORMAT, hour: '2-digit', minute: '2-digit' };

/**
 * An ISO date (and its time, unless `dateOnly`) in the console's language: 26/11/2026, 09:00. A date
 * without its time is a calendar date (a due date, a birth date, stored at midnight UTC): it is written
 * in UTC, so 2026-12-25 reads 25/12/2026 in every time zone. The one way the console writes a date.
 */
export function formatDate(iso: string, locale: string | undefined, dateOnly = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(formatLocale(locale), dateOnly ? { ...DATE_FORMAT, timeZone: 'UTC' } : DATE_TIME_FORMAT);
}

/** `formatDate` in the language the console shows now. */
export function useFormatDate(): (iso: string, dateOnly?: boolean) => string {
  const [locale] = useLocaleState();
  return (iso, dateOnly = false) => formatDate(iso, locale, dateOnly);
}
