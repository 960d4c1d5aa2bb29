import type { SentSms } from '@pronto/api';
import { uniqueUkMobile } from '../../harness.ts';
import { registration } from '../../registration-form.ts';
import type { World } from '../harness.ts';

/** A customer who has just registered on the site: their phone, session token and id. */
export interface Registered {
  phone: string;
  token: string;
  customerId: number;
}

/** Registers a fresh UK customer through the site's own call (the registration PIN goes out by SMS). */
export async function register(w: World): Promise<Registered> {
  const phone = uniqueUkMobile();
  const session = await w.ok('customer.customer.post', {
    // The site's tracking fields as a visitor who came straight to the form sends them.
    data: {
      ...registration(phone),
      countryCode: 'GB',
      isPingTreeCustomer: false,
      pingTreeToken: '',
      uId: '',
      tryCount: '0',
      landingGroup: '',
    },
  });
  return { phone, token: session.token, customerId: session.customerDetails.id };
}

/** The SMS sent to a phone, newest first, as the console's SMS history shows them. */
export async function smsTo(w: World, phone: string): Promise<SentSms[]> {
  return (await w.ok('communication.sms/history', { params: { mobilePhone: phone } })) as SentSms[];
}

/** The PIN in the newest SMS to a phone. */
export async function latestPin(w: World, phone: string): Promise<string> {
  const [sms] = await smsTo(w, phone);
  const pin = /\b(\d{4})\b/.exec(sms?.text ?? '')?.[1];
  if (!pin) throw new Error(`no PIN in the SMS to ${phone}`);
  return pin;
}

/**
 * Which of the PINs sign the customer in on the site. One of them is right, and a right answer forgets the
 * wrong tries, so reading this again and again never locks the phone.
 */
export async function pinsThatWork(w: World, phone: string, pins: string[]): Promise<string[]> {
  const works: string[] = [];
  for (const pin of pins) {
    const answer = await w.call('membership.login', { data: { phoneNumber: phone, password: pin, countryCode: 'GB' } });
    if (answer.status === 200) works.push(pin);
  }
  return works;
}

/** Whether a customer token still opens the customer's own loans (200) or is refused (401). */
export async function customerSession(w: World, token: string): Promise<number> {
  return (await w.call('loan.customerAllLoans', { as: { token } })).status;
}

/** A collection agent made through the console, with the first password it answered. */
export interface NewAgent {
  id: number;
  emailAddress: string;
  password: string;
}

let agents = 0;
/** Creates a GB collection agent (membership.cam) and answers its e-mail and temporary password. */
export async function newAgent(w: World, fullName = 'Cara Cam'): Promise<NewAgent> {
  const emailAddress = `cam.${Date.now()}.${agents++}@pronto.test`;
  const made = await w.ok('membership.cam', { data: { emailAddress, fullName, country: 'GB' } });
  if (!made.temporaryPassword) throw new Error('membership.cam answered no temporary password');
  return { id: made.id, emailAddress, password: made.temporaryPassword };
}

/** Signs a staff member in on the console: the token, or the refusal's status. */
export async function staffSignIn(w: World, emailAddress: string, password: string): Promise<{ status: number; token: string }> {
  const answer = await w.call('report.login', { data: { emailAddress, password, country: 'GB' } });
  return { status: answer.status, token: answer.status === 200 ? answer.data.token : '' };
}

/** Which of the passwords sign a staff member in (a right one forgets the wrong tries). */
export async function passwordsThatWork(w: World, emailAddress: string, passwords: string[]): Promise<string[]> {
  const works: string[] = [];
  for (const password of passwords) if ((await staffSignIn(w, emailAddress, password)).status === 200) works.push(password);
  return works;
}
