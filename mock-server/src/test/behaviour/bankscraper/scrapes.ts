import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { accountsOf, bankDataOf, blacklisted, customer, email, idOf, sessionsOf, type BankData, type SessionRow } from './seed.ts';

/* Reading a customer's bank: a scrape (for an application or for collection), reading given accounts again,
 * a scrape with an open-banking consent in two steps, and checking the finances on what the bank says. Each
 * session started shows in the console's session list with its results, and the accounts it found verified. */

const FORBIDDEN = 'You are not allowed to do this.';
const BLACKLISTED = 'The customer is blacklisted.';

/** The sessions a call added, newest first. */
const added = (after: BankData | SessionRow[], before: BankData | SessionRow[]) => {
  const [a, b] = [after, before].map((x) => (Array.isArray(x) ? x : x.sessions));
  return (a ?? []).filter((s) => !(b ?? []).some((o) => o.id === s.id));
};

/** A scrape's checks: one completed session of the purpose, the customer as the holder, the accounts it found verified. */
async function expectScraped(w: World, after: BankData, before: BankData, status: string, purpose: string) {
  const c = await customer(w, email(status));
  const [session, ...more] = added(after, before);
  expect(more).toEqual([]);
  expect(session).toMatchObject({
    customerId: c.id,
    purpose,
    status: 'completed',
    provider: 'mockScraper',
    startedBy: 'admin@pronto.test',
    error: null,
  });
  expect(session?.results?.holder).toEqual({ name: `${c.firstName} ${c.lastName}`, email: c.emailAddress, phone: c.mobilePhone });
  expect(session?.results?.accounts.map((a) => a.iban)).toEqual(after.accounts.map((a) => a.iban));
  for (const account of after.accounts) expect(account.verified).toBe(true);
  return session;
}

