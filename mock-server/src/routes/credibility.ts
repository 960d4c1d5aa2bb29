import { ageBetween, firstError, incomeLimits, isValidSpanishId, successfulRepaidLoans } from '@pronto/domain';
import type { CustomerRecord, LoanRecord, Row } from '../types.ts';

/** Credibility scores run from 0 to 1000; a customer starts at 500. */
export const SCORE_MAX = 1000;

export type Band = 'low risk' | 'medium risk' | 'high risk';
export const bandOf = (score: number): Band => (score >= 700 ? 'low risk' : score >= 400 ? 'medium risk' : 'high risk');

/** Oldest age the lender lends to (the registration form accepts up to 100). */
export const MAX_LENDING_AGE = 75;

/**
 * A customer's credibility: the score worked out from their loans (500, +80 per loan repaid on time,
 * -200 per overdue loan, -400 when blacklisted), unless staff set one by hand (UpsertCustomerRiskScore).
 */
export function credibilityOf(customer: CustomerRecord, loans: readonly LoanRecord[]) {
  const overdue = loans.filter((l) => l.status === 'overdue').length;
  const repaid = successfulRepaidLoans(loans);
  const computed = Math.max(0, Math.min(SCORE_MAX, 500 + repaid * 80 - overdue * 200 - (customer.blacklisted ? 400 : 0)));
  const manual = customer.riskScore ?? null;
  const score = manual ? manual.score : computed;
  return {
    customerId: customer.id,
    score,
    band: bandOf(score),
    computedScore: computed,
    manualScore: manual?.score ?? null,
    manualSetBy: manual?.setBy ?? null,
    manualSetAt: manual?.setAt ?? null,
    repaidLoans: repaid,
    overdueLoans: overdue,
    blacklisted: customer.blacklisted,
  };
}

/** One rule of the rule engine: a hard rule that fails declines, a soft one refers the application to staff. */
export interface RuleCheck {
  rule: string;
  passed: boolean;
  hard: boolean;
  detail: string;
}

export type Decision = 'approve' | 'refer' | 'decline';

/**
 * The rule engine's verdict on a customer: age, national ID (ES), blacklist and arrears are hard rules;
 * income, unresolved suspected sign-in relations and a high-risk score refer the application to staff.
 * `relations` are the suspected-login rows the customer is on.
 */
export function ruleEngine(customer: CustomerRecord, loans: readonly LoanRecord[], relations: readonly Row[]) {
  const credibility = credibilityOf(customer, loans);
  const check = (rule: string, hard: boolean, passed: boolean, detail: string): RuleCheck => ({ rule, hard, passed, detail });
  const tooYoungOrOld = firstError(customer.birthDate, [ageBetween(18, MAX_LENDING_AGE)]);
  const income = customer.monthlyIncome;
  const minIncome = incomeLimits[customer.country].min;
  const overdue = loans.filter((l) => l.status === 'overdue');
  const open = relations.filter((r) => r.related !== false);
  const rules: RuleCheck[] = [
    check(
      'age',
      true,
      tooYoungOrOld === undefined,
      `Lends from 18 to ${MAX_LENDING_AGE} years of age; born ${customer.birthDate.slice(0, 10)}.`,
    ),
    ...(customer.country === 'ES'
      ? [check('nationalId', true, isValidSpanishId(customer.additionalField ?? ''), `DNI/NIE ${customer.additionalField ?? 'missing'}.`)]
      : []),
    check('blacklist', true, !customer.blacklisted, customer.blacklisted ? 'The customer is blacklisted.' : 'Not blacklisted.'),
    check(
      'arrears',
      true,
      overdue.length === 0,
      overdue.length ? `Overdue loans: ${overdue.map((l) => l.id).join(', ')}.` : 'No overdue loan.',
    ),
    check(
      'income',
      false,
      typeof income === 'number' && income >= minIncome,
      typeof income === 'number' ? `Monthly income ${income} (at least ${minIncome}).` : 'No monthly income given.',
    ),
    check(
      'suspectedLogins',
      false,
      open.length === 0,
      open.length ? `${open.length} suspected sign-in relation(s) not cleared.` : 'No suspected sign-in relation.',
    ),
    check('riskScore', false, credibility.band !== 'high risk', `Score ${credibility.score} (${credibility.band}).`),
  ];
  const failed = rules.filter((r) => !r.passed);
  const decision: Decision = failed.some((r) => r.hard) ? 'decline' : failed.length > 0 ? 'refer' : 'approve';
  return { score: credibility.score, band: credibility.band, decision, rules };
}
