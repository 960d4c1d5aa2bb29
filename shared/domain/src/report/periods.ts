import type { CountryCode, SummaryWindow } from '@pronto/api';
import { plusMonths } from './days.ts';

/** A report period: loans issued on dateStart up to, not including, dateEnd belong to it. */
export interface ReportPeriod {
  /** YYYY-MM-DD, inclusive. */
  dateStart: string;
  /** YYYY-MM-DD, exclusive. */
  dateEnd: string;
}

/** Consecutive periods of `stepMonths` from `start` until `end` (the last one ends at `end`). */
export function periodsBetween(start: string, end: string, stepMonths: number): ReportPeriod[] {
  if (stepMonths < 1) throw new RangeError('stepMonths must be at least 1');
  const periods: ReportPeriod[] = [];
  for (let dateStart = start; dateStart < end;) {
    const next = plusMonths(start, stepMonths * (periods.length + 1));
    const dateEnd = next < end ? next : end;
    periods.push({ dateStart, dateEnd });
    dateStart = dateEnd;
  }
  return periods;
}

/** A market's summary shape: the spec's fixed window and the length and count of its periods. */
interface SummaryShape {
  /** Months per period: the UK counts quarters, ES months. */
  stepMonths: number;
  /** Periods in a window. */
  count: number;
  /** The spec's window (back-office.md §7), word for word: YYYY-MM-DD, start inclusive, end exclusive. */
  historical: { start: string; end: string };
}

const SHAPES: Record<'GB' | 'ES', SummaryShape> = {
  GB: { stepMonths: 3, count: 12, historical: { start: '2016-01-01', end: '2019-01-01' } },
  ES: { stepMonths: 1, count: 6, historical: { start: '2018-01-01', end: '2018-07-01' } },
};

const shapeOf = (country: CountryCode | 'UK'): SummaryShape => (country === 'ES' ? SHAPES.ES : SHAPES.GB);

/** The windows a summary can cover: the periods ending with the current one (default), or the spec's. */
export const SUMMARY_WINDOWS: readonly SummaryWindow[] = ['current', 'historical'];

export const DEFAULT_SUMMARY_WINDOW: SummaryWindow = 'current';

export const isSummaryWindow = (value: unknown): value is SummaryWindow => SUMMARY_WINDOWS.includes(value as SummaryWindow);

/**
 * The spec's summary periods of a market (back-office.md §7, §9), word for word: the UK 12 quarterly
 * periods from 2016-01-01 to 2019-01-01, ES 6 monthly periods from 2018-01-01 to 2018-07-01.
 */
export function summaryPeriods(country: CountryCode | 'UK'): ReportPeriod[] {
  const { historical, stepMonths } = shapeOf(country);
  return periodsBetween(historical.start, historical.end, stepMonths);
}

/** First day of the calendar period of `stepMonths` (1: month, 3: quarter) holding `day` (YYYY-MM-DD). */
export function periodStartOf(day: string, stepMonths: number): string {
  const month = Number(day.slice(5, 7));
  const first = month - ((month - 1) % stepMonths);
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
}

/**
 * The summary periods ending with the current one: the UK the 12 calendar quarters ending with the
 * quarter holding `today`, ES the 6 months ending with the current month. The last period is whole
 * (it ends on the next quarter's / month's first day), so it is labelled like the others; the days after
 * `today` hold no loans yet.
 */
export function currentSummaryPeriods(country: CountryCode | 'UK', today: string): ReportPeriod[] {
  const { stepMonths, count } = shapeOf(country);
  const end = plusMonths(periodStartOf(today, stepMonths), stepMonths);
  return periodsBetween(plusMonths(end, -stepMonths * count), end, stepMonths);
}

/** The periods of a market's summary window; `today` (YYYY-MM-DD) places the current one. */
export function summaryPeriodsOf(country: CountryCode | 'UK', window: SummaryWindow, today: string): ReportPeriod[] {
  return window === 'historical' ? summaryPeriods(country) : currentSummaryPeriods(country, today);
}

/**
 * Index of the period holding `day` ([dateStart, dateEnd)), or -1. Periods must be sorted and not
 * overlap; binary search, so a book is placed in O(n log p).
 */
export function periodIndexOf(periods: readonly ReportPeriod[], day: string): number {
  let low = 0;
  let high = periods.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const period = periods[middle] as ReportPeriod;
    if (day < period.dateStart) high = middle - 1;
    else if (day >= period.dateEnd) low = middle + 1;
    else return middle;
  }
  return -1;
}
