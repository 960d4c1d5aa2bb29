import type { BankAccountRecord, ScrapeSession, SearchResponse, StaffCustomer } from '@pronto/api';
import type { World } from '../harness.ts';

/* The seed's bank data the bankscraper cases check against, read through catalogue calls. Fixed UK customers:
 * systemapproved, securitychecked, internalcollection, externalcollection and legal have one verified
 * Barclays account and one completed scrape; approved's only scrape failed; new, preregistered, registered,
 * declined and waiting have no bank data at all. */

export const email = (status: string) => `customer.${status}@pronto.test`;

/** A scrape session as the console's session search lists it: with its financial checks and its consent. */
export type SessionRow = ScrapeSession & {
  validations?: { verdict: string; withCredentials: boolean; checkedBy: string; reasons: string[] }[];
  consentSessionId?: number;
};

/** A customer of the seed found by e-mail through the console's customer search. */
export async function customer(w: World, address: string): Promise<StaffCustomer> {
  const found = await w.ok('customer.search', { data: { q: address, page: 1, perPage: 5 } });
  const one = found.items.find((c) => c.emailAddress === address);
  if (!one) throw new Error(`the seed has no customer ${address}`);
  return one;
}

/** The id of a fixed UK customer by status. */
export const idOf = async (w: World, status: string) => (await customer(w, email(status))).id;

/** A customer's scrape sessions, newest first, through the console's session search (its answer is untyped in the contract). */
export async function sessionsOf(w: World, customerId: number): Promise<SessionRow[]> {
  const found = (await w.ok('bankscraper.searchSessions', {
    data: { filter: { customerId }, page: 1, perPage: 100 },
  })) as SearchResponse<SessionRow>;
  return found.items;
}

/** A customer's bank accounts with what the IBAN says about the bank. */
export const accountsOf = (w: World, customerId: number): Promise<BankAccountRecord[]> =>
  w.ok('bankscraper.getAccountWithBankDetails', { params: { customerId } });

/** The console's bank-account search (its answer is untyped in the contract). */
export async function searchAccounts(w: World, filter: Record<string, unknown>): Promise<SearchResponse<BankAccountRecord>> {
  return (await w.ok('bankscraper.searchAccounts', { data: { filter, page: 1, perPage: 500 } })) as SearchResponse<BankAccountRecord>;
}

/** A customer's bank data as the console reads it: the sessions and the accounts. */
export const bankDataOf = async (w: World, customerId: number) => ({
  sessions: await sessionsOf(w, customerId),
  accounts: await accountsOf(w, customerId),
});
export type BankData = Awaited<ReturnType<typeof bankDataOf>>;

/** Blacklists a customer (setup for the refusals: a blacklisted customer is never scraped). */
export async function blacklisted(w: World, status: string): Promise<number> {
  const customerId = await idOf(w, status);
  const found = await w.ok('customer.search', { data: { q: email(status), page: 1, perPage: 1 } });
  if (found.items[0]?.blacklisted !== true) await w.ok('customer.blacklist/add', { data: { customerId, reason: 'Fraud suspected' } });
  return customerId;
}
