import type { CountryCode } from '@pronto/api';
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

/**
 * The summary periods of a market (back-office.md §7, §9): the UK 12 quarterly periods from
 * 2016-01-01 to 2019-01-01, ES 6 monthly periods from 2018-01-01 to 2018-07-01.
 */
export function summaryPeriods(country: CountryCode | 'UK'): ReportPeriod[] {
  return country === 'ES' ? periodsBetween('2018-01-01', '2018-07-01', 1) : periodsBetween('2016-01-01', '2019-01-01', 3);
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
