import { expect } from 'vitest';
import type { BankAccountRecord, SearchResponse } from '@pronto/api';
import type { Cases } from '../harness.ts';
import { accountsOf, customer, email, idOf, searchAccounts, sessionsOf } from './seed.ts';

/* What the bank service reads back of the seed: accounts, sessions and their results, the checks run on them. */

const FORBIDDEN = 'You are not allowed to do this.';
const NO_CUSTOMER = 'Customer 999999 does not exist.';
const BANK_ID = /^GB\d{2}[A-Z]{4}\d{14}$/;

export const readCases: Cases<'bankscraper'> = {
  'bankscraper.ServiceUrl': {
    reads: 'the address of the bank-connection service (offline: the mock stands in for it)',
    call: {},
    check: ({ data }) => expect(data).toBe('http://127.0.0.1/mock-bank-scraper'),
    refuses: [{ call: { as: 'reporter' }, status: 403, message: FORBIDDEN }],
  },
  'bankscraper.activeScrapeProvider': {
    reads: 'the provider new scrapes use, and every provider the seed sessions were read by',
    call: {},
    check: async ({ data }, w) => {
      expect(data.provider).toBe('mockScraper');
      const seen = new Set((await sessionsOf(w, await idOf(w, 'internalcollection'))).map((s) => s.provider));
      for (const provider of seen) expect(data.providers).toContain(provider);
      expect(data.providers).toContain(data.provider);
    },
  },
  'bankscraper.searchAccounts': {
    reads: "the console's bank-account list: one verified Barclays account of a fixed customer",
    call: async (w) => ({ data: { filter: { customerId: await idOf(w, 'systemapproved') }, page: 1, perPage: 10 } }),
    check: async (answer, w) => {
      const data = answer.data as SearchResponse<BankAccountRecord>;
      expect(data.total).toBe(1);
      expect(data.items[0]).toMatchObject({ customerId: await idOf(w, 'systemapproved'), bankName: 'Barclays', verified: true });
      expect(data.items[0]?.iban).toMatch(BANK_ID);
    },
  },
  'bankscraper.searchSessions': {
    reads: "the console's scrape-session list: the failed scrape of the approved customer, with why",
    call: async (w) => ({ data: { filter: { customerId: await idOf(w, 'approved'), status: 'failed' }, page: 1, perPage: 10 } }),
    check: ({ data }) => {
      const found = data as SearchResponse<{ status: string; error: string; results: unknown }>;
      expect(found.total).toBe(1);
      expect(found.items[0]).toMatchObject({ status: 'failed', error: 'The bank did not answer in time.' });
    },
  },
  'bankscraper.getAccountWithBankDetails': {
    reads: "the customer's accounts, each with the bank its IBAN names and who else uses it",
    call: async (w) => ({ params: { customerId: await idOf(w, 'systemapproved') } }),
    check: ({ data }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ bankName: 'Barclays', verified: true, sharedWith: [] });
      expect(data[0]?.bankDetails).toMatchObject({ country: 'GB' });
      expect(data[0]?.bankDetails?.accountNumber).toBe(data[0]?.iban?.slice(-8));
    },
    refuses: [
      { call: { params: { customerId: 999999 } }, status: 422, message: NO_CUSTOMER },
      { call: async (w) => ({ params: { customerId: await idOf(w, 'systemapproved') }, as: 'agent' }), status: 403, message: FORBIDDEN },
    ],
  },
  'bankscraper.GetAccount': {
    reads: 'one bank account by id, with its bank details: the same account the search lists',
    call: async (w) => {
      const [account] = (await searchAccounts(w, { customerId: await idOf(w, 'securitychecked') })).items;
      return { params: { accountId: Number(account?.id) } };
    },
    check: async ({ data }, w) => {
      const [account] = await accountsOf(w, await idOf(w, 'securitychecked'));
      expect(data).toEqual(account);
    },
    refuses: [{ call: { params: { accountId: 999999 } }, status: 422, message: 'Bank account 999999 does not exist.' }],
  },
  'bankscraper.getAccountBulk': {
    reads: 'the accounts of several customers at once, by customer',
    call: async (w) => ({ data: { customerIds: [await idOf(w, 'systemapproved'), await idOf(w, 'new')] } }),
    check: async ({ data }, w) => {
      const a = await idOf(w, 'systemapproved');
      const b = await idOf(w, 'new');
      const bulk = data as Record<string, BankAccountRecord[]>;
      expect(Object.keys(bulk).sort()).toEqual([String(a), String(b)].sort());
      expect(bulk[String(a)]?.map((x) => x.iban)).toEqual((await accountsOf(w, a)).map((x) => x.iban));
      expect(bulk[String(b)]).toEqual([]);
    },
    refuses: [{ call: { data: { customerIds: ['x'] } }, status: 422, message: /customerIds/ }],
  },
  'bankscraper.FindDuplicateAccounts': {
    reads: 'the IBANs stored on more than one customer, each with its accounts',
    call: {},
    check: async ({ data }, w) => {
      expect(data.length).toBeGreaterThan(0);
      for (const group of data.slice(0, 5)) {
        expect(group.customerIds.length).toBeGreaterThan(1);
        const same = (await searchAccounts(w, { iban: group.iban })).items;
        expect(new Set(same.map((a) => a.customerId))).toEqual(new Set(group.customerIds));
        expect(group.accounts.map((a) => a.id).sort()).toEqual(same.map((a) => a.id).sort());
      }
    },
  },
  'bankscraper.getCredentialsOfCustomer': {
    reads: 'the bank sign-ins the customer used, one per provider and bank, the login masked, never a secret',
    call: async (w) => ({ params: { customerId: await idOf(w, 'systemapproved') } }),
    check: ({ data }) => {
      expect(data).toEqual([
        {
          provider: 'mockScraper',
          bankName: 'Barclays',
          login: 'c***@pronto.test',
          lastUsedAt: expect.any(String),
          lastStatus: 'completed',
        },
      ]);
    },
  },
  'bankscraper.getScrapeCustomerInfo': {
    reads: "the account holder the customer's latest completed scrape read: the customer's own name, e-mail and phone",
    call: async (w) => ({ params: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => {
      const c = await customer(w, email('systemapproved'));
      const [session] = await sessionsOf(w, c.id);
      expect(data).toEqual({
        customerId: c.id,
        sessionId: session?.id,
        scrapedAt: session?.createdAt,
        name: `${c.firstName} ${c.lastName}`,
        email: c.emailAddress,
        phone: c.mobilePhone,
      });
    },
  },
  'bankscraper.getSessionResultJsonAsTxt': {
    reads: 'the raw result of a completed scrape, as text: the same results the session holds',
    call: async (w) => ({ params: { sessionId: Number((await sessionsOf(w, await idOf(w, 'systemapproved')))[0]?.id) } }),
    check: async ({ data }, w) => {
      const [session] = await sessionsOf(w, await idOf(w, 'systemapproved'));
      expect(JSON.parse(data)).toEqual(session?.results);
      const [failed] = await sessionsOf(w, await idOf(w, 'approved'));
      const text = await w.ok('bankscraper.getSessionResultJsonAsTxt', { params: { sessionId: Number(failed?.id) } });
      expect(text).toBe(`Scrape session ${failed?.id} failed: The bank did not answer in time.\n`);
    },
    refuses: [{ call: { params: { sessionId: 999999 } }, status: 422, message: 'Scrape session 999999 does not exist.' }],
  },
  'bankscraper.determineApplicationFlowPath': {
    reads: 'the application flow: scrape when the bank was read, the widget when there is no bank data yet',
    call: async (w) => ({ params: { customerId: await idOf(w, 'systemapproved') } }),
    check: async ({ data }, w) => {
      const [session] = await sessionsOf(w, await idOf(w, 'systemapproved'));
      expect(data).toEqual({
        customerId: await idOf(w, 'systemapproved'),
        flow: 'scrape',
        reason: `The bank was read on ${String(session?.createdAt).slice(0, 10)}.`,
      });
      const none = await w.ok('bankscraper.determineApplicationFlowPath', { params: { customerId: await idOf(w, 'declined') } });
      expect(none).toMatchObject({ flow: 'widget', reason: 'No bank data yet: the customer connects the bank in the widget.' });
    },
    refuses: [{ call: { params: { customerId: 999999 } }, status: 422, message: NO_CUSTOMER }],
  },
  'bankscraper.cardPriorityList': {
    reads: 'the order cards are charged in: the rules, and for a customer the active card first, a deleted card never',
    call: {},
    check: async ({ data }, w) => {
      expect(data).toEqual([
        { rank: 1, rule: 'The active card' },
        { rank: 2, rule: 'Linked cards, the latest expiry first' },
        { rank: 3, rule: 'Unlinked cards, the latest expiry first' },
      ]);
      const customerId = await idOf(w, 'securitychecked');
      const cards = await w.ok('card.customer', { params: { customerId } });
      const mine = await w.ok('bankscraper.cardPriorityList', { params: { customerId } });
      const live = cards.filter((c) => c.status !== 'deleted');
      expect(mine).toEqual(
        live.map((c, i) => expect.objectContaining({ id: c.id, rank: i + 1, rule: 'The active card', status: 'active' })),
      );
      expect(cards.length).toBeGreaterThan(live.length);
    },
  },
  'bankscraper.randomIban': {
    reads: 'a random IBAN of the market asked, valid by the IBAN check',
    call: { params: { country: 'ES' } },
    check: async ({ data }, w) => {
      expect(data).toMatch(/^ES\d{22}$/);
      expect(await w.ok('loan.IbanValidation', { data: { iban: data } })).toMatchObject({ valid: true, country: 'ES' });
    },
    refuses: [{ call: { params: { country: 'FR' } }, status: 422, message: 'country must be GB or ES.' }],
  },
  'bankscraper.loantransfermanager/state': {
    reads: 'the payout queue: the approved loans not paid out yet',
    call: {},
    check: async ({ data }, w) => {
      const approved = await w.ok('loan.searchLoans', { data: { filter: { status: 'approved' }, page: 1, perPage: 1 } });
      expect(data).toMatchObject({ queued: approved.total, state: approved.total > 0 ? 'running' : 'idle', lastResetAt: null });
      expect(approved.total).toBeGreaterThan(0);
    },
  },
};
