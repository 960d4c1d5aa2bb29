import { expect } from 'vitest';
import type { Approval, Chargeback, StaffLoan } from '@pronto/api';
import { MANUAL_PAYMENT_APPROVAL_LIMIT, WRITE_OFF_APPROVAL_LIMIT } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import {
  activeCard,
  addDays,
  as,
  due,
  loanAndOwed,
  loanAndProposals,
  loanOf,
  loansWhere,
  oldLoan,
  once,
  proposalsOf,
  round2,
  approvedWithdrawal,
  recentLoan,
  runningLoan,
  standing,
  take,
  today,
  trailOf,
  byLoan,
  loanIdIn,
} from './helpers.ts';

/* Money onto a loan: every payment path books on the loan (payments, schedule, status), never more than
 * settles it, and a manual payment or a write-off beyond the four-eyes limit waits for an admin. */

const NOT_ALLOWED = 'You are not allowed to do this.';
const REASON = 'Please give a reason for this action.';
const overpaid = /^The amount of £[\d,.]+ is more than the £[\d,.]+ owed on loan \d+ \(what settles it on \d\d\/\d\d\/\d{4}\)\.$/;

/** A running loan with a standing card payment (chargebacks reverse one). */
const paidByCard = (w: World) =>
  take(w, { status: ['issued', 'overdue'] }, (l) => standing(l).some((p) => p.method === 'card'), 'running loan with a card payment');

const payloanLoan = once(runningLoan);
const payv2Loan = once(runningLoan);
const singleLoan = once(runningLoan);
const manualLoan = once((w) => runningLoan(w, 400));
const discountLoan = once(runningLoan);
const desistLoan = once(recentLoan);
const withdrawalLoan = once(recentLoan);
const chargebackLoan = once(paidByCard);

