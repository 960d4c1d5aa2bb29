import { addMonths, daysBetween } from './dates.ts';

/** The whole period CONC App 1.2 counts in: calendar months (twelfths of a year) or weeks (52nds). */
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

/**
 * The APR in percent, one decimal rounded half up, solving CONC App 1.1's equation (the drawdown equals
 * the repayments discounted at (1 + X)^-t) by bisection, with t in years for each repayment.
 */
export function aprForTimes(amount: number, repayments: readonly { years: number; amount: number }[]): number {
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
  const percent = ((low + high) / 2) * 100;
  return Math.floor(percent * 10 + 0.5 + 1e-9) / 10;
}

/**
 * The APR of a dated loan by CONC App 1.2's time measure (whole months, or weeks, plus days over 365):
 * the one function every page showing a real loan's APR should call.
 */
export const concApr = (amount: number, issueDate: string, repayments: readonly DatedRepayment[], period: AprTimePeriod = 'month'): number =>
  aprForTimes(
    amount,
    repayments.map((r) => ({ years: concYears(issueDate, r.date, period), amount: r.amount })),
  );
