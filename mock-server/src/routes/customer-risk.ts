import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { ScrapeResults } from '../seed/bank.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { id } from '../validate.ts';
import { credibilityOf, ruleEngine, SCORE_MAX } from './credibility.ts';
import type { Routes } from './define.ts';
import { nameMatch } from './name-matching.ts';
import { customerOr422, idFrom, newest, rowOr422, staffName } from './staff-helpers.ts';
import { relationsOf } from './suspected-logins.ts';

/** Stored rule-engine runs (the registration's and each one staff start). */
export const RULE_ENGINE_RUNS = 'ruleEngineRuns';

/** Runs the rule engine on a customer now and stores the verdict. */
export function runRuleEngine(ctx: Context, customer: CustomerRecord, ranBy: string): Row {
  const loans = ctx.db.loans.filter((l) => l.customerId === customer.id);
  return ctx.insert(RULE_ENGINE_RUNS, {
    customerId: customer.id,
    ...ruleEngine(customer, loans, relationsOf(ctx, customer.id)),
    ranBy,
    createdAt: ctx.nowIso(),
  });
}

/** The account holder a completed scrape found for an IBAN (the newest scrape that listed it). */
function holderOf(ctx: Context, customerId: number, iban: string): { name: string; scrapedAt: string } | null {
  const sessions = newest(ctx.rows('scrapeSessions').filter((s) => s.customerId === customerId && s.status === 'completed'));
  for (const s of sessions) {
    const results = s.results as ScrapeResults | null;
    if (results?.accounts.some((a) => a.iban === iban)) return { name: results.holder.name, scrapedAt: String(s.createdAt) };
  }
  return null;
}

/** Credibility and risk: the rule engine (run, read), the risk score set by hand, the name check against a bank account holder. */
export function registerCustomerRiskRoutes(routes: Routes, ctx: Context): void {
  const customerOf = (call: Call) => customerOr422(ctx, idFrom(call, 'customerId'));
  const loansOf = (customerId: number) => ctx.db.loans.filter((l) => l.customerId === customerId);

  routes.id('customer.ruleEngineCredibility', (call) => {
    const customer = customerOf(call);
    return newest(ctx.rows(RULE_ENGINE_RUNS).filter((r) => r.customerId === customer.id));
  });

  routes.id('customer.ruleEngineCredibility.post', (call) => runRuleEngine(ctx, customerOf(call), staffName(call)));

  // Audited (audit.ts): the reason and the score before and after land in the audit trail.
  routes.id('customer.UpsertCustomerRiskScore', (call) => {
    const customer = customerOf(call);
    const value = call.body.score;
    if (value === null) customer.riskScore = null;
    else {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > SCORE_MAX)
        throw invalid(`score must be a whole number from 0 to ${SCORE_MAX} (null gives the computed score back).`);
      customer.riskScore = { score: value, setAt: ctx.nowIso(), setBy: staffName(call) };
    }
    ctx.changed();
    return credibilityOf(customer, loansOf(customer.id));
  });

  routes.id(
    'customer.nameMatching',
    (call) => {
      const customer = customerOf(call);
      const accounts = ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id);
      const account =
        call.body.accountId === undefined || call.body.accountId === null || call.body.accountId === ''
          ? (accounts.find((a) => a.verified === true) ?? accounts[0])
          : rowOr422(ctx, 'bankAccounts', id(call.body.accountId, 'accountId'), 'Bank account');
      if (!account) throw invalid(`Customer ${customer.id} has no bank account to match.`);
      if (account.customerId !== customer.id) throw invalid(`Bank account ${account.id} is not an account of customer ${customer.id}.`);
      const holder = holderOf(ctx, customer.id, String(account.iban));
      if (!holder) throw invalid(`No account holder is known for bank account ${account.id} yet: scrape the account first.`);
      return {
        customerId: customer.id,
        accountId: account.id,
        iban: account.iban,
        customerName: `${customer.firstName} ${customer.lastName}`,
        holderName: holder.name,
        scrapedAt: holder.scrapedAt,
        ...nameMatch(customer.firstName, customer.lastName, holder.name),
      };
    },
    { readOnly: true },
  );
}
