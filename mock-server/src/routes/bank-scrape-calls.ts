import { round2 } from '@pronto/domain';
import { addDays } from '../dates.ts';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { SCRAPE_PROVIDERS, type ScrapeResults } from '../seed/bank.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { id, list, optStr } from '../validate.ts';
import { eligibleAccount, salaryDateFrom, scrapeRefusal, sharedIbans } from './bank-rules.ts';
import { identityMatch, readBank, scrapeBank } from './bank-reading.ts';
import type { Routes } from './define.ts';
import { providerSignature } from './provider-signature.ts';
import { customerOr422, idFrom, newest, rowOr422, staffName } from './staff-helpers.ts';

/*
 * Bank calls beyond the plain scrape: checking the customer's finances against the bank, the account a loan
 * is paid into, reading given accounts again, and reading the bank with an open-banking consent (token)
 * instead of the customer's sign-in, which runs in two steps like the providers' (start, then continue).
 */

/** How long an open-banking consent lasts (PSD2: 90 days before the customer confirms it again). */
export const CONSENT_DAYS = 90;
/** How far below the declared monthly income the income found may be and still match it. */
const INCOME_TOLERANCE = 0.1;
const SALARY = /SALARY|NOMINA|PAYROLL/i;
const MAX_ACCOUNTS = 50;

/** The consent a session read the bank under: its own, or the one a token scrape used. */
const consentOf = (s: Row) => (typeof s.consentSessionId === 'number' ? s.consentSessionId : s.id);
/** The open-banking token of a consent: only the mock can make it (the provider's secret). */
export const consentToken = (consentSessionId: number) => `obt_${providerSignature('openbanking', [consentSessionId]).slice(0, 32)}`;

/** What the bank data says about the customer's finances against what the customer declared. */
function financialCheck(ctx: Context, customer: CustomerRecord, results: ScrapeResults) {
  const identity = identityMatch(customer, results.holder);
  const salaries = results.transactions.filter((t) => t.amount > 0 && SALARY.test(t.description));
  const months = new Set(salaries.map((t) => t.date.slice(0, 7))).size;
  const incomeFound = months ? round2(salaries.reduce((sum, t) => sum + t.amount, 0) / months) : 0;
  const declared = typeof customer.monthlyIncome === 'number' ? customer.monthlyIncome : null;
  const incomeMatches = declared !== null && incomeFound >= declared * (1 - INCOME_TOLERANCE);
  let salary: { salaryDay: number; nextSalaryDate: string } | null = null;
  try {
    const found = salaryDateFrom(results, ctx.nowIso().slice(0, 10));
    salary = { salaryDay: found.salaryDay, nextSalaryDate: found.nextSalaryDate };
  } catch {
    salary = null;
  }
  const reasons: string[] = [];
  if (!identity.matched) reasons.push('The bank account holder does not match the customer.');
  if (!salary) reasons.push('No salary payments were found.');
  if (declared === null) reasons.push('The customer has not declared a monthly income.');
  else if (!incomeMatches) reasons.push(`The income found (${incomeFound}) is more than 10% below the income declared (${declared}).`);
  return { verdict: reasons.length ? 'notValidated' : 'validated', reasons, identity, salary, incomeFound, incomeDeclared: declared };
}

