import type { ApplicationFlow, BankAccountRecord, BankCredential, CardPriority, ScrapeSession, TransferManagerState } from '@pronto/api';
import { isValidIban as isValidDomainIban } from '@pronto/domain';
import type { Context } from '../context.ts';
import { siteUrl } from '../site-urls.ts';
import { invalid, type Call } from '../http.ts';
import { SCRAPE_PROVIDERS, type ScrapeResults } from '../seed/bank.ts';
import type { Row, Stored } from '../types.ts';
import { id, isoDate, list, optStr, str } from '../validate.ts';
import { bankDetailsOf, eligibleAccount, performance, salaryDateFrom, scrapeRefusal, sharedIbans } from './bank-rules.ts';
import { ibanFrom, identityMatch, scrapeBank } from './bank-reading.ts';
import { registerBankScrapeCalls } from './bank-scrape-calls.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest, rowOr422, staffName } from './staff-helpers.ts';
import { searchRows } from './search-collection.ts';

/** The IBAN check shared with the site and the console: @pronto/domain's ibantools check (country length, BBAN format, mod 97, ES control digits). */
export const isValidIban = (value: string): boolean => isValidDomainIban(value);

export { ibanFrom, identityMatch };

/** "customer.x@pronto.test" -> "c***@pronto.test"; a phone keeps its last 3 digits. */
export function maskLogin(login: string): string {
  const at = login.indexOf('@');
  if (at > 0) return `${login[0]}***${login.slice(at)}`;
  return `***${login.slice(-3)}`;
}

/** The order cards are tried in for collection: the rules, best first (bankscraper.cardPriorityList). */
export const CARD_PRIORITY_RULES = [
  'The active card',
  'Linked cards, the latest expiry first',
  'Unlinked cards, the latest expiry first',
] as const;

/** A stored text field, or undefined when the row has none. */
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** "MM/YY" -> a sortable "YYMM" ('' when unreadable). */
const expiryKey = (expiry: unknown) => {
  const m = /^(\d{2})\/(\d{2})$/.exec(String(expiry ?? ''));
  return m ? `${m[2]}${m[1]}` : '';
};

/** The rule a card is tried under: 0 the active card, 1 linked, 2 unlinked (CARD_PRIORITY_RULES). */
const priorityRank = (c: Row) => (c.status === 'active' ? 0 : c.linked === true || c.status === 'linked' ? 1 : 2);

/** The cards that may be tried, in the order collection tries them (deleted cards are never charged). */
export function inPriorityOrder<T extends Row>(cards: T[]): T[] {
  return cards
    .filter((c) => c.deleted !== true && c.status !== 'deleted')
    .sort((a, b) => priorityRank(a) - priorityRank(b) || expiryKey(b.expiry).localeCompare(expiryKey(a.expiry)) || b.id - a.id);
}

/** A customer's cards in collection priority order, each with its rank and the rule that placed it. */
export function cardPriority(cards: Row[]): CardPriority[] {
  return inPriorityOrder(cards).map((c, i) => ({
    id: c.id,
    rank: i + 1,
    rule: CARD_PRIORITY_RULES[priorityRank(c)],
    maskedPan: textOf(c.maskedPan),
    brand: textOf(c.brand),
    expiry: textOf(c.expiry),
    status: textOf(c.status),
  }));
}

/**
 * Bank-account scraping is not reachable offline: the mock "scrapes" made-up bank data (seed/bank.ts),
 * stores the sessions with their results and answers the back office from the stored bank accounts.
 */
