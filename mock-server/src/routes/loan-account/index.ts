import type { Context } from '../../context.ts';
import type { Routes } from '../define.ts';
import { registerAgreementRoutes } from './agreement-routes.ts';
import { registerCardRoutes } from './card-routes.ts';
import { registerWidgetRoutes } from './widget-routes.ts';
import { registerCustomerRoutes } from './customer-routes.ts';
import { registerDocumentRoutes } from './document-routes.ts';
import { registerJourneyRoutes } from './journey-routes.ts';
import { registerLoanRoutes } from './loan-routes.ts';
import { registerPaymentRoutes } from './payment-routes.ts';
import { registerRolloverRoutes } from './rollover-routes.ts';

/**
 * The customer-facing loan calls: loan request, instant credit decision, agreement, card
 * and bank account, transfer, payments (instalment, amount, settlement, payment link), rollover,
 * documents and the customer's own details. Every loan call checks that the loan is the token's
 * customer's; "today" is the real current date (ctx.now()).
 */
export function registerLoanAccountRoutes(routes: Routes, ctx: Context): void {
  // The order the single file registered them in (express matches in order).
  registerJourneyRoutes(routes, ctx);
  registerAgreementRoutes(routes, ctx);
  registerCardRoutes(routes, ctx);
  registerWidgetRoutes(routes, ctx);
  registerLoanRoutes(routes, ctx);
  registerPaymentRoutes(routes, ctx);
  registerRolloverRoutes(routes, ctx);
  registerDocumentRoutes(routes, ctx);
  registerCustomerRoutes(routes, ctx);
}

export { CARD_EXPIRED, CARD_INVALID, FAILING_CARD_SUFFIX, TRANSFER_FAILED, luhn } from './cards.ts';
export { LOAN_NOT_FOUND, LOAN_PURPOSES, loanView, type AccountLoan } from './loans.ts';
export { PAYMENT_FAILED, PAYMENT_REASONS } from './payments.ts';
export { MAX_ROLLOVERS, ROLLOVER_MAX_DAYS } from './rollover.ts';
export type { Loan } from '@pronto/api';
