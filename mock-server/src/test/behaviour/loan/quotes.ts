import { expect } from 'vitest';
import { DAILY_COST_CAP_RATE, DAILY_RATE, paymentPlan } from '@pronto/domain';
import type { Cases, World } from '../harness.ts';
import { addDays, as, due, loanOf, once, round2, runningLoan, settlement, standing, take, today } from './helpers.ts';

/* Quotes: what a loan or a plan costs, computed by the cap engine of @pronto/domain; none changes the book. */

interface Quote {
  installments: { expectedDate: string; principal: number; interest: number; amount: number }[];
  total: number;
}
const quoted = once(runningLoan);

/** Days between two ISO dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export const quotes: Cases<'loan'> = {
  'loan.paymentPlan': {
    reads: "the domain's plan for an amount and dates, its interest within 0.8% a day of the principal",
    call: { data: { issueDate: '2026-01-10', paymentDates: ['2026-02-10', '2026-03-10'], amount: 300 } },
    check: ({ data }) => {
      expect(data.installments).toEqual(paymentPlan({ issueDate: '2026-01-10', paymentDates: ['2026-02-10', '2026-03-10'], amount: 300 }));
      expect(round2(data.installments.reduce((s, i) => s + i.initialBase, 0))).toBe(300);
      for (const i of data.installments) {
        const days = daysBetween(i.interestStartDate, i.expectedDate);
        expect(i.initialCalculatedInterest).toBeLessThanOrEqual(round2(300 * DAILY_COST_CAP_RATE * days));
      }
    },
    refuses: [
      {
        call: { data: { issueDate: '2026-01-10', paymentDates: [], amount: 300 } },
        status: 422,
        message: 'paymentDates must hold at least one date.',
      },
      {
        call: { data: { issueDate: '2026-01-10', paymentDates: ['2026-02-10'], amount: 0 } },
        status: 422,
        message: 'amount must be more than 0.',
      },
    ],
  },

  'loan.calculateInstallmentPaymentAmounts': {
    reads: 'the instalments of an amount over a count, the same as loan.paymentPlan for their dates',
    call: { as: 'agent', data: { amount: 200, installmentCount: 4 } },
    check: ({ data }) => {
      const quote = as<Quote>(data);
      const plan = paymentPlan({ issueDate: today(), paymentDates: quote.installments.map((i) => i.expectedDate), amount: 200 });
      expect(quote.installments.map((i) => i.principal)).toEqual(plan.map((i) => i.initialBase));
      expect(quote.installments.map((i) => i.interest)).toEqual(plan.map((i) => i.initialCalculatedInterest));
      expect(quote.total).toBe(round2(quote.installments.reduce((s, i) => s + i.amount, 0)));
    },
    refuses: [
      {
        call: { as: 'agent', data: { amount: -5, installmentCount: 2 } },
        status: 422,
        message: 'amount must be more than 0, in whole pence (cents).',
      },
    ],
  },

  'loan.paymentPlans': {
    reads: "a plan for each of the product's amounts over the loan's instalment count",
    call: async (w) => ({ as: 'agent', data: { loanId: (await quoted(w)).id } }),
    check: async ({ data }, w) => {
      const plans = as<{ amount: number; installmentCount: number; total: number }[]>(data);
      const loan = await quoted(w);
      expect(plans.map((p) => p.amount)).toEqual([100, 200, 300, 400]);
      expect(plans.every((p) => p.installmentCount === loan.installments.length)).toBe(true);
      expect(plans[1]!.total).toBeGreaterThan(plans[0]!.total);
    },
  },

  'loan.paymentDate': {
    reads: 'the unpaid instalments with the working day each is collected on',
    call: async (w) => ({ as: 'agent', data: { loanId: (await quoted(w)).id } }),
    check: async ({ data }, w) => {
      const { dates } = as<{ dates: { expectedDate: string; collectionDate: string }[] }>(data);
      expect(dates.map((d) => d.expectedDate)).toEqual((await quoted(w)).installments.map((i) => i.expectedDate));
      for (const d of dates) {
        expect(d.collectionDate >= d.expectedDate).toBe(true);
        expect([0, 6]).not.toContain(new Date(`${d.collectionDate}T12:00:00Z`).getUTCDay());
      }
    },
  },

  'loan.loanFirstInstallmentClosureCalculate': {
    reads: 'what closes the first instalment: all it owes',
    call: async (w) => ({ as: 'agent', data: { loanId: (await quoted(w)).id } }),
    check: async ({ data }, w) => {
      const first = (await loanOf(w, (await quoted(w)).id)).installments[0]!;
      expect(data).toMatchObject({ installmentNumber: 1, expectedDate: first.expectedDate, amount: due(first) });
    },
  },

  'loan.calculateFutureCloseAmount': {
    reads: "what settles the loan on a later day: more than today, by the day's interest",
    call: async (w) => ({ as: 'agent', data: { loanId: (await quoted(w)).id, date: addDays(today(), 5) } }),
    check: async ({ data }, w) => {
      const later = as<{ amount: number; principal: number; interest: number; charges: number; interestCredit: number }>(data);
      const now = await settlement(w, (await quoted(w)).id);
      expect(later.amount).toBeGreaterThan(now);
      const loan = await loanOf(w, (await quoted(w)).id);
      expect(later.amount - now).toBeLessThanOrEqual(round2(loan.amount * DAILY_RATE * 5) + 0.01);
      expect(round2(later.principal + later.interest + later.charges - later.interestCredit)).toBe(later.amount);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await quoted(w)).id, date: addDays(today(), -1) } }),
        status: 422,
        message: 'The date cannot be in the past.',
      },
    ],
  },

  'loan.getTransferDatesOfPayments': {
    reads: 'each card payment of a loan with the next working day the money arrives',
    call: async (w) => ({ as: 'agent', data: { loanId: (await paidLoan(w)).id } }),
    check: async ({ data }, w) => {
      const rows = as<{ paymentId: number; date: string; transferDate: string }[]>(data);
      expect(rows.map((r) => r.paymentId)).toEqual(standing(await paidLoan(w)).map((p) => p.id));
      for (const r of rows) {
        expect(r.transferDate > r.date).toBe(true);
        expect([0, 6]).not.toContain(new Date(`${r.transferDate}T12:00:00Z`).getUTCDay());
      }
    },
  },

  'loan.getExternalParamLoanApr': {
    reads: 'the APR the agreement of the loan states',
    call: async (w) => ({ as: 'agent', params: { loanId: (await quoted(w)).id } }),
    check: async ({ data }, w) => {
      const apr = as<{ loanId: number; apr: number; label: string }>(data);
      expect(apr).toMatchObject({ loanId: (await quoted(w)).id, label: 'APR' });
      const agreement = await w.ok('loan.staff/loanagreement', { as: 'agent', params: { loanId: apr.loanId } });
      expect(agreement.agreement.body).toContain(
        `APR ${apr.apr.toLocaleString('en-GB', { maximumFractionDigits: 2, useGrouping: false })}%`,
      );
    },
  },

  'loan.IbanValidation': {
    reads: 'whether an IBAN is valid, and its country',
    call: { data: { iban: 'GB82 WEST 1234 5698 7654 32' } },
    check: async ({ data }, w) => {
      expect(data).toEqual({ iban: 'GB82WEST12345698765432', valid: true, country: 'GB' });
      expect((await w.ok('loan.IbanValidation', { data: { iban: 'GB82WEST12345698765433' } })).valid).toBe(false);
    },
    refuses: [{ call: { data: {} as never }, status: 422, message: 'iban is required.' }],
  },

  'loan.getLoanPurpose': {
    reads: "the loan purposes labelled in the caller's language",
    call: { as: 'agent', data: { language: 'es-ES' } },
    check: ({ data }) => {
      expect(data.find((p) => p.key === 'carRepair')).toMatchObject({ name: 'Car repair', label: 'Reparación del coche' });
    },
  },
};

const paidLoan = once((w: World) =>
  take(w, { status: ['issued', 'overdue', 'repaid'] }, (l) => standing(l).some((p) => p.method === 'card'), 'loan with card payments'),
);
