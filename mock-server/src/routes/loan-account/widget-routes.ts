import { randomBytes } from 'node:crypto';
import { round2 } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid, type Call } from '../../http.ts';
import type { CustomerRecord } from '../../types.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { cardsOf, publicCard } from './cards.ts';
import { loanAprOf } from './documents.ts';
import { loansOf, ownLoan, sync, type AccountLoan } from './loans.ts';

/* The customer's bank-connection widgets beyond the first (a repeat borrower's, another account), the
 * hints of the card step and the data an agreement is filled with. Reads: none of them changes anything. */

/** The banks the connection widget offers in a market. */
export const WIDGET_BANKS = {
  GB: ['Barclays', 'HSBC', 'Lloyds', 'NatWest', 'Santander UK'],
  ES: ['Santander', 'BBVA', 'CaixaBank', 'Sabadell'],
} as const;

const bankAccountsOf = (ctx: Context, customer: CustomerRecord) =>
  ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id && a.deleted !== true);

/** A widget session for the customer: a fresh id, the market's banks and the accounts already connected. */
function widgetSession(ctx: Context, customer: CustomerRecord, purpose: 'repeatBorrower' | 'anotherAccount') {
  return {
    sessionId: randomBytes(8).toString('hex'),
    purpose,
    banks: WIDGET_BANKS[customer.country],
    connectedAccounts: bankAccountsOf(ctx, customer).map((a) => ({ id: a.id, bankName: a.bankName, verified: a.verified === true })),
  };
}

/** The loan a call names (`loanId`), or the customer's newest loan that has an agreement. */
function agreementLoan(ctx: Context, call: Call, customer: CustomerRecord): AccountLoan {
  const given = call.query.loanId;
  if (given !== undefined && given !== '') return ownLoan(ctx, customer, given);
  const withAgreement = loansOf(ctx, customer.id)
    .filter((l) => !['requested', 'declined', 'cancelled'].includes(l.status))
    .sort((a, b) => b.id - a.id)[0];
  if (!withAgreement) throw invalid('You have no loan with an agreement yet.');
  return sync(ctx, withAgreement);
}

export function registerWidgetRoutes(routes: Routes, ctx: Context): void {
  // A repeat borrower connects their bank again for a new loan: only after a loan repaid.
  routes.id('loan.RtbWidgetInit', (call) => {
    const customer = requireCustomer(call);
    if (!loansOf(ctx, customer.id).some((l) => l.status === 'repaid'))
      throw invalid('This is for customers who have repaid a loan with us. Please connect your bank in your loan application.');
    return widgetSession(ctx, customer, 'repeatBorrower');
  });

  // Another account beside the one already connected (a salary moved to another bank).
  routes.id('loan.anotherBankAccountWidgetInit', (call) => {
    const customer = requireCustomer(call);
    if (bankAccountsOf(ctx, customer).length === 0)
      throw invalid('Please connect your first bank account in your loan application before adding another.');
    return widgetSession(ctx, customer, 'anotherAccount');
  });

  // What the card step says: the cards the customer has, the one a payment would use (the newest active
  // card that is not the always-declining test card) and those that failed.
  routes.id('loan.cardHints', (call) => {
    const customer = requireCustomer(call);
    const cards = cardsOf(ctx, customer.id);
    const failed = new Set(
      ctx
        .rows('cardTransactions')
        .filter((t) => t.customerId === customer.id && t.status === 'failed')
        .map((t) => t.cardId),
    );
    const usable = cards.find((c) => c.status === 'active' && !failed.has(c.id)) ?? null;
    return {
      cards: cards.length,
      suggested: usable ? publicCard(usable) : null,
      failedCards: cards.filter((c) => failed.has(c.id)).map(publicCard),
      hints:
        customer.country === 'ES'
          ? ['Use una tarjeta de débito a su nombre.', 'La tarjeta debe estar vigente.']
          : ['Use a debit card in your own name.', 'The card must not have expired.'],
    };
  });

  // The figures the loan agreement is filled with: the same as its text (renderTemplate), as data.
  routes.id('loan.loanAgreementData', (call) => {
    const customer = requireCustomer(call);
    const loan = agreementLoan(ctx, call, customer);
    const repayments = loan.installments.map((i, n) => ({
      number: n + 1,
      dueDate: i.expectedDate,
      amount: round2(i.principal + i.interest),
    }));
    const totalPayable = round2(repayments.reduce((s, r) => s + r.amount, 0));
    return {
      loanId: loan.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      country: loan.country,
      amount: loan.amount,
      issueDate: loan.issueDate,
      repayments,
      totalPayable,
      totalCost: round2(totalPayable - loan.amount),
      apr: loanAprOf(loan),
      acceptedAt: loan.agreementAcceptedAt ?? null,
    };
  });
}
