import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from './dates.ts';
import { paymentPlan } from './payment-plan.ts';

/** apr.ts as code built for one market sees it (the customer site's build swaps the served module for literal constants). */
async function aprServing(servesUk: boolean, servesSpain: boolean) {
  vi.resetModules();
  vi.doMock('@pronto/countries/served', () => ({ servesUk, servesSpain }));
  return import('./apr.ts');
}

afterEach(() => {
  vi.doUnmock('@pronto/countries/served');
  vi.resetModules();
});

// 200 over four 30-day periods (apr.annex-i.test.ts): APR 1095.9% by CONC App 1.2, TAE 1076.3% by Annex I.
const issueDate = '2026-03-10';
const paymentDates = [1, 2, 3, 4].map((k) => addDays(issueDate, 30 * k));
const flows = paymentPlan({ issueDate, paymentDates, amount: 200 }).map((p) => ({
  date: p.expectedDate,
  amount: Math.round((p.initialBase + p.initialCalculatedInterest) * 100) / 100,
}));

describe("a loan's APR in code built for one market (loanApr)", () => {
  it('the UK build measures every loan by CONC App 1.2', async () => {
    const { loanApr } = await aprServing(true, false);
    expect(loanApr('GB', 200, issueDate, flows)).toBe(1095.9);
    expect(loanApr('ES', 200, issueDate, flows)).toBe(1095.9);
  });

  it("the Spanish build measures every loan by the Directive's Annex I", async () => {
    const { loanApr } = await aprServing(false, true);
    expect(loanApr('ES', 200, issueDate, flows)).toBe(1076.3);
    expect(loanApr('GB', 200, issueDate, flows)).toBe(1076.3);
  });

  it('code serving both markets measures each loan by its own market', async () => {
    const { loanApr } = await aprServing(true, true);
    expect(loanApr('ES', 200, issueDate, flows)).toBe(1076.3);
    expect(loanApr('GB', 200, issueDate, flows)).toBe(1095.9);
  });
});
