import { expect } from 'vitest';
import type { CustomerDetails } from '@pronto/api';
import { esMessages } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import { uniqueUkMobile } from '../../harness.ts';
import { PIN_INVALID } from '../../../routes/membership.ts';
import { ALREADY_REGISTERED, LEAD_LINK_INVALID } from '../../../routes/customer-journeys.ts';
import { FORBIDDEN, latestPin, registered, row, smsTo, staffCustomer, ukRegistration, wrongPin, wrongPinRefusal } from './common.ts';

/** A registered customer who confirmed the PIN (preRegistered). */
async function confirmed(w: World) {
  const who = await registered(w);
  await w.ok('customer.preRegistered', { data: { pin: await latestPin(w, who.mobilePhone) }, as: who.as });
  return who;
}
/** A lead of the case's own, and its lead link's id. */
async function newLead(w: World) {
  const mobilePhone = uniqueUkMobile();
  const lead = row(
    await w.ok('customer.lightRegister', { data: { mobilePhone, emailAddress: `lead.${mobilePhone}@gmail.com`, countryCode: 'GB' } }),
  );
  return { mobilePhone, leadCustomerId: String(lead.leadCustomerId) };
}
/** The extension form as the site sends it after the PIN. */
const extension = {
  gender: 'male',
  employmentStatus: 'partTimeEmployed',
  monthlyIncome: 1800,
  position: 'Barista',
  customerAddress: [
    {
      addressType: 'home' as const,
      country: 'GB' as const,
      town: 'London',
      postCode: 'SW1A 1AA',
      street: 'Downing Street',
      county: 'Greater London',
      houseNumber: '10',
      flatNumber: '1',
      building: '10 Downing Street',
    },
    { addressType: 'work' as const, country: 'GB' as const, companyName: 'Acme Ltd', district: 'Westminster' },
  ],
  communication: [{ id: 0, type: 'phone' as const, subType: 'work' as const, countryCode: '+44', value: '02071234567' }],
};

/** The seeded partner introduction waiting for its PIN that these cases use (seed/introductions). */
const INTRODUCTION = 'intro-waiting-03';

