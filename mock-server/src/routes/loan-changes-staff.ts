import type { AuditEntry, LoanStatus } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { loanAt, round2, settlementAmount } from '@pronto/domain';
import { AUDIT_COLLECTION } from '../audit.ts';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { Row } from '../types.ts';
import { id, isoDate, optNum, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { OPEN, PENDING, loanView, toDay, type AccountLoan } from './loan-account/loans.ts';
import { ROLLOVER_MAX_DAYS, rollOver, rolloverQuoteInDays } from './loan-account/rollover.ts';
import { changeStatus, recompute } from './loan-records.ts';
import { cardToCharge, requireRunning, staffLoan } from './loan-targets.ts';
import { customerOr422, newest, staffName } from './staff-helpers.ts';
import { loanAmountFor, reschedule } from './loan-terms.ts';

const LOAN_STATUSES: readonly LoanStatus[] = ['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined'];

/** A loan whose money the customer received at some point (its schedule and ledger are real). */
const wasPaidOut = (loan: AccountLoan) => OPEN.includes(loan.status) || loan.statusHistory.some((h) => h.status === 'issued');

/** Where the bank said a loan's payout cannot go: that bank, and who marked it when. */
interface UnavailableBank {
  bankName: string;
  bankAccountId: number;
  at: string;
  by: string;
}
type PayoutLoan = AccountLoan & { bankNotAvailable?: UnavailableBank };

/** Changes staff make to a loan itself: its status, issue date, amount, bank account, a rollover, a discount removed. */
export function registerLoanChangesStaff(routes: Routes, ctx: Context): void {
  // By hand, for repairs: any status, except what would make the book lie (repaid while money is owed, a
  // running status the schedule contradicts). The schedule still moves a running loan between issued and overdue.
  routes.id('loan.updateloanstatus', (call) => {
    const loan = staffLoan(ctx, call);
    const status = str(call.body, 'status') as LoanStatus;
    if (!LOAN_STATUSES.includes(status)) throw invalid(`status must be one of ${LOAN_STATUSES.join(', ')}.`);
    if (status === loan.status) throw invalid(`Loan ${loan.id} is already ${status}.`);
    if (status === 'repaid') {
      if (!wasPaidOut(loan)) throw invalid(`Loan ${loan.id} was never paid out: it cannot be repaid.`);
      const owed = settlementAmount(loan, toDay(ctx));
      if (owed > 0)
        throw invalid(
          `Loan ${loan.id} still owes ${formatMoney(owed, loan.country)}: take a payment or give a discount before it is repaid.`,
        );
    }
    if (status === 'issued' || status === 'overdue') {
      const arrears = loanAt({ ...loan, status }, ctx.now()).installments.some((i) => i.status === 'overdue');
      if (arrears !== (status === 'overdue'))
        throw invalid(`Loan ${loan.id} ${arrears ? 'is in arrears: it runs as overdue' : 'has no arrears: it runs as issued'}.`);
    }
    changeStatus(ctx, loan, status, staffName(call));
    if (OPEN.includes(status)) recompute(ctx, loan, staffName(call));
    ctx.changed();
    return loanView(ctx, loan);
  });

  // The day the money went out, corrected before anything was paid: the schedule is planned again from it.
  routes.id('loan.updateIssuedDateOfLoan', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'has an issue date to correct');
    if (loan.payments.some((p) => !p.deleted)) throw invalid(`Loan ${loan.id} has payments: its issue date can no longer change.`);
    const issueDate = isoDate(call.body, 'issueDate');
    const applied = loan.createdAt.slice(0, 10);
    if (issueDate === loan.issueDate) throw invalid(`Loan ${loan.id} was already issued on ${issueDate}.`);
    if (issueDate > toDay(ctx)) throw invalid('The issue date cannot be in the future: the money has been paid out.');
    if (issueDate < applied) throw invalid(`The issue date cannot be before the loan was applied for (${applied}).`);
    loan.issueDate = issueDate;
    reschedule(loan, issueDate, loan.amount);
    recompute(ctx, loan, staffName(call));
    return loanView(ctx, loan);
  });

  // Before the payout only; the agreement names the amount, so an accepted one must be accepted again.
  routes.id('loan.changeLoanAmount', (call) => {
    const loan = staffLoan(ctx, call);
    if (!PENDING.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: only a loan not paid out yet can change its amount.`);
    const amount = loanAmountFor(ctx, customerOr422(ctx, loan.customerId), call.body);
    if (amount === loan.amount) throw invalid(`Loan ${loan.id} is already for ${formatMoney(amount, loan.country)}.`);
    loan.amount = amount;
    reschedule(loan, loan.issueDate, amount);
    delete loan.agreementAcceptedAt;
    ctx.changed();
    return loanView(ctx, loan);
  });

  /** The customer's bank account the call names (`accountId`), or without one their newest verified account. */
  const accountFor = (loan: PayoutLoan, chosen: unknown): Row => {
    const accounts = ctx.rows('bankAccounts').filter((a) => a.customerId === loan.customerId);
    const account =
      chosen === undefined || chosen === null || chosen === ''
        ? [...accounts].reverse().find((a) => a.verified !== false)
        : accounts.find((a) => a.id === id(chosen, 'accountId'));
    if (!account)
      throw invalid(
        chosen === undefined || chosen === null || chosen === ''
          ? `Customer ${loan.customerId} has no verified bank account.`
          : `Bank account ${String(chosen)} is not an account of customer ${loan.customerId}.`,
      );
    if (account.verified === false) throw invalid(`Bank account ${account.id} is not verified: money only goes to a verified account.`);
    if (loan.bankNotAvailable && account.bankName === loan.bankNotAvailable.bankName)
      throw invalid(`${String(account.bankName)} is marked unavailable for loan ${loan.id}: choose an account at another bank.`);
    return account;
  };
  const moveTo = (loan: PayoutLoan, account: Row) => {
    loan.bankAccountId = account.id;
    delete loan.bankNotAvailable;
    ctx.changed();
  };
  const chosenAccount = (body: Record<string, unknown>) => body.accountId ?? body.bankAccountId;

  // The payout account, set before the payout: idempotent, answering whether it changed.
  routes.id('loan.setLoanAccountId', (call) => {
    const loan: PayoutLoan = staffLoan(ctx, call);
    if (!PENDING.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: its payout account is fixed once the money has gone out.`);
    const account = accountFor(loan, chosenAccount(call.body));
    const updated = loan.bankAccountId === account.id ? 0 : 1;
    if (updated) moveTo(loan, account);
    return { loanId: loan.id, bankAccountId: account.id, iban: account.iban, bankName: account.bankName, updated };
  });

  // The account of a loan waiting for its payout or running (where refunds and the statements go).
  routes.id('loan.changeLoanToAccount', (call) => {
    const loan: PayoutLoan = staffLoan(ctx, call);
    if (!PENDING.includes(loan.status) && !OPEN.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: only a loan waiting for its payout or running changes its account.`);
    const account = accountFor(loan, chosenAccount(call.body));
    if (loan.bankAccountId === account.id) throw invalid(`Loan ${loan.id} is already on bank account ${account.id}.`);
    moveTo(loan, account);
    return loanView(ctx, loan);
  });

  // The bank cannot take the payout (no instant transfers, a failed connection): the loan loses that
  // account, and only an account at another bank can be set for it.
  routes.id('loan.bankNotAvailable', (call) => {
    const loan: PayoutLoan = staffLoan(ctx, call);
    if (!PENDING.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: its bank matters only before the money is paid out.`);
    if (loan.bankNotAvailable && loan.bankAccountId === undefined)
      throw invalid(`${loan.bankNotAvailable.bankName} is already marked unavailable for loan ${loan.id}.`);
    const accounts = ctx.rows('bankAccounts').filter((a) => a.customerId === loan.customerId);
    const account = accounts.find((a) => a.id === loan.bankAccountId) ?? [...accounts].reverse().find((a) => a.verified !== false);
    if (!account) throw invalid(`Loan ${loan.id} has no bank account to mark unavailable.`);
    loan.bankNotAvailable = { bankName: String(account.bankName), bankAccountId: account.id, at: ctx.nowIso(), by: staffName(call) };
    delete loan.bankAccountId;
    ctx.changed();
    return loanView(ctx, loan);
  });

  // The product's rollover taken by staff (the customer's, on the phone): the next instalment's interest
  // is charged to the card now and the instalment moves `days` later, once per loan.
  routes.id('loan.rolloverv2', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'can be rolled over');
    const quote = rolloverQuoteInDays(loan, optNum(call.body, 'days') ?? ROLLOVER_MAX_DAYS);
    const cost = rollOver(ctx, loan, cardToCharge(ctx, loan, call.body.cardId), quote.date);
    return { ...cost, loan: loanView(ctx, loan) };
  });

  // A discount taken back: the interest it took off each instalment is owed again. Which instalments it
  // lowered, and by how much, is read from the discount's own entry in the audit trail.
  routes.id('loan.discount.delete', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'can have a discount removed');
    const wanted = call.query.discountId ?? call.body.discountId;
    const live = ctx.rows('discountRules').filter((r) => r.kind === 'loanDiscount' && r.loanId === loan.id && !r.removedAt);
    const discount = wanted === undefined || wanted === '' ? newest(live)[0] : live.find((d) => d.id === id(wanted, 'discountId'));
    if (!discount)
      throw invalid(
        wanted === undefined || wanted === ''
          ? `Loan ${loan.id} has no discount to remove.`
          : `Discount ${String(wanted)} is not a discount of loan ${loan.id} still in force.`,
      );
    const given = (ctx.rows(AUDIT_COLLECTION) as unknown as AuditEntry[])
      .filter((e) => e.callId === 'loan.discount' && e.loanId === loan.id && e.at >= String(discount.createdAt))
      .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)[0];
    if (!given) throw invalid(`The record of what discount ${discount.id} lowered is missing: it cannot be removed.`);
    for (const change of given.changes) {
      const installmentId = /^installments\[(\d+)\]\.interest$/.exec(change.field)?.[1];
      const inst = loan.installments.find((i) => String(i.id) === installmentId);
      if (inst && typeof change.before === 'number' && typeof change.after === 'number')
        inst.interest = round2(inst.interest + change.before - change.after);
    }
    Object.assign(discount, { removedAt: ctx.nowIso(), removedBy: staffName(call) });
    recompute(ctx, loan, staffName(call));
    return loanView(ctx, loan);
  });
}