export function registerBankscraperRoutes(routes: Routes, ctx: Context): void {
  const accounts = () => ctx.rows<BankAccountRecord>('bankAccounts');
  const sessions = () => ctx.rows<ScrapeSession>('scrapeSessions');
  // Assumed (catalogue): the console's bank account and scrape session lists.
  routes.id('bankscraper.searchAccounts', (call) => searchRows(accounts(), call.body), { readOnly: true });
  routes.id('bankscraper.searchSessions', (call) => searchRows(sessions(), call.body), { readOnly: true });
  const accountsOf = (customerId: number) => accounts().filter((a) => a.customerId === customerId);
  const withDetails = (a: Stored<BankAccountRecord>, shared = sharedIbans(accounts())): BankAccountRecord => ({
    ...a,
    bankDetails: bankDetailsOf(a),
    sharedWith: typeof a.iban === 'string' ? (shared.get(a.iban) ?? []).filter((c) => c !== a.customerId) : [],
  });
  const customerAccounts = (call: Call) => {
    const shared = sharedIbans(accounts());
    return accountsOf(customerOr422(ctx, idFrom(call, 'customerId')).id).map((a) => withDetails(a, shared));
  };
  const latestCompleted = (customerId: number) =>
    newest(sessions().filter((s) => s.customerId === customerId && s.status === 'completed'))[0];

  routes.id('bankscraper.ServiceUrl', () => 'http://127.0.0.1/mock-bank-scraper');
  routes.id('bankscraper.activeScrapeProvider', () => ({ provider: SCRAPE_PROVIDERS[0], providers: [...SCRAPE_PROVIDERS] }));
  /** The transfer manager pays approved loans out; its queue is the approved loans not issued yet. */
  const transferState = (): TransferManagerState => {
    const last = ctx.rows<{ createdAt: string; createdBy: string }>('transferManagerResets').at(-1);
    const queued = ctx.db.loans.filter((l) => l.status === 'approved').length;
    return { state: queued > 0 ? 'running' : 'idle', queued, lastResetAt: last?.createdAt ?? null, lastResetBy: last?.createdBy ?? null };
  };
  routes.id('bankscraper.loantransfermanager/state', transferState);
  routes.id('bankscraper.loantransfermanager/reset', (call) => {
    ctx.insert('transferManagerResets', { createdAt: ctx.nowIso(), createdBy: staffName(call) });
    return transferState();
  });
  routes.id('bankscraper.getAccountWithBankDetails', customerAccounts);
  routes.id('bankscraper.GetAccount', (call) => {
    if (call.query.accountId !== undefined || call.body.accountId !== undefined) {
      return withDetails(rowOr422(ctx, 'bankAccounts', idFrom(call, 'accountId'), 'Bank account'));
    }
    return customerAccounts(call)[0] ?? null;
  });
  routes.id('bankscraper.getAccountBulk', (call) => {
    const ids = list(call.body, 'customerIds').map((v) => id(v, 'customerIds'));
    return Object.fromEntries(ids.map((customerId) => [customerId, accountsOf(customerId)]));
  });
  routes.id('bankscraper.FindDuplicateAccounts', (call) => {
    const only = call.query.customerId === undefined || call.query.customerId === '' ? null : id(call.query.customerId, 'customerId');
    return [...sharedIbans(accounts())]
      .filter(([, customerIds]) => only === null || customerIds.includes(only))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([iban, customerIds]) => ({ iban, customerIds, accounts: accounts().filter((a) => a.iban === iban) }));
  });
  routes.id('bankscraper.addCustomerBankAccountManually', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const iban = str(call.body, 'iban').replace(/\s/g, '').toUpperCase();
    if (!isValidIban(iban)) throw invalid('The IBAN is not valid.');
    if (accountsOf(customer.id).some((a) => a.iban === iban)) throw invalid('This account is already on the customer.');
    const bankName = optStr(call.body, 'bankName') ?? bankDetailsOf({ id: 0, iban }).bankName ?? 'Unknown bank';
    const account = ctx.insert('bankAccounts', {
      customerId: customer.id,
      iban,
      bankName,
      verified: false,
      source: 'manual',
      addedBy: staffName(call),
      createdAt: ctx.nowIso(),
    });
    return withDetails(account);
  });
  routes.id('bankscraper.getEligibleBankAccount', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const shared = sharedIbans(accounts());
    const { account, reason } = eligibleAccount(accountsOf(customer.id), shared);
    return { customerId: customer.id, account: account ? withDetails(account, shared) : null, reason };
  });
  // Test data of the two markets only: another country is refused, not answered with a UK IBAN.
  routes.id('bankscraper.randomIban', (call) => {
    const country = String(call.query.country ?? 'GB').toUpperCase();
    if (country !== 'GB' && country !== 'ES') throw invalid('country must be GB or ES.');
    return ibanFrom(country, Date.now() % 100_000_000);
  });
  routes.id('bankscraper.findSalaryDateOfCustomer', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const session = latestCompleted(customer.id);
    if (!session) throw invalid('No scrape results for this customer: start a scrape first.');
    return {
      customerId: customer.id,
      sessionId: session.id,
      ...salaryDateFrom(session.results as ScrapeResults, ctx.nowIso().slice(0, 10)),
    };
  });
  routes.id('bankscraper.scrape/ableTo', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const reason = scrapeRefusal(customer);
    return { customerId: customer.id, able: reason === null, reason };
  });
  const scrape = (purpose: 'account' | 'collection') => (call: Call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const refusal = scrapeRefusal(customer);
    if (refusal) throw invalid(refusal);
    // The stored session row has the entry's shape: scrapeBank writes every field of it.
    return scrapeBank(ctx, customer, purpose, staffName(call)) as unknown as ScrapeSession & { id: number };
  };
  routes.id('bankscraper.scrape', scrape('account'));
  routes.id('bankscraper.scrape/collection', scrape('collection'));
  routes.id('bankscraper.getScrapeCustomerInfo', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const session = latestCompleted(customer.id);
    return session
      ? { customerId: customer.id, sessionId: session.id, scrapedAt: session.createdAt, ...(session.results as ScrapeResults).holder }
      : null;
  });
  routes.id('bankscraper.getCredentialsOfCustomer', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    // One stored bank sign-in per provider and bank; never the secret, the user name masked.
    const email: unknown = customer.emailAddress; // may be missing in a stored row (storedText)
    const login = maskLogin(String(email ?? customer.mobilePhone));
    const seen = new Map<string, Stored<ScrapeSession>>();
    for (const s of newest(sessions().filter((x) => x.customerId === customer.id))) {
      const key = `${String(s.provider)}|${String(s.bankName)}`;
      if (!seen.has(key)) seen.set(key, s);
    }
    return [...seen.values()].map((s): BankCredential => ({
      provider: s.provider,
      bankName: s.bankName,
      login,
      lastUsedAt: s.createdAt,
      lastStatus: s.status,
    }));
  });
  routes.id('bankscraper.validatecustomerInfo', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const session = latestCompleted(customer.id);
    if (!session) throw invalid('No scrape results for this customer: start a scrape first.');
    return { customerId: customer.id, sessionId: session.id, ...identityMatch(customer, (session.results as ScrapeResults).holder) };
  });
  routes.id('bankscraper.determineApplicationFlowPath', (call): ApplicationFlow => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const refusal = scrapeRefusal(customer);
    if (refusal) return { customerId: customer.id, flow: 'manual', reason: refusal };
    const session = latestCompleted(customer.id);
    if (session)
      return { customerId: customer.id, flow: 'scrape', reason: `The bank was read on ${String(session.createdAt).slice(0, 10)}.` };
    return { customerId: customer.id, flow: 'widget', reason: 'No bank data yet: the customer connects the bank in the widget.' };
  });
  routes.id('bankscraper.notifysms', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const refusal = scrapeRefusal(customer);
    if (refusal) throw invalid(refusal);
    // A whole address the phone can open: the site's own bank-connection step of the application.
    const link = `${siteUrl(customer.country)}/financial-information/widget`;
    const text =
      customer.country === 'ES'
        ? `Pronto: conecte su banco para terminar su solicitud en ${link}`
        : `Pronto: connect your bank to finish your application at ${link}`;
    return ctx.sendSms(customer.mobilePhone, text, customer.id, customer.country, 'bankLink');
  });
  routes.id('bankscraper.fixCustomerAccountSessionHistoryData', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    // Re-applies the session history: an account whose IBAN a completed scrape found is verified.
    const found = new Set(
      sessions()
        .filter((x) => x.customerId === customer.id && x.status === 'completed')
        .flatMap((x) => (x.results as ScrapeResults).accounts.map((a) => a.iban)),
    );
    const fixed = accountsOf(customer.id).filter((a) => typeof a.iban === 'string' && found.has(a.iban) && a.verified !== true);
    for (const a of fixed) a.verified = true;
    if (fixed.length) ctx.changed();
    return { customerId: customer.id, fixed: fixed.length, accountIds: fixed.map((a) => a.id) };
  });
  routes.id('bankscraper.getSessionResultJsonAsTxt', (call) => {
    const session = rowOr422(ctx, 'scrapeSessions', idFrom(call, 'sessionId'), 'Scrape session');
    if (session.status !== 'completed')
      return `Scrape session ${session.id} ${String(session.status)}: ${String(session.error ?? 'no results')}\n`;
    return `${JSON.stringify(session.results, null, 2)}\n`;
  });
  routes.id('bankscraper.scraperPerformance', (call) => performance(sessions(), isoDate(call.body, 'from'), isoDate(call.body, 'to')));
  routes.id('bankscraper.cardPriorityList', (call) => {
    if (call.query.customerId === undefined || call.query.customerId === '')
      return CARD_PRIORITY_RULES.map((rule, i) => ({ rank: i + 1, rule }));
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    return cardPriority(ctx.rows('cards').filter((c) => c.customerId === customer.id));
  });
  registerBankScrapeCalls(routes, ctx);
}
