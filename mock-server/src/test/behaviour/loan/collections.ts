import { expect } from 'vitest';
import type { Impediment, StaffLoan } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { addDays, as, due, loanOf, loansWhere, once, round2, runningLoan, take, today, loanIdIn } from './helpers.ts';

/* Collections: arrangements (promises to pay), impediments (holds on collection), the collection status
 * and the internal collection book, each read back through the loan's collection history or lists. */

const NOT_ALLOWED = 'You are not allowed to do this.';

interface HistoryRow {
  loanId: number;
  kind: string;
  value: Record<string, unknown> | string | number | null;
  createdBy: string;
}
const historyOf = async (w: World, loanId: number) => as<HistoryRow[]>(await w.ok('loan.icHistory', { as: 'agent', params: { loanId } }));
const holdsOf = (w: World, loanId: number) => w.ok('loan.getAllImpediments', { as: 'agent', params: { loanId } });

const overdue = (w: World) => take(w, { status: 'overdue', country: 'GB' }, () => true, 'overdue GB loan');
const arranged = once(overdue);
const proofLoan = once(overdue);
const held = once(runningLoan);
const historyByLoan = (w: World, opts: { data?: unknown }) => historyOf(w, loanIdIn(opts));

export const collections: Cases<'loan'> = {
  'loan.createUpdateLoanArrangement': {
    does: "records the customer's promise to pay an amount on a date, in the loan's collection history",
    call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, amount: 25, date: addDays(today(), 7) } }),
    readBack: historyByLoan,
    check: (after: HistoryRow[], before: HistoryRow[], answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        kind: 'arrangement',
        value: expect.objectContaining({ arrangementId: answer.data.id, amount: 25, date: addDays(today(), 7) }),
        createdBy: 'agent@pronto.test',
      });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, amount: 25, date: addDays(today(), -1) } }),
        status: 422,
        message: 'The arrangement date cannot be in the past.',
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, amount: 0, date: addDays(today(), 3) } }),
        status: 422,
        message: 'amount must be more than 0.',
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, amount: 100000, date: addDays(today(), 3) } }),
        status: 422,
        message: /^The arrangement is for more than loan \d+ owes \(£[\d,.]+\)\.$/,
      },
      {
        call: async (w) => ({
          as: 'agent',
          data: { loanId: (await take(w, { status: 'repaid' }, () => true, 'repaid loan')).id, amount: 10, date: addDays(today(), 3) },
        }),
        status: 422,
        message: /^Loan \d+ is repaid: only an issued or overdue loan can have a payment arrangement\.$/,
      },
    ],
  },

  'loan.icHistory': {
    reads: 'the collection history of a loan, newest first: the arrangement made above',
    call: async (w) => ({ as: 'agent', params: { loanId: (await arranged(w)).id } }),
    check: ({ data }) => {
      expect(as<HistoryRow[]>(data)[0]).toMatchObject({ kind: 'arrangement', value: expect.objectContaining({ amount: 25 }) });
    },
  },

  'loan.loanArrangementByPaymentProof': {
    does: "holds collection on a transfer the customer shows, in the loan's collection history",
    call: async (w) => ({
      as: 'agent',
      data: { loanId: (await proofLoan(w)).id, amount: 25, date: addDays(today(), -2), reason: 'Transfer receipt' },
    }),
    readBack: historyByLoan,
    check: (after: HistoryRow[], _b, answer) => {
      expect(after[0]).toMatchObject({
        kind: 'arrangement',
        value: expect.objectContaining({ arrangementId: as<{ id: number }>(answer.data).id, amount: 25, source: 'paymentProof' }),
      });
    },
    refuses: [
      {
        call: async (w) => ({
          as: 'agent',
          data: { loanId: (await proofLoan(w)).id, amount: 5, date: addDays(today(), -20), reason: 'x' },
        }),
        status: 422,
        message: "The proof of payment is older than 14 days: that transfer would have arrived; check the loan's payments.",
      },
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await proofLoan(w)).id, amount: 100000, date: today(), reason: 'x' } }),
        status: 422,
        message: /^The arrangement is for more than loan \d+ owes \(£[\d,.]+\)\.$/,
      },
    ],
  },

  'loan.bulkArrangement': {
    does: 'sets one arrangement on many loans and skips a loan it does not fit',
    call: async (w) => {
      const loan = await overdue(w);
      const repaid = await take(w, { status: 'repaid' }, () => true, 'repaid loan');
      return { as: 'agent', data: { loanIds: [loan.id, repaid.id], amount: 20, date: addDays(today(), 7), reason: 'Campaign' } };
    },
    readBack: (w, opts) => historyOf(w, (opts.data as { loanIds: number[] }).loanIds[0]!),
    check: (after: HistoryRow[], _b, answer) => {
      expect(answer.data).toMatchObject({ saved: 1, skipped: 1 });
      expect(after[0]).toMatchObject({ kind: 'arrangement', value: expect.objectContaining({ amount: 20, source: 'bulk' }) });
    },
    refuses: [
      {
        call: async (w) => ({
          as: 'reporter',
          data: { loanIds: [(await arranged(w)).id], amount: 20, date: addDays(today(), 7), reason: 'x' },
        }),
        status: 403,
        message: NOT_ALLOWED,
      },
    ],
  },

  'loan.createLoanImpediment': {
    does: 'opens a payment hold on a running loan, pending a decision',
    call: async (w) => ({ as: 'agent', data: { loanId: (await held(w)).id, reason: 'Illness' } }),
    readBack: (w, opts) => holdsOf(w, loanIdIn(opts)),
    check: (after: Impediment[], before: Impediment[]) => {
      expect(before).toEqual([]);
      expect(after).toEqual([expect.objectContaining({ type: 'Illness', status: 'pending', createdBy: 'agent@pronto.test' })]);
    },
    refuses: [
      {
        call: async (w) => ({
          as: 'agent',
          data: { loanId: (await take(w, { status: 'repaid' }, () => true, 'repaid loan')).id, reason: 'x' },
        }),
        status: 422,
        message: /^Loan \d+ is repaid: only an issued or overdue loan can have an impediment\.$/,
      },
    ],
  },

  'loan.setImpedimentStatus': {
    does: 'accepts a pending hold',
    call: async (w) => ({ as: 'agent', data: { impedimentId: (await holdsOf(w, (await held(w)).id))[0]!.id, status: 'accepted' } }),
    readBack: async (w) => holdsOf(w, (await held(w)).id),
    check: (after: Impediment[]) => {
      expect(after[0]).toMatchObject({ status: 'accepted', updatedBy: 'agent@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { impedimentId: (await holdsOf(w, (await held(w)).id))[0]!.id, status: 'closed' } }),
        status: 422,
        message: 'An impediment that is pending can only become accepted or rejected.',
      },
    ],
  },

  'loan.getAllImpediments': {
    reads: 'the holds of a loan: the one accepted above',
    call: async (w) => ({ as: 'agent', params: { loanId: (await held(w)).id } }),
    check: async ({ data }, w) => {
      expect(data).toEqual([expect.objectContaining({ loanId: (await held(w)).id, type: 'Illness', status: 'accepted' })]);
    },
  },

  'loan.getAllImpediments/paged': {
    reads: 'the holds with a status, a page of them and the total',
    call: { as: 'agent', data: { status: 'accepted', page: 1, perPage: 50 } },
    check: async ({ data }, w) => {
      expect(data.items.every((i) => i.status === 'accepted')).toBe(true);
      expect(data.items.map((i) => i.loanId)).toContain((await held(w)).id);
      expect(data.total).toBe(data.items.length);
    },
    refuses: [
      { call: { as: 'agent', data: { status: 'done', page: 1, perPage: 50 } }, status: 422, message: /^status must be one of pending/ },
    ],
  },

  'loan.staff/customerCanCreateImpediment': {
    reads: 'whether a customer may ask for a hold: not on a running loan that has one open',
    call: async (w) => ({ as: 'agent', params: { customerId: (await held(w)).customerId } }),
    check: async ({ data }, w) => {
      const loan = await held(w);
      const running = (await loansWhere(w, { customerId: loan.customerId, status: ['issued', 'overdue'] })).map((l) => l.id);
      const open = running.filter((id) => id !== loan.id);
      expect(data).toEqual(
        open.length
          ? { canCreate: true, loanIds: open, reason: null }
          : { canCreate: false, loanIds: [], reason: 'Every running loan already has an open impediment.' },
      );
    },
  },

  'loan.updateLoanCollectionStatus': {
    does: "sets the loan's collection status, in its collection history",
    call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, collectionStatus: 'external' } }),
    readBack: async (w, opts) => ({ loan: await loanOf(w, loanIdIn(opts)), history: await historyOf(w, loanIdIn(opts)) }),
    check: (after: { loan: StaffLoan; history: HistoryRow[] }) => {
      expect(after.loan.collectionStatus).toBe('external');
      expect(after.history[0]).toMatchObject({ kind: 'collectionStatus', value: 'external' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await arranged(w)).id, collectionStatus: 'bailiff' } }),
        status: 422,
        message: 'collectionStatus must be internal, external, legal or none.',
      },
    ],
  },

  'loan.internalCollectionSearch': {
    reads: 'the overdue loans, most days overdue first, each with what it owes',
    call: { as: 'agent', data: { page: 1, perPage: 100 } },
    check: async ({ data }, w) => {
      const overdueLoans = await loansWhere(w, { status: 'overdue' });
      expect(data.total).toBe(overdueLoans.length);
      const days = data.items.map((l) => l.daysOverdue);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      for (const l of data.items) expect(l.owed).toBe(round2(l.installments.reduce((s, i) => s + due(i), 0)));
    },
  },

  'loan.autoLoanAssignHints': {
    reads: 'an available agent of the market for each overdue loan nobody works',
    call: { as: 'agent' },
    check: async ({ data }, w) => {
      const { hints } = as<{ hints: { loanId: number; country: string }[] }>(data);
      const waiting = (await loansWhere(w, { status: 'overdue' })).filter(
        (l) => !(l as { assignedCamId?: number }).assignedCamId && !(l as { collectionCompanyId?: number }).collectionCompanyId,
      );
      expect(hints.map((h) => h.loanId).sort()).toEqual(waiting.map((l) => l.id).sort());
    },
  },
};
