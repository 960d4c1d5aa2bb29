import { expect } from 'vitest';
import type { Cases } from '../harness.ts';
import { accountsOf, customer, email, idOf, sessionsOf, type SessionRow } from './seed.ts';

/* Questions asked of the stored bank data (sent as POST, changing nothing): the identity match, the salary
 * day, whether a customer can be scraped, the account a payout goes to, the scraper's figures. */

const NO_RESULTS = 'No scrape results for this customer: start a scrape first.';

export const checkCases: Cases<'bankscraper'> = {
  'bankscraper.validatecustomerInfo': {
    reads: "the bank's account holder against the customer: name, e-mail and phone all match (seed)",
    call: async (w) => ({ data: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => {
      const [session] = await sessionsOf(w, await idOf(w, 'systemapproved'));
      expect(data).toEqual({
        customerId: await idOf(w, 'systemapproved'),
        sessionId: session?.id,
        name: true,
        email: true,
        phone: true,
        matched: true,
      });
    },
    refuses: [{ call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }), status: 422, message: NO_RESULTS }],
  },
  'bankscraper.findSalaryDateOfCustomer': {
    reads: "the salary day in the customer's scraped transactions (seed: paid on the 1st, three months)",
    call: async (w) => ({ data: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => {
      const [session] = await sessionsOf(w, await idOf(w, 'systemapproved'));
      const salaries = (session?.results?.transactions ?? []).filter((t) => /SALARY/.test(t.description));
      const day = Number(salaries[0]?.date.slice(8, 10));
      expect(data).toMatchObject({ sessionId: session?.id, salaryDay: day, basedOn: salaries.length });
      expect(Number(data.nextSalaryDate.slice(8, 10))).toBe(day);
    },
    refuses: [{ call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }), status: 422, message: NO_RESULTS }],
  },
  'bankscraper.scrape/ableTo': {
    reads: 'whether a customer can be scraped: yes for a customer in good standing',
    call: async (w) => ({ data: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => expect(data).toEqual({ customerId: await idOf(w, 'systemapproved'), able: true, reason: null }),
    refuses: [{ call: { data: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'bankscraper.getEligibleBankAccount': {
    reads: "the account a payout may go to: the customer's newest verified account no other customer uses",
    call: async (w) => ({ data: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => {
      const [account] = await accountsOf(w, await idOf(w, 'systemapproved'));
      expect(data).toEqual({
        customerId: await idOf(w, 'systemapproved'),
        account,
        reason: 'The newest verified account that no other customer uses.',
      });
      const none = await w.ok('bankscraper.getEligibleBankAccount', { data: { customerId: await idOf(w, 'declined') } });
      expect(none).toMatchObject({ account: null, reason: 'The customer has no verified bank account.' });
    },
  },
  'bankscraper.findLinkedAccountId': {
    reads: 'the id and IBAN of the account linked to the customer: the eligible one',
    call: async (w) => ({ data: { customerId: await idOf(w, 'securitychecked') } }),
    check: async ({ data }, w) => {
      const [account] = await accountsOf(w, await idOf(w, 'securitychecked'));
      expect(data).toEqual({
        customerId: await idOf(w, 'securitychecked'),
        accountId: account?.id,
        iban: account?.iban,
        reason: 'The newest verified account that no other customer uses.',
      });
    },
    refuses: [{ call: { data: {} }, status: 422, message: 'customerId is required.' }],
  },
  'bankscraper.scraperPerformance': {
    reads: "the scraper's figures for a period: every session of the period counted, completed and failed",
    call: { data: { from: '2026-01-01', to: '2026-12-31' } },
    check: async ({ data }, w) => {
      const all = (await w.ok('bankscraper.searchSessions', { data: { page: 1, perPage: 500 } })) as { items: SessionRow[] };
      const period = all.items.filter((s) => s.createdAt >= '2026-01-01' && s.createdAt < '2027-01-01');
      const completed = period.filter((s) => s.status === 'completed').length;
      expect(data).toMatchObject({
        from: '2026-01-01',
        to: '2026-12-31',
        total: period.length,
        completed,
        failed: period.length - completed,
      });
      expect(data.byProvider.reduce((n, p) => n + p.total, 0)).toBe(period.length);
      expect(data.errors.reduce((n, e) => n + e.count, 0)).toBe(period.length - completed);
    },
    refuses: [
      { call: { data: { from: '2026-10-01', to: '2026-09-01' } }, status: 422, message: 'The start date must not be after the end date.' },
      { call: { data: { from: '2024-01-01', to: '2026-01-01' } }, status: 422, message: 'Choose a period of at most one year.' },
    ],
  },
  'bankscraper.account/getEligibleBankAccount': {
    reads: "the signed-in customer's own bank accounts to receive a loan in (seed: one Barclays account)",
    call: {},
    check: async ({ data }, w) => {
      const mine = await accountsOf(w, (await customer(w, email('approved'))).id);
      expect(data.map((a) => a.id)).toEqual(mine.map((a) => a.id).sort((a, b) => b - a));
      expect(data[0]).toMatchObject({ bankName: 'Barclays', iban: mine[0]?.iban });
    },
    refuses: [{ call: { as: 'admin' }, status: 403, message: 'You are not allowed to do this.' }],
  },
};
