import { round2, settlementAmount, withdrawalAmount } from '@pronto/domain';
import { audited, reasonOf } from '../audit.ts';
import type { Context } from '../context.ts';
import { ApiError, invalid, type Call } from '../http.ts';
import { id, list, optNum } from '../validate.ts';
import type { Routes } from './define.ts';
import { due, loanView, toDay, type AccountLoan } from './loan-account/loans.ts';
import { pay, payAmount } from './loan-account/payments.ts';
import { changeStatus } from './loan-records.ts';
import { cardToCharge, requireRunning, staffLoan } from './loan-targets.ts';
import { openWithdrawal } from './withdrawal-check.ts';
import { idFrom, loanOr422, staffName } from './staff-helpers.ts';

/** Most loans one bulk debit charges: a larger run is split by whoever starts it. */
const MAX_BULK_LOANS = 500;

/** One loan's outcome in a bulk debit. */
interface DebitResult {
  loanId: number;
  customerId: number;
  outcome: 'charged' | 'failed' | 'skipped';
  amount: number;
  message: string | null;
}

/** The amount of a staff card payment: more than 0 (what it may be at most, pay() says with the amount owed). */
function amountOf(body: Record<string, unknown>, loan: AccountLoan, ctx: Context): number {
  const amount = payAmount(body, loan, ctx);
  if (!(amount > 0)) throw invalid('amount must be more than 0.');
  return amount;
}

/** What is due today on a running loan: every unpaid instalment whose date has come, never more than settles it. */
function dueToday(ctx: Context, loan: AccountLoan): number {
  const today = toDay(ctx);
  const owed = loan.installments.filter((i) => i.status !== 'paid' && i.expectedDate <= today).reduce((s, i) => s + due(i), 0);
  return Math.min(round2(owed), settlementAmount(loan, today));
}

/**
 * Card payments staff take for a customer (on the phone, in collections), through the same payment as the
 * customer's own (loan-account/payments.ts): it is booked on the loan, pays the instalments oldest first and
 * repays the loan when it reaches the settlement amount; more than that is refused with the amount owed.
 */
export function registerLoanPaymentsStaff(routes: Routes, ctx: Context): void {
  routes.id('loan.payloan', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'takes payments');
    const card = cardToCharge(ctx, loan, call.body.cardId);
    return loanView(ctx, pay(ctx, loan, card, amountOf(call.body, loan, ctx), 'card'));
  });

  // Version 2 answers what was paid with the loan, and takes `full: true` for the settlement amount.
  routes.id('loan.payloanv2', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'takes payments');
    const card = cardToCharge(ctx, loan, call.body.cardId);
    const amount = round2(amountOf(call.body, loan, ctx));
    return { paid: amount, loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  // One instalment: the oldest unpaid one, since payments always go to it first.
  routes.id('loan.payLoanSingleInstallment', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'takes payments');
    const next = loan.installments.find((i) => i.status !== 'paid');
    if (!next) throw invalid(`Loan ${loan.id} has nothing to pay.`);
    const asked = optNum(call.body, 'installmentNumber');
    if (asked !== undefined && asked !== next.number) {
      const inst = loan.installments.find((i) => i.number === asked);
      if (!inst) throw invalid(`Loan ${loan.id} has no instalment ${asked}.`);
      if (inst.status === 'paid') throw invalid(`Instalment ${asked} of loan ${loan.id} is already paid.`);
      throw invalid(`Instalment ${next.number} is due first: a payment always goes to the oldest unpaid instalment.`);
    }
    const card = cardToCharge(ctx, loan, call.body.cardId);
    const amount = Math.min(due(next), settlementAmount(loan, toDay(ctx)));
    return { paid: amount, installmentNumber: next.number, loan: loanView(ctx, pay(ctx, loan, card, amount, 'card')) };
  });

  // The withdrawal payment, once the desist was approved: the principal and the interest for the days the
  // customer had the money, no fees (@pronto/domain withdrawalAmount), charged to the card; the contract
  // then ends as withdrawn (closed), not repaid.
  routes.id('loan.DesistContractPayment', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'can be withdrawn from');
    const withdrawal = openWithdrawal(loan);
    const today = toDay(ctx);
    const card = cardToCharge(ctx, loan, call.body.cardId);
    const amount = withdrawalAmount(loan, today);
    if (amount > 0) pay(ctx, loan, card, amount, 'card');
    Object.assign(withdrawal, { paidOn: today, paid: amount });
    changeStatus(ctx, loan, 'closed', `${staffName(call)} (withdrawal)`);
    ctx.changed();
    return { paid: amount, loan: loanView(ctx, loan) };
  });

  // Each loan charged is its own entry in the audit trail, with the batch's reason.
  const debitOne = audited(
    ctx,
    'loan.bulkDebitV2',
    (_, call) => {
      const row = loanOr422(ctx, idFrom(call, 'loanId'));
      return { type: 'loan', row, customerId: row.customerId, loanId: row.id };
    },
    (call: Call) => {
      const loan = staffLoan(ctx, call);
      const amount = dueToday(ctx, loan);
      pay(ctx, loan, cardToCharge(ctx, loan, undefined), amount, 'card');
      return amount;
    },
  );

  // Charges each loan's card what is due today; a loan with nothing due, no card, or not running is skipped,
  // a card refused is reported: one loan's outcome never stops the others.
  routes.id('loan.bulkDebitV2', async (call) => {
    const loanIds = [...new Set(list(call.body, 'loanIds').map((v) => id(v, 'loanIds')))];
    if (loanIds.length === 0) throw invalid('loanIds must hold at least one loan.');
    if (loanIds.length > MAX_BULK_LOANS) throw invalid(`A bulk debit charges at most ${MAX_BULK_LOANS} loans at once.`);
    const loans = loanIds.map((loanId) => staffLoan(ctx, { ...call, body: { loanId }, query: {} }));
    reasonOf(call.body);
    const results: DebitResult[] = [];
    for (const loan of loans) {
      const base = { loanId: loan.id, customerId: loan.customerId };
      const skip = (message: string) => results.push({ ...base, outcome: 'skipped', amount: 0, message });
      if (loan.status !== 'issued' && loan.status !== 'overdue') {
        skip(`Loan ${loan.id} is ${loan.status}.`);
        continue;
      }
      if (dueToday(ctx, loan) <= 0) {
        skip('Nothing is due today.');
        continue;
      }
      try {
        cardToCharge(ctx, loan, undefined);
        const amount = (await debitOne.handler({ ...call, body: { reason: call.body.reason, loanId: loan.id } })) as number;
        results.push({ ...base, outcome: 'charged', amount, message: null });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
        results.push({ ...base, outcome: error.code === 'PaymentFailed' ? 'failed' : 'skipped', amount: 0, message: error.message });
      }
    }
    const count = (outcome: string) => results.filter((r) => r.outcome === outcome).length;
    return {
      charged: count('charged'),
      failed: count('failed'),
      skipped: count('skipped'),
      amount: round2(results.reduce((s, r) => s + r.amount, 0)),
      results,
    };
  });
}
