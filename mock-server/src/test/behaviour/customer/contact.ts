import { expect } from 'vitest';
import { enMessages, esMessages } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, latestPin, registered, row, rows, type Row, smsTo, staffCustomer, wrongPinRefusal } from './common.ts';
import { uniqueUkMobile } from '../../harness.ts';

const addresses = (w: World, customerId: number) => w.ok('customer.address', { params: { customerId } });

/** Addresses, phones and e-mails of a customer, and the SMS they were sent. */
export const contactCases: Cases<'customer'> = {
  'customer.address': {
    reads: 'the addresses of a customer, as the record holds them',
    call: { params: { customerId: 8 } },
    check: async ({ data }, w) => {
      const list = rows(data);
      expect(list.some((a) => a.addressType === 'home')).toBe(true);
      expect(list).toEqual((await staffCustomer(w, 8)).customerAddress);
    },
    refuses: [{ call: { params: { customerId: 99999 } }, status: 422, message: 'Customer 99999 does not exist.' }],
  },
  'customer.address.put': {
    does: 'changes the home address lines sent, the work address untouched',
    call: { data: { customerId: 2, addressType: 'home', town: 'Leeds', postCode: 'ls1 4ap' } },
    readBack: async (w) => rows(await addresses(w, 2)),
    check: (after: Row[], before: Row[]) => {
      expect(after.find((a) => a.addressType === 'home')).toMatchObject({ town: 'Leeds', postCode: 'LS1 4AP' });
      expect(after.find((a) => a.addressType === 'work')).toEqual(before.find((a) => a.addressType === 'work'));
    },
    refuses: [
      { call: { data: { customerId: 2, addressType: 'home', postCode: '123' } }, status: 422, message: `postCode: ${enMessages.postCode}` },
      {
        call: { data: { customerId: 2, addressType: 'garden', town: 'X' } },
        status: 422,
        message: 'addressType must be one of home, work.',
      },
    ],
  },
  'customer.address.post': {
    does: 'adds a Spanish home address, its postcode in the town’s province',
    call: { data: { customerId: 13, addressType: 'home', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid', postCode: '28001' } },
    readBack: async (w) => rows(await addresses(w, 13)),
    check: (after, before) => {
      expect(before).toEqual([]);
      expect(after).toEqual([
        { addressType: 'home', country: 'ES', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid', postCode: '28001' },
      ]);
    },
    refuses: [
      {
        call: { data: { customerId: 13, addressType: 'home', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid', postCode: '08001' } },
        status: 422,
        message: `postCode: ${esMessages.postCodeProvince}`,
      },
      {
        call: {
          data: { customerId: 13, addressType: 'home', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid', postCode: '28001' },
          as: 'reporter',
        },
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'customer.communication': {
    reads: 'the phones and e-mails of a customer',
    call: { params: { customerId: 8 } },
    check: ({ data }) => {
      expect(rows(data)).toContainEqual(expect.objectContaining({ type: 'phone', subType: 'personal', value: '07100000008' }));
    },
  },
  'customer.communication.post': {
    does: 'changes the customer’s mobile and texts a PIN to the new number',
    call: async (w) => {
      const who = await registered(w);
      return { data: { id: 0, type: 'phone', subType: 'personal', value: uniqueUkMobile() }, as: who.as };
    },
    readBack: async (w, opts) => {
      const details = await w.ok('customer.account/customer', { as: opts.as });
      const phone = details.communication.find((c) => c.type === 'phone' && c.subType === 'personal')?.value ?? '';
      return { phone, sms: (await smsTo(w, phone)).length };
    },
    check: (after, before, answer) => {
      expect(after.phone).not.toBe(before.phone);
      expect(answer.data.communication.map((c) => c.value)).toContain(after.phone);
      expect(after.sms).toBe(1);
    },
    refuses: [
      {
        call: async (w) => ({ data: { type: 'phone', subType: 'personal', value: '07100000009' }, as: (await registered(w)).as }),
        status: 422,
        message: 'This mobile number is already registered. Please login or contact us.',
      },
      { call: { data: { type: 'fax' as never, subType: 'work', value: '123' } }, status: 422, message: 'type must be phone or email.' },
      {
        call: async (w) => ({
          data: { type: 'email', subType: 'personal', value: (await staffCustomer(w, 9)).emailAddress },
          as: (await registered(w)).as,
        }),
        status: 422,
        message: 'This e-mail address is already in use. Please enter another one.',
      },
    ],
  },
  'customer.communicationVerifyWithOTP': {
    does: 'confirms the new mobile with the PIN texted to it; the PIN then works no more',
    call: async (w) => {
      const who = await registered(w);
      const phone = uniqueUkMobile();
      await w.ok('customer.communication.post', { data: { id: 0, type: 'phone', subType: 'personal', value: phone }, as: who.as });
      return { data: { pin: await latestPin(w, phone) }, as: who.as };
    },
    readBack: async (w, opts) => row(await w.ok('customer.account/customer', { as: opts.as })).mobileVerifiedAt,
    check: (after, before) => {
      expect(before).toBeUndefined();
      expect(after).toEqual(expect.any(String));
    },
    refuses: [wrongPinRefusal()],
  },
  'customer.phoneLogs': {
    reads: 'the SMS sent to a customer, newest first',
    call: async (w) => {
      await w.ok('communication.SendSmsSingle', { data: { customerId: 50, text: 'Your payment is due on Friday.' } });
      return { params: { customerId: 50 } };
    },
    check: ({ data }) => {
      expect(data[0]).toMatchObject({ customerId: 50, mobilePhone: '07200000025', text: 'Your payment is due on Friday.' });
    },
  },
};
