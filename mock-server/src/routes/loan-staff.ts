import type { Arrangement, Impediment, Loan } from '@pronto/api';
import { CapError, applyDiscount, loanAt, restructureFit, restructureSchedule, rolloverSchedule, scheduleCapBreach } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { LoanRecord } from '../types.ts';
import { id, isoDate, num, optNum, optStr, str } from '../validate.ts';
import { arrangedAmount, saveArrangement } from './arrangements.ts';
import type { Routes } from './define.ts';
import { checkNewImpediment } from './loan-settings-calls.ts';
import { nextImpedimentStatus } from './loan-settings-rules.ts';
import { openChargebackOf } from './chargebacks.ts';
import { bookPayment, changeStatus, paymentOf, recompute } from './loan-records.ts';
import { manualPaymentOf } from './loan-money.ts';
import type { AccountLoan } from './loan-account/loans.ts';
import { issueLoan } from './loan-account/payout.ts';
import { staffLoan } from './loan-targets.ts';
import { recordWithdrawal } from './withdrawal.ts';
import { idFrom, loanOr422, searchBody, sortAndPage, staffName } from './staff-helpers.ts';

const FILTERS: Record<string, (loan: LoanRecord, value: unknown) => boolean> = {
  status: (l, v) => (Array.isArray(v) ? v.includes(l.status) : l.status === v),
  customerId: (l, v) => l.customerId === Number(v),
  country: (l, v) => l.country === v,
  application: (l, v) => l.application === v,
  issueDateFrom: (l, v) => l.issueDate >= String(v).slice(0, 10),
  issueDateTo: (l, v) => l.issueDate <= String(v).slice(0, 10),
  amountMin: (l, v) => l.amount >= Number(v),
  amountMax: (l, v) => l.amount <= Number(v),
  id: (l, v) => (Array.isArray(v) ? v.map(Number).includes(l.id) : l.id === Number(v)),
  // The dashboard's day figures: applied for, approved, paid out, falling due, paid on a day.
  createdOn: (l, v) => l.createdAt.slice(0, 10) === String(v).slice(0, 10),
  approvedOn: (l, v) => l.statusHistory.some((h) => h.status === 'approved' && h.createdAt.slice(0, 10) === String(v).slice(0, 10)),
  issuedOn: (l, v) => l.statusHistory.some((h) => h.status === 'issued' && h.createdAt.slice(0, 10) === String(v).slice(0, 10)),
  dueOn: (l, v) => OPEN_BOOK.includes(l.status) && l.installments.some((i) => i.expectedDate === String(v).slice(0, 10)),
  paidOn: (l, v) => l.payments.some((p) => !p.deleted && p.date.slice(0, 10) === String(v).slice(0, 10)),
  // Overdue since: the due date of the oldest instalment in arrears (the overdue buckets).
  overdueSinceFrom: (l, v) => (oldestArrear(l) ?? '') >= String(v).slice(0, 10),
  overdueSinceTo: (l, v) => (oldestArrear(l) ?? '9999') <= String(v).slice(0, 10),
};

/** Runs a cap-checked domain call; a refusal becomes a 422 with the domain's message. */
function capped<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof CapError) throw invalid(error.message);
    throw error;
  }
}

const OPEN_BOOK: LoanRecord['status'][] = ['issued', 'overdue'];

/**
 * Refuses a schedule the cap engine says breaks a cap (@pronto/domain scheduleCapBreach): moving a due date
 * earlier leaves the instalment's interest as planned over fewer days, which may pass 0.8% a day.
 */
