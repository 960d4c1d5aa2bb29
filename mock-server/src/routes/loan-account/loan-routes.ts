import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { id } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { TRANSFER_FAILED, cardFails, cardTransaction, ownCard } from './cards.ts';
import { OPEN, loanView, loansOf, ownLoan, sync } from './loans.ts';
import { issueLoan } from './payout.ts';

/** The payout (the transfer that issues the loan) and the customer's loans. */
export function registerLoanRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.account/setLoanIssued', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    if (loan.status !== 'approved') throw invalid('This loan cannot be paid out.');
    if (!loan.agreementAcceptedAt) throw invalid('Please accept the agreement first.');
    const card = ownCard(ctx, customer.id, call.body.cardId);
    const account = ctx
      .rows('bankAccounts')
      .find((a) => a.customerId === customer.id && a.id === id(call.body.bankAccountId, 'bankAccountId'));
    if (!account) throw invalid('Please choose the bank account to receive the money.');
    loan.cardId = card.id;
    loan.bankAccountId = account.id;
    if (cardFails(card)) {
      cardTransaction(ctx, card, loan, 0, 'transfer', 'failed');
      ctx.changed();
      throw invalid(TRANSFER_FAILED, 'TechnicalProblem');
    }
    cardTransaction(ctx, card, loan, 0, 'transfer', 'success');
    issueLoan(ctx, loan, customer, 'system');
    return loanView(ctx, loan);
  });

  routes.id('loan.customerAllLoans', (call) => {
    const customer = requireCustomer(call);
    return loansOf(ctx, customer.id)
      .map((l) => loanView(ctx, sync(ctx, l)))
      .sort((a, b) => b.id - a.id);
  });

  routes.id('loan.customerLoansByStatus', (call) => {
    const customer = requireCustomer(call);
    const wanted = String(call.query.status ?? '')
      .split(',')
      .filter(Boolean);
    return loansOf(ctx, customer.id)
      .map((l) => sync(ctx, l))
      .filter((l) => wanted.length === 0 || wanted.includes(l.status))
      .map((l) => loanView(ctx, l))
      .sort((a, b) => b.id - a.id);
  });

  routes.id('loan.loan', (call) => {
    const customer = requireCustomer(call);
    if (call.query.loanId !== undefined) return loanView(ctx, ownLoan(ctx, customer, call.query.loanId));
    const loans = loansOf(ctx, customer.id).map((l) => sync(ctx, l));
    const current = loans.find((l) => OPEN.includes(l.status)) ?? loans.at(-1);
    return current ? loanView(ctx, current) : null;
  });
}
