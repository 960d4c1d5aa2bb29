import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, rows } from './common.ts';

const casesOf = async (w: World, customerId: number) => rows(await w.ok('customer.complaintCases', { params: { customerId } }));
/** A complaint of the case's own. */
const newCase = (w: World, customerId: number, subject: string) => w.ok('customer.complaintCase', { data: { customerId, subject } });

/** Complaint cases: opened, edited, moved through their statuses, deleted. */
export const complaintCases: Cases<'customer'> = {
  'customer.complaintCases': {
    reads: 'the complaint cases of a customer, newest first',
    call: { params: { customerId: 28 } },
    check: ({ data }) => {
      expect(rows(data).map((c) => [c.id, c.status])).toEqual(
        expect.arrayContaining([
          [6, 'closed'],
          [10, 'inProgress'],
          [19, 'inProgress'],
        ]),
      );
      expect(rows(data).every((c) => c.customerId === 28)).toBe(true);
    },
  },
  'customer.complaintCase': {
    does: 'opens a complaint about a loan of the customer',
    call: { data: { customerId: 8, loanId: 6, subject: 'Charged twice', description: 'Two payments on the same day.' } },
    readBack: (w) => casesOf(w, 8),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ customerId: 8, loanId: 6, subject: 'Charged twice', status: 'open', country: 'GB' });
    },
    refuses: [
      { call: { data: { customerId: 8, subject: '' } }, status: 422, message: 'subject is required.' },
      { call: { data: { customerId: 8, loanId: 3, subject: 'Not mine' } }, status: 422, message: 'Loan 3 is not a loan of customer 8.' },
      { call: { data: { customerId: 8, subject: 'Hi' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.complaintCase.put': {
    does: 'changes the subject and description of a complaint',
    call: async (w) => ({ data: { complaintCaseId: (await newCase(w, 9, 'Rude call')).id, description: 'Agent hung up.' } }),
    readBack: (w) => casesOf(w, 9),
    check: (after) => {
      expect(after[0]).toMatchObject({ subject: 'Rude call', description: 'Agent hung up.' });
    },
    refuses: [
      { call: { data: { complaintCaseId: 99999, subject: 'x' } }, status: 422, message: 'Complaint case 99999 does not exist.' },
      {
        call: { data: { complaintCaseId: 9, subject: 'Reworded' } },
        status: 422,
        message: 'Complaint case 9 is closed: it cannot change any more.',
      },
    ],
  },
  'customer.complaintCase.delete': {
    does: 'deletes a complaint',
    call: async (w) => ({ params: { complaintCaseId: (await newCase(w, 11, 'Opened by mistake')).id } }),
    readBack: async (w) => (await casesOf(w, 11)).map((c) => c.subject),
    check: (after, before) => {
      expect(before).toContain('Opened by mistake');
      expect(after).not.toContain('Opened by mistake');
    },
    refuses: [{ call: { params: { complaintCaseId: 99999 } }, status: 422, message: 'Complaint case 99999 does not exist.' }],
  },
  'customer.complaintCase/changeStatus': {
    does: 'moves a complaint to another status, in its history',
    call: async (w) => ({ data: { complaintCaseId: (await newCase(w, 12, 'Slow refund')).id, status: 'inProgress' } }),
    readBack: (w) => casesOf(w, 12),
    check: (after) => {
      expect(after[0]).toMatchObject({ subject: 'Slow refund', status: 'inProgress' });
    },
    refuses: [
      {
        call: { data: { complaintCaseId: 1, status: 'asleep' as never } },
        status: 422,
        message: 'status must be one of open, inProgress, resolved, closed.',
      },
      {
        call: { data: { complaintCaseId: 6, status: 'open' } },
        status: 422,
        message: 'Complaint case 6 is closed: it cannot change any more.',
      },
    ],
  },
  'customer.complaintCase/history': {
    reads: 'the status changes of a complaint, oldest first, with who made them',
    call: async (w) => {
      const opened = await newCase(w, 14, 'Wrong fee');
      await w.ok('customer.complaintCase/changeStatus', { data: { complaintCaseId: opened.id, status: 'resolved' }, as: 'agent' });
      return { params: { complaintCaseId: opened.id } };
    },
    check: ({ data }) => {
      expect(data.map((h) => [h.status, h.createdBy])).toEqual([
        ['open', 'admin@pronto.test'],
        ['resolved', 'agent@pronto.test'],
      ]);
    },
  },
};
