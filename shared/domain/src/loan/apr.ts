import type { CountryCode } from '@pronto/api';
import { servesSpain, servesUk } from '@pronto/countries/served';
import { addDays, addMonths, daysBetween } from './dates.ts';

/** The whole period the time measure counts in: calendar months (twelfths of a year) or weeks (52nds). */
export type AprTimePeriod = 'month' | 'week';

/** A repayment on a calendar date. */
export interface DatedRepayment {
  date: string;
  amount: number;
}

/**
 * Years from the drawdown `issueDate` to `date` by CONC App 1.2 (credit not secured on land): whole
 * periods counted forward from the drawdown (a month is 1/12 of a year, the same day of a later month,
 * clamped to the month's end; a week 1/52), plus the remaining days over 365.
 */
export function concYears(issueDate: string, date: string, period: AprTimePeriod = 'month'): number {
  const days = daysBetween(issueDate, date);
  if (days <= 0) return days / 365;
  if (period === 'week') return Math.floor(days / 7) / 52 + (days % 7) / 365;
  let months = 0;
  while (addMonths(issueDate, months + 1) <= date) months++;
  return months / 12 + daysBetween(addMonths(issueDate, months), date) / 365;
}

/** Whether `day` is the last day of its month. */
const isMonthEnd = (day: string): boolean => addDays(day, 1).endsWith('-01');

/**
 * Years from the drawdown `issueDate` to `date` by the Consumer Credit Directive's Annex I (2008/48/EC as
 * amended by 2011/90/EU, carried into 2023/2225): whole periods counted backwards from the repayment to the
 * drawdown (a month is 1/12 of a year, the repayment's day of an earlier month clamped to its end; a week
 * 1/52), then the remaining days over the days (365 or 366) of the complete year counted back from the
 * last of them to the same day a year earlier.
 */
export function annexIYears(issueDate: string, date: string, period: AprTimePeriod = 'month'): number {
  if (daysBetween(issueDate, date) <= 0) return daysBetween(issueDate, date) / 365;
  const back = (k: number) => (period === 'week' ? addDays(date, -7 * k) : addMonths(date, -k));
  let periods = 0;
  while (back(periods + 1) >= issueDate) periods++;
  let periodsStart = back(periods);
  // Month end to month end is a whole month although counting back from 28 Feb stops on 28 Jan (31 Jan to
  // 28 Feb is a month, as curo counts it); only when the count stopped short of the drawdown, so that no
  // month is counted twice (31 Mar to 31 May is two months).
  if (period === 'month' && periodsStart > issueDate && isMonthEnd(issueDate) && isMonthEnd(date)) {
    periods++;
    periodsStart = issueDate;
  }
  const days = daysBetween(issueDate, periodsStart);
  const wholeYears = periods / (period === 'week' ? 52 : 12);
  return days === 0 ? wholeYears : wholeYears + days / daysBetween(addMonths(periodsStart, -12), periodsStart);
}

/**
 * The annual rate X in percent, unrounded, solving the equation of CONC App 1.1 and of the Directive's
 * Annex I (the drawdown equals the repayments discounted at (1 + X)^-t, t in years) by bisection.
 */
export function solveAprPercent(amount: number, repayments: readonly { years: number; amount: number }[]): number {
  if (amount <= 0 || repayments.length === 0) throw new RangeError('An APR needs a drawdown and repayments.');
  const presentValue = (x: number) => repayments.reduce((sum, r) => sum + r.amount * (1 + x) ** -r.years, 0);
  let low = -0.999_999;
  let high = 1;
  while (presentValue(high) > amount) {
    high *= 2;
    if (high > 1e9) throw new RangeError('No APR: the repayments never fall to the amount borrowed.');
  }
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return ((low + high) / 2) * 100;
}

/** The APR in percent, one decimal rounded half up (both CONC App 1.1 and Annex I), for times in years. */
export function aprForTimes(amount: number, repayments: readonly { years: number; amount: number }[]): number {
  return Math.floor(solveAprPercent(amount, repayments) * 10 + 0.5 + 1e-9) / 10;
}

/** How time is measured from the drawdown: CONC App 1.2 (UK APR) or the Directive's Annex I (Spanish TAE). */
export type AprTimeMeasure = 'concApp12' | 'annexI';

/** The APR of a dated loan, each repayment's time measured by `years`. */
const aprByYears = (
  years: (issueDate: string, date: string, period: AprTimePeriod) => number,
  amount: number,
  issueDate: string,
  repayments: readonly DatedRepayment[],
  period: AprTimePeriod,
): number =>
  aprForTimes(
    amount,
    repayments.map((r) => ({ years: years(issueDate, r.date, period), amount: r.amount })),
  );

/** The APR of a dated loan under `measure`: one solver, the time measure the only difference. */
export const datedApr = (
  measure: AprTimeMeasure,
  amount: number,
  issueDate: string,
  repayments: readonly DatedRepayment[],
  period: AprTimePeriod = 'month',
): number => aprByYears(measure === 'annexI' ? annexIYears : concYears, amount, issueDate, repayments, period);

/** The APR of a dated loan by CONC App 1.2's time measure (whole months, or weeks, plus days over 365). */
export const concApr = (
  amount: number,
  issueDate: string,
  repayments: readonly DatedRepayment[],
  period: AprTimePeriod = 'month',
): number => aprByYears(concYears, amount, issueDate, repayments, period);

/** The TAE of a dated loan by the Consumer Credit Directive's Annex I (periods counted back, days over 365/366). */
export const annexIApr = (
  amount: number,
  issueDate: string,
  repayments: readonly DatedRepayment[],
  period: AprTimePeriod = 'month',
): number => aprByYears(annexIYears, amount, issueDate, repayments, period);

/**
 * A real loan's APR as its market's law measures it: the UK's by CONC App 1.2, Spain's TAE by Annex I of
 * the Directive (Ley 16/2011, Anexo I): the one function every page or document showing a loan's own
 * APR / TAE calls. Code built for one market (`@pronto/countries/served`) measures every loan by that
 * market's law, so the other measure is left out of its bundle.
 */
export const loanApr = (country: CountryCode, amount: number, issueDate: string, repayments: readonly DatedRepayment[]): number =>
  !servesUk || (servesSpain && country === 'ES') ? annexIApr(amount, issueDate, repayments) : concApr(amount, issueDate, repayments);