function refuseCapBreach(loan: LoanRecord, installments: LoanRecord['installments']): void {
  const unpaid = installments.filter((i) => i.status !== 'paid');
  const charged = installments.reduce((s, i) => s + i.interest + i.fee + i.lateInterest, 0) + (loan.writtenOff ?? 0);
  const breach = scheduleCapBreach(loan.amount, unpaid, charged - unpaid.reduce((s, i) => s + i.interest, 0));
  if (breach?.cap === 'daily')
    throw invalid(`This date is refused: the interest would exceed 0.8% a day of the principal outstanding by ${breach.day}.`);
  if (breach)
    throw invalid(
      `This date is refused: its charges (${breach.charges.toFixed(2)}) would exceed the ${loan.amount.toFixed(2)} borrowed (total cost cap).`,
    );
}

/** The due date of an overdue loan's oldest unpaid instalment. */
function oldestArrear(loan: LoanRecord): string | undefined {
  if (loan.status !== 'overdue') return undefined;
  return loan.installments.find((i) => i.status === 'overdue' || i.status === 'partiallyPaid')?.expectedDate;
}

export function registerLoanStaff(routes: Routes, ctx: Context): void {
  routes.id(
    'loan.searchLoans',
    ({ body }) => {
      const s = searchBody(body);
      const active = Object.entries(s.filter).filter(([k, v]) => FILTERS[k] && v !== undefined && v !== null && v !== '');
      const rows = ctx.db.loans.filter((loan) => {
        if (!active.every(([k, v]) => FILTERS[k]?.(loan, v))) return false;
        if (!s.q) return true;
        const customer = ctx.customerById(loan.customerId);
        return (
          String(loan.id) === s.q ||
          String(loan.customerId) === s.q ||
          (customer ? `${customer.firstName} ${customer.lastName}`.toLowerCase().includes(s.q) : false)
        );
      });
      return sortAndPage(rows, s);
    },
    { readOnly: true },
  );

  routes.id('loan.loanStatusHistory', (call) => loanOr422(ctx, idFrom(call, 'loanId')).statusHistory);
  routes.id('loan.installmentStatusHistory', (call) => {
    const installmentId = idFrom(call, 'installmentId');
    const loan = ctx.db.loans.find((l) => l.installments.some((i) => i.id === installmentId));
    const inst = loan?.installments.find((i) => i.id === installmentId);
    if (!loan || !inst) throw invalid(`Installment ${installmentId} does not exist.`);
    const history = [{ status: 'pending', createdAt: `${loan.issueDate}T10:00:00.000Z`, createdBy: 'system' }];
    if (inst.status === 'overdue' || (inst.status !== 'paid' && inst.expectedDate < ctx.nowIso().slice(0, 10)))
      history.push({ status: 'overdue', createdAt: `${inst.expectedDate}T23:45:00.000Z`, createdBy: 'system' });
    if (inst.status === 'partiallyPaid')
      history.push({ status: 'partiallyPaid', createdAt: `${inst.expectedDate}T12:00:00.000Z`, createdBy: 'system' });
    if (inst.status === 'paid')
      history.push({ status: 'paid', createdAt: `${inst.paidDate ?? inst.expectedDate}T12:00:00.000Z`, createdBy: 'system' });
    return history;
  });

  routes.id('loan.payloanmanual', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const { amount, day } = manualPaymentOf(ctx, loan, call.body);
    return bookPayment(ctx, loan, { amount, day, method: 'manual', by: staffName(call) });
  });

  for (const [entryId, deleted] of [
    ['loan.deletePayment', true],
    ['loan.undeletePayment', false],
  ] as const) {
    routes.id(entryId, (call) => {
      const loan = loanOr422(ctx, idFrom(call, 'loanId'));
      const payment = paymentOf(loan, call);
      if (payment.deleted === deleted) throw invalid(`Payment ${payment.id} is already ${deleted ? 'deleted' : 'active'}.`);
      const disputed = deleted ? undefined : openChargebackOf(ctx, payment.id);
      if (disputed) throw invalid(`Payment ${payment.id} has chargeback ${disputed.id} open: resolve the chargeback instead.`);
      payment.deleted = deleted;
      recompute(ctx, loan, staffName(call));
      return loan;
    });
  }
  routes.id('loan.getDeletedPayments', (call) => {
    const loanId = call.query.loanId ?? call.body.loanId;
    const loans = loanId === undefined ? ctx.db.loans : [loanOr422(ctx, idFrom(call, 'loanId'))];
    return loans.flatMap((l) => l.payments.filter((p) => p.deleted)).slice(0, 200);
  });

  routes.id('loan.setLoanIssued', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    if (!['requested', 'approved'].includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: only a requested or approved loan can be issued.`);
    // No payout without a signed contract: the customer accepts the agreement on the site (loan.account/agreement).
    if (!(loan as AccountLoan).agreementAcceptedAt)
      throw invalid(`Loan ${loan.id} cannot be paid out: the customer has not accepted (signed) its agreement yet.`);
    const customer = ctx.customerById(loan.customerId);
    if (!customer) throw invalid(`Loan ${loan.id} has no customer.`);
    issueLoan(ctx, loan, customer, staffName(call));
    return loan;
  });
  routes.id('loan.setLoanCancelled', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const paid = loan.payments.some((p) => !p.deleted);
    if (!['requested', 'approved', 'issued'].includes(loan.status) || paid)
      throw invalid(`Loan ${loan.id} cannot be cancelled: it is ${loan.status}${paid ? ' and has payments' : ''}.`);
    changeStatus(ctx, loan, 'cancelled', staffName(call));
    ctx.changed();
    return loan;
  });

  routes.id('loan.changeExpectedDate', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const installmentId = idFrom(call, 'installmentId');
    const index = loan.installments.findIndex((i) => i.id === installmentId);
    const inst = loan.installments[index];
    if (!inst) throw invalid(`Installment ${installmentId} is not part of loan ${loan.id}.`);
    if (inst.status === 'paid') throw invalid('A paid installment keeps its date.');
    const expectedDate = isoDate(call.body, 'expectedDate');
    const before = loan.installments[index - 1]?.expectedDate ?? loan.issueDate;
    const after = loan.installments[index + 1]?.expectedDate;
    if (expectedDate <= before || (after && expectedDate >= after))
      throw invalid('The new date must fall between the previous and the next installment.');
    const moved = loan.installments.map((i, n) =>
      n === index ? { ...i, expectedDate } : n === index + 1 ? { ...i, interestStartDate: expectedDate } : i,
    );
    refuseCapBreach(loan, moved);
    loan.installments = moved;
    recompute(ctx, loan, staffName(call));
    return loan;
  });

  // Run once an admin approved the proposal: the notice is recorded and the loan stays open, owing the
  // withdrawal amount (principal and interest to the day paid, no fees) until DesistContractPayment takes it.
  routes.id('loan.desistContract', (call) => {
    const loan = staffLoan(ctx, call);
    const amountDue = recordWithdrawal(ctx, loan);
    ctx.changed();
    return { ...loan, amountDue };
  });

  // A discount writes off interest still to pay, last instalment first, for good (@pronto/domain applyDiscount).
  routes.id('loan.discount', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const amount = num(call.body, 'amount');
    const discounted = applyDiscount(loan, amount);
    loan.installments = discounted.installments;
    loan.writtenOff = discounted.writtenOff;
    ctx.insert('discountRules', {
      loanId: loan.id,
      amount,
      reason: typeof call.body.reason === 'string' ? call.body.reason : '',
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
      kind: 'loanDiscount',
    });
    recompute(ctx, loan, staffName(call));
    return loan;
  });

  // Rollover by staff: the next unpaid installment moves `days` later (default 30), never onto the next one.
  routes.id('loan.rollover', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    if (!['issued', 'overdue'].includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: only a running loan can be rolled over.`);
    const days = optNum(call.body, 'days') ?? 30;
    if (!Number.isInteger(days) || days < 1 || days > 30) throw invalid('days must be a whole number from 1 to 30.');
    // The ledger as of now first: the caps count every charge posted so far.
    recompute(ctx, loan, staffName(call));
    loan.installments = capped(() => rolloverSchedule(loan, days));
    // Counted with the customer's own rollovers: at most two per loan (CONC 6.7.23).
    loan.rollovers = (loan.rollovers ?? 0) + 1;
    loan.statusHistory.push({ status: loan.status, createdAt: ctx.nowIso(), createdBy: `${staffName(call)} (rollover ${days} days)` });
    recompute(ctx, loan, staffName(call));
    return loan;
  });

  // Restructure: the principal still owed, re-planned over `installmentCount` monthly installments from today,
  // refused (422, saying how many fit) when the plan would break the CONC 5A price caps.
  const restructurePlan = (loan: Loan, count: number) => {
    const today = ctx.nowIso().slice(0, 10);
    return { ...capped(() => restructureSchedule(loan, count, today)), maxInstallments: restructureFit(loan, today) };
  };
  routes.id('loan.validateRestructure', (call) =>
    restructurePlan(loanAt(loanOr422(ctx, idFrom(call, 'loanId')), ctx.now()), num(call.body, 'installmentCount')),
  );
  routes.id('loan.restructureLoan', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    // The ledger as of now first: the plan counts what the paid instalments were charged.
    recompute(ctx, loan, staffName(call));
    const plan = restructurePlan(loan, num(call.body, 'installmentCount'));
    const kept = plan.kept;
    let nextId = Math.max(0, ...ctx.db.loans.flatMap((l) => l.installments.map((i) => i.id))) + 1;
    loan.installments = [
      ...kept,
      ...plan.installments.map((p, i) => ({
        id: nextId++,
        loanId: loan.id,
        number: kept.length + i + 1,
        expectedDate: p.expectedDate,
        interestStartDate: p.interestStartDate,
        principal: p.initialBase,
        interest: p.initialCalculatedInterest,
        fee: 0,
        lateInterest: 0,
        paidAmount: 0,
        status: 'pending' as const,
      })),
    ];
    // Write-offs were on the instalments the plan replaces: their interest is gone with them.
    loan.writtenOff = 0;
    changeStatus(ctx, loan, 'issued', `${staffName(call)} (restructured)`);
    recompute(ctx, loan, staffName(call));
    return loan;
  });

  routes.id('loan.createUpdateLoanArrangement', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    if (!OPEN_BOOK.includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: only an issued or overdue loan can have a payment arrangement.`);
    const amount = arrangedAmount(ctx, loan, call.body);
    const date = isoDate(call.body, 'date');
    if (date < ctx.nowIso().slice(0, 10)) throw invalid('The arrangement date cannot be in the past.');
    // The stored arrangement has the entry's shape: saveArrangement writes every field of it.
    return saveArrangement(ctx, loan, { amount, date, source: 'agreed' }, staffName(call)) as unknown as Arrangement;
  });

  routes.id('loan.createLoanImpediment', (call) => {
    const loan = loanOr422(ctx, idFrom(call, 'loanId'));
    const reason = optStr(call.body, 'reason') ?? str(call.body, 'type');
    checkNewImpediment(ctx, loan);
    return ctx.insert('impediments', {
      loanId: loan.id,
      customerId: loan.customerId,
      type: reason,
      status: 'pending',
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
    });
  });
  routes.id('loan.setImpedimentStatus', (call) => {
    const impedimentId = id(call.body.impedimentId ?? call.body.id, 'impedimentId');
    const row = ctx.rows<Impediment>('impediments').find((r) => r.id === impedimentId);
    if (!row) throw invalid(`Impediment ${impedimentId} does not exist.`);
    row.status = nextImpedimentStatus(String(row.status), str(call.body, 'status'));
    row.updatedBy = staffName(call);
    row.updatedAt = ctx.nowIso();
    ctx.changed();
    return row;
  });
}
