import type { Context } from '../context.ts';
import { SCRAPE_PROVIDERS, scrapeResults, type ScrapeResults } from '../seed/bank.ts';
import { storedText, type CustomerRecord, type Row } from '../types.ts';
import { bankDetailsOf } from './bank-rules.ts';

/* Reading a customer's bank: the made-up bank data the mock finds (no real bank offline), the IBANs it makes,
 * and whether the bank's account holder is the customer. */

/** A Spanish BBAN (CCC) with its two control digits: bank + branch (8 digits), then the 10-digit account. */
function spanishBban(bankBranch: string, account: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const control = (ten: string) => {
    const d = 11 - ([...ten].reduce((s, c, i) => s + Number(c) * (weights[i] ?? 0), 0) % 11);
    return String(d === 11 ? 0 : d === 10 ? 1 : d);
  };
  return `${bankBranch}${control(`00${bankBranch}`)}${control(account)}${account}`;
}

/** A valid IBAN for a country from a number (deterministic). */
export function ibanFrom(country: 'GB' | 'ES', n: number): string {
  const bban =
    country === 'GB'
      ? `MOCK${String(400000 + (n % 600000)).padStart(6, '0')}${String(n).padStart(8, '0').slice(-8)}`
      : spanishBban(`2100${String(n % 10000).padStart(4, '0')}`, String(n).padStart(10, '0').slice(-10));
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Which of the customer's name, e-mail and phone the bank's account holder matches (accents, case aside). */
export function identityMatch(customer: CustomerRecord, holder: ScrapeResults['holder']) {
  const name = plain(holder.name) === plain(`${customer.firstName} ${customer.lastName}`);
  const email = plain(holder.email) === plain(storedText(customer.emailAddress));
  const phone = holder.phone.replace(/\D/g, '').slice(-9) === customer.mobilePhone.replace(/\D/g, '').slice(-9);
  return { name, email, phone, matched: name && email && phone };
}

/**
 * Reads the customer's bank (made-up data, seed/bank.ts): the bank confirms the customer's IBAN accounts
 * (verified), and with none stored it finds one; answers the bank's name and what was read.
 */
export function readBank(ctx: Context, customer: CustomerRecord): { bankName: string; results: ScrapeResults } {
  const own = () => ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id);
  const ibans = own().filter((a) => typeof a.iban === 'string');
  if (ibans.length === 0) {
    const iban = ibanFrom(customer.country === 'ES' ? 'ES' : 'GB', customer.id * 1000 + ctx.rows('bankAccounts').length);
    ctx.insert('bankAccounts', {
      customerId: customer.id,
      iban,
      bankName: bankDetailsOf({ id: 0, iban }).bankName ?? 'Unknown bank',
      verified: true,
      source: 'scrape',
      createdAt: ctx.nowIso(),
    });
  } else {
    for (const a of ibans) a.verified = true;
    ctx.changed();
  }
  const accounts = own();
  return {
    bankName: String(accounts.find((a) => typeof a.iban === 'string')?.bankName ?? ''),
    results: scrapeResults(customer, accounts, ctx.nowIso().slice(0, 10)),
  };
}

/** Reads the customer's bank now and stores the completed session (`extra` adds fields of its own). */
export function scrapeBank(ctx: Context, customer: CustomerRecord, purpose: string, by: string, extra: Record<string, unknown> = {}): Row {
  return ctx.insert('scrapeSessions', {
    customerId: customer.id,
    provider: SCRAPE_PROVIDERS[0],
    purpose,
    status: 'completed',
    error: null,
    durationMs: 3000 + (customer.id % 9) * 1000,
    startedBy: by,
    createdAt: ctx.nowIso(),
    ...readBank(ctx, customer),
    ...extra,
  });
}
