import { expect } from 'vitest';
import type { SentEmail, SentSms } from '@pronto/api';
import { providerSignature } from '../../../routes/provider-signature.ts';
import { providerToken } from '../../../security/signed-links.ts';
import type { Cases, World } from '../harness.ts';
import { CUSTOMER, emailsOf, smsOf, type ShortLink } from './books.ts';

/*
 * What providers and the public call: delivery receipts and e-mail events (read back in the histories),
 * the captcha, unsubscribing, short links and review invitations.
 */

/** What the mock keeps of a sent message for its provider: its reference. */
type Referenced = { id: number; providerRef: string };

async function sentSms(w: World, text: string): Promise<Referenced> {
  const sent: unknown = await w.ok('communication.sendSpecificSms', { data: { customerId: CUSTOMER.id, text } });
  return sent as Referenced;
}

const smsById = async (w: World, id: number): Promise<SentSms | undefined> => (await smsOf(w)).find((s) => s.id === id);
type TrackedEmail = SentEmail & { delivery?: { status: string }; events?: { event: string }[] };
const emailById = async (w: World, id: number): Promise<TrackedEmail | undefined> => (await emailsOf(w)).find((e) => e.id === id);

/** The customer 9's unsubscribe link, from a marketing e-mail they were sent. */
async function unsubscribeLinkOf(w: World): Promise<URLSearchParams> {
  await w.ok('communication.bulkEmail', { data: { customerIds: '9', subject: 'News', text: 'Our news.' } });
  const [email] = await emailsOf(w, 9);
  const link = /Unsubscribe: \/unsubscribe\?(\S+)/.exec(email?.text ?? '')?.[1];
  if (!link) throw new Error('the marketing e-mail has no unsubscribe link');
  return new URLSearchParams(link);
}

