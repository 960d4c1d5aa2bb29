import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { customerSession, latestPin, pinsThatWork, register, smsTo } from './helpers.ts';

const FORBIDDEN = 'You are not allowed to do this.';
const REASON_REQUIRED = 'Please give a reason for this action.';
const CUSTOMER_MISSING = 'Customer does not exist.';

/** The audit entries of a customer, newest first, as the customer page lists them. */
const auditOf = (w: World, customerId: number) => w.ok('customer.staff/audit', { params: { customerId } });

/** The customer a case's body names. */
const customerIdIn = (data: unknown) => Number((data as { customerId?: unknown } | undefined)?.customerId ?? 0);

/** The customers these cases registered: phone, first session and first PIN, by id. */
const registered = new Map<number, { phone: string; token: string; pin: string }>();

/** What staff do for a customer who cannot sign in: a PIN, a new PIN by SMS, an unblock, a support token, acting as them. */
export const supportCases: Cases<'membership'> = {
  'membership.pin': {
    does: "sets the customer's PIN: the old one fails, the new one signs in, the customer's sessions end",
    call: async (w) => {
      const customer = await register(w);
      const pin = await latestPin(w, customer.phone);
      registered.set(customer.customerId, { phone: customer.phone, token: customer.token, pin });
      return { data: { customerId: customer.customerId, pin: pin === '8642' ? '2468' : '8642' } };
    },
    readBack: async (w, opts) => {
      const customer = registered.get(customerIdIn(opts.data));
      if (!customer) return null;
      const fresh = (opts.data as { pin?: string } | undefined)?.pin ?? '';
      const works = await pinsThatWork(w, customer.phone, [customer.pin, fresh]);
      return {
        old: works.includes(customer.pin),
        fresh: works.includes(fresh),
        session: await customerSession(w, customer.token),
        audit: (await auditOf(w, customerIdIn(opts.data))).map((e) => [e.callId, e.staffEmail]),
      };
    },
    check: (after, before, answer) => {
      expect(before).toEqual({ old: true, fresh: false, session: 200, audit: [] });
      // Who set it is on the customer's trail; the PIN itself never is, nor in the answer.
      expect(after).toEqual({ old: false, fresh: true, session: 401, audit: [['membership.pin', 'admin@pronto.test']] });
      expect(JSON.stringify(answer.data)).not.toMatch(/8642|2468/);
    },
    refuses: [
      { call: { data: { customerId: 8, pin: '12a4' } }, status: 422, message: 'PIN must be 4 digits' },
      { call: { data: { customerId: 99999, pin: '8642' } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { as: 'reporter', data: { customerId: 8, pin: '8642' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.sendNewPin': {
    does: 'sends the customer a new PIN by SMS, which then resets their PIN on the site',
    call: async (w) => ({ data: { customerId: (await register(w)).customerId } }),
    readBack: async (w, opts) => {
      const id = customerIdIn(opts.data);
      if (id === 99999 || id === 0) return [];
      const customer = (await w.ok('customer.customer', { params: { customerId: id } })) as { mobilePhone: string };
      return smsTo(w, customer.mobilePhone);
    },
    check: async (after, before, answer, w) => {
      expect(answer.data).toEqual({ message: 'New PIN sent to your mobile phone.' });
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]?.text).toMatch(/^Your new Pronto PIN is \d{4}\.$/);
      const phone = after[0]?.mobilePhone ?? '';
      const pin = await latestPin(w, phone);
      const reset = await w.call('membership.validateAndChangePassword', {
        data: { mobilePhone: phone, pin, password: '4321', password2: '4321', countryCode: 'GB' },
      });
      expect(reset.status).toBe(200);
      expect(await pinsThatWork(w, phone, ['4321'])).toEqual(['4321']);
    },
    refuses: [
      { call: { data: { customerId: 99999 } }, status: 422, message: CUSTOMER_MISSING },
      { call: { as: 'reporter', data: { customerId: 8 } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.unblock': {
    does: 'lifts the lockout of a customer who gave five wrong PINs: the right PIN signs in again, on the audit trail',
    call: async (w) => {
      const customer = await register(w);
      const pin = await latestPin(w, customer.phone);
      registered.set(customer.customerId, { phone: customer.phone, token: customer.token, pin });
      const wrong = pin === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++)
        await w.call('membership.login', { data: { phoneNumber: customer.phone, password: wrong, countryCode: 'GB' } });
      return { data: { customerId: customer.customerId } };
    },
    readBack: async (w, opts) => {
      const customer = registered.get(customerIdIn(opts.data));
      if (!customer) return null;
      const login = await w.call('membership.login', { data: { phoneNumber: customer.phone, password: customer.pin, countryCode: 'GB' } });
      const audit = await auditOf(w, customerIdIn(opts.data));
      return {
        login: login.status,
        code: (login.errors[0] as { code?: string } | undefined)?.code ?? null,
        audit: audit.map((e) => e.callId),
      };
    },
    check: (after, before, answer) => {
      expect(before).toEqual({ login: 422, code: 'TooManyAttempts', audit: [] });
      expect(after).toEqual({ login: 200, code: null, audit: ['membership.unblock'] });
      expect(answer.data).toMatchObject({ wasLocked: true, message: 'The customer can sign in again.' });
    },
    refuses: [
      { call: { data: { customerId: 99999 } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { as: 'reporter', data: { customerId: 8 } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.token.post': {
    does: "issues a support token for an hour, with a reason on the customer's audit trail; the token opens the customer's session",
    call: { data: { customerId: 8, reason: 'Customer on the phone cannot see the schedule' } },
    readBack: async (w) => auditOf(w, 8),
    check: async (after, before, answer, w) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ callId: 'membership.token.post', reason: 'Customer on the phone cannot see the schedule' });
      const { token, expires } = answer.data;
      expect(Date.parse(expires ?? '') - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(await w.ok('membership.token', { params: { token } })).toMatchObject({ id: 8, firstName: 'Lennie' });
    },
    refuses: [
      { call: { data: { customerId: 8, reason: '' } }, status: 422, message: REASON_REQUIRED },
      { call: { as: 'reporter', data: { customerId: 8, reason: 'curious' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.morphTo': {
    does: "acts as customer 9 on the site: a customer token of theirs, and who looked and why on the customer's audit trail",
    call: { vars: { customerId: 9 }, data: { reason: 'Checking what the customer sees' } },
    readBack: async (w) => auditOf(w, 9),
    check: async (after, before, answer, w) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({
        callId: 'membership.morphTo',
        reason: 'Checking what the customer sees',
        staffEmail: 'admin@pronto.test',
      });
      expect(answer.data.customerDetails).toMatchObject({ id: 9, firstName: 'Lennie', lastName: 'Greenholt' });
      expect(await w.ok('membership.token', { params: { token: answer.data.token } })).toMatchObject({ id: 9 });
    },
    refuses: [
      { call: { vars: { customerId: 9 }, data: { reason: '' } }, status: 422, message: REASON_REQUIRED },
      { call: { vars: { customerId: 99999 }, data: { reason: 'x' } }, status: 422, message: 'Customer 99999 does not exist.' },
    ],
  },
};
