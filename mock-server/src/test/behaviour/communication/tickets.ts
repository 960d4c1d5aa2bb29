import { expect } from 'vitest';
import type { Ticket, TicketMessage } from '@pronto/api';
import type { Cases, Who, World } from '../harness.ts';
import { CUSTOMER, emailsOf, ticket, type Paged, type TicketAttachment } from './books.ts';

/*
 * Support tickets. The seed's tickets are drawn for its day, so the cases read what they need: ticket 1 is
 * always a customer's, its first message theirs with a payslip attached (every fifth ticket has a file).
 * Reads run before the moves.
 */

const FORBIDDEN = 'You are not allowed to do this.';
const AGENT_ID = 2;
const COLLECTOR_ID = 7;
/** The subjects the seed's tickets are written with. */
const SEED_SUBJECTS = [
  'Repayment date',
  'Change of address',
  'Card payment failed',
  'Request statement',
  'Complaint about fees',
  'Close my account',
];

type State = { open: number; unissued: number; closed: number };

const state = async (w: World) => (await w.ok('communication.getState')) as State;
const thread = async (w: World, ticketId: number) => w.ok('communication.getThread', { params: { ticketId } });
const customerTickets = async (w: World, customerId: number) =>
  (await w.ok('communication.getCustomerTickets', { params: { customerId } })) as Ticket[];

/** The seed's ticket 1 as the ticket list reads it. */
async function first(w: World): Promise<Ticket & { customerId: number; emailAddress: string }> {
  const found = await ticket(w, 1);
  if (found?.customerId == null || !found.emailAddress) throw new Error("the seed's ticket 1 has no customer");
  return { ...found, customerId: found.customerId, emailAddress: found.emailAddress };
}

/** A session of the seeded collection agent (staff 7). */
async function collector(w: World) {
  const session = await w.ok('report.login', { data: { emailAddress: 'collector@pronto.test', password: 'pronto123', country: 'GB' } });
  return { token: session.token };
}

/** A ticket from the site's contact form by someone who is not a customer, answered by its id. */
async function strangerTicket(w: World, subject: string): Promise<number> {
  const sent = await w.ok('communication.contactForm', {
    data: {
      name: 'Sam Stranger',
      emailAddress: 'sam.stranger@example.com',
      phoneNumber: '07999000111',
      subject,
      message: 'I would like to know more about your loans.',
      captcha: 'PASSED',
    },
  });
  return sent.ticketId;
}

const ticketIdOf = (opts: { data?: unknown }) => (opts.data as { ticketId: number }).ticketId;

