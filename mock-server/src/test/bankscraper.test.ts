import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDayOfMonth } from '../routes/bank-rules.ts';
import { cardPriority, ibanFrom, identityMatch, maskLogin } from '../routes/bankscraper.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

/** A customer with no bank account yet (fixed customers of the seed have no loans, most have none). */
const customerWithoutAccount = (skip = 0) => {
  const owners = new Set(mock.ctx.rows('bankAccounts').map((a) => a.customerId));
  return mock.ctx.db.customers.filter((c) => !owners.has(c.id) && !c.deleted && !c.blacklisted)[skip]!;
};

describe('bank accounts', () => {
  it('the seed has IBANs shared by two customers, and the duplicates call groups them', async () => {
    const answer = await mock.api('get', '/api/bankscraper/FindDuplicateAccounts', undefined, admin);
    expect(answer.body.data.length).toBeGreaterThan(0);
    for (const group of answer.body.data) {
      expect(group.customerIds.length).toBeGreaterThan(1);
      expect(group.accounts.every((a: Row) => a.iban === group.iban)).toBe(true);
    }
    const one = answer.body.data[0];
    const mine = await mock.api('get', `/api/bankscraper/FindDuplicateAccounts?customerId=${one.customerIds[0]}`, undefined, admin);
    expect(mine.body.data.map((g: { iban: string }) => g.iban)).toContain(one.iban);
  });

  it('a manual account refuses a bad IBAN and a repeat, names the bank, and shows who else uses the IBAN', async () => {
    const customer = customerWithoutAccount();
    const bad = await mock.api(
      'post',
      '/api/bankscraper/addCustomerBankAccountManually',
      { customerId: customer.id, iban: 'ES91 2100 0418 4502 0005 1333' },
      admin,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].message).toBe('The IBAN is not valid.');
    const iban = ibanFrom('ES', 777_001);
    const ok = await mock.api('post', '/api/bankscraper/addCustomerBankAccountManually', { customerId: customer.id, iban }, admin);
    expect(ok.body.data).toMatchObject({
      customerId: customer.id,
      iban,
      bankName: 'CaixaBank',
      verified: false,
      source: 'manual',
      sharedWith: [],
    });
    expect(ok.body.data.bankDetails).toMatchObject({ country: 'ES', bankCode: '2100' });
    const again = await mock.api('post', '/api/bankscraper/addCustomerBankAccountManually', { customerId: customer.id, iban }, admin);
    expect(again.body.errors[0].message).toBe('This account is already on the customer.');

    const other = customerWithoutAccount(1);
    await mock.api('post', '/api/bankscraper/addCustomerBankAccountManually', { customerId: other.id, iban }, admin);
    const details = await mock.api('get', `/api/bankscraper/getAccountWithBankDetails?customerId=${customer.id}`, undefined, admin);
    expect(details.body.data[0].sharedWith).toEqual([other.id]);
  });

  it('the eligible account is the newest verified one no other customer uses', async () => {
    const customer = customerWithoutAccount(2);
    const none = await mock.api('post', '/api/bankscraper/getEligibleBankAccount', { customerId: customer.id }, admin);
    expect(none.body.data).toEqual({ customerId: customer.id, account: null, reason: 'The customer has no verified bank account.' });
    // A shared IBAN never qualifies: the seed's duplicates are the second owner's; verify one and ask again.
    const [group] = (await mock.api('get', '/api/bankscraper/FindDuplicateAccounts', undefined, admin)).body.data;
    const owner = group.customerIds.find((c: number) => mock.ctx.rows('bankAccounts').filter((a) => a.customerId === c).length === 1);
    for (const a of mock.ctx.rows('bankAccounts')) if (a.customerId === owner) a.verified = true;
    const shared = await mock.api('post', '/api/bankscraper/getEligibleBankAccount', { customerId: owner }, admin);
    expect(shared.body.data.reason).toBe('Every verified account of the customer is also used by another customer.');
  });
});