/** The site's registration, extension, lead and partner handover journeys, and the public registration checks. */
export const journeyCases: Cases<'customer'> = {
  'customer.customer.post': {
    does: 'registers a new customer (status new) and texts them a PIN',
    call: { data: ukRegistration('07912345678') },
    readBack: async (w) => ({
      found: (await w.ok('customer.search', { data: { q: '07912345678', page: 1, perPage: 25 } })).items.map((c) => c.status),
      sms: (await smsTo(w, '07912345678')).length,
    }),
    check: (after, before, answer) => {
      expect(before).toEqual({ found: [], sms: 0 });
      expect(after).toEqual({ found: ['new'], sms: 1 });
      expect(answer.data.customerDetails).toMatchObject({ firstName: 'Lock', lastName: 'Tester', country: 'GB' });
    },
    refuses: [{ call: { data: ukRegistration('07100000008') }, status: 422, message: ALREADY_REGISTERED }],
  },
  'customer.preRegistered': {
    does: 'confirms the registration PIN: the customer moves to preRegistered',
    call: async (w) => {
      const who = await registered(w);
      return { data: { pin: await latestPin(w, who.mobilePhone) }, as: who.as };
    },
    readBack: (w, opts) => w.ok('customer.account/customer', { as: opts.as }).then((c) => c.statuses.at(-1)?.status),
    check: (after, before) => {
      expect([before, after]).toEqual(['new', 'preRegistered']);
    },
    refuses: [wrongPinRefusal()],
  },
  'customer.registered': {
    does: 'finishes the registration after the extension form: the customer moves to registered',
    call: async (w) => ({ data: {}, as: (await confirmed(w)).as }),
    readBack: (w, opts) => w.ok('customer.account/customer', { as: opts.as }).then((c) => c.statuses.at(-1)?.status),
    check: (after, before) => {
      expect([before, after]).toEqual(['preRegistered', 'registered']);
    },
    refuses: [
      {
        call: async (w) => ({ data: {}, as: (await registered(w)).as }),
        status: 422,
        message: 'Please confirm the PIN sent to your mobile phone first.',
      },
    ],
  },
  'customer.customerV2': {
    does: 'saves the extension form: employment, income and position',
    call: async (w) => ({ data: extension, as: (await confirmed(w)).as }),
    // A refused caller (staff) reads back customer 8, whom the call would have been about.
    readBack: (w, opts) => w.ok('customer.account/customer', { as: typeof opts.as === 'object' ? opts.as : 'customer' }),
    check: (after: CustomerDetails) => {
      expect(after).toMatchObject({ gender: 'male', employmentStatus: 'partTimeEmployed', monthlyIncome: 1800, position: 'Barista' });
      expect(after.customerAddress.find((a) => a.addressType === 'work')).toMatchObject({ companyName: 'Acme Ltd' });
      expect(after.communication).toContainEqual(expect.objectContaining({ type: 'phone', subType: 'work', value: '02071234567' }));
    },
    refuses: [
      { call: { data: { position: 'Clerk' }, as: 'admin' }, status: 403, message: FORBIDDEN },
      {
        call: async (w) => ({
          data: { ...extension, customerAddress: extension.customerAddress.slice(0, 1) },
          as: (await confirmed(w)).as,
        }),
        status: 422,
        message: 'workAddressCompanyName: This field is required',
      },
    ],
  },
  'customer.buildingList': {
    reads: 'the buildings at a UK postcode',
    call: { params: { postCode: 'SW1A 1AA' } },
    check: ({ data }) => {
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((b) => b.postCode === 'SW1A 1AA')).toBe(true);
    },
    refuses: [{ call: { params: { postCode: 'nowhere' } }, status: 422, message: "Couldn't get building list." }],
  },
  'customer.lightRegister': {
    does: 'makes a lead and texts them the link to finish the application',
    call: () => {
      const mobilePhone = uniqueUkMobile();
      return Promise.resolve({ data: { mobilePhone, emailAddress: `light.${mobilePhone}@gmail.com`, countryCode: 'GB' } });
    },
    readBack: async (w, opts) => smsTo(w, String(row(opts.data).mobilePhone)),
    check: async (after, before, answer, w) => {
      const leadCustomerId = String(row(answer.data).leadCustomerId);
      expect(before).toEqual([]);
      expect(after).toHaveLength(1);
      expect(String(after[0]?.text)).toContain(`/lead/${leadCustomerId}`);
      expect(await w.ok('customer.lead', { vars: { leadCustomerId } })).toMatchObject({
        mobilePhone: row(after[0]).mobilePhone,
        country: 'GB',
      });
    },
    refuses: [
      {
        call: { data: { mobilePhone: '07100000008', emailAddress: 'x@gmail.com', countryCode: 'GB' } },
        status: 422,
        message: ALREADY_REGISTERED,
      },
      {
        call: async (w) => {
          const { mobilePhone } = await newLead(w);
          return { data: { mobilePhone, emailAddress: `again.${mobilePhone}@gmail.com`, countryCode: 'GB' } };
        },
        status: 422,
        message: /^A link to finish the application was sent to this number a moment ago\. You can ask again in \d+ seconds\.$/,
      },
    ],
  },
  'customer.lead': {
    reads: 'the lead a lead link names, with the details it was made with',
    call: async (w) => ({ vars: { leadCustomerId: (await newLead(w)).leadCustomerId } }),
    check: ({ data }) => {
      expect(data).toMatchObject({ country: 'GB', building: '' });
      expect(data.emailAddress).toBe(`lead.${data.mobilePhone}@gmail.com`);
    },
    refuses: [{ call: { vars: { leadCustomerId: '12' } }, status: 422, message: LEAD_LINK_INVALID }],
  },
  'customer.saveAddress': {
    does: 'saves the address of the lead form on the lead',
    call: async (w) => ({
      data: {
        leadCustomerId: (await newLead(w)).leadCustomerId,
        building: 'Other',
        town: 'York',
        street: 'Stonegate',
        county: 'North Yorkshire',
        houseNumber: '12',
        flatNumber: '1',
      },
    }),
    readBack: (w, opts) => w.ok('customer.lead', { vars: { leadCustomerId: String(row(opts.data).leadCustomerId) } }),
    check: (after) => {
      expect(after).toMatchObject({ building: 'Other', town: 'York', street: 'Stonegate', houseNumber: '12' });
    },
    refuses: [
      {
        call: async (w) => ({ data: { leadCustomerId: (await newLead(w)).leadCustomerId, building: '' } }),
        status: 422,
        message: 'building: This field is required',
      },
    ],
  },
  'customer.handoverLogin': {
    does: 'opens a partner handover: a PIN goes to the customer’s phone',
    call: { vars: { introductionId: INTRODUCTION } },
    readBack: async (w) => await w.ok('customer.handover/smsControl', { data: { customerId: 147, action: 'check' } }),
    check: (after, before, answer) => {
      expect(row(before)).toMatchObject({ pinLive: false });
      expect(row(after)).toMatchObject({ pinLive: true, status: 'waitingForPin' });
      expect(answer.data).toMatchObject({ status: 'waitingForPin', token: expect.any(String) });
    },
    refuses: [{ call: { vars: { introductionId: 'intro-nobody' } }, status: 422, message: 'This introduction does not exist.' }],
  },
  'customer.handoverOtp': {
    does: 'completes the handover with the PIN; the token becomes the customer’s session',
    call: async (w) => {
      const { token } = await w.ok('customer.handoverLogin', { vars: { introductionId: 'intro-waiting-04' } });
      const phone = String((await staffCustomer(w, 148)).mobilePhone);
      return { data: { pin: await latestPin(w, phone) }, as: { token } };
    },
    readBack: async (w, opts) => ({
      handover: row(await w.ok('customer.handover/smsControl', { data: { customerId: 148, action: 'check' } })).status,
      session: (await w.call('customer.account/customer', { as: opts.as })).status,
    }),
    check: (after, before) => {
      // Until the PIN is right the pending token opens nothing.
      expect(before).toEqual({ handover: 'waitingForPin', session: 401 });
      expect(after).toEqual({ handover: 'handoverCompleted', session: 200 });
    },
    refuses: [
      {
        call: async (w) => {
          const { token } = await w.ok('customer.handoverLogin', { vars: { introductionId: 'intro-waiting-05' } });
          const phone = String((await staffCustomer(w, 149)).mobilePhone);
          return { data: { pin: wrongPin(await latestPin(w, phone)) }, as: { token } };
        },
        status: 422,
        message: PIN_INVALID,
      },
    ],
  },
  'customer.pinValidate': {
    reads: 'whether the registration PIN is right: the right one answers the token',
    call: async (w) => {
      const who = await registered(w);
      return { data: { pin: await latestPin(w, who.mobilePhone) }, as: who.as };
    },
    check: ({ data }) => {
      expect(row(data).token).toEqual(expect.any(String));
    },
    refuses: [wrongPinRefusal()],
  },
  'customer.verifyEmail': {
    does: 'verifies a work e-mail with the code sent to it',
    call: async (w) => {
      const who = await confirmed(w);
      const email = `work.${who.mobilePhone}@gmail.com`;
      await w.ok('customer.communication.post', { data: { type: 'email', subType: 'work', value: email }, as: who.as });
      const [sent] = await w.ok('communication.email/history', { params: { emailAddress: email } }).then((r) => r as { text: string }[]);
      const verifyCode = /code: (\S+)/.exec(sent?.text ?? '')?.[1] ?? '';
      return { params: { verifyCode, customerId: who.id } };
    },
    readBack: async (w, opts) => (await staffCustomer(w, Number(opts.params?.customerId))).emailVerified,
    check: (after, before, answer) => {
      expect([before, after]).toEqual([false, true]);
      expect(answer.data).toEqual({ message: 'Your work E-mail verified successfully' });
    },
    refuses: [
      { call: { params: { verifyCode: 'verify-0-0000', customerId: 39 } }, status: 422, message: 'This verification link is not valid.' },
    ],
  },
  'customer.CheckPhoneDNI': {
    reads: 'only whether a phone or a DNI is registered',
    call: { data: { mobilePhone: '07100000008', countryCode: 'GB' } },
    check: async ({ data }, w) => {
      expect(data).toEqual({ phoneRegistered: true });
      expect(await w.ok('customer.CheckPhoneDNI', { data: { dni: '19361705y', countryCode: 'ES' } })).toEqual({ dniRegistered: true });
      expect(await w.ok('customer.CheckPhoneDNI', { data: { dni: '12345678Z', countryCode: 'ES' } })).toEqual({ dniRegistered: false });
    },
    refuses: [
      { call: { data: { dni: '12345678A', countryCode: 'ES' } }, status: 422, message: `additionalField: ${esMessages.spanishId}` },
      { call: { data: { countryCode: 'ES' } }, status: 422, message: 'mobilePhone or dni is required.' },
    ],
  },
  'customer.validateDni': {
    reads: 'whether a DNI, NIE or CIF is valid, and which it is',
    call: { data: { dni: 'X-1234567-L' } },
    check: ({ data }) => {
      expect(data).toEqual({ dni: 'X1234567L', type: 'NIE', valid: true });
    },
    refuses: [{ call: { data: { dni: '12345678A' } }, status: 422, message: esMessages.spanishId }],
  },
  'customer.handover/smsControl': {
    does: 'resends the handover PIN: a new SMS to the customer',
    call: { data: { customerId: 151, action: 'resend' } },
    readBack: async (w) => (await w.ok('customer.phoneLogs', { params: { customerId: 151 } })).length,
    check: (after, before) => {
      expect(after).toBe(before + 1);
    },
    refuses: [
      { call: { data: { customerId: 8, action: 'check' } }, status: 422, message: 'Customer 8 did not come through a partner handover.' },
      { call: { data: { customerId: 151, action: 'explode' } }, status: 422, message: 'action must be one of resend, check.' },
    ],
  },
};