export function registerBankScrapeCalls(routes: Routes, ctx: Context): void {
  const sessions = () => ctx.rows('scrapeSessions');
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));
  const scrapable = (customer: CustomerRecord) => {
    const refusal = scrapeRefusal(customer);
    if (refusal) throw invalid(refusal);
    return customer;
  };
  const completedOf = (customerId: number) => newest(sessions().filter((s) => s.customerId === customerId && s.status === 'completed'));
  /** The customer's consents still valid, newest first: one token each (a session read with the customer's sign-in grants one). */
  const consents = (customerId: number) => {
    const now = ctx.nowIso();
    const completed = completedOf(customerId);
    return completed
      .filter((origin) => consentOf(origin) === origin.id)
      .map((origin) => {
        const at = String(origin.createdAt);
        return {
          token: consentToken(origin.id),
          provider: origin.provider,
          bankName: origin.bankName,
          consentSessionId: origin.id,
          grantedAt: at,
          expiresAt: `${addDays(at.slice(0, 10), CONSENT_DAYS)}${at.slice(10)}`,
          lastUsedAt: completed.find((s) => consentOf(s) === origin.id)?.createdAt ?? at,
        };
      })
      .filter((c) => c.expiresAt > now);
  };
  const record = (session: Row, check: ReturnType<typeof financialCheck>, call: Call, withCredentials: boolean) => {
    const entry = { ...check, withCredentials, checkedAt: ctx.nowIso(), checkedBy: staffName(call) };
    session.validations = [...((session.validations as unknown[] | undefined) ?? []), entry];
    ctx.changed();
    return { customerId: session.customerId, sessionId: session.id, ...entry };
  };

  // With the stored bank sign-in: the bank is read again now and the finances checked on what it says.
  routes.id('bankscraper.validateCustomerFinancialDetails', (call) => {
    const customer = scrapable(customerOf(call));
    if (!sessions().some((s) => s.customerId === customer.id))
      throw invalid('No stored bank sign-in for this customer: the customer connects the bank first.');
    const session = scrapeBank(ctx, customer, 'validation', staffName(call));
    return record(session, financialCheck(ctx, customer, session.results as ScrapeResults), call, true);
  });
  // Without a sign-in: the finances checked on the bank data read last, the bank not contacted.
  routes.id('bankscraper.validateCustomerFinancialDetailsWithoutCred', (call) => {
    const customer = customerOf(call);
    const session = completedOf(customer.id)[0];
    if (!session) throw invalid('No bank data for this customer yet: validate with the bank sign-in or scrape first.');
    return record(session, financialCheck(ctx, customer, session.results as ScrapeResults), call, false);
  });

  routes.id(
    'bankscraper.findLinkedAccountId',
    (call) => {
      const customer = customerOf(call);
      const own = ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id);
      const { account, reason } = eligibleAccount(own, sharedIbans(ctx.rows('bankAccounts')));
      return { customerId: customer.id, accountId: account?.id ?? null, iban: account?.iban ?? null, reason };
    },
    { readOnly: true },
  );

  // Given accounts read again, one bank read per customer; a customer who cannot be read is reported, not failed.
  routes.id('bankscraper.scrapeAccounts', (call) => {
    const ids = [...new Set(list(call.body, 'accountIds').map((v) => id(v, 'accountIds')))];
    if (ids.length === 0) throw invalid('accountIds must name at least one bank account.');
    if (ids.length > MAX_ACCOUNTS) throw invalid(`At most ${MAX_ACCOUNTS} bank accounts at once.`);
    const accounts = ids.map((accountId) => rowOr422(ctx, 'bankAccounts', accountId, 'Bank account'));
    const read = new Map<number, Row | string>();
    return accounts.map((account) => {
      const customerId = Number(account.customerId);
      if (!read.has(customerId)) {
        const customer = ctx.customerById(customerId);
        const refusal = customer ? scrapeRefusal(customer) : `Customer ${customerId} does not exist.`;
        read.set(customerId, refusal ?? scrapeBank(ctx, customer as CustomerRecord, 'account', staffName(call)));
      }
      const outcome = read.get(customerId) as Row | string;
      return typeof outcome === 'string'
        ? { accountId: account.id, customerId, sessionId: null, status: 'refused', reason: outcome, verified: account.verified === true }
        : {
            accountId: account.id,
            customerId,
            sessionId: outcome.id,
            status: 'completed',
            reason: null,
            verified: account.verified === true,
          };
    });
  });

  routes.id('bankscraper.GetCustomerBestTokens', (call) => consents(customerOf(call).id));

  // Token scrape: started with a consent (the best one when none is given), then continued once the provider has read the bank.
  routes.id('bankscraper.tokenScrape', (call) => {
    const customer = scrapable(customerOf(call));
    const valid = consents(customer.id);
    const token = optStr(call.body, 'token');
    const consent = token === undefined ? valid[0] : valid.find((c) => c.token === token);
    if (!consent)
      throw invalid(
        token === undefined
          ? 'The customer has no valid bank consent: the customer connects the bank again.'
          : 'This token is not a valid bank consent of the customer.',
      );
    return ctx.insert('scrapeSessions', {
      customerId: customer.id,
      provider: consent.provider ?? SCRAPE_PROVIDERS[0],
      bankName: consent.bankName,
      purpose: 'token',
      status: 'inProgress',
      consentSessionId: consent.consentSessionId,
      error: null,
      durationMs: null,
      startedBy: staffName(call),
      createdAt: ctx.nowIso(),
      results: null,
    });
  });
  routes.id('bankscraper.tokenScrapeSession', (call) => {
    const session = rowOr422(ctx, 'scrapeSessions', idFrom(call, 'sessionId'), 'Scrape session');
    if (call.body.customerId !== undefined && idFrom(call, 'customerId') !== session.customerId)
      throw invalid(`Scrape session ${session.id} is not a session of customer ${String(call.body.customerId)}.`);
    if (session.purpose !== 'token') throw invalid(`Scrape session ${session.id} is not a token scrape.`);
    if (session.status === 'completed') return session;
    if (session.status !== 'inProgress') throw invalid(`Scrape session ${session.id} ${String(session.status)}: start a new one.`);
    const customer = scrapable(customerOr422(ctx, Number(session.customerId)));
    Object.assign(session, {
      ...readBank(ctx, customer),
      status: 'completed',
      durationMs: Date.parse(ctx.nowIso()) - Date.parse(String(session.createdAt)),
    });
    ctx.changed();
    return session;
  });
}
