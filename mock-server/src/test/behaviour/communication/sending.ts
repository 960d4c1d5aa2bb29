import { expect } from 'vitest';
import type { SentEmail, SentSms } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER, emailsOf, smsOf, type Paged } from './books.ts';

/* Sending to one customer and to many: every message sent is read back in the SMS or e-mail history. */

const FORBIDDEN = 'You are not allowed to do this.';

/** A customer's SMS and e-mails, newest first. */
type History = { sms: SentSms[]; email: SentEmail[] };

/** The newest messages of a customer on both channels. */
async function historyOf(w: World, customerId: number = CUSTOMER.id): Promise<History> {
  return { sms: await smsOf(w, customerId), email: await emailsOf(w, customerId) };
}

/** The customer's first name as the customer page shows it (templates greet them with it). */
async function firstNameOf(w: World, customerId: number): Promise<string> {
  const customer = (await w.ok('customer.customer', { params: { customerId } })) as { firstName: string };
  return customer.firstName;
}

/** A bulk send's list of customers: customer 8 and the seed's customers 9 and 10 (UK). */
const AUDIENCE = [CUSTOMER.id, 9, 10];

/** The rows of `after` that `before` did not have. */
const fresh = <T extends { id: number }>(after: T[], before: T[]) => after.filter((row) => !before.some((b) => b.id === row.id));

async function audienceHistory(w: World): Promise<History> {
  const all = await Promise.all(AUDIENCE.map((id) => historyOf(w, id)));
  return { sms: all.flatMap((h) => h.sms), email: all.flatMap((h) => h.email) };
}

