import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN } from './common.ts';

/** A letter of the case's own, written by the admin and waiting for another staff member's approval. */
const newLetter = (w: World, customerId: number, text: string) =>
  w.ok('communication.letter', { data: { customerId, kind: 'reminder', text } });
const waiting = async (w: World) => (await w.ok('customer.letters/approvals')).map((l) => l.id);
const extraction = async (w: World, status: 'approved' | 'sent') =>
  (await w.ok('customer.letters/extractionList', { params: { status } })).map((l) => l.id);

/** Collection letters: approval, the printing list and sending. */
export const letterCases: Cases<'customer'> = {
  'customer.letters/approvals': {
    reads: 'the letters waiting for approval, with the customer’s name and home address',
    call: async (w) => {
      await newLetter(w, 8, 'Your payment is late.');
      return {};
    },
    check: ({ data }) => {
      const written = data.find((l) => l.text === 'Your payment is late.');
      expect(written).toMatchObject({
        customerId: 8,
        customerName: 'Lennie Koch',
        status: 'pendingApproval',
        createdBy: 'admin@pronto.test',
      });
      expect(written?.address).not.toBe('');
      expect(data.every((l) => l.status === 'pendingApproval')).toBe(true);
    },
  },
  'customer.letters/approvals.post': {
    does: 'approves a letter: it leaves the approvals and joins the printing list',
    call: async (w) => ({ data: { letterId: (await newLetter(w, 10, 'Final reminder.')).id, decision: 'approve' }, as: 'agent' }),
    readBack: async (w) => ({ waiting: await waiting(w), approved: await extraction(w, 'approved') }),
    check: (after, before, answer) => {
      const id = answer.data.id;
      expect(before.waiting).toContain(id);
      expect(after.waiting).not.toContain(id);
      expect(after.approved).toContain(id);
      expect(answer.data).toMatchObject({ status: 'approved', decidedBy: 'agent@pronto.test' });
    },
    refuses: [
      {
        call: async (w) => ({ data: { letterId: (await newLetter(w, 10, 'Reject me.')).id, decision: 'reject' }, as: 'agent' }),
        status: 422,
        message: 'Give a reason to reject the letter.',
      },
      { call: { data: { letterId: 3, decision: 'approve' } }, status: 422, message: 'Letter 3 is already sent.' },
    ],
  },
  'customer.letters/extractionList': {
    reads: 'the approved letters to print, and those already sent',
    call: { params: { status: 'approved' } },
    check: async ({ data }, w) => {
      expect(data.map((l) => l.id)).toEqual(expect.arrayContaining([2, 5, 8]));
      expect(data.every((l) => l.status === 'approved')).toBe(true);
      expect(await extraction(w, 'sent')).toEqual(expect.arrayContaining([3, 6, 9]));
    },
    refuses: [{ call: { params: { status: 'pendingApproval' } }, status: 422, message: 'status must be approved or sent.' }],
  },
  'customer.letters/send': {
    does: 'sends approved letters: they move from the printing list to the sent',
    call: { data: { letterIds: [2, 5] } },
    readBack: async (w) => ({ approved: await extraction(w, 'approved'), sent: await extraction(w, 'sent') }),
    check: (after) => {
      expect(after.approved).not.toContain(2);
      expect(after.sent).toEqual(expect.arrayContaining([2, 5]));
    },
    refuses: [
      { call: { data: { letterIds: [8, 1] } }, status: 422, message: 'Letter 1 is waiting for approval: approve it before sending.' },
      { call: { data: { letterIds: [] } }, status: 422, message: 'Choose at least one letter to send.' },
      { call: { data: { letterIds: [8] }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
};
