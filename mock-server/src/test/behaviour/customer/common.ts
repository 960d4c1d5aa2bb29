import type { RegistrationRequest } from '@pronto/api';
import type { Refusal, World } from '../harness.ts';
import { PIN_INVALID } from '../../../routes/membership.ts';
import { registration } from '../../registration-form.ts';
import { uniqueUkMobile } from '../../harness.ts';

/** The gate's answer to a caller whose role may not make a call (auth.ts). */
export const FORBIDDEN = 'You are not allowed to do this.';
/** What an audited call without a reason gets (audit.ts). */
export const REASON_REQUIRED = 'Please give a reason for this action.';

/** A row of an answer the contract does not type yet, read field by field. */
export type Row = Record<string, unknown>;
/** Reads an untyped answer as rows. */
export const rows = (value: unknown): Row[] => value as Row[];
/** Reads an untyped answer as one row. */
export const row = (value: unknown): Row => value as Row;

/** A customer as the back office reads it. */
export const staffCustomer = (w: World, customerId: number) => w.ok('customer.customer', { params: { customerId } });

/** The SMS sent to a phone, newest first, as staff read them. */
export async function smsTo(w: World, mobilePhone: string) {
  return rows(await w.ok('communication.sms/history', { params: { mobilePhone } }));
}

/** The PIN of the newest SMS sent to a phone. */
export async function latestPin(w: World, mobilePhone: string): Promise<string> {
  const [sms] = await smsTo(w, mobilePhone);
  const pin = /\b(\d{4})\b/.exec(String(sms?.text ?? ''))?.[1];
  if (!pin) throw new Error(`no PIN in the SMS sent to ${mobilePhone}`);
  return pin;
}

/** The site's UK registration form for a phone, with the tracking fields it adds. */
export const ukRegistration = (mobilePhone: string): RegistrationRequest => ({
  ...registration(mobilePhone),
  countryCode: 'GB',
  isPingTreeCustomer: false,
  pingTreeToken: '',
  uId: `behaviour-${mobilePhone}`,
  tryCount: '0',
  landingGroup: '',
});

/** A customer who registered just now through the site's own call: their session, phone and id. */
export async function registered(w: World) {
  const mobilePhone = uniqueUkMobile();
  const session = await w.ok('customer.customer.post', { data: ukRegistration(mobilePhone) });
  return { mobilePhone, token: session.token, id: session.customerDetails.id, as: { token: session.token } };
}

/** The session of a seeded GB customer (every seeded PIN is 1234), as the site signs in. */
export async function signedIn(w: World, phoneNumber: string) {
  const session = await w.ok('membership.login', { data: { phoneNumber, password: '1234', countryCode: 'GB' } });
  return { token: session.token };
}

/** A PIN that is surely not this one. */
export const wrongPin = (pin: string) => (pin === '0000' ? '1111' : '0000');

/** A customer who registered just now sends a PIN other than the one texted to them: refused with the spec's message. */
export const wrongPinRefusal = (): Refusal<'customer.preRegistered' | 'customer.pinValidate' | 'customer.communicationVerifyWithOTP'> => ({
  call: async (w) => {
    const who = await registered(w);
    return { data: { pin: wrongPin(await latestPin(w, who.mobilePhone)) }, as: who.as };
  },
  status: 422,
  message: PIN_INVALID,
});
