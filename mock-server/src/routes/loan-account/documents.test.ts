import { describe, expect, it } from 'vitest';
import type { CountryCode } from '@pronto/api';
import { calculatorDates, paymentPlan, planRepayments, representativeApr, sampleLoan } from '@pronto/domain';
import type { Context } from '../../context.ts';
import type { CustomerRecord } from '../../types.ts';
import { renderTemplate } from './documents.ts';
import { schedule, type AccountLoan } from './loans.ts';

/* The agreement and the pre-contract information state the same APR as the site's calculator (sampleLoan,
 * i.e. concApr), not the 30-day representative formula. */

const ISSUE = '2026-01-15';
const AMOUNT = 200;
// No stored templates: the built-in ones, which carry {apr}.
const ctx = { rows: () => [] } as unknown as Context;
const customer = { firstName: 'Ana', lastName: 'Ruiz' } as unknown as CustomerRecord;

function render(country: CountryCode, name: string): string {
  const loan = {
    id: 7, customerId: 1, country, amount: AMOUNT, issueDate: ISSUE, status: 'approved',
    installments: schedule(7, ISSUE, AMOUNT, 4), payments: [], statusHistory: [],
  } as unknown as AccountLoan;
  return renderTemplate(ctx, name, loan, customer).body;
}

const plan = paymentPlan({ issueDate: ISSUE, paymentDates: calculatorDates(ISSUE, 4), amount: AMOUNT });
const calculatorApr = sampleLoan(ISSUE, AMOUNT, plan).apr;

describe('the APR in the loan documents', () => {
  it('is the calculator\'s figure for £200 over 4 months from 15 Jan 2026 (1043.7%, not the representative 1080.6%)', () => {
    expect(calculatorApr).toBe(1043.7);
    expect(representativeApr(AMOUNT, planRepayments(ISSUE, plan))).toBe(1080.6);
    for (const name of ['LOAN_AGREEMENT', 'PRE_CONTRACT_INFORMATION']) {
      const body = render('GB', name);
      expect(body).toContain(`APR ${calculatorApr}%`);
      expect(body).not.toContain('1080.6');
    }
  });

  it('is the same figure in the Spanish documents, with a decimal comma (TAE)', () => {
    const tae = String(calculatorApr).replace('.', ',');
    expect(render('ES', 'PRE_CONTRACT_INFORMATION')).toContain(`(TAE): ${tae} %`);
    expect(render('ES', 'LOAN_AGREEMENT')).toContain(`TAE ${tae} %`);
  });
});