export const ticketCases: Cases<'communication'> = {
  'communication.getState': {
    reads: 'the ticket counts by state, the same as the ticket list filtered by each',
    call: { as: 'agent' },
    check: async ({ data }, w) => {
      const counts = data as State;
      const total = async (params: Record<string, string>) => ((await w.ok('communication.getTickets', { params })) as Paged<Ticket>).total;
      expect(counts).toEqual({
        open: await total({ status: 'open' }),
        unissued: await total({ queue: 'unissued' }),
        closed: await total({ status: 'closed' }),
      });
      // The small seed has a ticket for every 25 customers.
      expect(counts.open + counts.closed).toBe(await total({}));
      expect(counts.open + counts.closed).toBe(12);
    },
    refuses: [{ call: { as: 'reporter' }, status: 403, message: FORBIDDEN }],
  },
  'communication.getTickets': {
    reads: "the open tickets, newest first, each with the seed's subjects and its customer's first message",
    call: { params: { status: 'open', perPage: 50 } },
    check: ({ data }) => {
      const page = data as Paged<Ticket>;
      expect(page.total).toBe(page.items.length);
      for (const t of page.items) {
        expect(t.status).toBe('open');
        expect(SEED_SUBJECTS).toContain(t.subject);
        expect(t.messages[0]).toMatchObject({ direction: 'in', from: t.emailAddress });
      }
      expect(page.items.map((t) => t.updatedAt)).toEqual(
        page.items
          .map((t) => t.updatedAt)
          .sort()
          .reverse(),
      );
    },
    refuses: [{ call: { as: 'customer' }, status: 403, message: FORBIDDEN }],
  },
  'communication.getCustomerTickets': {
    reads: "a customer's tickets only: ticket 1 among its customer's",
    call: async (w) => ({ as: 'agent', params: { customerId: (await first(w)).customerId } }),
    check: async ({ data }, w) => {
      const one = await first(w);
      const rows = data as Ticket[];
      expect(rows.map((t) => t.id)).toContain(1);
      expect(rows.every((t) => t.customerId === one.customerId && t.emailAddress === one.emailAddress)).toBe(true);
    },
  },
  'communication.getThreads': {
    reads: "a customer's e-mail threads (their tickets)",
    call: async (w) => ({ params: { customerId: (await first(w)).customerId } }),
    check: async ({ data }, w) => {
      expect((data as Ticket[]).map((t) => t.id)).toEqual((await customerTickets(w, (await first(w)).customerId)).map((t) => t.id));
    },
  },
  'communication.getThread': {
    reads: "a ticket's messages, the customer's first, as the ticket holds them",
    call: { params: { ticketId: 1 } },
    check: async ({ data }, w) => {
      const one = await first(w);
      expect(data).toEqual(one.messages);
      expect(data[0]).toMatchObject({ id: 1, direction: 'in', from: one.emailAddress });
    },
    refuses: [{ call: { params: { ticketId: 9999 } }, status: 422, message: 'Ticket 9999 does not exist.' }],
  },
  'communication.attachments': {
    reads: "the files of a ticket's messages: the payslip with ticket 1's first message",
    call: { params: { ticketId: 1 } },
    check: ({ data }) => {
      const files = data as TicketAttachment[];
      expect(files).toHaveLength(1);
      expect(files[0]).toMatchObject({ ticketId: 1, messageId: 1, name: 'payslip.pdf', contentType: 'application/pdf', direction: 'in' });
    },
  },
  'communication.camOpenTickets': {
    reads: "the signed-in agent's own open tickets: the collector's include the one just given them",
    call: async (w) => {
      const ticketId = await strangerTicket(w, 'For the collector');
      await w.ok('communication.assign', { data: { ticketId, staffId: COLLECTOR_ID } });
      return { as: await collector(w) };
    },
    check: async ({ data }, w) => {
      expect(data.every((t) => t.status === 'open' && t.assignedTo === COLLECTOR_ID)).toBe(true);
      expect(data.map((t) => t.subject)).toContain('For the collector');
      const agents = await w.ok('communication.camOpenTickets', { as: 'agent' });
      expect(agents.every((t) => t.status === 'open' && t.assignedTo === AGENT_ID)).toBe(true);
    },
  },
  'communication.camUnissuedTickets': {
    reads: 'the open tickets nobody holds, as many as the state counts',
    call: { as: 'agent' },
    check: async ({ data }, w) => {
      expect(data.length).toBe((await state(w)).unissued);
      expect(data.every((t) => t.status === 'open' && t.assignedTo === null)).toBe(true);
    },
  },
  'communication.contactForm': {
    does: "opens an unread, unassigned ticket with the visitor's message",
    call: {
      as: 'public',
      data: {
        name: 'Kim Visitor',
        emailAddress: 'kim.visitor@example.com',
        phoneNumber: '07999000222',
        subject: 'Opening hours',
        message: 'When can I call you?',
        captcha: 'PASSED',
      },
    },
    readBack: async (w) => (await w.ok('communication.getTickets', { params: { perPage: 100 } })) as Paged<Ticket>,
    check: (after, before, answer) => {
      expect(answer.data.message).toBe('Thank you, we will get back to you soon.');
      expect(after.total).toBe(before.total + 1);
      expect(after.items.find((t: Ticket) => t.id === answer.data.ticketId)).toMatchObject({
        customerId: null,
        emailAddress: 'kim.visitor@example.com',
        subject: 'Opening hours',
        status: 'open',
        assignedTo: null,
        read: false,
        messages: [{ direction: 'in', body: 'When can I call you?' }],
      });
    },
    refuses: [
      {
        call: {
          as: 'public',
          data: { name: 'Kim', emailAddress: 'kim@example.com', phoneNumber: '07999000222', subject: 'Hi', message: 'Hello', captcha: '' },
        },
        status: 422,
        message: 'Please solve the recaptcha to submit the form',
      },
      {
        call: {
          as: 'public',
          data: {
            name: 'Kim',
            emailAddress: 'kim@example.com',
            phoneNumber: '07999000222',
            subject: 'Hi',
            message: 'Hello',
            captcha: 'forged',
          },
        },
        status: 422,
        message: 'Captcha validation is not successful',
      },
    ],
  },
  'communication.reply': {
    does: "adds the agent's reply to the thread and e-mails it to the customer",
    call: { as: 'agent', data: { ticketId: 1, text: 'We have received your payslip, thank you.' } },
    readBack: async (w) => {
      const one = await first(w);
      return { thread: await thread(w, 1), emails: await emailsOf(w, one.customerId), address: one.emailAddress };
    },
    check: (after, before) => {
      expect(after.thread).toHaveLength(before.thread.length + 1);
      expect(after.thread.at(-1)).toMatchObject<Partial<TicketMessage>>({
        direction: 'out',
        from: 'agent@pronto.test',
        body: 'We have received your payslip, thank you.',
      });
      expect(after.emails[0]).toMatchObject({
        emailAddress: after.address,
        text: 'We have received your payslip, thank you.',
        type: 'ticketReply',
      });
      expect(after.emails[0]?.subject).toMatch(/^Re: /);
    },
    refuses: [
      { call: { data: { ticketId: 1, text: '' } }, status: 422, message: 'text is required.' },
      { call: { as: 'reporter', data: { ticketId: 1, text: 'Hello' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.replymultipart': {
    does: "adds a reply with its files: the thread names them and the ticket's files list them",
    call: {
      data: {
        ticketId: 1,
        text: 'Your statement is attached.',
        attachments: [{ name: 'statement.pdf', url: 'https://files.pronto.test/statement.pdf' }],
      },
    },
    readBack: async (w) => ({
      thread: await thread(w, 1),
      files: (await w.ok('communication.attachments', { params: { ticketId: 1 } })) as TicketAttachment[],
    }),
    check: (after, before) => {
      expect(after.files).toHaveLength(before.files.length + 1);
      const file = after.files.at(-1);
      expect(file).toMatchObject({
        name: 'statement.pdf',
        contentType: 'application/pdf',
        direction: 'out',
        messageId: after.thread.length,
      });
      expect(after.thread.at(-1)).toMatchObject({ body: 'Your statement is attached.', attachments: [{ name: 'statement.pdf' }] });
    },
    refuses: [
      {
        call: { data: { ticketId: 1, text: 'x', attachments: [{ name: 'a.pdf', url: 'ftp://files/a.pdf' }] } },
        status: 422,
        message: 'The address of a.pdf must be a full http(s) URL.',
      },
    ],
  },
  'communication.startNewThread': {
    does: 'opens a ticket with the customer, held by the agent who wrote, and e-mails the customer',
    call: { as: 'agent', data: { customerId: CUSTOMER.id, subject: 'Your documents', text: 'Please send us a bank statement.' } },
    readBack: async (w) => ({ tickets: await customerTickets(w, CUSTOMER.id), emails: await emailsOf(w) }),
    check: (after, before, answer) => {
      expect(after.tickets).toHaveLength(before.tickets.length + 1);
      expect(after.tickets.find((t: Ticket) => t.id === answer.data.id)).toMatchObject({
        subject: 'Your documents',
        status: 'open',
        assignedTo: AGENT_ID,
        messages: [{ direction: 'out', body: 'Please send us a bank statement.' }],
      });
      expect(after.emails[0]).toMatchObject({
        emailAddress: CUSTOMER.email,
        subject: 'Your documents',
        text: 'Please send us a bank statement.',
      });
    },
    refuses: [
      { call: { data: { customerId: CUSTOMER.id, subject: '', text: 'x' } }, status: 422, message: 'subject is required.' },
      {
        call: async (w) => {
          await w.ok('communication.communicationPermission/remove', { data: { customerId: 11, channel: 'email' } });
          return { data: { customerId: 11, subject: 'Hello', text: 'x' } };
        },
        status: 422,
        message: 'Customer 11 does not allow e-mails (communication permission).',
      },
    ],
  },
  'communication.bind': {
    does: "binds a visitor's ticket to the customer it is from: it is then among the customer's tickets",
    call: async (w) => ({ data: { ticketId: await strangerTicket(w, 'Bind me'), customerId: CUSTOMER.id } }),
    readBack: async (w, opts) => ({
      owner: (await ticket(w, ticketIdOf(opts)))?.customerId,
      of8: (await customerTickets(w, CUSTOMER.id)).map((t) => t.id),
    }),
    check: (after, before) => {
      expect(before.owner).toBeNull();
      expect(after.owner).toBe(CUSTOMER.id);
      expect(after.of8.length).toBe(before.of8.length + 1);
    },
    refuses: [{ call: { data: { ticketId: 1, customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'communication.unbind': {
    does: "unbinds a ticket: it leaves the customer's tickets",
    call: async (w) => {
      const ticketId = await strangerTicket(w, 'Unbind me');
      await w.ok('communication.bind', { data: { ticketId, customerId: CUSTOMER.id } });
      return { data: { ticketId } };
    },
    readBack: async (w, opts) => (await ticket(w, ticketIdOf(opts)))?.customerId,
    check: (after, before) => {
      expect(before).toBe(CUSTOMER.id);
      expect(after).toBeNull();
    },
    refuses: [{ call: { data: { ticketId: 9999 } }, status: 422, message: 'Ticket 9999 does not exist.' }],
  },
  'communication.assign': {
    does: 'gives an unissued ticket to an agent: it leaves the unissued queue',
    call: async (w) => ({ data: { ticketId: await strangerTicket(w, 'Assign me'), staffId: AGENT_ID } }),
    readBack: async (w, opts) => ({ holder: (await ticket(w, ticketIdOf(opts)))?.assignedTo, unissued: (await state(w)).unissued }),
    check: (after, before) => {
      expect(before.holder).toBeNull();
      expect(after).toEqual({ holder: AGENT_ID, unissued: before.unissued - 1 });
    },
    refuses: [{ call: { data: { ticketId: 6, staffId: 999 } }, status: 422, message: 'Staff member 999 does not exist.' }],
  },
  'communication.reassign': {
    does: "moves a ticket from the collector to the agent: it leaves the collector's open tickets for the agent's",
    call: async (w) => {
      const ticketId = await strangerTicket(w, 'Reassign me');
      await w.ok('communication.assign', { data: { ticketId, staffId: COLLECTOR_ID } });
      return { data: { ticketId, staffId: AGENT_ID } };
    },
    readBack: async (w, opts) => {
      const held = async (as: Who) => (await w.ok('communication.camOpenTickets', { as })).some((t) => t.id === ticketIdOf(opts));
      return { collector: await held(await collector(w)), agent: await held('agent') };
    },
    check: (after, before) => {
      expect(before).toEqual({ collector: true, agent: false });
      expect(after).toEqual({ collector: false, agent: true });
    },
    refuses: [{ call: { data: { ticketId: 1 } as never }, status: 422, message: 'staffId is required.' }],
  },
  'communication.close': {
    does: 'closes a ticket: one open fewer, one closed more',
    call: async (w) => ({ data: { ticketId: await strangerTicket(w, 'Close me') } }),
    readBack: async (w, opts) => ({ status: (await ticket(w, ticketIdOf(opts)))?.status, counts: await state(w) }),
    check: (after, before) => {
      expect([before.status, after.status]).toEqual(['open', 'closed']);
      expect(after.counts.open).toBe(before.counts.open - 1);
      expect(after.counts.closed).toBe(before.counts.closed + 1);
    },
    refuses: [
      { call: { as: 'reporter', data: { ticketId: 6 } }, status: 403, message: FORBIDDEN },
      { call: { as: 'customer', data: { ticketId: 6 } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.read': {
    does: 'marks an unread ticket read',
    call: async (w) => ({ data: { ticketId: await strangerTicket(w, 'Read me') } }),
    readBack: async (w, opts) => (await ticket(w, ticketIdOf(opts)))?.read,
    check: (after, before) => expect([before, after]).toEqual([false, true]),
    refuses: [{ call: { data: { ticketId: 9999 } }, status: 422, message: 'Ticket 9999 does not exist.' }],
  },
};
