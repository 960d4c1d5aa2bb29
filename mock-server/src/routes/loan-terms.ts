import type { CountryCode } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { MAX_PAYMENT_DATES, MIN_LOAN_AMOUNT } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { num } from '../validate.ts';
import { staffCreditLimit } from './credit-limits.ts';
import { schedule, type AccountLoan } from './loan-account/loans.ts';

/* The terms staff give a loan before it is paid out (a new loan, a new amount), checked as the customer's own request is. */

/** The market's loan product (its amounts, instalment options and defaults), if it has an active one. */
export const productOf = (ctx: Context, country: CountryCode) =>
  ctx.rows('loanDefinitions').find((d) => d.country === country && d.active !== false);

/** The instalment counts the market's product offers (1 to 4 when it names none), within the monthly plan's 5 dates. */
export function installmentOptions(ctx: Context, country: CountryCode): number[] {
  const options = productOf(ctx, country)?.installmentOptions;
  const offered = Array.isArray(options) && options.every((o) => typeof o === 'number') ? options : [1, 2, 3, 4];
  return offered.filter((n) => Number.isInteger(n) && n >= 1 && n <= MAX_PAYMENT_DATES);
}

/** The body's `amount` for a loan of `customer`: in whole pence, at least the smallest loan, within their credit limit. */
export function loanAmountFor(ctx: Context, customer: CustomerRecord, body: Record<string, unknown>): number {
  const amount = num(body, 'amount');
  if (Math.round(amount * 100) !== amount * 100) throw invalid('amount must be in whole pence (cents).');
  if (amount < MIN_LOAN_AMOUNT) throw invalid(`The smallest loan is ${formatMoney(MIN_LOAN_AMOUNT, customer.country)}.`);
  const { creditLimit } = staffCreditLimit(ctx, customer);
  if (amount > creditLimit)
    throw invalid(`The amount is above the credit limit of customer ${customer.id} (${formatMoney(creditLimit, customer.country)}).`);
  return amount;
}

/** The body's `installmentCount`: one of the counts the market's product offers. */
export function installmentCountFor(ctx: Context, country: CountryCode, body: Record<string, unknown>): number {
  const count = num(body, 'installmentCount');
  const options = installmentOptions(ctx, country);
  if (!options.includes(count)) throw invalid(`installmentCount must be one of ${options.join(', ')}.`);
  return count;
}

/** Plans the loan again from `issueDate` for `amount` over as many instalments; the instalments keep their ids. */
export function reschedule(loan: AccountLoan, issueDate: string, amount: number): void {
  const count = loan.installmentCount ?? loan.installments.length;
  const ids = [...loan.installments].sort((a, b) => a.number - b.number).map((i) => i.id);
  loan.installments = schedule(loan.id, issueDate, amount, count).map((i, k) => ({ ...i, id: ids[k] ?? i.id }));
}