export const callbackCases: Cases<'communication'> = {
  'communication.GetPublicCaptchaKey': {
    reads: "the captcha widget's site key, to anyone",
    call: { as: 'public' },
    check: ({ data }) => expect(data).toBe('mock-captcha-site-key'),
  },
  'communication.ValidateCaptcha': {
    reads: 'whether a captcha answer is right',
    call: { as: 'public', params: { response: 'PASSED' } },
    check: async ({ data }, w) => {
      expect(data).toEqual({ success: true });
      expect(await w.ok('communication.ValidateCaptcha', { as: 'public', params: { response: 'guessed' } })).toEqual({ success: false });
    },
  },
  'communication.unsubscribe': {
    does: "unsubscribes the address of a marketing e-mail's link: its marketing e-mail is refused from then on",
    call: async (w) => {
      const link = await unsubscribeLinkOf(w);
      return {
        as: 'public',
        data: {
          campaignId: link.get('camp') ?? '',
          userKey: link.get('key') ?? '',
          userTo: link.get('userTo') ?? '',
          communicationType: 'email',
        },
      };
    },
    readBack: async (w) =>
      (await w.ok('communication.ncpPermission/check', { params: { customerId: 9 } })).find((p) => p.channel === 'email')?.allowed,
    check: (after, before) => expect([before, after]).toEqual([true, false]),
    refuses: [
      {
        call: async (w) => {
          const link = await unsubscribeLinkOf(w);
          return {
            as: 'public',
            data: { campaignId: 'bulk', userKey: 'guessed', userTo: link.get('userTo') ?? '', communicationType: 'email' },
          };
        },
        status: 422,
        message: 'This unsubscribe link is not valid. Please use the link in our latest e-mail.',
      },
    ],
  },
  'communication.sms/receipt': {
    does: "records the SMS provider's delivery receipt on the SMS in the history",
    call: async (w) => {
      const sms = await sentSms(w, 'Receipt wanted.');
      // The provider's token is the mock's own secret: no catalogue call answers it.
      return {
        as: 'public',
        vars: { smsId: sms.id },
        data: { status: 'delivered' },
        headers: { 'x-provider-token': providerToken(w.outside.ctx) },
      };
    },
    readBack: async (w, opts) => (await smsById(w, Number(opts.vars?.smsId)))?.receipt?.status,
    check: (after, before) => expect([before, after]).toEqual([undefined, 'delivered']),
    refuses: [
      {
        call: async (w) => ({ as: 'public', vars: { smsId: (await sentSms(w, 'Forged receipt.')).id }, data: { status: 'delivered' } }),
        status: 401,
        message: 'Authorization Error',
      },
    ],
  },
  'communication.providerCallback/sms': {
    does: "records the SMS gateway's signed delivery report on the SMS in the history",
    call: async (w) => {
      const sms = await sentSms(w, 'Gateway report wanted.');
      return {
        as: 'public',
        data: { reference: sms.providerRef, status: 'failed', signature: providerSignature('sms', [sms.providerRef, 'failed']) },
      };
    },
    readBack: async (w) => (await smsOf(w)).find((s) => s.text === 'Gateway report wanted.')?.receipt?.status,
    check: (after, before) => expect([before, after]).toEqual([undefined, 'failed']),
    refuses: [
      {
        call: async (w) => {
          const sms = await sentSms(w, 'Forged report.');
          return { as: 'public', data: { reference: sms.providerRef, status: 'delivered', signature: 'a'.repeat(64) } };
        },
        status: 401,
        message: 'Authorization Error',
      },
      {
        call: { as: 'public', data: { reference: 'f'.repeat(24), status: 'delivered' } },
        status: 422,
        message: 'Unknown message reference.',
      },
    ],
  },
  'communication.providerCallback/email': {
    does: "records the e-mail provider's bounce on the e-mail in the history",
    call: async (w) => {
      const email = (await w.ok('communication.SendEmailSingle', {
        data: { customerId: CUSTOMER.id, subject: 'Bounce me', text: 'Hello.' },
      })) as unknown as Referenced;
      return {
        as: 'public',
        data: { reference: email.providerRef, event: 'bounced', signature: providerSignature('email', [email.providerRef, 'bounced']) },
      };
    },
    readBack: async (w) => {
      const email = (await emailsOf(w)).find((e) => e.subject === 'Bounce me');
      return email ? (await emailById(w, email.id))?.delivery?.status : undefined;
    },
    check: (after, before) => expect([before, after]).toEqual([undefined, 'bounced']),
    refuses: [
      {
        call: async (w) => {
          const email = (await w.ok('communication.SendEmailSingle', {
            data: { customerId: CUSTOMER.id, subject: 'Forged', text: 'Hello.' },
          })) as unknown as Referenced;
          return { as: 'public', data: { reference: email.providerRef, event: 'opened' } };
        },
        status: 401,
        message: 'Authorization Error',
      },
    ],
  },
  'communication.shortLink': {
    does: 'makes a short link that redirects to the address',
    call: async (w) => ({ data: { url: `${w.outside.base}/api/communication/GetPublicCaptchaKey` } }),
    // Short links live outside the API (GET /s/{code}); no catalogue call lists them.
    readBack: async (w, opts) => w.outside.ctx.rows('shortLinks').filter((l) => l.url === (opts.data as { url: string }).url).length,
    check: async (after, before, answer) => {
      expect([before, after]).toEqual([0, 1]);
      const link = answer.data as ShortLink;
      expect(link.shortUrl).toMatch(/\/s\/[A-Za-z0-9]{7}$/);
      const followed = (await (await fetch(link.shortUrl)).json()) as { data: string };
      expect(followed.data).toBe('mock-captcha-site-key');
    },
    refuses: [{ call: { data: { url: 'javascript:alert(1)' } }, status: 422, message: 'url must be a full http(s) address.' }],
  },
  'communication.reviewLink': {
    does: "invites the customer to review their repaid loan: the customer's system comments say so",
    call: { as: 'agent', data: { customerId: CUSTOMER.id } },
    readBack: async (w) =>
      ((await w.ok('customer.autoComments', { params: { customerId: CUSTOMER.id } })) as { source: string; text: string }[]).filter(
        (c) => c.source === 'review',
      ),
    check: (after, before, answer) => {
      expect(before).toEqual([]);
      expect(after).toMatchObject([{ text: 'Review invited for loan 5 by agent@pronto.test.' }]);
      expect((answer.data as { loanId: number; url: string }).loanId).toBe(5);
    },
    refuses: [
      { call: { data: { customerId: 13 } }, status: 422, message: 'Customer 13 has no repaid loan to review.' },
      {
        call: { data: { customerId: CUSTOMER.id, loanId: 6 } },
        status: 422,
        message: 'Loan 6 is issued: a review is asked after a loan is repaid.',
      },
    ],
  },
};
