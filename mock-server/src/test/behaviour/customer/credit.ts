import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, REASON_REQUIRED, row, rows } from './common.ts';

const credibility = (w: World, customerId: number) => w.ok('customer.credibility2', { params: { customerId } });

/** Credit limit, finances, risk score, the rule engine and what they are worked out from. */
export const creditCases: Cases<'customer'> = {
  'customer.creditlimit': {
    reads: 'the credit limit worked out from the customer’s loans, with no override',
    call: { params: { customerId: 8 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ customerId: 8, override: null });
      expect(data.creditLimit).toBe(data.computedLimit);
      expect(data.creditLimit).toBeGreaterThan(0);
    },
  },
  'customer.creditlimit.post': {
    does: 'overrides the credit limit, with a reason',
    call: { data: { customerId: 25, creditLimit: 700, reason: 'Income checked' } },
    readBack: (w) => w.ok('customer.creditlimit', { params: { customerId: 25 } }),
    check: (after, before) => {
      expect(before.override).toBeNull();
      expect(after).toMatchObject({ creditLimit: 700, override: 700, computedLimit: before.computedLimit });
    },
    refuses: [
      { call: { data: { customerId: 25, creditLimit: 700 } }, status: 422, message: REASON_REQUIRED },
      {
        call: { data: { customerId: 25, creditLimit: -5, reason: 'Typo' } },
        status: 422,
        message: 'creditLimit must be a positive number or null.',
      },
      { call: { data: { customerId: 25, creditLimit: 700, reason: 'Income checked' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.customerCreditTypeHistory': {
    reads: 'the credit type of each loan paid out (first FTB, then RTB) and each limit set by hand',
    call: async (w) => {
      await w.ok('customer.creditlimit.post', { data: { customerId: 26, creditLimit: 650, reason: 'Good history' } });
      return { params: { customerId: 26 } };
    },
    check: ({ data }) => {
      const history = rows(data);
      const loans = history.filter((h) => h.source === 'loan');
      expect(loans.map((h) => h.creditType)).toEqual(['FTB', 'RTB', 'RTB', 'RTB', 'RTB', 'RTB']);
      expect(history.at(-1)).toMatchObject({ source: 'override', creditLimit: 650, creditType: 'RTB', by: 'admin@pronto.test' });
    },
  },
  'customer.getFinancialInfo': {
    reads: 'the customer’s income and loans: customer 8 has one repaid loan and one running',
    call: { params: { customerId: 8 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ customerId: 8, loans: 2, openLoans: 1, successfulRepaidLoans: 1 });
      expect(data.bankAccounts.map((a) => a.customerId)).toEqual([8]);
    },
  },
  'customer.getFinancialInfoHistory': {
    reads: 'the financial information from registration on, each change on top',
    call: async (w) => {
      await w.ok('customer.customer.put', { data: { customerId: 52, monthlyIncome: 2500 } });
      return { params: { customerId: 52 } };
    },
    check: ({ data }) => {
      const history = rows(data);
      expect(history).toHaveLength(2);
      expect(history[0]).toMatchObject({ monthlyIncome: 2500, by: 'admin@pronto.test', callId: 'customer.customer.put' });
      expect(history[1]).toMatchObject({ by: 'customer', callId: 'registration' });
    },
  },
  'customer.credibility2': {
    reads: 'the risk score worked out from the loans, and its band',
    call: { params: { customerId: 10 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ customerId: 10, overdueLoans: 1, blacklisted: false });
      expect(data.band).toBe(data.score >= 700 ? 'low risk' : data.score >= 400 ? 'medium risk' : 'high risk');
    },
  },
  'customer.UpsertCustomerRiskScore': {
    does: 'sets the risk score by hand, with a reason; the credibility read answers it',
    call: { data: { customerId: 29, score: 150, reason: 'Fraud team flag' } },
    readBack: (w) => credibility(w, 29),
    check: (after, before) => {
      expect(after).toMatchObject({
        score: 150,
        band: 'high risk',
        manualScore: 150,
        computedScore: before.score,
        manualSetBy: 'admin@pronto.test',
      });
    },
    refuses: [
      { call: { data: { customerId: 29, score: 150 } }, status: 422, message: REASON_REQUIRED },
      {
        call: { data: { customerId: 29, score: 2000, reason: 'Typo' } },
        status: 422,
        message: 'score must be a whole number from 0 to 1000 (null gives the computed score back).',
      },
    ],
  },
  'customer.ruleEngineCredibility': {
    reads: 'the rule engine’s verdicts on a customer: the seeded one for customer 8, none for customer 1',
    call: { vars: { customerId: 8 } },
    check: async ({ data }, w) => {
      const runs = rows(data);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ customerId: 8, ranBy: 'system', decision: 'approve' });
      expect(await w.ok('customer.ruleEngineCredibility', { vars: { customerId: 1 } })).toEqual([]);
    },
  },
  'customer.ruleEngineCredibility.post': {
    does: 'runs the rule engine again: an overdue loan is a hard rule, so a decline',
    call: { vars: { customerId: 10 }, data: {} },
    readBack: async (w) => rows(await w.ok('customer.ruleEngineCredibility', { vars: { customerId: 10 } })),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toEqual(answer.data);
      expect(after[0]).toMatchObject({ decision: 'decline', ranBy: 'admin@pronto.test' });
      expect(rows(after[0]?.rules).find((r) => r.rule === 'arrears')).toMatchObject({ passed: false, hard: true });
    },
    refuses: [{ call: { vars: { customerId: 99999 }, data: {} }, status: 422, message: 'Customer 99999 does not exist.' }],
  },
  'customer.suspectedLoginRelatedUsers': {
    reads: 'the customers who signed in from the same address, without their contact details',
    call: { params: { customerId: 13 } },
    check: ({ data }) => {
      const related = rows(data);
      expect(related.map((r) => r.id)).toEqual(expect.arrayContaining([17, 49]));
      expect(related[0]).not.toHaveProperty('mobilePhone');
    },
  },
  'customer.nameMatching': {
    reads: 'how the customer’s name matches the holder of their scraped bank account',
    call: { data: { customerId: 4 } },
    check: ({ data }) => {
      // The seed's scrape of customer 4's account found the holder under the customer's own name.
      expect(row(data)).toMatchObject({
        customerId: 4,
        customerName: 'Nayeli Hilll',
        accountId: 1,
        holderName: 'Nayeli Hilll',
        matched: true,
        score: 100,
      });
    },
    refuses: [
      { call: { data: { customerId: 1 } }, status: 422, message: 'Customer 1 has no bank account to match.' },
      {
        call: { data: { customerId: 8 } },
        status: 422,
        message: 'No account holder is known for bank account 5 yet: scrape the account first.',
      },
      { call: { data: { customerId: 4, accountId: 2 } }, status: 422, message: 'Bank account 2 is not an account of customer 4.' },
    ],
  },
  'customer.rolloverEnabled': {
    reads: 'whether the customer may roll a running loan over; nobody without one may',
    call: { params: { customerId: 1 } },
    check: ({ data }) => {
      expect(data).toEqual({ customerId: 1, enabled: false, reason: 'The customer has no running loan.', loans: [] });
    },
  },
};
