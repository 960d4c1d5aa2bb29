import type { BankDetails } from '@pronto/api';
import { addMonths, daysBetween } from '../dates.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import type { ScrapeResults } from '../seed/bank.ts';

/** Bank codes of the IBANs the mock knows (GB: 4 letters after the check digits; ES: the 4-digit entity). */
const BANKS: Record<string, string> = {
  BARC: 'Barclays',
  HBUK: 'HSBC',
  LOYD: 'Lloyds',
  NWBK: 'NatWest',
  MOCK: 'Mock Bank',
  WEST: 'Westminster Test Bank',
  '2100': 'CaixaBank',
  '0049': 'Santander',
  '0182': 'BBVA',
  '0081': 'Sabadell',
  '2085': 'Ibercaja',
};

export type { BankDetails } from '@pronto/api';

/** What an IBAN (or a UK sort code and account number) says about the bank. */
export function bankDetailsOf(account: Row): BankDetails {
  if (typeof account.iban !== 'string' || account.iban === '') {
    const sortCode = typeof account.sortCode === 'string' ? account.sortCode : null;
    return {
      country: 'GB',
      bankCode: null,
      bankName: null,
      branch: sortCode,
      accountNumber: typeof account.accountNumber === 'string' ? account.accountNumber : null,
    };
  }
  const iban = account.iban;
  const country = iban.slice(0, 2);
  if (country === 'GB') {
    const bankCode = iban.slice(4, 8);
    return { country, bankCode, bankName: BANKS[bankCode] ?? null, branch: iban.slice(8, 14), accountNumber: iban.slice(14) };
  }
  const bankCode = iban.slice(4, 8);
  return { country, bankCode, bankName: BANKS[bankCode] ?? null, branch: iban.slice(8, 12), accountNumber: iban.slice(-10) };
}

/** Customer ids per IBAN, for the IBANs stored on more than one customer. */
export function sharedIbans(accounts: Row[]): Map<string, number[]> {
  const owners = new Map<string, Set<number>>();
  for (const a of accounts) {
    if (typeof a.iban !== 'string' || a.iban === '') continue;
    owners.set(a.iban, (owners.get(a.iban) ?? new Set()).add(Number(a.customerId)));
  }
  return new Map([...owners].filter(([, ids]) => ids.size > 1).map(([iban, ids]) => [iban, [...ids].sort((x, y) => x - y)]));
}

/**
 * The account a loan may be paid into: the newest verified account whose IBAN no other customer uses.
 * The reason is what the back office shows next to it.
 */
export function eligibleAccount<T extends Row>(own: T[], shared: Map<string, number[]>): { account: T | null; reason: string } {
  const verified = own.filter((a) => a.verified === true).sort((a, b) => b.id - a.id);
  if (verified.length === 0) return { account: null, reason: 'The customer has no verified bank account.' };
  const account = verified.find((a) => typeof a.iban !== 'string' || !shared.has(a.iban));
  if (!account) return { account: null, reason: 'Every verified account of the customer is also used by another customer.' };
  return { account, reason: 'The newest verified account that no other customer uses.' };
}

/** Why a customer cannot be scraped, or null when it can. */
export function scrapeRefusal(customer: CustomerRecord): string | null {
  if (customer.deleted) return 'The customer is deleted.';
  if (customer.blacklisted) return 'The customer is blacklisted.';
  return null;
}

const SALARY = /SALARY|NOMINA|PAYROLL/i;

/** The salary day of month in scraped transactions (the most frequent day of the salary credits). */
export function salaryDateFrom(results: ScrapeResults, today: string): { salaryDay: number; nextSalaryDate: string; basedOn: number } {
  const credits = results.transactions.filter((t) => t.amount > 0 && SALARY.test(t.description));
  if (credits.length === 0) throw invalid('No salary payments were found in the scraped transactions.');
  const counts = new Map<number, number>();
  for (const t of credits) counts.set(Number(t.date.slice(8, 10)), (counts.get(Number(t.date.slice(8, 10))) ?? 0) + 1);
  const [salaryDay] = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] as [number, number];
  return { salaryDay, nextSalaryDate: nextDayOfMonth(today, salaryDay), basedOn: credits.length };
}

/** The first date on or after `today` falling on `day` of its month (clamped to the month's last day). */
export function nextDayOfMonth(today: string, day: number): string {
  for (let m = 0; m <= 1; m++) {
    const first = addMonths(`${today.slice(0, 8)}01`, m);
    const last = addMonths(first, 1);
    const lastDay = daysBetween(first, last);
    const candidate = `${first.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
    if (candidate >= today) return candidate;
  }
  return today;
}

interface Figures {
  total: number;
  completed: number;
  failed: number;
  successRate: number;
  averageSeconds: number;
}

function figures(sessions: Row[]): Figures {
  const completed = sessions.filter((s) => s.status === 'completed').length;
  const duration = sessions.reduce((sum, s) => sum + Number(s.durationMs ?? 0), 0);
  return {
    total: sessions.length,
    completed,
    failed: sessions.length - completed,
    successRate: sessions.length ? Math.round((completed / sessions.length) * 1000) / 10 : 0,
    averageSeconds: sessions.length ? Math.round(duration / sessions.length / 100) / 10 : 0,
  };
}

/** Scraper performance over [from, to] (days, inclusive): totals, per provider, per day and the failure reasons. */
export function performance(sessions: Row[], from: string, to: string) {
  if (from > to) throw invalid('The start date must not be after the end date.');
  if (daysBetween(from, to) > 366) throw invalid('Choose a period of at most one year.');
  const inRange = sessions.filter((s) => {
    const day = String(s.createdAt ?? '').slice(0, 10);
    return day >= from && day <= to;
  });
  const group = (key: (s: Row) => string) => {
    const out = new Map<string, Row[]>();
    for (const s of inRange) out.set(key(s), [...(out.get(key(s)) ?? []), s]);
    return [...out].sort(([a], [b]) => a.localeCompare(b));
  };
  return {
    from,
    to,
    ...figures(inRange),
    byProvider: group((s) => String(s.provider ?? 'unknown')).map(([provider, rows]) => ({ provider, ...figures(rows) })),
    byDay: group((s) => String(s.createdAt).slice(0, 10)).map(([day, rows]) => ({ day, ...figures(rows) })),
    errors: group((s) => String(s.error ?? ''))
      .filter(([error]) => error !== '')
      .map(([error, rows]) => ({ error, count: rows.length })),
  };
}
