import type { LoanDefinition } from '@pronto/api';
import { paymentPlan } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { isoDate, list, num } from '../validate.ts';
import type { Routes } from './define.ts';
import { registerChargebacks } from './chargebacks.ts';
import { registerLoanStaff } from './loan-staff.ts';

export function registerLoanRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.paymentPlan', ({ body }) => {
    const issueDate = isoDate(body, 'issueDate');
    const amount = num(body, 'amount');
    if (amount <= 0) throw invalid('amount must be more than 0.');
    const dates = list(body, 'paymentDates').map((d, i) => isoDate({ [`paymentDates[${i}]`]: d }, `paymentDates[${i}]`));
    if (dates.length === 0) throw invalid('paymentDates must hold at least one date.');
    try {
      return { installments: paymentPlan({ issueDate, paymentDates: dates, amount }) };
    } catch (error) {
      throw invalid(error instanceof Error ? error.message : 'Credit Calculation error.');
    }
  });

  routes.id('loan.getAllLoanDefinitions', ({ query }) => {
    const country = typeof query.country === 'string' ? query.country.toUpperCase() : '';
    const rows = ctx.rows<LoanDefinition>('loanDefinitions');
    return country ? rows.filter((r) => r.country === (country === 'UK' ? 'GB' : country)) : rows;
  });
  registerLoanStaff(routes, ctx);
  registerChargebacks(routes, ctx);
}
