import type { CountryCode, PlanInstallment } from '@pronto/api';
import { aprForTimes, loanApr } from './apr.ts';
import { calculatorDates } from './calculator.ts';
import { daysBetween } from './dates.ts';
import { toPence, toPounds } from './money.ts';
import { DAILY_RATE, paymentPlan } from './payment-plan.ts';

/** Fixed annual rate in percent: 0.75% a day over a 365-day year = 273.75 (shown as "273% pa"). */
export const ANNUAL_RATE_PERCENT = Math.round(DAILY_RATE * 365 * 100 * 100) / 100;

/** One repayment `days` days after the drawdown. */
export interface Repayment {
  days: number;
  amount: number;
}

/** The repayments of a plan, dated in days from the issue date. */
export function planRepayments(issueDate: string, plan: readonly PlanInstallment[]): Repayment[] {
  return plan.map((i) => ({
    days: daysBetween(issueDate, i.expectedDate),
    amount: toPounds(toPence(i.initialBase) + toPence(i.initialCalculatedInterest)),
  }));
}

/**
 * Representative APR in percent, one decimal rounded half up, by the consumer-credit formula of
 * CONC App 1.1, for intervals stated in days (the representative example's 30-day periods): the single
 * drawdown equals the repayments discounted at (1 + X)^(days / 365). Dated loans use loanApr (App 1.2 / Annex I).
 */
export const representativeApr = (amount: number, repayments: readonly Repayment[]): number =>
  aprForTimes(
    amount,
    repayments.map((r) => ({ years: r.days / 365, amount: r.amount })),
  );

/** Sum of the instalments (principal plus interest). */
export const totalPayable = (plan: readonly PlanInstallment[]): number =>
  toPounds(plan.reduce((sum, i) => sum + toPence(i.initialBase) + toPence(i.initialCalculatedInterest), 0));

/** What the credit costs: total payable minus the amount borrowed. */
export const totalCost = (amount: number, plan: readonly PlanInstallment[]): number =>
  toPounds(toPence(totalPayable(plan)) - toPence(amount));

/** The calculator's sample loan (customer-site.md §3 "fake loan"). */
export interface SampleLoan {
  loanAmount: number;
  /** Days from the issue date to the last repayment. */
  creditDuration: number;
  installments: { date: string; principal: number; interest: number; repayAmount: number }[];
  totalInterest: number;
  totalPayable: number;
  annualRate: number;
  apr: number;
}

/** The calculator's sample loan for `plan`, its APR measured as `country`'s law does (loanApr). */
export function sampleLoan(issueDate: string, amount: number, plan: readonly PlanInstallment[], country: CountryCode): SampleLoan {
  const last = plan.at(-1);
  return {
    loanAmount: amount,
    creditDuration: last ? daysBetween(issueDate, last.expectedDate) : 0,
    installments: plan.map((i) => ({
      date: i.expectedDate,
      principal: i.initialBase,
      interest: i.initialCalculatedInterest,
      repayAmount: toPounds(toPence(i.initialBase) + toPence(i.initialCalculatedInterest)),
    })),
    totalInterest: totalCost(amount, plan),
    totalPayable: totalPayable(plan),
    annualRate: ANNUAL_RATE_PERCENT,
    // A real, dated plan: the UK's APR by CONC App 1.2, Spain's TAE by the Directive's Annex I.
    apr: loanApr(
      country,
      amount,
      issueDate,
      plan.map((i) => ({ date: i.expectedDate, amount: toPounds(toPence(i.initialBase) + toPence(i.initialCalculatedInterest)) })),
    ),
  };
}

/** The representative example's loan (customer-site.md §9): 200 repaid over four monthly instalments. */
export const REPRESENTATIVE_EXAMPLE = { amount: 200, installments: 4 } as const;

/** The lowest and highest APR in percent the product's loans carry (customer-site.md §9: min 859%, max 2430%). */
export const APR_RANGE = { min: 859, max: 2430 } as const;

/**
 * The representative example as the loan a customer taking it out on `issueDate` gets: the calculator's
 * loan of 200 over four (its dates, plan and APR by the market's law), which is also what that loan's
 * agreement states. One instalment and one APR wherever the example is quoted (docs/decisions.md).
 */
export function representativeLoan(issueDate: string, country: CountryCode): SampleLoan {
  const { amount, installments } = REPRESENTATIVE_EXAMPLE;
  return sampleLoan(issueDate, amount, paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, installments), amount }), country);
}
