import type { CardRecord, StaffCustomer, StaffLoan } from '@pronto/api';
import { providerSignature, type SigningProvider } from '../../../routes/provider-signature.ts';
import type { World } from '../harness.ts';

/* The seed's fixed accounts and the loan and card reads the card cases check against, all through catalogue calls. */

/** The UK account the harness signs in as `customer` (07100000008): an issued loan, one active Credorax card. */
export const UK = 'customer.approved@pronto.test';
/** Its Spanish twin (600000008): an issued loan, one active Paynopain card. */
export const ES = 'cliente.approved@pronto.es';
/** A UK applicant: an approved loan not paid out yet, a validated active card and a linked one. */
export const APPLICANT = 'customer.systemapproved@pronto.test';

/** A customer of the seed found by e-mail through the console's customer search. */
export async function customerByEmail(w: World, email: string): Promise<StaffCustomer> {
  const found = await w.ok('customer.search', { data: { q: email, page: 1, perPage: 5 } });
  const customer = found.items.find((c) => c.emailAddress === email);
  if (!customer) throw new Error(`the seed has no customer ${email}`);
  return customer;
}

/** The cards of a customer as the card service lists them. */
export const cardsOf = (w: World, customerId: number) => w.ok('card.customer', { params: { customerId } });

/** One card of a customer, read back through the card list. */
export async function cardOf(w: World, customerId: number, cardId: number): Promise<CardRecord | undefined> {
  return (await cardsOf(w, customerId)).find((c) => c.id === cardId);
}

/** A loan as the console reads it (its payments, schedule and status). */
export async function loanOf(w: World, loanId: number): Promise<StaffLoan> {
  const [loan] = (await w.ok('loan.searchLoans', { data: { filter: { id: loanId }, page: 1, perPage: 1 } })).items;
  if (!loan) throw new Error(`loan ${loanId} does not exist`);
  return loan;
}

/** What a loan owes and has booked: the live payments, the instalments' paid amounts, the status. */
export async function loanBook(w: World, loanId: number) {
  const loan = await loanOf(w, loanId);
  return {
    status: loan.status,
    payments: loan.payments.filter((p) => !p.deleted),
    paid: loan.installments.map((i) => i.paidAmount),
  };
}

/** A customer's account: the customer, the open (issued or overdue) loan and the active card. */
export async function account(w: World, email: string) {
  const customer = await customerByEmail(w, email);
  const loans = await w.ok('loan.searchLoans', {
    data: { filter: { customerId: customer.id, status: ['issued', 'overdue', 'approved'] }, page: 1, perPage: 5 },
  });
  const loan = loans.items[0];
  const card = (await cardsOf(w, customer.id)).find((c) => c.status === 'active');
  if (!loan || !card) throw new Error(`${email} has no open loan or no active card in the seed`);
  return { customer, loan, card };
}

/** What a customer's own sign-in gives: a token to call as that customer. */
export async function signIn(w: World, customer: StaffCustomer): Promise<{ token: string }> {
  const session = await w.ok('membership.login', {
    data: { phoneNumber: customer.mobilePhone, password: '1234', countryCode: customer.country },
    as: 'public',
  });
  return { token: session.token };
}

/** How a provider signs what it sends us (its shared secret with the lender). */
export const sign = (provider: SigningProvider, ...parts: (string | number)[]) => providerSignature(provider, parts);

/**
 * A card token the provider issued for a customer and no card holds yet. The provider's vault is the
 * provider's, not the lender's book: no catalogue call lists it, so it is read from the mock itself.
 */
export function spareToken(w: World, provider: 'credorax' | 'paynopain', skip = 0): { customerId: number; token: string; last4: string } {
  const spare = w.outside.ctx.rows('providerTokens').filter((t) => t.cardId === null && t.provider === provider)[skip];
  if (!spare) throw new Error(`the seed has no spare ${provider} token`);
  return { customerId: Number(spare.customerId), token: String(spare.token), last4: String(spare.last4) };
}
