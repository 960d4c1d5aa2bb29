import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN } from './common.ts';

const commentsOf = (w: World, customerId: number) => w.ok('customer.comment', { params: { customerId } });
/** A comment of the case's own to pin, unpin or edit. */
const newComment = (w: World, customerId: number, text: string) => w.ok('customer.comment.post', { data: { customerId, text } });

/** Staff comments on a customer: written, pinned, edited; the system's own are in records.ts. */
export const commentCases: Cases<'customer'> = {
  'customer.comment.post': {
    does: 'adds a comment on the customer, newest first',
    call: { data: { customerId: 8, text: 'Called about the next payment.' } },
    readBack: (w) => commentsOf(w, 8),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        id: answer.data.id,
        text: 'Called about the next payment.',
        pinned: false,
        createdBy: 'admin@pronto.test',
      });
    },
    refuses: [
      { call: { data: { customerId: 8, text: '' } }, status: 422, message: 'text is required.' },
      { call: { data: { customerId: 99999, text: 'Hello' } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { data: { customerId: 8, text: 'Hello' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.comment': {
    reads: 'the comments on a customer, pinned first, then newest first',
    call: async (w) => {
      const first = await newComment(w, 9, 'First note');
      await newComment(w, 9, 'Second note');
      await w.ok('customer.comment/pin', { data: { commentId: first.id } });
      return { params: { customerId: 9 } };
    },
    check: ({ data }) => {
      expect(data.map((c) => [c.text, c.pinned])).toEqual([
        ['First note', true],
        ['Second note', false],
      ]);
    },
  },
  'customer.bulkComment': {
    does: 'adds the same comment on every customer chosen',
    call: { data: { customerIds: [10, 11], text: 'Letter campaign March' } },
    readBack: async (w) => [(await commentsOf(w, 10))[0]?.text, (await commentsOf(w, 11))[0]?.text],
    check: (after) => {
      expect(after).toEqual(['Letter campaign March', 'Letter campaign March']);
    },
    refuses: [
      { call: { data: { customerIds: [10, 99999], text: 'Half done' } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { data: { customerIds: [], text: 'Nobody' } }, status: 422, message: 'Choose at least one customer.' },
    ],
  },
  'customer.comment/pin': {
    does: 'pins a comment to the top',
    call: async (w) => {
      await newComment(w, 12, 'Older');
      const comment = await newComment(w, 12, 'Pin me');
      return { data: { commentId: comment.id } };
    },
    readBack: (w) => commentsOf(w, 12),
    check: (after) => {
      expect(after[0]).toMatchObject({ text: 'Pin me', pinned: true });
    },
    refuses: [{ call: { data: { commentId: 99999 } }, status: 422, message: 'Comment 99999 does not exist.' }],
  },
  'customer.comment/unpin': {
    does: 'unpins a comment; it goes back among the others by date',
    call: async (w) => {
      const comment = await newComment(w, 13, 'Was pinned');
      await newComment(w, 13, 'Newer');
      await w.ok('customer.comment/pin', { data: { commentId: comment.id } });
      return { data: { commentId: comment.id } };
    },
    readBack: async (w) => (await commentsOf(w, 13)).map((c) => [c.text, c.pinned]),
    check: (after, before) => {
      expect(before.slice(0, 2)).toEqual([
        ['Was pinned', true],
        ['Newer', false],
      ]);
      expect(after.slice(0, 2)).toEqual([
        ['Newer', false],
        ['Was pinned', false],
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ data: { commentId: (await commentsOf(w, 13))[0]?.id ?? 0 }, as: 'reporter' }),
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'customer.updateComment': {
    does: 'changes the text of a comment, recording who and when',
    call: async (w) => ({ data: { commentId: (await newComment(w, 14, 'Typo hree')).id, text: 'Typo here' } }),
    readBack: (w) => commentsOf(w, 14),
    check: (after) => {
      expect(after[0]).toMatchObject({ text: 'Typo here', updatedBy: 'admin@pronto.test' });
      expect(after[0]?.updatedAt).toEqual(expect.any(String));
    },
    refuses: [
      {
        call: async (w) => ({ data: { commentId: (await newComment(w, 14, 'Keep me')).id, text: '' } }),
        status: 422,
        message: 'text is required.',
      },
    ],
  },
};
