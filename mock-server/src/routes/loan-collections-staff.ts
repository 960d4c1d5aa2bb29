import { addDays, round2 } from '@pronto/domain';
import type { Context } from '../context.ts';
import { ApiError, invalid, type Call } from '../http.ts';
import { id, isoDate, list, num, optStr } from '../validate.ts';
import { arrangedAmount, saveArrangement, type ArrangementSource } from './arrangements.ts';
import type { Routes } from './define.ts';
import { OPEN, due, toDay, type AccountLoan } from './loan-account/loans.ts';
import { loanByToken } from './loan-account/payments.ts';
import { checkNewImpediment } from './loan-settings-calls.ts';
import { requireRunning, staffLoan } from './loan-targets.ts';
import { staffName } from './staff-helpers.ts';

/** A proof of payment older than this is not waited on: the transfer would have arrived (check the payments). */
const PROOF_MAX_AGE_DAYS = 14;

type CollectedLoan = AccountLoan & { assignedCamId?: number | null; collectionCompanyId?: number | null };

/** Arrangements (from a proof of payment, on many loans), hints for assigning overdue loans, and a payment hold asked by link. */
export function registerLoanCollectionsStaff(routes: Routes, ctx: Context): void {
  const arrange = (call: Call, loan: AccountLoan, amount: number, date: string, source: ArrangementSource) =>
    saveArrangement(ctx, loan, { amount, date, source }, staffName(call));

  // The customer shows they paid (a transfer not arrived yet): collection holds on an arrangement for that
  // payment, dated when it was made, within the last 14 days.
  routes.id('loan.loanArrangementByPaymentProof', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'can have a payment arrangement');
    const amount = arrangedAmount(ctx, loan, call.body);
    const date = isoDate(call.body, 'date');
    const today = toDay(ctx);
    if (date > today) throw invalid('A proof of payment is dated on or before today.');
    if (date < loan.issueDate) throw invalid(`The payment is dated before loan ${loan.id} was issued (${loan.issueDate}).`);
    if (date < addDays(today, -PROOF_MAX_AGE_DAYS))
      throw invalid(
        `The proof of payment is older than ${PROOF_MAX_AGE_DAYS} days: that transfer would have arrived; check the loan's payments.`,
      );
    return arrange(call, loan, amount, date, 'paymentProof');
  });

  // The same arrangement on many loans: every id must exist; a loan the terms do not fit is skipped, with why.
  routes.id('loan.bulkArrangement', (call) => {
    const loanIds = [...new Set(list(call.body, 'loanIds').map((v) => id(v, 'loanIds')))];
    if (loanIds.length === 0) throw invalid('loanIds must hold at least one loan.');
    const date = isoDate(call.body, 'date');
    if (date < toDay(ctx)) throw invalid('The arrangement date cannot be in the past.');
    if (!(num(call.body, 'amount') > 0)) throw invalid('amount must be more than 0.');
    const loans = loanIds.map((loanId) => staffLoan(ctx, { ...call, body: { loanId }, query: {} }));
    const results = loans.map((loan) => {
      try {
        const amount = arrangedAmount(ctx, requireRunning(loan, 'can have a payment arrangement'), call.body);
        const saved = arrange(call, loan, amount, date, 'bulk');
        return { loanId: loan.id, outcome: 'saved', arrangementId: saved.id, message: null };
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { loanId: loan.id, outcome: 'skipped', arrangementId: null, message: error.message };
      }
    });
    return {
      saved: results.filter((r) => r.outcome === 'saved').length,
      skipped: results.filter((r) => r.outcome === 'skipped').length,
      results,
    };
  });

  // Who should take each overdue loan nobody works yet: an available agent of the loan's market with the
  // fewest overdue loans, counting the loans hinted before it, so the work spreads. Oldest arrears first.
  routes.id('loan.autoLoanAssignHints', (call) => {
    const country = optStr(call.query, 'country')?.toUpperCase();
    const today = toDay(ctx);
    const loans = ctx.db.loans as CollectedLoan[];
    const agents = ctx.db.staff.filter(
      (s) =>
        s.role === 'agent' &&
        s.active &&
        (s as { availableForLoans?: boolean }).availableForLoans !== false &&
        (!country || s.country === country),
    );
    const load = new Map(agents.map((a) => [a.id, loans.filter((l) => l.assignedCamId === a.id && l.status === 'overdue').length]));
    const since = (l: CollectedLoan) => l.installments.find((i) => i.status !== 'paid' && i.expectedDate < today)?.expectedDate ?? today;
    const waiting = loans
      .filter((l) => l.status === 'overdue' && !l.assignedCamId && !l.collectionCompanyId && (!country || l.country === country))
      .sort((a, b) => since(a).localeCompare(since(b)) || a.id - b.id);
    const hints = waiting.map((loan) => {
      const pool = agents.filter((a) => a.country === loan.country);
      const pick = pool.sort((a, b) => (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) || a.id - b.id)[0];
      if (pick) load.set(pick.id, (load.get(pick.id) ?? 0) + 1);
      return {
        loanId: loan.id,
        customerId: loan.customerId,
        country: loan.country,
        daysOverdue: Math.round((Date.parse(today) - Date.parse(since(loan))) / 86_400_000),
        owed: round2(loan.installments.filter((i) => i.status !== 'paid').reduce((s, i) => s + due(i), 0)),
        staffId: pick?.id ?? null,
        staffName: pick?.fullName ?? null,
        reason: pick ? null : `No agent of ${loan.country} is available for loans.`,
      };
    });
    return {
      agents: agents.map((a) => ({ staffId: a.id, staffName: a.fullName, country: a.country, overdueLoansAfter: load.get(a.id) ?? 0 })),
      hints,
    };
  });

  // From the link in a collection message (the loan's payment link): the customer asks for a payment hold,
  // which waits for staff to accept it like one staff create.
  routes.id('loan.createLoanImpedimentWithToken', (call) => {
    const loan = loanByToken(ctx, call.params.token);
    if (!OPEN.includes(loan.status)) throw invalid('This loan has nothing to pay, so it needs no payment hold.');
    const reason = optStr(call.body, 'reason') ?? optStr(call.body, 'type');
    if (!reason) throw invalid('Please tell us why you need a payment hold.');
    if (reason.length > 200) throw invalid('Please keep the reason under 200 characters.');
    checkNewImpediment(ctx, loan);
    const row = ctx.insert('impediments', {
      loanId: loan.id,
      customerId: loan.customerId,
      type: reason,
      status: 'pending',
      createdBy: 'customer (link)',
      createdAt: ctx.nowIso(),
    });
    return { impedimentId: row.id, loanId: loan.id, status: row.status };
  });
}
