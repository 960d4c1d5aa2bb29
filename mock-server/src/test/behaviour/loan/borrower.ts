import type { StaffLoan } from '@pronto/api';
import type { World } from '../harness.ts';
import { as, freeCustomer, once } from './helpers.ts';

/* The borrower of the customer's own cases (application.ts, own-payments.ts): a customer free to borrow,
 * signed in on the site through membership.login, and what the site reads of them. */

/** What the site answers when a loan is not the caller's. */
export const NOT_FOUND = 'Loan not found.';

export interface OwnLoan extends StaffLoan {
  agreementAcceptedAt?: string;
  paymentReasons?: { reason: string; details: string }[];
  nextInstallment: { number: number; expectedDate: string; amount: number } | null;
  summary: { settlementToday: number; totalRepaid: number };
}

/** The borrower of these cases: a customer free to borrow, signed in on the site. */
export const borrower = once(async (w: World) => {
  const customerId = await freeCustomer(w);
  const details = as<{ mobilePhone: string }>(await w.ok('customer.customer', { as: 'agent', params: { customerId } }));
  const session = await w.ok('membership.login', { data: { phoneNumber: details.mobilePhone, password: '1234', countryCode: 'GB' } });
  return { customerId, phone: details.mobilePhone, token: session.token };
});
/** The borrower as a caller. */
export const me = async (w: World) => ({ token: (await borrower(w)).token });

/** The borrower's loans, newest first (loan.customerAllLoans). */
export const ownLoans = async (w: World) => as<OwnLoan[]>(await w.ok('loan.customerAllLoans', { as: await me(w) }));
/** The borrower's newest loan. */
export const newest = async (w: World) => (await ownLoans(w))[0]!;
/** One of the borrower's loans as the site reads it (loan.loan). */
export const ownLoan = async (w: World, loanId: number) => as<OwnLoan>(await w.ok('loan.loan', { as: await me(w), params: { loanId } }));
export const newestOwn = async (w: World) => ownLoan(w, (await newest(w)).id);
/** The borrower's active card and bank account. */
export const cardOf = async (w: World) =>
  as<{ id: number; status: string }[]>(await w.ok('card.account/cards', { as: await me(w) })).find((c) => c.status === 'active')!;
export const accountOf = async (w: World) =>
  as<{ id: number }[]>(await w.ok('bankscraper.account/getEligibleBankAccount', { as: await me(w), data: {} }))[0]!;

/** The payment link the payout texted to the borrower: its token. */
export async function linkToken(w: World): Promise<string> {
  const sms = as<{ text: string }[]>(await w.ok('communication.sms/history', { params: { mobilePhone: (await borrower(w)).phone } }));
  const token = sms.map((s) => /\/r\/([0-9a-f]+)/.exec(s.text)?.[1]).find(Boolean);
  if (!token) throw new Error('no payment link texted to the borrower');
  return token;
}