describe('scrape sessions', () => {
  it('a scrape verifies the accounts, stores the results, and the salary day comes from them', async () => {
    const customer = customerWithoutAccount(3);
    const noSession = await mock.api('post', '/api/bankscraper/findSalaryDateOfCustomer', { customerId: customer.id }, admin);
    expect(noSession.body.errors[0].message).toBe('No scrape results for this customer: start a scrape first.');

    const scrape = await mock.api('post', '/api/bankscraper/scrape', { customerId: customer.id }, admin);
    expect(scrape.body.data).toMatchObject({
      customerId: customer.id,
      status: 'completed',
      provider: 'mockScraper',
      startedBy: 'admin@pronto.test',
    });
    // No account stored: the scrape found one, verified.
    const accounts = mock.ctx.rows('bankAccounts').filter((a) => a.customerId === customer.id);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ verified: true, source: 'scrape' });
    expect(scrape.body.data.results.accounts[0].iban).toBe(accounts[0]!.iban);
    const eligible = await mock.api('post', '/api/bankscraper/getEligibleBankAccount', { customerId: customer.id }, admin);
    expect(eligible.body.data.account.id).toBe(accounts[0]!.id);

    const salary = await mock.api('post', '/api/bankscraper/findSalaryDateOfCustomer', { customerId: customer.id }, admin);
    expect(salary.body.data).toMatchObject({
      customerId: customer.id,
      sessionId: scrape.body.data.id,
      salaryDay: [1, 15, 25, 28][customer.id % 4],
    });
    expect(salary.body.data.basedOn).toBeGreaterThanOrEqual(3);

    const text = await mock.api('get', `/api/bankscraper/getSessionResultJsonAsTxt?sessionId=${scrape.body.data.id}`, undefined, admin);
    expect(JSON.parse(text.body.data)).toEqual(scrape.body.data.results);
    const rest = await mock.api('get', `/api/rest/scrapeSessions/${scrape.body.data.id}`, undefined, admin);
    expect(rest.body.data.results.holder.name).toBe(`${customer.firstName} ${customer.lastName}`);
  });

  it('a blacklisted customer cannot be scraped, and says why', async () => {
    const customer = customerWithoutAccount(4);
    customer.blacklisted = true;
    const able = await mock.api('post', '/api/bankscraper/scrape/ableTo', { customerId: customer.id }, admin);
    expect(able.body.data).toEqual({ customerId: customer.id, able: false, reason: 'The customer is blacklisted.' });
    const scrape = await mock.api('post', '/api/bankscraper/scrape', { customerId: customer.id }, admin);
    expect(scrape.status).toBe(422);
    expect(scrape.body.errors[0].message).toBe('The customer is blacklisted.');
    customer.blacklisted = false;
  });

  it('a failed seeded session downloads as its error', async () => {
    const failed = mock.ctx.rows('scrapeSessions').find((s) => s.status === 'failed')!;
    const text = await mock.api('get', `/api/bankscraper/getSessionResultJsonAsTxt?sessionId=${failed.id}`, undefined, admin);
    expect(text.body.data).toBe(`Scrape session ${failed.id} failed: ${String(failed.error)}\n`);
    const missing = await mock.api('get', '/api/bankscraper/getSessionResultJsonAsTxt?sessionId=999999', undefined, admin);
    expect(missing.body.errors[0].message).toBe('Scrape session 999999 does not exist.');
  });
});

describe('scraper performance', () => {
  it('counts the sessions of the period per provider, day and failure reason', async () => {
    const answer = await mock.api('post', '/api/bankscraper/scraperPerformance', { from: '2026-08-01', to: '2026-10-31' }, admin);
    const seeded = mock.ctx.rows('scrapeSessions').filter((s) => String(s.createdAt) >= '2026-08-01' && String(s.createdAt) < '2026-11-01');
    const completed = seeded.filter((s) => s.status === 'completed').length;
    expect(answer.body.data).toMatchObject({ total: seeded.length, completed, failed: seeded.length - completed });
    expect(answer.body.data.successRate).toBe(Math.round((completed / seeded.length) * 1000) / 10);
    expect(answer.body.data.byProvider.map((p: { provider: string }) => p.provider)).toEqual(['legacyScraper', 'mockScraper']);
    expect(answer.body.data.errors.reduce((n: number, e: { count: number }) => n + e.count, 0)).toBe(seeded.length - completed);
  });

  it('refuses a reversed or too long period', async () => {
    const reversed = await mock.api('post', '/api/bankscraper/scraperPerformance', { from: '2026-10-01', to: '2026-09-01' }, admin);
    expect(reversed.body.errors[0].message).toBe('The start date must not be after the end date.');
    const long = await mock.api('post', '/api/bankscraper/scraperPerformance', { from: '2024-01-01', to: '2026-01-01' }, admin);
    expect(long.body.errors[0].message).toBe('Choose a period of at most one year.');
    const missing = await mock.api('post', '/api/bankscraper/scraperPerformance', { from: '2026-10-01' }, admin);
    expect(missing.body.errors[0].message).toBe('to is required.');
  });
});

