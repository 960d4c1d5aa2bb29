import type { ScrapeResults } from '@pronto/api';
import { addDays, addMonths } from '../dates.ts';
import { storedText, type CustomerRecord, type Db, type Row } from '../types.ts';
import { at, rel, seedToday } from './random.ts';

/** Scraping providers: the active one first (bankscraper.activeScrapeProvider answers with it). */
export const SCRAPE_PROVIDERS = ['mockScraper', 'legacyScraper'] as const;

/** Why a seeded scrape failed (shown on the session and counted by the performance report). */
const FAILURES = ['The bank rejected the credentials.', 'The bank did not answer in time.', 'The customer cancelled the bank sign-in.'];

export type { ScrapeResults } from '@pronto/api';
/** One transaction a scrape finds. */
export type ScrapeTransaction = ScrapeResults['transactions'][number];

/** The customer's salary day of month in the made-up bank data (1, 15, 25 or 28). */
export function salaryDayOf(customerId: number): number {
  return [1, 15, 25, 28][customerId % 4] as number;
}

/**
 * What a scrape finds, deterministically from the customer: the holder, the accounts with balances and
 * three months of transactions up to `day` (a monthly salary credit, rent and card spending).
 */
export function scrapeResults(customer: CustomerRecord, accounts: Row[], day: string): ScrapeResults {
  const currency = customer.country === 'GB' ? 'GBP' : 'EUR';
  const salaryWord = customer.country === 'GB' ? 'SALARY ACME LTD' : 'NOMINA ACME SL';
  const salary = 1200 + (customer.id % 7) * 100;
  const transactions: ScrapeTransaction[] = [];
  for (let m = -3; m <= 0; m++) {
    const monthStart = addMonths(`${day.slice(0, 8)}01`, m);
    const payday = addDays(monthStart, salaryDayOf(customer.id) - 1);
    const rent = addDays(monthStart, 2);
    const shop = addDays(monthStart, 9 + (customer.id % 10));
    if (payday <= day && payday > addMonths(day, -3)) transactions.push({ date: payday, description: salaryWord, amount: salary });
    if (rent <= day && rent > addMonths(day, -3)) transactions.push({ date: rent, description: 'RENT', amount: -Math.round(salary * 0.4) });
    if (shop <= day && shop > addMonths(day, -3))
      transactions.push({ date: shop, description: 'CARD PAYMENT SUPERMARKET', amount: -(40 + (customer.id % 50)) });
  }
  transactions.sort((a, b) => b.date.localeCompare(a.date));
  return {
    holder: { name: `${customer.firstName} ${customer.lastName}`, email: storedText(customer.emailAddress), phone: customer.mobilePhone },
    accounts: accounts
      .filter((a) => typeof a.iban === 'string')
      .map((a, i) => ({
        iban: String(a.iban),
        bankName: String(a.bankName ?? ''),
        balance: 150 + ((customer.id * 37 + i * 11) % 900),
        currency,
      })),
    transactions,
  };
}

/**
 * Bank data of the back office: a few IBANs shared by two customers (the duplicates check), and scrape
 * sessions of Aug-Oct 2026 with their results (every fifth one failed) for the performance report.
 */
export function bankSeed(db: Db): { scrapeSessions: Row[] } {
  const accounts = db.bankAccounts as Row[];
  const byId = new Map(db.customers.map((c) => [c.id, c]));
  let nextAccountId = accounts.length + 1;
  // Duplicates: six IBANs also stored on another customer (unverified, added by hand).
  for (let i = 0; i < 6; i++) {
    const original = accounts[10 + i * 7];
    const other = accounts[accounts.length - 1 - i * 5];
    if (!original || !other || original.customerId === other.customerId) continue;
    accounts.push({
      id: nextAccountId++,
      customerId: other.customerId,
      iban: original.iban,
      bankName: original.bankName,
      verified: false,
      source: 'manual',
      addedBy: 'agent@pronto.test',
      createdAt: at(rel('2026-10-0' + String(1 + i)), 11),
    });
  }
  const sessions: Row[] = [];
  const customerIds = [...new Set(accounts.slice(0, 80).map((a) => Number(a.customerId)))];
  customerIds.forEach((customerId, i) => {
    const customer = byId.get(customerId);
    if (!customer) return;
    // The last few sessions ran today; the others over the three months before.
    const day = i >= customerIds.length - 4 ? seedToday() : rel(addDays('2026-08-01', (i * 7) % 92));
    const failed = i % 5 === 4;
    const own = accounts.filter((a) => a.customerId === customerId);
    sessions.push({
      id: sessions.length + 1,
      customerId,
      provider: SCRAPE_PROVIDERS[i % 3 === 2 ? 1 : 0],
      bankName: String(own[0]?.bankName ?? ''),
      purpose: i % 6 === 5 ? 'collection' : 'account',
      status: failed ? 'failed' : 'completed',
      error: failed ? FAILURES[i % FAILURES.length] : null,
      durationMs: 4000 + ((i * 1733) % 26000),
      startedBy: 'system',
      // Today's ran at midnight: a later hour would lie in the future of a server started early in the day.
      createdAt: at(day, day === seedToday() ? 0 : 8 + (i % 10)),
      results: failed ? null : scrapeResults(customer, own, day),
    });
  });
  return { scrapeSessions: sessions };
}
