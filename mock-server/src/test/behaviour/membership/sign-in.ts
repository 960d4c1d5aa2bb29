import { expect } from 'vitest';
import { getCountry } from '@pronto/countries';
import type { Cases, World } from '../harness.ts';
import { customerSession, latestPin, pinsThatWork, register, smsTo } from './helpers.ts';

const LOGIN_FAILED = 'The mobile phone number or PIN is not correct.';
const PIN_INVALID = 'Your pin is invalid';
const PIN_USED = 'This PIN has been used already. Please ask for a new one.';
const TOO_SOON = /^Please wait before asking for a new PIN\. You can ask again in \d+ seconds\.$/;

/** Customer 8 of the seed (07100000008, PIN 1234). */
const customer8 = { phoneNumber: '07100000008', password: '1234', countryCode: 'GB' };

/** The session token each registered phone of these cases got at registration. */
const sessions = new Map<string, string>();

/** The PIN a phone registered with: the first SMS it got. */
async function registrationPin(w: World, phone: string): Promise<string> {
  return /\d{4}/.exec((await smsTo(w, phone)).at(-1)?.text ?? '')?.[0] ?? '';
}

/** A new PIN that is not the old one. */
const otherPin = (old: string) => (old === '5678' ? '8765' : '5678');

/** The customer's own sign-in, PIN and session calls (customer-site §7). */
export const signInCases: Cases<'membership'> = {
  'membership.login': {
    reads: "a session for customer 8: Lennie Koch's details, and a token that opens the customer's own calls",
    call: { data: customer8 },
    check: async ({ data }, w) => {
      expect(data.customerDetails).toMatchObject({ id: 8, firstName: 'Lennie', lastName: 'Koch', mobilePhone: '07100000008' });
      expect(await customerSession(w, data.token)).toBe(200);
      expect(await customerSession(w, 'not-a-token')).toBe(401);
    },
    refuses: [
      { call: { data: { ...customer8, password: '9999' } }, status: 422, message: LOGIN_FAILED },
      { call: { data: { ...customer8, phoneNumber: '07999999999' } }, status: 422, message: LOGIN_FAILED },
    ],
  },
  'membership.token': {
    reads: "the customer behind a token: customer 8's details",
    call: async (w) => ({ params: { token: await w.token('customer') } }),
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 8, firstName: 'Lennie', lastName: 'Koch', country: 'GB' });
    },
    refuses: [
      { call: { params: { token: 'not-a-token' } }, status: 422, message: 'Your session has expired. Please log in again.' },
      { call: {}, status: 422, message: 'token is required.' },
    ],
  },
  'membership.loginWithRepayToken': {
    reads: "a link with the customer's live token opens that same session, not a new one",
    call: async (w) => ({ vars: { repayToken: await w.token('customer') } }),
    check: async ({ data }, w) => {
      expect(data.token).toBe(await w.token('customer'));
      expect(data.customerDetails).toMatchObject({ id: 8, firstName: 'Lennie' });
    },
    refuses: [
      { call: { vars: { repayToken: 'expired-link' } }, status: 422, message: 'This payment link is not valid any more. Please log in.' },
    ],
  },
  'membership.logout': {
    does: "ends the caller's own session: the token gets 401 afterwards, the caller's other sessions go on",
    call: async (w) => ({ as: { token: (await w.ok('membership.login', { data: customer8 })).token } }),
    readBack: async (w, opts) => (typeof opts.as === 'object' ? customerSession(w, opts.as.token) : null),
    check: async (after, before, _answer, w) => {
      expect([before, after]).toEqual([200, 401]);
      expect(await customerSession(w, await w.token('customer'))).toBe(200);
      // A staff member's sign-out ends their console session the same way.
      const staff = (await w.ok('report.login', { data: { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' } }))
        .token;
      const report = () =>
        w.call('report.ComprehensiveLoanReport', { as: { token: staff }, data: { start: '2026-01-01', end: '2026-02-01' } });
      expect((await report()).status).toBe(200);
      expect((await w.call('membership.logout', { as: { token: staff } })).status).toBe(200);
      expect((await report()).status).toBe(401);
    },
    refuses: [{ call: { as: 'public' }, status: 401, message: 'Authorization Error' }],
  },
  'membership.forgotPin': {
    does: 'sends a new PIN by SMS; the old PIN keeps working until the new one is confirmed',
    call: async (w) => ({ data: { countryCode: 'GB', mobilePhone: (await register(w)).phone } }),
    readBack: async (w, opts) => (opts.data?.mobilePhone ? smsTo(w, opts.data.mobilePhone) : []),
    check: async (after, before, answer, w) => {
      expect(answer.data.message).toBe('New PIN sent to your mobile phone.');
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]?.text).toMatch(/^Your new Pronto PIN is \d{4}\.$/);
      const [registrationSms] = before;
      const oldPin = /\d{4}/.exec(registrationSms?.text ?? '')?.[0] ?? '';
      expect(await pinsThatWork(w, after[0]?.mobilePhone ?? '', [oldPin])).toEqual([oldPin]);
      // An unregistered number gets the same answer, so the form tells nobody who is a customer; no SMS goes out.
      const unknown = await w.ok('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: '07999000111' } });
      expect(unknown.message).toBe('New PIN sent to your mobile phone.');
      expect(await smsTo(w, '07999000111')).toEqual([]);
    },
    refuses: [
      { call: { data: { countryCode: 'GB', mobilePhone: '' } }, status: 422, message: 'mobilePhone is required.' },
      {
        call: async (w) => {
          const { phone } = await register(w);
          await w.ok('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: phone } });
          return { data: { countryCode: 'GB', mobilePhone: phone } };
        },
        status: 422,
        message: TOO_SOON,
      },
    ],
  },
  'membership.validateAndChangePassword': {
    does: 'with the PIN sent, sets a new PIN: the old one fails, the new one signs in, old sessions end',
    call: async (w) => {
      const { phone, token } = await register(w);
      await w.ok('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: phone } });
      const pin = await latestPin(w, phone);
      sessions.set(phone, token);
      const fresh = otherPin(await registrationPin(w, phone));
      return { data: { mobilePhone: phone, pin, password: fresh, password2: fresh, countryCode: 'GB' } };
    },
    readBack: async (w, opts) => {
      const phone = opts.data?.mobilePhone ?? '';
      const [old, fresh] = [await registrationPin(w, phone), opts.data?.password ?? ''];
      const works = await pinsThatWork(w, phone, [old, fresh]);
      return { old: works.includes(old), fresh: works.includes(fresh), session: await customerSession(w, sessions.get(phone) ?? '') };
    },
    check: (after, before, answer) => {
      expect(answer.data.message).toBe('Password resetted successfully. Please log in.');
      expect(before).toEqual({ old: true, fresh: false, session: 200 });
      expect(after).toEqual({ old: false, fresh: true, session: 401 });
    },
    refuses: [
      {
        call: { data: { mobilePhone: '07999999990', pin: '0000', password: '5678', password2: '5679', countryCode: 'GB' } },
        status: 422,
        message: 'Fields do not match.',
      },
      {
        call: { data: { mobilePhone: '07999999990', pin: '0000', password: '56', password2: '56', countryCode: 'GB' } },
        status: 422,
        message: 'Min length is 4',
      },
      {
        call: async (w) => {
          const { phone } = await register(w);
          await w.ok('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: phone } });
          const pin = await latestPin(w, phone);
          const wrong = pin === '0000' ? '1111' : '0000';
          return { data: { mobilePhone: phone, pin: wrong, password: '5678', password2: '5678', countryCode: 'GB' } };
        },
        status: 422,
        message: PIN_INVALID,
      },
    ],
  },
  'membership.pinValid': {
    // It answers the token; what it changes is that the code is spent, which the same call shows next.
    reads: 'confirms the registration PIN once: the token comes back and the new customer reads as registered',
    call: async (w) => {
      const { phone, token } = await register(w);
      return { as: { token }, data: { pin: await latestPin(w, phone) } };
    },
    check: async ({ data }, w) => {
      const token = data.token;
      const details = await w.ok('membership.token', { params: { token } });
      expect(details).toMatchObject({ firstName: 'Lock', lastName: 'Tester', country: 'GB' });
      const staffView = (await w.ok('customer.customer', { params: { customerId: details.id } })) as {
        firstName: string;
        emailAddress: string;
      };
      expect(staffView).toMatchObject({ firstName: 'Lock', emailAddress: details.emailAddress });
      const again = await w.call('membership.pinValid', { as: { token }, data: { pin: '0000' } });
      expect(again.errors[0]?.message).toBe(PIN_USED);
    },
    refuses: [
      {
        call: async (w) => {
          const { phone, token } = await register(w);
          const pin = await latestPin(w, phone);
          return { as: { token }, data: { pin: pin === '0000' ? '1111' : '0000' } };
        },
        status: 422,
        message: PIN_INVALID,
      },
      { call: { as: 'public', data: { pin: '1234' } }, status: 401, message: 'Authorization Error' },
    ],
  },
  'membership.reSendOTP': {
    does: 'sends the registration PIN again; the new one confirms the phone',
    call: async (w) => {
      const { phone, token } = await register(w);
      sessions.set(phone, token);
      return { as: { token }, data: { countryCode: 'GB', mobilePhone: phone } };
    },
    readBack: async (w, opts) => smsTo(w, opts.data?.mobilePhone ?? ''),
    check: async (after, before, answer, w) => {
      expect(answer.data.message).toBe('A new PIN has been sent to your mobile phone.');
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]?.text).toMatch(/^Your Pronto PIN is \d{4}\.$/);
      const token = sessions.get(after[0]?.mobilePhone ?? '') ?? '';
      const pin = /\d{4}/.exec(after[0]?.text ?? '')?.[0] ?? '';
      expect((await w.call('membership.pinValid', { as: { token }, data: { pin } })).status).toBe(200);
    },
    refuses: [
      {
        call: async (w) => {
          const { token } = await register(w);
          return { as: { token }, data: { countryCode: 'GB', mobilePhone: '07100000003' } };
        },
        status: 422,
        message: `This is not your mobile phone number (${getCountry('GB').name}).`,
      },
      {
        call: async (w) => {
          const { phone, token } = await register(w);
          await w.ok('membership.reSendOTP', { as: { token }, data: { countryCode: 'GB', mobilePhone: phone } });
          return { as: { token }, data: { countryCode: 'GB', mobilePhone: phone } };
        },
        status: 422,
        message: TOO_SOON,
      },
    ],
  },
};
