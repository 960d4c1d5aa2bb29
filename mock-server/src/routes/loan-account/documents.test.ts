import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@pronto/api';
import { calculatorDates, paymentPlan, planRepayments, representativeApr, sampleLoan } from '@pronto/domain';
import type { Context } from '../../context.ts';
import type { CustomerRecord } from '../../types.ts';
import { renderTemplate } from './documents.ts';
import { schedule, type AccountLoan } from './loans.ts';

/* The agreement and the pre-contract information state the same APR / TAE as the site's calculator
 * (sampleLoan, i.e. loanApr: CONC App 1.2 in the UK, the Directive's Annex I in Spain), not the 30-day
 * representative formula. */

const ISSUE = '2026-01-15';
const AMOUNT = 200;
// No stored templates: the built-in ones, which carry {apr}.
const ctx = { rows: () => [] } as unknown as Context;
const customer = { firstName: 'Ana', lastName: 'Ruiz' } as unknown as CustomerRecord;

function render(country: CountryCode, name: string, issueDate = ISSUE): string {
  const loan = {
    id: 7,
    customerId: 1,
    country,
    amount: AMOUNT,
    issueDate,
    status: 'approved',
    installments: schedule(7, issueDate, AMOUNT, 4),
    payments: [],
    statusHistory: [],
  } as unknown as AccountLoan;
  return renderTemplate(ctx, name, loan, customer).body;
}

const plan = paymentPlan({ issueDate: ISSUE, paymentDates: calculatorDates(ISSUE, 4), amount: AMOUNT });
const calculatorApr = sampleLoan(ISSUE, AMOUNT, plan, 'GB').apr;

describe('the APR in the loan documents', () => {
  it("is the calculator's figure for £200 over 4 months from 15 Jan 2026 (1043.7%, not the representative 1080.6%)", () => {
    expect(calculatorApr).toBe(1043.7);
    expect(representativeApr(AMOUNT, planRepayments(ISSUE, plan))).toBe(1080.6);
    for (const name of ['LOAN_AGREEMENT', 'PRE_CONTRACT_INFORMATION']) {
      const body = render('GB', name);
      expect(body).toContain(`APR ${calculatorApr}%`);
      expect(body).not.toContain('1080.6');
    }
  });

  it("is the Spanish calculator's TAE in the Spanish documents, with a decimal comma (same day each month: as App 1.2)", () => {
    const tae = sampleLoan(ISSUE, AMOUNT, plan, 'ES').apr;
    expect(tae).toBe(1043.7);
    expect(render('ES', 'PRE_CONTRACT_INFORMATION')).toContain('(TAE): 1043,7 %');
    expect(render('ES', 'LOAN_AGREEMENT')).toContain('TAE 1043,7 %');
  });

  it('measures the Spanish TAE by Annex I where it differs: from 30 Jan the first due date is 28 Feb, 29 days back, not a month', () => {
    const issue = '2026-01-30';
    const clamped = paymentPlan({ issueDate: issue, paymentDates: calculatorDates(issue, 4), amount: AMOUNT });
    expect(clamped[0]!.expectedDate).toBe('2026-02-28');
    const tae = sampleLoan(issue, AMOUNT, clamped, 'ES').apr;
    const apr = sampleLoan(issue, AMOUNT, clamped, 'GB').apr;
    // Four 80.65: Annex I times 29/365, 2/12, 3/12, 4/12 give 1038.65%; App 1.2's 1/12 .. 4/12 give 1019.82%.
    expect([tae, apr]).toEqual([1038.7, 1019.8]);
    expect(render('ES', 'PRE_CONTRACT_INFORMATION', issue)).toContain('(TAE): 1038,7 %');
    expect(render('ES', 'LOAN_AGREEMENT', issue)).toContain('TAE 1038,7 %');
    expect(render('GB', 'LOAN_AGREEMENT', issue)).toContain('APR 1019.8%');
  });
});