export const sendingCases: Cases<'communication'> = {
  'communication.SendSmsSingle': {
    does: "sends one SMS from a template, filled with the customer's own values, into their SMS history",
    call: { data: { customerId: CUSTOMER.id, templateId: 8 } },
    readBack: async (w) => smsOf(w),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      const sent = after[0] as SentSms;
      expect(sent).toMatchObject({ id: answer.data.id, mobilePhone: CUSTOMER.phone, customerId: CUSTOMER.id, type: 'staff' });
      expect(sent.text).toMatch(/^Pronto: your repayment of £\d+\.\d\d is due on \d\d\/\d\d\/\d{4}\.$/);
    },
    refuses: [
      // An e-mail template cannot go out as an SMS.
      {
        call: { data: { customerId: CUSTOMER.id, templateId: 6 } },
        status: 422,
        message: 'Template WELCOME_EMAIL is an e-mail; it cannot be sent as an SMS.',
      },
      { call: { data: { customerId: CUSTOMER.id, templateId: 8 }, as: 'reporter' }, status: 403, message: FORBIDDEN },
      { call: { data: { customerId: 999999, templateId: 8 } }, status: 422, message: 'Customer 999999 does not exist.' },
    ],
  },
  'communication.SendEmailSingle': {
    does: 'sends one e-mail from a template to the customer, greeting them by their own name, into their e-mail history',
    call: { as: 'agent', data: { customerId: CUSTOMER.id, templateId: 6 } },
    readBack: async (w) => emailsOf(w),
    check: async (after, before, answer, w) => {
      expect(after).toHaveLength(before.length + 1);
      const sent = after[0] as SentEmail;
      expect(sent).toMatchObject({ id: answer.data.id, emailAddress: CUSTOMER.email, subject: 'Welcome to Pronto', type: 'staff' });
      expect(sent.text).toBe(`<p>Dear ${await firstNameOf(w, CUSTOMER.id)}, welcome to Pronto.</p>`);
    },
    refuses: [
      // A Spanish template does not go to a UK customer.
      {
        call: { data: { customerId: CUSTOMER.id, templateId: 10 } },
        status: 422,
        message: 'Template RECORDATORIO_PAGO is for the ES market; this customer is in GB.',
      },
      // The text staff previewed is what goes out, or nothing does.
      {
        call: { data: { customerId: CUSTOMER.id, templateId: 6, preview: '<p>Dear Jane, welcome to Pronto.</p>' } },
        status: 422,
        message: "The message has changed since its preview (the customer's figures changed): check the new preview and send again.",
      },
    ],
  },
  'communication.sendSpecificSms': {
    does: 'sends a free-text SMS to the customer, into their SMS history',
    call: { data: { customerId: CUSTOMER.id, text: 'Pronto: {firstName}, please call us back today.' } },
    readBack: async (w) => smsOf(w),
    check: async (after, before, _answer, w) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        mobilePhone: CUSTOMER.phone,
        text: `Pronto: ${await firstNameOf(w, CUSTOMER.id)}, please call us back today.`,
      });
    },
    refuses: [
      { call: { data: { customerId: CUSTOMER.id, text: '' } }, status: 422, message: 'The message text is required.' },
      {
        call: { data: { customerId: CUSTOMER.id, text: 'x'.repeat(481) } },
        status: 422,
        message: 'An SMS can hold at most 480 characters.',
      },
      { call: { as: 'agent', data: { customerId: CUSTOMER.id, text: 'Hello' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.sendEmailSms': {
    does: 'sends the same message as an SMS and an e-mail: one new row in each history',
    call: { data: { customerId: CUSTOMER.id, subject: 'Your account', text: 'Please sign in to check your account.' } },
    readBack: async (w) => historyOf(w),
    check: (after: History, before: History, answer) => {
      const sent = answer.data as { sms: SentSms; email: SentEmail };
      expect(after.sms).toHaveLength(before.sms.length + 1);
      expect(after.email).toHaveLength(before.email.length + 1);
      expect(after.sms[0]).toMatchObject({ id: sent.sms.id, text: 'Please sign in to check your account.' });
      expect(after.email[0]).toMatchObject({ id: sent.email.id, subject: 'Your account', text: 'Please sign in to check your account.' });
    },
    refuses: [
      { call: { data: { customerId: CUSTOMER.id, text: 'No subject' } }, status: 422, message: 'An e-mail needs a subject.' },
      { call: { data: { customerId: CUSTOMER.id, templateId: 9999 } }, status: 422, message: 'Template 9999 does not exist.' },
    ],
  },
  'communication.bulkSms': {
    does: 'sends a free-text SMS to each customer of the list: one new SMS in each one’s history',
    call: { data: { customerIds: AUDIENCE.join(','), text: 'Pronto: {firstName}, our offices are closed on Monday.' } },
    readBack: async (w) => audienceHistory(w),
    check: async (after: History, before: History, answer, w) => {
      expect(answer.data).toMatchObject({ channel: 'sms', audience: 3, sent: 3, skipped: 0, missingValues: 0 });
      const sent = fresh(after.sms, before.sms).map((s) => [s.customerId, s.text]);
      const expected = await Promise.all(
        AUDIENCE.map(async (id) => [id, `Pronto: ${await firstNameOf(w, id)}, our offices are closed on Monday.`]),
      );
      expect(sent.sort()).toEqual(expected.sort());
    },
    refuses: [
      { call: { data: { text: 'Hello' } }, status: 422, message: 'The audience is empty: choose a segment or enter customer ids.' },
      { call: { data: { customerIds: '8', text: '' } }, status: 422, message: 'The message text is required.' },
      { call: { as: 'agent', data: { customerIds: '8', text: 'Hello' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'communication.bulkEmail': {
    does: 'e-mails each customer of the list, each with their own unsubscribe link',
    call: { data: { customerIds: AUDIENCE.join(','), subject: 'Office hours', text: 'Our offices are closed on Monday.' } },
    readBack: async (w) => audienceHistory(w),
    check: (after: History, before: History, answer) => {
      expect(answer.data).toMatchObject({ channel: 'email', audience: 3, sent: 3, skipped: 0 });
      const sent = fresh(after.email, before.email);
      expect(sent.map((e) => e.customerId).sort()).toEqual([...AUDIENCE].sort());
      for (const e of sent) {
        expect(e.subject).toBe('Office hours');
        expect(e.text).toMatch(/^Our offices are closed on Monday\.\n\nUnsubscribe: \/unsubscribe\?camp=bulk&key=[\w-]+&userTo=/);
      }
    },
    refuses: [
      { call: { data: { customerIds: '8', text: 'No subject' } }, status: 422, message: 'An e-mail needs a subject.' },
      { call: { data: { customerIds: '8,999999', subject: 's', text: 't' } }, status: 422, message: 'Customer 999999 does not exist.' },
    ],
  },
  'communication.SendSmsBulk': {
    does: "sends an SMS template to each customer of a segment that allows marketing SMS, filled with each one's values",
    call: { data: { customerIds: AUDIENCE.join(','), templateId: 8 } },
    readBack: async (w) => audienceHistory(w),
    check: (after: History, before: History, answer) => {
      const sent = fresh(after.sms, before.sms);
      expect(sent).toHaveLength(answer.data.sent);
      // Customer 8's loan has a next instalment: their reminder has every value.
      expect(sent.map((s) => s.customerId)).toContain(CUSTOMER.id);
      expect(answer.data.sent + answer.data.missingValues + answer.data.skipped).toBe(3);
      for (const s of sent) expect(s.text).toMatch(/^Pronto: your repayment of £\d+\.\d\d is due on \d\d\/\d\d\/\d{4}\.$/);
    },
    refuses: [
      { call: { data: { customerIds: '8', templateId: 6 } }, status: 422, message: 'Template WELCOME_EMAIL is not an SMS template.' },
      { call: { data: { segmentId: 99, templateId: 8 } }, status: 422, message: 'Segment 99 does not exist.' },
    ],
  },
  'communication.SendEmailBulk': {
    does: 'sends an e-mail template to every customer of a segment that allows marketing e-mail',
    call: { data: { segmentId: 5, templateId: 6 } },
    readBack: async (w) => (await w.ok('communication.email/history', { params: { emailAddress: CUSTOMER.email } })) as SentEmail[],
    check: async (after, before, answer, w) => {
      // Customer 8 is approved in the UK: segment 5 ("UK approved") reaches them.
      const segment = (await w.ok('communication.getSegmentById', { vars: { id: 5 } })) as { customers: number };
      expect(answer.data.audience).toBe(segment.customers);
      expect(answer.data.sent).toBeGreaterThan(0);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ subject: 'Welcome to Pronto', type: 'bulk' });
    },
    refuses: [{ call: { data: { segmentId: 5 } }, status: 422, message: 'Choose a template to send.' }],
  },
  'communication.sms/history': {
    reads: "a phone's SMS, newest first: customer 6's seeded repayment reminder among them, by any spelling of the number",
    call: { params: { mobilePhone: '+447100000006' } },
    check: ({ data }) => {
      const rows = data as SentSms[];
      expect(rows.every((s) => s.mobilePhone === '07100000006' && s.customerId === 6)).toBe(true);
      // Customer 6's overdue loan had a reminder three days before its unpaid instalment.
      expect(rows.filter((s) => s.type === 'reminder').map((s) => s.text)).toContainEqual(
        expect.stringMatching(/^Pronto: your repayment is due on \d{4}-\d\d-\d\d\.$/),
      );
      expect([...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((s) => s.id)).toEqual(rows.map((s) => s.id));
    },
    refuses: [{ call: { as: 'agent', params: { mobilePhone: '07100000006' } }, status: 403, message: FORBIDDEN }],
  },
  'communication.sms/historypaged': {
    reads: "a customer's SMS a page at a time, with the total",
    call: { as: 'agent', params: { customerId: CUSTOMER.id, perPage: 2 } },
    check: async ({ data }, w) => {
      const page = data as Paged<SentSms>;
      const all = (await w.ok('communication.sms/history', { params: { mobilePhone: CUSTOMER.phone } })) as SentSms[];
      expect(page.total).toBe(all.length);
      expect(page.items.map((s) => s.id)).toEqual(all.slice(0, 2).map((s) => s.id));
    },
  },
  'communication.email/history': {
    reads: "an address's e-mails: customer 8's loan-issued notice of the seed among them",
    call: { params: { emailAddress: CUSTOMER.email } },
    check: ({ data }) => {
      const rows = data as SentEmail[];
      expect(rows.some((e) => e.subject === 'Your loan has been issued' && e.text.startsWith('Your loan of 300 was issued'))).toBe(true);
      for (const e of rows) expect(e.emailAddress).toBe(CUSTOMER.email);
    },
  },
  'communication.email/historybypaging': {
    reads: "a customer's e-mails a page at a time, with the total",
    call: { as: 'agent', params: { customerId: CUSTOMER.id, perPage: 1, page: 1 } },
    check: async ({ data }, w) => {
      const page = data as Paged<SentEmail>;
      const all = (await w.ok('communication.email/history', { params: { emailAddress: CUSTOMER.email } })) as SentEmail[];
      expect(page.total).toBe(all.length);
      expect(page.items).toHaveLength(1);
      expect(page.items[0]?.id).toBe(all[0]?.id);
    },
  },
  'communication.sms/markasread': {
    does: 'marks an SMS read in the history',
    call: async (w) => {
      const sent = (await w.ok('communication.sendSpecificSms', {
        data: { customerId: CUSTOMER.id, text: 'Marked read later.' },
      })) as SentSms;
      return { vars: { smsId: sent.id }, data: {} };
    },
    readBack: async (w, opts) => (await smsOf(w)).find((s) => s.id === Number(opts.vars?.smsId))?.read,
    check: (after, before) => {
      expect(before).toBe(false);
      expect(after).toBe(true);
    },
    refuses: [{ call: { vars: { smsId: 999999 }, data: {} }, status: 422, message: 'SMS 999999 does not exist.' }],
  },
};
