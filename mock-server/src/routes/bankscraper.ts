import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { id, list, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

/** IBAN check digits (ISO 13616, mod 97 = 1). */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A valid IBAN for a country from a number (deterministic). */
export function ibanFrom(country: 'GB' | 'ES', n: number): string {
  const bban = country === 'GB' ? `MOCK${String(400000 + (n % 600000)).padStart(6, '0')}${String(n).padStart(8, '0').slice(-8)}` : `2100${String(n).padStart(16, '0').slice(-16)}`;
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** Bank-account scraping is not reachable offline: the mock answers from the stored bank accounts. */
export function registerBankscraperRoutes(routes: Routes, ctx: Context): void {
  const accounts = () => ctx.rows('bankAccounts');
  const accountsOf = (customerId: number) => accounts().filter((a) => a.customerId === customerId);
  const customerAccounts = (call: Call) => accountsOf(customerOr422(ctx, idFrom(call, 'customerId')).id);

  routes.id('bankscraper.ServiceUrl', () => 'http://127.0.0.1/mock-bank-scraper');
  routes.id('bankscraper.activeScrapeProvider', () => 'mockScraper');
  routes.id('bankscraper.loantransfermanager/state', () => ({ state: 'idle', queued: 0 }));
  routes.id('bankscraper.getAccountWithBankDetails', customerAccounts);
  routes.id('bankscraper.GetAccount', (call) => customerAccounts(call)[0] ?? null);
  routes.id('bankscraper.getAccountBulk', (call) => {
    const ids = list(call.body, 'customerIds').map((v) => id(v, 'customerIds'));
    return Object.fromEntries(ids.map((customerId) => [customerId, accountsOf(customerId)]));
  });
  routes.id('bankscraper.FindDuplicateAccounts', () => {
    const byIban = new Map<string, Row[]>();
    for (const a of accounts()) byIban.set(String(a.iban), [...(byIban.get(String(a.iban)) ?? []), a]);
    return [...byIban.values()].filter((group) => new Set(group.map((a) => a.customerId)).size > 1);
  });
  routes.id('bankscraper.addCustomerBankAccountManually', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const iban = str(call.body, 'iban').replace(/\s/g, '').toUpperCase();
    if (!isValidIban(iban)) throw invalid('The IBAN is not valid.');
    if (accountsOf(customer.id).some((a) => a.iban === iban)) throw invalid('This account is already on the customer.');
    return ctx.insert('bankAccounts', { customerId: customer.id, iban, bankName: optStr(call.body, 'bankName') ?? 'Unknown bank', verified: false, addedBy: staffName(call), createdAt: ctx.nowIso() });
  });
  routes.id('bankscraper.getEligibleBankAccount', (call) => customerAccounts(call).find((a) => a.verified === true) ?? null);
  routes.id('bankscraper.randomIban', (call) => {
    const country = String(call.query.country ?? 'GB').toUpperCase() === 'ES' ? 'ES' : 'GB';
    return ibanFrom(country, Date.now() % 100_000_000);
  });
  routes.id('bankscraper.findSalaryDateOfCustomer', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    return { customerId: customer.id, salaryDay: 1 + (customer.id % 28), confidence: 'mock' };
  });
  routes.id('bankscraper.scrape', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    return ctx.insert('scrapeSessions', { customerId: customer.id, status: 'completed', accounts: accountsOf(customer.id).length, startedBy: staffName(call), createdAt: ctx.nowIso() });
  });
}
