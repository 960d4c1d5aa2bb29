import { expect } from 'vitest';
import type { BankAccountRecord, TransferManagerState } from '@pronto/api';
import { siteUrl } from '../../../site-urls.ts';
import type { Cases, World } from '../harness.ts';
import { accountsOf, blacklisted, customer, email, idOf, sessionsOf } from './seed.ts';

/* Bank accounts added by staff and by the customer, the repair of accounts a scrape found, the bank-link
 * SMS, and the payout transfer manager's reset. */

const FORBIDDEN = 'You are not allowed to do this.';

/** A valid IBAN nobody has yet, from the service's own test-data call. */
const freshIban = (w: World, country: 'GB' | 'ES') => w.ok('bankscraper.randomIban', { params: { country } });

/** The customer's SMS history (the bank-link SMS lands there). */
type Sms = { id: number; text: string; type: string; customerId: number };
const smsOf = async (w: World, mobilePhone: string) => (await w.ok('communication.sms/history', { params: { mobilePhone } })) as Sms[];

type OwnAccounts = { own: { id: number; sortCode?: string; accountNumber?: string }[]; staff: BankAccountRecord[] };

export const accountCases: Cases<'bankscraper'> = {
  'bankscraper.addCustomerBankAccountManually': {
    does: 'staff add an account by its IBAN: stored unverified, added by hand, the bank named from the IBAN',
    call: async (w) => ({ data: { customerId: await idOf(w, 'preregistered'), iban: await freshIban(w, 'ES') } }),
    readBack: async (w, { data }) => accountsOf(w, Number(data?.customerId)),
    check: (after: BankAccountRecord[], before: BankAccountRecord[], answer) => {
      const fresh = after.filter((a) => !before.some((b) => b.id === a.id));
      expect(fresh).toEqual([
        expect.objectContaining({
          id: answer.data.id,
          iban: answer.data.iban,
          bankName: 'CaixaBank',
          verified: false,
          source: 'manual',
          addedBy: 'admin@pronto.test',
          sharedWith: [],
        }),
      ]);
      expect(fresh[0]?.bankDetails).toMatchObject({ country: 'ES', bankCode: '2100' });
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'preregistered'), iban: 'ES91 2100 0418 4502 0005 1333' } }),
        status: 422,
        message: 'The IBAN is not valid.',
      },
      {
        call: async (w) => {
          const customerId = await idOf(w, 'preregistered');
          const iban = await freshIban(w, 'GB');
          await w.ok('bankscraper.addCustomerBankAccountManually', { data: { customerId, iban } });
          return { data: { customerId, iban } };
        },
        status: 422,
        message: 'This account is already on the customer.',
      },
      {
        call: async (w) => ({ data: { customerId: await idOf(w, 'preregistered'), iban: await freshIban(w, 'ES') }, as: 'agent' }),
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'bankscraper.account/addCustomerBankAccountManually': {
    does: "the customer adds a UK account by sort code and number: listed among the customer's accounts and in the console, unverified",
    call: { data: { sortCode: '20-00-00', accountNumber: '55779911', bankName: 'Barclays' } },
    readBack: async (w) => ({
      own: (await w.ok('bankscraper.account/getEligibleBankAccount')) as OwnAccounts['own'],
      staff: await accountsOf(w, (await customer(w, email('approved'))).id),
    }),
    check: async (after: OwnAccounts, before: OwnAccounts, answer, w) => {
      const id = (answer.data as { id: number }).id;
      expect(after.own.map((a) => a.id)).toEqual([id, ...before.own.map((a) => a.id)]);
      expect(after.own[0]).toMatchObject({ sortCode: '200000', accountNumber: '55779911' });
      expect(after.staff.find((a) => a.id === id)).toMatchObject({ verified: false, source: 'manual', bankName: 'Barclays' });
      // The same account again is the account already stored, not a second one.
      const again = (await w.ok('bankscraper.account/addCustomerBankAccountManually', {
        data: { sortCode: '200000', accountNumber: '55779911' },
      })) as { id: number };
      expect(again.id).toBe(id);
      expect(await w.ok('bankscraper.account/getEligibleBankAccount')).toHaveLength(after.own.length);
    },
    refuses: [
      { call: { data: { sortCode: '20000', accountNumber: '55779911' } }, status: 422, message: 'The sort code must be 6 digits.' },
      { call: { data: { sortCode: '200000', accountNumber: '5577991' } }, status: 422, message: 'The account number must be 8 digits.' },
      { call: { data: { sortCode: '200000', accountNumber: '55779911' }, as: 'admin' }, status: 403, message: FORBIDDEN },
    ],
  },
  'bankscraper.fixCustomerAccountSessionHistoryData': {
    does: 'the repair verifies again an account a completed scrape found but which reads unverified',
    call: async (w) => {
      const customerId = await idOf(w, 'closed');
      const [account] = await accountsOf(w, customerId);
      // The out-of-step state the repair exists for (an account a scrape found, stored unverified) cannot be
      // made through the API, which verifies what a scrape finds: it is set on the mock.
      const row = w.outside.ctx.rows('bankAccounts').find((a) => a.id === account?.id);
      if (row) row.verified = false;
      return { data: { customerId } };
    },
    readBack: async (w) => (await accountsOf(w, await idOf(w, 'closed'))).map((a) => ({ id: a.id, verified: a.verified })),
    check: async (after: { id: number; verified?: boolean }[], before: { id: number; verified?: boolean }[], answer, w) => {
      expect(before.map((a) => a.verified)).toEqual([false]);
      expect(after.map((a) => a.verified)).toEqual([true]);
      expect(answer.data).toEqual({ customerId: await idOf(w, 'closed'), fixed: 1, accountIds: after.map((a) => a.id) });
      const found = (await sessionsOf(w, await idOf(w, 'closed'))).flatMap((s) => s.results?.accounts.map((a) => a.iban) ?? []);
      expect(found).toContain((await accountsOf(w, await idOf(w, 'closed')))[0]?.iban);
    },
    refuses: [{ call: { data: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
  'bankscraper.notifysms': {
    does: "the customer gets the bank-link SMS: in the SMS history, with the whole address of the site's bank step",
    call: async (w) => ({ data: { customerId: await idOf(w, 'declined') } }),
    readBack: async (w) => smsOf(w, (await customer(w, email('declined'))).mobilePhone),
    check: (after: Sms[], before: Sms[], answer) => {
      const fresh = after.filter((s) => !before.some((b) => b.id === s.id));
      expect(fresh).toEqual([
        expect.objectContaining({
          id: answer.data.id,
          text: `Pronto: connect your bank to finish your application at ${siteUrl('GB')}/financial-information/widget`,
          type: 'bankLink',
        }),
      ]);
    },
    refuses: [
      {
        call: async (w) => ({ data: { customerId: await blacklisted(w, 'waiting') } }),
        status: 422,
        message: 'The customer is blacklisted.',
      },
    ],
  },
  'bankscraper.loantransfermanager/reset': {
    does: 'the payout transfer manager is reset: the state shows when and by whom',
    call: { data: {} },
    readBack: (w) => w.ok('bankscraper.loantransfermanager/state'),
    check: (after: TransferManagerState, before: TransferManagerState) => {
      expect(before.lastResetAt).toBeNull();
      expect(after).toMatchObject({ lastResetBy: 'admin@pronto.test', queued: before.queued });
      expect(after.lastResetAt).toEqual(expect.any(String));
    },
    refuses: [{ call: { data: {}, as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
};