describe('rules', () => {
  it('cards are tried active first, then linked by latest expiry; deleted ones never', () => {
    const cards = [
      { id: 1, status: 'linked', linked: true, expiry: '01/28' },
      { id: 2, status: 'deleted', deleted: true, expiry: '01/31' },
      { id: 3, status: 'linked', linked: true, expiry: '12/29' },
      { id: 4, status: 'active', linked: true, expiry: '01/27' },
      { id: 5, status: 'unlinked', linked: false, expiry: '01/30' },
    ] as Row[];
    expect(cardPriority(cards).map((c) => c.id)).toEqual([4, 3, 1, 5]);
  });

  it('the next salary date is this month or the next, clamped to the month end', () => {
    expect(nextDayOfMonth('2026-11-10', 25)).toBe('2026-11-25');
    expect(nextDayOfMonth('2026-11-26', 25)).toBe('2026-12-25');
    expect(nextDayOfMonth('2027-02-01', 30)).toBe('2027-02-28');
    expect(nextDayOfMonth('2026-11-25', 25)).toBe('2026-11-25');
  });
});

describe('credentials', () => {
  it('lists one masked bank sign-in per provider and bank, never a secret', async () => {
    const session = mock.ctx.rows('scrapeSessions').find((s) => s.status === 'completed')!;
    const answer = await mock.api('get', `/api/bankscraper/getCredentialsOfCustomer?customerId=${session.customerId}`, undefined, admin);
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data[0]).toMatchObject({ provider: session.provider, bankName: session.bankName });
    expect(answer.body.data[0].login).toMatch(/^.\*\*\*@/);
    expect(maskLogin('07100000008')).toBe('***008');
  });
});

describe('bank link and repairs', () => {
  it('the application flow follows the bank data; the bank-link SMS lands in the SMS history', async () => {
    const customer = customerWithoutAccount(5);
    const before = await mock.api('get', `/api/bankscraper/determineApplicationFlowPath?customerId=${customer.id}`, undefined, admin);
    expect(before.body.data).toMatchObject({ flow: 'widget' });
    const sms = await mock.api('post', '/api/bankscraper/notifysms', { customerId: customer.id }, admin);
    expect(sms.body.data).toMatchObject({ customerId: customer.id, mobilePhone: customer.mobilePhone, type: 'bankLink' });
    expect(mock.ctx.db.smsHistory.at(-1)?.text).toMatch(/connect your bank|conecte su banco/);
    await mock.api('post', '/api/bankscraper/scrape', { customerId: customer.id }, admin);
    const after = await mock.api('get', `/api/bankscraper/determineApplicationFlowPath?customerId=${customer.id}`, undefined, admin);
    expect(after.body.data.flow).toBe('scrape');
  });

  it('the repair verifies again the accounts a completed scrape found', async () => {
    const session = mock.ctx
      .rows('scrapeSessions')
      .find((s) => s.status === 'completed' && (s.results as { accounts: unknown[] }).accounts.length > 0)!;
    const account = mock.ctx.rows('bankAccounts').find((a) => a.customerId === session.customerId && typeof a.iban === 'string')!;
    account.verified = false;
    const answer = await mock.api(
      'put',
      '/api/bankscraper/fixCustomerAccountSessionHistoryData',
      { customerId: session.customerId },
      admin,
    );
    expect(answer.body.data).toMatchObject({ customerId: session.customerId, fixed: 1, accountIds: [account.id] });
    expect(account.verified).toBe(true);
  });

  it('the transfer manager queue is the approved loans; a reset is recorded', async () => {
    const state = await mock.api('get', '/api/bankscraper/loantransfermanager/state', undefined, admin);
    expect(state.body.data.queued).toBe(mock.ctx.db.loans.filter((l) => l.status === 'approved').length);
    const reset = await mock.api('post', '/api/bankscraper/loantransfermanager/reset', {}, admin);
    expect(reset.body.data.lastResetBy).toBe('admin@pronto.test');
  });
});

describe('identity check', () => {
  it('compares the customer with the holder the bank names (accents and case aside)', async () => {
    const customer = { firstName: 'José', lastName: 'Núñez', emailAddress: 'Jose@Example.com', mobilePhone: '612345678' } as CustomerRecord;
    expect(identityMatch(customer, { name: 'JOSE NUNEZ', email: 'jose@example.com', phone: '+34 612 345 678' })).toEqual({
      name: true,
      email: true,
      phone: true,
      matched: true,
    });
    expect(identityMatch(customer, { name: 'Ana Núñez', email: 'jose@example.com', phone: '612345678' }).matched).toBe(false);
    const session = mock.ctx.rows('scrapeSessions').find((s) => s.status === 'completed')!;
    const answer = await mock.api('post', '/api/bankscraper/validatecustomerInfo', { customerId: session.customerId }, admin);
    expect(answer.body.data).toMatchObject({ customerId: session.customerId, matched: true });
  });
});
