import type { Installment } from '@pronto/api';
import { MAX_RESTRUCTURE_INSTALLMENTS, creditDecision, currentStatus } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid, type Call } from '../../http.ts';
import { scrapeRefusal } from '../bank-rules.ts';
import { num, optNum, str } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { cardsOf } from './cards.ts';
import {
  LOAN_PURPOSES,
  OPEN,
  PENDING,
  journeyStep,
  limitOf,
  loanView,
  loansOf,
  ownLoan,
  schedule,
  setStatus,
  sync,
  toDay,
  type AccountLoan,
} from './loans.ts';

/** The screens of a loan application, in order. */
export const APPLICATION_SCREENS = ['request', 'creditDecision', 'agreements', 'financialInformation'] as const;
export const RESTRUCTURE_BY_CONTACT =
  'A new payment plan is agreed with our collections team, not online. We have passed your request on and will contact you to look at it with you.';
export const RESTRUCTURE_ASKED = 'You have asked for a new payment plan today: our collections team will contact you.';

/** The loan journey: where the customer is, the loan request and the instant credit decision. */
export function registerJourneyRoutes(routes: Routes, ctx: Context): void {
  /** The customer's newest loan and the step of the loan journey they are at. */
  const journeyOf = (call: Call) => {
    const customer = requireCustomer(call);
    const loans = loansOf(ctx, customer.id).map((l) => sync(ctx, l));
    const latest = [...loans].sort((a, b) => b.id - a.id)[0];
    return { customer, latest, step: journeyStep(latest) };
  };

  routes.id('loan.journey', (call) => {
    const { customer, latest, step } = journeyOf(call);
    return {
      step,
      loan: latest ? loanView(ctx, latest) : null,
      limit: limitOf(ctx, customer),
      customerStatus: currentStatus(customer),
      cards: cardsOf(ctx, customer.id).length,
      purposes: LOAN_PURPOSES,
    };
  });

  // The screens of the application still ahead of the customer, from the step they are at: none while a
  // loan runs (issued or overdue), all of them once the last loan is over (repaid, closed, declined,
  // cancelled), since the customer may then apply again.
  routes.id(
    'loan.loanApplicationScreens',
    (call) => {
      const { step } = journeyOf(call);
      if ((OPEN as readonly string[]).includes(step)) return { step, screens: [] };
      const at = (APPLICATION_SCREENS as readonly string[]).indexOf(step);
      return { step, screens: APPLICATION_SCREENS.slice(Math.max(0, at)) };
    },
    { readOnly: true },
  );

  // Before the bank connection: whether this customer may connect a bank now, and why not.
  routes.id(
    'loan.prescrape',
    (call) => {
      const customer = requireCustomer(call);
      const reason = scrapeRefusal(customer);
      return { able: reason === null, reason };
    },
    { readOnly: true },
  );

  // A new payment plan is agreed with collections (affordability, the price caps), not online: the
  // customer's request goes into the loan's collection history, where collections pick it up.
  routes.id('loan.restructureByCustomer', (call) => {
    const loan = ownLoan(ctx, requireCustomer(call), call.body.loanId);
    if (!OPEN.includes(loan.status)) throw invalid('Only a running loan can have a new payment plan.');
    const count = optNum(call.body, 'installmentCount');
    if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > MAX_RESTRUCTURE_INSTALLMENTS))
      throw invalid(`installmentCount must be a whole number from 1 to ${MAX_RESTRUCTURE_INSTALLMENTS}.`);
    const asked = ctx
      .rows('collectionAssignments')
      .find((r) => r.loanId === loan.id && r.kind === 'restructureRequest' && String(r.createdAt).slice(0, 10) === toDay(ctx));
    if (asked) throw invalid(RESTRUCTURE_ASKED);
    const request = ctx.insert('collectionAssignments', {
      loanId: loan.id,
      customerId: loan.customerId,
      kind: 'restructureRequest',
      value: { installmentCount: count ?? null },
      createdBy: 'customer',
      createdAt: ctx.nowIso(),
    });
    return { requestId: request.id, message: RESTRUCTURE_BY_CONTACT };
  });

  const requestLoan = (call: Call) => {
    const customer = requireCustomer(call);
    const amount = num(call.body, 'amount');
    const count = num(call.body, 'installments');
    if (!Number.isInteger(count) || count < 1 || count > 4) throw invalid('installments must be 1 to 4.');
    if (!(amount > 0) || Math.round(amount * 100) !== amount * 100) throw invalid('Please enter an amount.');
    const purpose = str(call.body, 'purpose');
    if (!(LOAN_PURPOSES as readonly string[]).includes(purpose)) throw invalid('Please choose the purpose of the loan.');
    for (const old of loansOf(ctx, customer.id)) if (PENDING.includes(old.status)) setStatus(ctx, old, 'cancelled');
    const now = ctx.nowIso();
    const issueDate = toDay(ctx);
    const loan = ctx.insert('loans', {
      customerId: customer.id,
      country: customer.country,
      application: customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
      amount,
      issueDate,
      status: 'requested',
      purpose,
      installments: [] as Installment[],
      payments: [],
      statusHistory: [{ status: 'requested', createdAt: now, createdBy: 'customer' }],
      createdAt: now,
      installmentCount: count,
    }) as AccountLoan;
    loan.installments = schedule(loan.id, issueDate, amount, count);
    return loanView(ctx, loan);
  };
  // The spec's three names of one action (the site sends requestLoan): each makes the same application.
  routes.id('loan.requestLoan', requestLoan);
  routes.id('loan.makeLoanApplication', requestLoan);
  routes.id('loan.apply', requestLoan);

  routes.id('loan.checkstatus', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    const limit = limitOf(ctx, customer);
    if (loan.status === 'requested') {
      const hasOpenLoan = loansOf(ctx, customer.id).some((l) => l.id !== loan.id && OPEN.includes(l.status));
      const decision = creditDecision({ status: currentStatus(customer), amount: loan.amount, limit, hasOpenLoan });
      if (decision.decision === 'approved') setStatus(ctx, loan, 'approved');
      else {
        setStatus(ctx, loan, 'declined');
        loan.declineMessage = decision.message;
      }
      ctx.changed();
    }
    return { status: loan.status, message: loan.declineMessage ?? null, limit, loan: loanView(ctx, loan) };
  });
}
