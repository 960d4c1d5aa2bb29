import type { LoanDefinition } from '@pronto/api';
import { paymentPlan } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { isoDate, list, num } from '../validate.ts';
import type { Routes } from './define.ts';
import { registerChargebacks } from './chargebacks.ts';
import { registerCustomerProfitability } from './customer-profitability.ts';
import { registerLoanAgreementsStaff } from './loan-agreements-staff.ts';
import { registerLoanCertificates } from './loan-certificates.ts';
import { registerLoanChangesStaff } from './loan-changes-staff.ts';
import { registerLoanCollectionsStaff } from './loan-collections-staff.ts';
import { registerLoanCustomerReads } from './loan-customer-reads.ts';
import { registerLoanEvents } from './loan-events.ts';
import { registerLoanMaintenance } from './loan-maintenance.ts';
import { registerLoanOrigination } from './loan-origination.ts';
import { registerLoanPaymentsStaff } from './loan-payments-staff.ts';
import { registerLoanQuotes } from './loan-quotes.ts';
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
  registerLoanPaymentsStaff(routes, ctx);
  registerLoanChangesStaff(routes, ctx);
  registerLoanQuotes(routes, ctx);
  registerLoanOrigination(routes, ctx);
  registerLoanAgreementsStaff(routes, ctx);
  registerLoanCertificates(routes, ctx);
  registerLoanEvents(routes, ctx);
  registerLoanCustomerReads(routes, ctx);
  registerCustomerProfitability(routes, ctx);
  registerLoanCollectionsStaff(routes, ctx);
  registerLoanMaintenance(routes, ctx);
}