export const scrapeCases: Cases<'bankscraper'> = {
  'bankscraper.scrape': {
    does: "the customer's bank is read: a completed session with the holder, accounts and transactions, the account it found stored verified",
    call: async (w) => ({ data: { customerId: await idOf(w, 'registered') } }),
    readBack: async (w) => bankDataOf(w, await idOf(w, 'registered')),
    check: async (after: BankData, before: BankData, answer, w) => {
      expect(before).toEqual({ sessions: [], accounts: [] });
      const session = await expectScraped(w, after, before, 'registered', 'account');
      expect(answer.data.id).toBe(session?.id);
      expect(after.accounts).toEqual([expect.objectContaining({ source: 'scrape', verified: true })]);
      expect(session?.results?.transactions.length).toBeGreaterThan(0);
      const info = await w.ok('bankscraper.getScrapeCustomerInfo', { params: { customerId: answer.data.customerId } });
      expect(info?.sessionId).toBe(session?.id);
    },
    refuses: [
      { call: async (w) => ({ data: { customerId: await blacklisted(w, 'waiting') } }), status: 422, message: BLACKLISTED },
      { call: async (w) => ({ data: { customerId: await idOf(w, 'registered') }, as: 'reporter' }), status: 403, message: FORBIDDEN },
      { call: { data: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' },
    ],
  },
  'bankscraper.scrape/collection': {
    does: 'the bank is read for collection: a completed session of purpose collection',
    call: async (w) => ({ data: { customerId: await idOf(w, 'new') } }),
    readBack: async (w, { data }) => bankDataOf(w, Number(data?.customerId)),
    check: async (after: BankData, before: BankData, answer, w) => {
      const session = await expectScraped(w, after, before, 'new', 'collection');
      expect(answer.data).toMatchObject({ id: session?.id, purpose: 'collection' });
    },
    refuses: [{ call: async (w) => ({ data: { customerId: await blacklisted(w, 'waiting') } }), status: 422, message: BLACKLISTED }],
  },
  'bankscraper.scrapeAccounts': {
    does: 'the accounts named are read again: one completed session per customer, the answer says which',
    call: async (w) => {
      const a = (await accountsOf(w, await idOf(w, 'internalcollection')))[0];
      const b = (await accountsOf(w, await idOf(w, 'externalcollection')))[0];
      return { data: { accountIds: [Number(a?.id), Number(b?.id)] } };
    },
    readBack: async (w) => [
      ...(await sessionsOf(w, await idOf(w, 'internalcollection'))),
      ...(await sessionsOf(w, await idOf(w, 'externalcollection'))),
    ],
    check: async (after: SessionRow[], before: SessionRow[], answer, w) => {
      const fresh = added(after, before);
      expect(fresh.map((s) => s.customerId).sort()).toEqual(
        [await idOf(w, 'internalcollection'), await idOf(w, 'externalcollection')].sort(),
      );
      expect(fresh.every((s) => s.status === 'completed' && s.results !== null)).toBe(true);
      const answered = answer.data as { sessionId: number; status: string }[];
      expect(answered.map((r) => r.sessionId).sort()).toEqual(fresh.map((s) => s.id).sort());
      expect(answered.every((r) => r.status === 'completed')).toBe(true);
    },
    refuses: [
      { call: { data: { accountIds: [] } }, status: 422, message: 'accountIds must name at least one bank account.' },
      { call: { data: { accountIds: [999999] } }, status: 422, message: 'Bank account 999999 does not exist.' },
    ],
  },
  'bankscraper.GetCustomerBestTokens': {
    reads: "the customer's open-banking consents still valid, newest first: one from the scrape just made, valid 90 days",
    call: async (w) => {
      const customerId = await idOf(w, 'legal');
      await w.ok('bankscraper.scrape', { data: { customerId } });
      return { params: { customerId } };
    },
    check: async ({ data }, w) => {
      const [newest] = await sessionsOf(w, await idOf(w, 'legal'));
      const tokens = data as { token: string; consentSessionId: number; grantedAt: string; expiresAt: string }[];
      expect(tokens[0]).toMatchObject({ consentSessionId: newest?.id, grantedAt: newest?.createdAt });
      for (const t of tokens) {
        expect(t.token).toMatch(/^obt_[0-9a-f]{32}$/);
        expect((Date.parse(t.expiresAt) - Date.parse(t.grantedAt)) / 86_400_000).toBe(90);
      }
    },
    refuses: [{ call: { params: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'bankscraper.tokenScrape': {
    does: "a scrape with the customer's best consent starts: a session in progress, no results yet, under that consent",
    call: async (w) => {
      const customerId = await idOf(w, 'legal');
      return { data: { customerId } };
    },
    readBack: async (w) => sessionsOf(w, await idOf(w, 'legal')),
    check: async (after: SessionRow[], before: SessionRow[], answer, w) => {
      const [session, ...more] = added(after, before);
      expect(more).toEqual([]);
      const [best] = (await w.ok('bankscraper.GetCustomerBestTokens', { params: { customerId: session?.customerId } })) as {
        consentSessionId: number;
      }[];
      expect(session).toMatchObject({
        id: (answer.data as { id: number }).id,
        purpose: 'token',
        status: 'inProgress',
        results: null,
        consentSessionId: best?.consentSessionId,
      });
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'legal'), token: 'obt_00000000000000000000000000000000' } }),
        status: 422,
        message: 'This token is not a valid bank consent of the customer.',
      },
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }),
        status: 422,
        message: 'The customer has no valid bank consent: the customer connects the bank again.',
      },
    ],
  },
  'bankscraper.tokenScrapeSession': {
    does: 'the token scrape is continued once the provider read the bank: the session completes with its results',
    call: async (w) => {
      const customerId = await idOf(w, 'legal');
      const started = (await w.ok('bankscraper.tokenScrape', { data: { customerId } })) as { id: number };
      return { vars: { sessionId: started.id }, data: { customerId } };
    },
    readBack: async (w, { vars }) => (await sessionsOf(w, await idOf(w, 'legal'))).find((s) => s.id === Number(vars?.sessionId)),
    check: async (after: SessionRow | undefined, before: SessionRow | undefined, _answer, w) => {
      const c = await customer(w, email('legal'));
      expect(before).toMatchObject({ status: 'inProgress', results: null });
      expect(after).toMatchObject({ status: 'completed', purpose: 'token' });
      expect(after?.results?.holder.name).toBe(`${c.firstName} ${c.lastName}`);
      expect(after?.durationMs).toBeGreaterThanOrEqual(0);
    },
    refuses: [
      {
        call: async (w) => {
          const customerId = await idOf(w, 'legal');
          const plain = (await sessionsOf(w, customerId)).find((s) => s.purpose === 'account');
          return { vars: { sessionId: Number(plain?.id) }, data: { customerId } };
        },
        status: 422,
        message: /^Scrape session \d+ is not a token scrape\.$/,
      },
      {
        call: async (w) => {
          const started = (await w.ok('bankscraper.tokenScrape', { data: { customerId: await idOf(w, 'legal') } })) as { id: number };
          return { vars: { sessionId: started.id }, data: { customerId: await idOf(w, 'systemapproved') } };
        },
        status: 422,
        message: /^Scrape session \d+ is not a session of customer \d+\.$/,
      },
    ],
  },
  'bankscraper.validateCustomerFinancialDetails': {
    does: "the bank is read again with the customer's stored sign-in and the finances checked: a new session carrying the verdict",
    call: async (w) => ({ data: { customerId: await idOf(w, 'externalcollection') } }),
    readBack: async (w) => sessionsOf(w, await idOf(w, 'externalcollection')),
    check: (after: SessionRow[], before: SessionRow[], answer) => {
      const [session, ...more] = added(after, before);
      expect(more).toEqual([]);
      expect(session).toMatchObject({ purpose: 'validation', status: 'completed' });
      const verdict = answer.data as { sessionId: number; verdict: string };
      expect(verdict.sessionId).toBe(session?.id);
      expect(session?.validations).toEqual([
        expect.objectContaining({ verdict: verdict.verdict, withCredentials: true, checkedBy: 'admin@pronto.test' }),
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }),
        status: 422,
        message: 'No stored bank sign-in for this customer: the customer connects the bank first.',
      },
    ],
  },
  'bankscraper.validateCustomerFinancialDetailsWithoutCred': {
    does: 'the finances are checked on the bank data read last, without contacting the bank: the verdict is kept on that session',
    call: async (w) => ({ data: { customerId: await idOf(w, 'securitychecked') } }),
    readBack: async (w) => sessionsOf(w, await idOf(w, 'securitychecked')),
    check: (after: SessionRow[], before: SessionRow[], answer) => {
      expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
      const verdict = answer.data as { sessionId: number; verdict: string; reasons: string[] };
      const session = after.find((s) => s.id === verdict.sessionId);
      expect(session?.status).toBe('completed');
      expect(session?.validations?.at(-1)).toMatchObject({ verdict: verdict.verdict, reasons: verdict.reasons, withCredentials: false });
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }),
        status: 422,
        message: 'No bank data for this customer yet: validate with the bank sign-in or scrape first.',
      },
    ],
  },
};
