import { expect } from 'vitest';
import type { MailLabel } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER, emailsOf } from './books.ts';

/*
 * The support mailbox. The seed has 24 customers' messages in the inbox (every third unread, four
 * complaints, four about payments) and a reply sent to every second one; thread n is message n's.
 */

const labels = async (w: World) => Object.fromEntries((await w.ok('communication.gmail/getLabels')).map((l: MailLabel) => [l.id, l]));

export const mailboxCases: Cases<'communication'> = {
  'communication.gmail/getLabels': {
    reads: "the mailbox's labels with the seed's message counts",
    call: { as: 'agent' },
    check: ({ data }) => {
      const byId = Object.fromEntries(data.map((l) => [l.id, l]));
      expect(byId.INBOX).toMatchObject({ name: 'Inbox', type: 'system', total: 24, unread: 8 });
      expect(byId.SENT).toMatchObject({ total: 12, unread: 0 });
      expect(byId.Complaints).toMatchObject({ type: 'user', total: 4 });
      expect(byId.Collections).toMatchObject({ type: 'user', total: 4 });
    },
  },
  'communication.gmail/getMessages': {
    reads: "one label's messages, newest first, without their bodies",
    call: { params: { labelId: 'Complaints' } },
    check: ({ data }) => {
      expect(data.total).toBe(4);
      expect(data.items.every((m) => m.subject === 'Complaint about a collector' && m.body === undefined)).toBe(true);
      expect(data.items.map((m) => m.createdAt)).toEqual(
        data.items
          .map((m) => m.createdAt)
          .sort()
          .reverse(),
      );
    },
  },
  'communication.gmail/getMessage': {
    reads: 'one message with its body; opening it marks it read, as Gmail does',
    call: { params: { id: 1 } },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ id: 1, threadId: 1, to: 'support@pronto.test' });
      expect(data.body?.length).toBeGreaterThan(0);
      expect(data.labelIds).not.toContain('UNREAD');
      expect((await labels(w)).INBOX?.unread).toBe(7);
    },
  },
  'communication.gmail/getThread': {
    reads: "a thread's messages, oldest first: the customer's and the team's reply",
    call: { params: { threadId: 1 } },
    check: ({ data }) => {
      expect(data.messages.map((m) => m.from)).toEqual([data.messages[0]?.from, 'support@pronto.test']);
      expect(data.messages[1]?.subject).toBe(`Re: ${data.subject}`);
    },
  },
  'communication.gmail/sendEmail': {
    does: "sends an e-mail from the support mailbox: it is in Sent and in the customer's e-mail history",
    call: { data: { to: CUSTOMER.email, subject: 'Your question', body: 'We will call you tomorrow.' } },
    readBack: async (w) => ({ sent: (await labels(w)).SENT?.total, emails: await emailsOf(w) }),
    check: async (after, before, answer, w) => {
      expect(after.sent).toBe(Number(before.sent) + 1);
      expect(after.emails[0]).toMatchObject({
        emailAddress: CUSTOMER.email,
        subject: 'Your question',
        text: 'We will call you tomorrow.',
        type: 'gmail',
      });
      const sent = await w.ok('communication.gmail/getMessages', { params: { labelId: 'SENT' } });
      expect(sent.items[0]).toMatchObject({ id: answer.data.id, to: CUSTOMER.email, sentBy: 'admin@pronto.test' });
    },
    refuses: [
      { call: { data: { to: 'not-an-address', subject: 'x' } }, status: 422, message: 'Enter a valid recipient e-mail address.' },
      { call: { data: { to: CUSTOMER.email, subject: '' } }, status: 422, message: 'An e-mail needs a subject.' },
      { call: { data: { to: CUSTOMER.email, subject: 'x', threadId: 999 } }, status: 422, message: 'Thread 999 does not exist.' },
    ],
  },
};
