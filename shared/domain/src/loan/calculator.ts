import { addMonths, dayOf } from './dates.ts';

/** Calculator amounts (customer-site.md §9). */
export const CALCULATOR_AMOUNTS = [100, 200, 300, 400] as const;
/** Installment options 1 to 4. */
export const INSTALLMENT_OPTIONS = [1, 2, 3, 4] as const;
/** Calculator defaults: amount 100, 30 days, 3 installments. */
export const CALCULATOR_DEFAULTS = { amount: 100, days: 30, installments: 3 } as const;
/** The calculator asks for up to 5 monthly payment dates. */
export const MAX_PAYMENT_DATES = 5;
/** Loan configuration as given (units not stated in the spec): duration 20, daily rate 0.75 (%). */
export const LOAN_CONFIG = { duration: 20, dailyRatePercent: 0.75 } as const;

/** `count` monthly payment dates (YYYY-MM-DD), the first one month after `today`. */
export function calculatorDates(today: string | Date, count: number): string[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAYMENT_DATES) {
    throw new RangeError(`Between 1 and ${MAX_PAYMENT_DATES} payment dates.`);
  }
  const start = typeof today === 'string' ? today.slice(0, 10) : dayOf(today);
  return Array.from({ length: count }, (_, i) => addMonths(start, i + 1));
}