export const payments: Cases<'loan'> = {
  'loan.payloan': {
    does: 'takes a card payment: the loan lists it and its first instalment is part paid',
    call: async (w) => ({ as: 'agent', data: { loanId: (await payloanLoan(w)).id, amount: 30, reason: 'Paid on the phone' } }),
    readBack: byLoan,
    check: async (after: StaffLoan, before: StaffLoan, _a, w) => {
      expect(before.payments).toEqual([]);
      expect(after.payments).toEqual([expect.objectContaining({ amount: 30, method: 'card', date: today(), deleted: false })]);
      expect(after.installments[0]).toMatchObject({ paidAmount: 30, status: 'partiallyPaid' });
      expect(after.status).toBe('issued');
      expect((await trailOf(w, after.id))[0]).toMatchObject({ callId: 'loan.payloan', reason: 'Paid on the phone' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await payloanLoan(w)).id, amount: 100000, reason: 'Too much' } }),
        status: 422,
        message: overpaid,
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await payloanLoan(w)).id, amount: 0, reason: 'Nothing' } }),
        status: 422,
        message: 'amount must be more than 0.',
      },
      { call: async (w) => ({ as: 'agent', data: { loanId: (await payloanLoan(w)).id, amount: 10 } }), status: 422, message: REASON },
      {
        call: async (w) => ({ as: 'reporter', data: { loanId: (await payloanLoan(w)).id, amount: 10, reason: 'x' } }),
        status: 403,
        message: NOT_ALLOWED,
      },
    ],
  },

  'loan.payloanv2': {
    does: 'with full: true charges what settles the loan: every instalment paid, the loan repaid',
    call: async (w) => ({ as: 'agent', data: { loanId: (await payv2Loan(w)).id, full: true, reason: 'Settles in full' } }),
    readBack: loanAndOwed,
    check: (after: { loan: StaffLoan }, before: { owed: number }, answer) => {
      expect(as<{ paid: number }>(answer.data).paid).toBe(before.owed);
      expect(after.loan.status).toBe('repaid');
      expect(after.loan.installments.every((i) => i.status === 'paid')).toBe(true);
      expect(standing(after.loan).map((p) => p.amount)).toEqual([before.owed]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await payv2Loan(w)).id, amount: 'ten', reason: 'x' } }),
        status: 422,
        message: 'amount must be a number.',
      },
    ],
  },

  'loan.payLoanSingleInstallment': {
    does: 'pays exactly what the oldest unpaid instalment owes, and no other',
    call: async (w) => ({ as: 'agent', data: { loanId: (await singleLoan(w)).id, installmentNumber: 1, reason: 'Instalment' } }),
    readBack: byLoan,
    check: (after: StaffLoan, before: StaffLoan, answer) => {
      const owed = due(before.installments[0]!);
      expect(as<{ paid: number; installmentNumber: number }>(answer.data)).toMatchObject({ paid: owed, installmentNumber: 1 });
      expect(after.installments[0]).toMatchObject({ status: 'paid', paidAmount: owed, paidDate: today() });
      expect(after.installments[1]).toMatchObject({ status: 'pending', paidAmount: 0 });
      expect(standing(after).map((p) => p.amount)).toEqual([owed]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await singleLoan(w)).id, installmentNumber: 2, reason: 'x' } }),
        status: 422,
        message: 'Instalment 1 is due first: a payment always goes to the oldest unpaid instalment.',
      },
    ],
  },

  'loan.payloanmanual': {
    does: `books a manual payment up to £${MANUAL_PAYMENT_APPROVAL_LIMIT} at once; beyond it the payment waits for an admin, who books it`,
    call: async (w) => ({ as: 'agent', data: { loanId: (await manualLoan(w)).id, amount: 40, date: today(), reason: 'Bank transfer' } }),
    readBack: (w, opts) => loanAndProposals(w, loanIdIn(opts)),
    check: async (after: { loan: StaffLoan }, before: { loan: StaffLoan }, answer, w) => {
      expect(as<StaffLoan>(answer.data).id).toBe(after.loan.id);
      expect(standing(after.loan)).toEqual([expect.objectContaining({ amount: 40, method: 'manual', date: today() })]);
      expect(after.loan.installments[0]!.paidAmount).toBe(40);
      expect(before.loan.payments).toEqual([]);
      // Past the running total the same maker's next payment is a proposal; an admin approves and it is booked.
      const loanId = after.loan.id;
      const proposed = as<Approval>(
        await w.ok('loan.payloanmanual', { as: 'agent', data: { loanId, amount: 230, date: today(), reason: 'Second transfer' } }),
      );
      expect(proposed).toMatchObject({
        status: 'pending',
        callId: 'loan.payloanmanual',
        proposedByName: 'Agnes Agent',
        body: { amount: 230 },
      });
      expect(proposed.facts?.rule).toMatchObject({
        action: 'manualPayment',
        bookedBefore: 40,
        total: 270,
        limit: MANUAL_PAYMENT_APPROVAL_LIMIT,
      });
      expect(standing(await loanOf(w, loanId)).map((p) => p.amount)).toEqual([40]);
      expect((await proposalsOf(w, loanId)).map((p) => p.id)).toEqual([proposed.id]);
      const decided = await w.ok('membership.approval/decide', {
        data: { approvalId: proposed.id, decision: 'approve', reason: 'Transfer seen' },
      });
      expect(decided).toMatchObject({ status: 'approved', decidedByName: 'Alex Admin' });
      expect(standing(await loanOf(w, loanId)).map((p) => p.amount)).toEqual([40, 230]);
      expect(await proposalsOf(w, loanId)).toEqual([]);
      expect((await trailOf(w, loanId))[0]).toMatchObject({
        staffName: 'Alex Admin',
        amount: 230,
        proposedBy: { staffName: 'Agnes Agent' },
      });
    },
    refuses: [
      {
        call: async (w) => ({
          as: 'agent',
          data: { loanId: (await manualLoan(w)).id, amount: 10, date: addDays(today(), 1), reason: 'x' },
        }),
        status: 422,
        message: 'The payment date cannot be in the future.',
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await manualLoan(w)).id, amount: 100000, date: today(), reason: 'x' } }),
        status: 422,
        message: overpaid,
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await manualLoan(w)).id, amount: 10, date: today() } as never }),
        status: 422,
        message: REASON,
      },
    ],
  },

  'loan.discount': {
    does: `writes off interest up to £${WRITE_OFF_APPROVAL_LIMIT} at once; more is a proposal an admin rejects or approves`,
    call: async (w) => ({ as: 'agent', data: { loanId: (await discountLoan(w)).id, amount: 20, reason: 'Goodwill' } }),
    readBack: (w, opts) => loanAndProposals(w, loanIdIn(opts)),
    check: async (after: { loan: StaffLoan }, before: { loan: StaffLoan }, _a, w) => {
      const interest = (l: StaffLoan) => round2(l.installments.reduce((s, i) => s + i.interest, 0));
      expect(round2(interest(before.loan) - interest(after.loan))).toBe(20);
      const loanId = after.loan.id;
      const proposed = as<Approval>(await w.ok('loan.discount', { as: 'agent', data: { loanId, amount: 40, reason: 'Complaint' } }));
      expect(proposed).toMatchObject({ status: 'pending', facts: { earlierWriteOffs: 20, rule: { action: 'writeOff', limit: 50 } } });
      expect(interest(await loanOf(w, loanId))).toBe(interest(after.loan));
      const rejected = await w.ok('membership.approval/decide', {
        data: { approvalId: proposed.id, decision: 'reject', reason: 'Not upheld' },
      });
      expect(rejected.status).toBe('rejected');
      expect(interest(await loanOf(w, loanId))).toBe(interest(after.loan));
      expect((await proposalsOf(w, loanId, 'rejected')).map((p) => p.id)).toEqual([proposed.id]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await discountLoan(w)).id, amount: 5 } as never }),
        status: 422,
        message: REASON,
      },
      {
        call: async (w) => ({ as: 'reporter', data: { loanId: (await discountLoan(w)).id, amount: 5, reason: 'x' } }),
        status: 403,
        message: NOT_ALLOWED,
      },
    ],
  },

  'loan.discount.delete': {
    does: 'puts back the interest a discount took off',
    call: async (w) => {
      const loan = await runningLoan(w);
      await w.ok('loan.discount', { data: { loanId: loan.id, amount: 10, reason: 'Goodwill' } });
      return { params: { loanId: loan.id, reason: 'Given in error' } };
    },
    readBack: (w, opts) => loanOf(w, Number(opts.params!.loanId)),
    check: (after: StaffLoan, before: StaffLoan) => {
      const interest = (l: StaffLoan) => round2(l.installments.reduce((s, i) => s + i.interest, 0));
      expect(round2(interest(after) - interest(before))).toBe(10);
    },
    refuses: [
      {
        call: async (w) => {
          const loan = await runningLoan(w);
          return { params: { loanId: loan.id, reason: 'x' } };
        },
        status: 422,
        message: /^Loan \d+ has no discount to remove\.$/,
      },
    ],
  },

  'loan.desistContract': {
    does: 'always waits for a second staff member; once an admin approves, the notice is kept and the loan stays open owing the withdrawal amount',
    call: async (w) => ({ as: 'agent', data: { loanId: (await desistLoan(w)).id, reason: 'Customer withdrew' } }),
    readBack: (w, opts) => loanAndProposals(w, loanIdIn(opts)),
    check: async (after: { loan: StaffLoan; pending: Approval[] }, before: { loan: StaffLoan; pending: Approval[] }, answer, w) => {
      expect(before.pending).toEqual([]);
      expect(after.loan.status).toBe(before.loan.status);
      expect(after.pending).toEqual([expect.objectContaining({ id: as<Approval>(answer.data).id, callId: 'loan.desistContract' })]);
      // The maker cannot decide their own proposal; an admin can.
      const own = await w.call('membership.approval/decide', {
        as: 'agent',
        data: { approvalId: after.pending[0]!.id, decision: 'approve', reason: 'me' },
      });
      expect(own.status).toBe(403);
      await w.ok('membership.approval/decide', { data: { approvalId: after.pending[0]!.id, decision: 'approve', reason: 'Checked' } });
      const approved = await loanOf(w, after.loan.id);
      expect(approved.status).toBe(before.loan.status);
      expect(approved.withdrawal).toEqual({ noticeDate: today(), repayBy: addDays(today(), 30) });
    },
    refuses: [
      { call: async (w) => ({ as: 'agent', data: { loanId: (await desistLoan(w)).id } as never }), status: 422, message: REASON },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await oldLoan(w)).id, reason: 'Asked after a month' } }),
        status: 422,
        message: /^Loan \d+ was issued on \d{4}-\d\d-\d\d: its 14-day withdrawal period ended on \d{4}-\d\d-\d\d\.$/,
      },
    ],
  },

  'loan.DesistContractPayment': {
    does: 'once the desist was approved takes the principal and interest to today (no fees) and closes the loan as withdrawn',
    call: async (w) => {
      const loan = await withdrawalLoan(w);
      await approvedWithdrawal(w, loan.id);
      return { as: 'agent', data: { loanId: loan.id, reason: 'Withdrew' } };
    },
    readBack: loanAndOwed,
    check: async (after: { loan: StaffLoan }, before: { owed: number }, _a, w) => {
      expect(after.loan.status).toBe('closed');
      // Within the first days nothing is late, so the withdrawal amount is what settles the loan.
      expect(standing(after.loan).map((p) => p.amount)).toEqual([before.owed]);
      expect(after.loan.withdrawal).toMatchObject({ noticeDate: today(), paidOn: today(), paid: before.owed });
      const history = await w.ok('loan.loanStatusHistory', { vars: { loanId: after.loan.id } });
      expect(history.at(-1)).toMatchObject({ status: 'closed', createdBy: 'agent@pronto.test (withdrawal)' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await recentLoan(w)).id, reason: 'Withdrew' } }),
        status: 422,
        message: /^Loan \d+ has no approved withdrawal: the desist must be proposed and approved before its payment\.$/,
      },
    ],
  },

  'loan.bulkDebitV2': {
    does: "charges each overdue loan's card what is due and skips a repaid one",
    call: async (w) => {
      const overdue = await take(w, { status: 'overdue' }, async (l) => (await activeCard(w, l.customerId)) !== undefined, 'overdue loan');
      const repaid = await take(w, { status: 'repaid' }, () => true, 'repaid loan');
      return { as: 'agent', data: { loanIds: [overdue.id, repaid.id], reason: 'Morning run' } };
    },
    readBack: async (w, opts) => {
      const ids = (opts.data as { loanIds: number[] }).loanIds;
      const found = await loansWhere(w, { id: ids });
      return ids.flatMap((id) => found.filter((l) => l.id === id));
    },
    check: (after: StaffLoan[], before: StaffLoan[], answer) => {
      const result = as<{ charged: number; skipped: number; results: { loanId: number; amount: number; outcome: string }[] }>(answer.data);
      expect(result).toMatchObject({ charged: 1, skipped: 1 });
      const charged = result.results[0]!;
      expect(after[0]!.payments.at(-1)).toMatchObject({ amount: charged.amount, method: 'card', date: today() });
      expect(after[0]!.installments.filter((i) => i.expectedDate <= today()).every((i) => i.status === 'paid')).toBe(true);
      expect(['issued', 'repaid']).toContain(after[0]!.status);
      expect(after[1]).toEqual(before[1]);
    },
    refuses: [{ call: { as: 'agent', data: { loanIds: [999999], reason: 'Run' } }, status: 422, message: 'Loan 999999 does not exist.' }],
  },

  'loan.deletePayment': {
    does: 'takes a payment off the loan: it no longer counts, the instalment owes it again, and it is listed as deleted',
    call: async (w) => {
      const loan = await payloanLoan(w);
      const payment = (await loanOf(w, loan.id)).payments[0]!;
      return { as: 'agent', data: { loanId: loan.id, paymentId: payment.id, reason: 'Booked twice' } };
    },
    readBack: async (w, opts) => ({
      loan: await byLoan(w, opts),
      deleted: await w.ok('loan.getDeletedPayments', { params: { loanId: loanIdIn(opts) } }),
    }),
    check: (after: { loan: StaffLoan; deleted: { id: number }[] }, _b, _a, w) => {
      void w;
      expect(standing(after.loan)).toEqual([]);
      expect(after.loan.installments[0]).toMatchObject({ paidAmount: 0, status: 'pending' });
      expect(after.deleted).toEqual([expect.objectContaining({ amount: 30, deleted: true })]);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await payloanLoan(w)).id, paymentId: 999999, reason: 'x' } }),
        status: 422,
        message: /^Payment 999999 is not a payment of loan \d+\.$/,
      },
    ],
  },

  'loan.undeletePayment': {
    does: 'puts a deleted payment back on the loan',
    call: async (w) => {
      const loan = await payloanLoan(w);
      const payment = (await loanOf(w, loan.id)).payments[0]!;
      return { as: 'agent', data: { loanId: loan.id, paymentId: payment.id, reason: 'Deleted in error' } };
    },
    readBack: byLoan,
    check: (after: StaffLoan) => {
      expect(standing(after).map((p) => p.amount)).toEqual([30]);
      expect(after.installments[0]).toMatchObject({ paidAmount: 30, status: 'partiallyPaid' });
    },
    refuses: [
      {
        call: async (w) => {
          const loan = await paidByCard(w);
          const paymentId = standing(loan)[0]!.id;
          return { as: 'agent', data: { loanId: loan.id, paymentId, reason: 'again' } };
        },
        status: 422,
        message: /^Payment \d+ is already active\.$/,
      },
    ],
  },

  'loan.getDeletedPayments': {
    reads: 'the deleted payments of a loan: the one deleted just before, not those that stand',
    call: async (w) => {
      const loan = await paidByCard(w);
      const payment = standing(loan)[0]!;
      await w.ok('loan.deletePayment', { as: 'agent', data: { loanId: loan.id, paymentId: payment.id, reason: 'Booked twice' } });
      return { as: 'agent', params: { loanId: loan.id } };
    },
    check: async ({ data }, w) => {
      const loan = await loanOf(w, Number((data as { loanId: number }[])[0]?.loanId));
      expect(data).toEqual(loan.payments.filter((p) => p.deleted));
      expect(data).toHaveLength(1);
    },
  },

  'loan.chargeback': {
    does: 'reverses a card payment: it stops counting and the chargeback is listed open',
    call: async (w) => {
      const loan = await chargebackLoan(w);
      const payment = standing(loan).find((p) => p.method === 'card')!;
      return { as: 'agent', data: { loanId: loan.id, paymentId: payment.id, reason: 'Issuer dispute 7781' } };
    },
    readBack: async (w, opts) => ({
      loan: await byLoan(w, opts),
      list: await w.ok('loan.chargeback/list', { data: { loanId: loanIdIn(opts) } }),
    }),
    check: (after: { loan: StaffLoan; list: Chargeback[] }, before: { loan: StaffLoan }, answer) => {
      const paymentId = answer.data.paymentId;
      expect(after.loan.payments.find((p) => p.id === paymentId)?.deleted).toBe(true);
      const amount = before.loan.payments.find((p) => p.id === paymentId)!.amount;
      expect(after.list).toEqual([
        expect.objectContaining({ id: answer.data.id, paymentId, amount, status: 'open', createdBy: 'Agnes Agent' }),
      ]);
      const paid = (l: StaffLoan) => round2(l.installments.reduce((s, i) => s + i.paidAmount, 0));
      expect(round2(paid(before.loan) - paid(after.loan))).toBe(amount);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await chargebackLoan(w)).id, paymentId: 999999, reason: 'x' } }),
        status: 422,
        message: /^Payment 999999 is not a payment of loan \d+\.$/,
      },
    ],
  },

  'loan.chargeback/list': {
    reads: 'the chargebacks of a loan: the one opened above',
    call: async (w) => ({ data: { loanId: (await chargebackLoan(w)).id } }),
    check: async ({ data }, w) => {
      expect(data.map((c) => [c.loanId, c.status])).toEqual([[(await chargebackLoan(w)).id, 'open']]);
    },
  },

  'loan.chargeback/resolve': {
    does: 'a won chargeback puts the payment back on the loan',
    call: async (w) => {
      const loan = await chargebackLoan(w);
      const [open] = await w.ok('loan.chargeback/list', { data: { loanId: loan.id, status: 'open' } });
      return { as: 'agent', data: { loanId: loan.id, chargebackId: open!.id, outcome: 'won', reason: 'Issuer decision' } };
    },
    readBack: async (w, opts) => ({
      loan: await byLoan(w, opts),
      list: await w.ok('loan.chargeback/list', { data: { loanId: loanIdIn(opts) } }),
    }),
    check: (after: { loan: StaffLoan; list: Chargeback[] }) => {
      const won = after.list[0]!;
      expect(won.status).toBe('won');
      expect(after.loan.payments.find((p) => p.id === won.paymentId)?.deleted).toBe(false);
    },
    refuses: [
      {
        call: async (w) => {
          const loan = await chargebackLoan(w);
          const [open] = await w.ok('loan.chargeback/list', { data: { loanId: loan.id } });
          return { as: 'agent', data: { loanId: loan.id, chargebackId: open!.id, outcome: 'drawn' as 'won', reason: 'x' } };
        },
        status: 422,
        message: 'outcome must be won or lost.',
      },
    ],
  },
};
