import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentToken } from '../routes/bank-scrape-calls.ts';
import { providerSignature } from '../routes/provider-signature.ts';
import type { Row } from '../types.ts';
import { startMock, type Answer, type Mock } from './harness.ts';

/* The bank-scraper, communication and content calls the fallback used to answer: each called as its role and
 * read back through the catalogue's own reads. */

let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const data = (a: Answer) => a.body.data;
const message = (a: Answer) => a.body.errors?.[0]?.message as string | undefined;
const call = (method: 'get' | 'post' | 'put', path: string, body?: Record<string, unknown>, token: string | undefined = admin) =>
  mock.api(method, `/api/${path}`, body, token);
const fixed = (email: string) => mock.ctx.db.customers.find((c) => c.emailAddress === email)!;
const sessionsOf = async (customerId: number): Promise<Row[]> =>
  data(await call('post', 'bankscraper/searchSessions', { filter: { customerId }, sort: 'id', order: 'DESC', perPage: 100 })).items;

describe('bank scraper calls', () => {
  it("validates the customer's finances with the bank sign-in (a new read) and without it (the last read)", async () => {
    const scraped = new Set(mock.ctx.rows('scrapeSessions').map((s) => s.customerId));
    const customer = mock.ctx.db.customers.find((c) => !scraped.has(c.id) && !c.deleted && !c.blacklisted)!;
    const noSignIn = await call('post', 'bankscraper/validateCustomerFinancialDetails', { customerId: customer.id });
    expect(message(noSignIn)).toBe('No stored bank sign-in for this customer: the customer connects the bank first.');
    await call('post', 'bankscraper/scrape', { customerId: customer.id });
    // The made-up bank pays a salary of 1200 plus 100 per (id mod 7); the customer declares twice that.
    const salary = 1200 + (customer.id % 7) * 100;
    await call('put', 'customer/customer', { customerId: customer.id, monthlyIncome: salary * 2 });

    const checked = data(await call('post', 'bankscraper/validateCustomerFinancialDetails', { customerId: customer.id }));
    expect(checked).toMatchObject({ customerId: customer.id, withCredentials: true, incomeFound: salary, verdict: 'notValidated' });
    expect(checked.identity.matched).toBe(true);
    expect(checked.reasons).toEqual([`The income found (${salary}) is more than 10% below the income declared (${salary * 2}).`]);
    const [latest] = await sessionsOf(customer.id);
    expect(latest).toMatchObject({ id: checked.sessionId, purpose: 'validation', status: 'completed' });
    expect(data(await call('get', `bankscraper/getScrapeCustomerInfo?customerId=${customer.id}`)).sessionId).toBe(checked.sessionId);

    await call('put', 'customer/customer', { customerId: customer.id, monthlyIncome: salary });
    const stored = data(await call('post', 'bankscraper/validateCustomerFinancialDetailsWithoutCred', { customerId: customer.id }));
    expect(stored).toMatchObject({ sessionId: checked.sessionId, withCredentials: false, verdict: 'validated', reasons: [] });
    const [same] = await sessionsOf(customer.id);
    expect((same?.validations as Row[]).map((v) => [v.withCredentials, v.verdict])).toEqual([
      [true, 'notValidated'],
      [false, 'validated'],
    ]);
    const never = mock.ctx.db.customers.find((c) => !mock.ctx.rows('scrapeSessions').some((s) => s.customerId === c.id))!;
    const none = await call('post', 'bankscraper/validateCustomerFinancialDetailsWithoutCred', { customerId: never.id });
    expect(message(none)).toBe('No bank data for this customer yet: validate with the bank sign-in or scrape first.');
  });

  it('finds the linked account (seed): the one a loan would be paid into', async () => {
    const account = mock.ctx.rows('bankAccounts').find((a) => a.verified === true)!;
    const customerId = Number(account.customerId);
    const linked = data(await call('post', 'bankscraper/findLinkedAccountId', { customerId }));
    const eligible = data(await call('post', 'bankscraper/getEligibleBankAccount', { customerId }));
    expect(linked).toEqual({ customerId, accountId: eligible.account.id, iban: eligible.account.iban, reason: eligible.reason });
    expect(message(await call('post', 'bankscraper/findLinkedAccountId', {}))).toBe('customerId is required.');
  });

  it('reads given accounts again: each is verified, a customer who cannot be read is reported', async () => {
    const unverified = mock.ctx.rows('bankAccounts').find((a) => a.verified === false)!;
    const blocked = mock.ctx.rows('bankAccounts').find((a) => a.verified === true && a.customerId !== unverified.customerId)!;
    mock.ctx.customerById(Number(blocked.customerId))!.blacklisted = true;
    const answer = data(
      await call('post', 'bankscraper/scrapeAccounts', { accountIds: [unverified.id, blocked.id], reason: 'Monthly check' }),
    );
    expect(answer).toEqual([
      expect.objectContaining({ accountId: unverified.id, status: 'completed', verified: true }),
      expect.objectContaining({ accountId: blocked.id, status: 'refused', reason: 'The customer is blacklisted.', sessionId: null }),
    ]);
    const read = data(await call('get', `bankscraper/GetAccount?accountId=${unverified.id}`));
    expect(read.verified).toBe(true);
    expect((await sessionsOf(Number(unverified.customerId)))[0]?.id).toBe(answer[0].sessionId);
    expect(message(await call('post', 'bankscraper/scrapeAccounts', { accountIds: [999999] }))).toBe('Bank account 999999 does not exist.');
  });

  it('lists the best bank tokens (seed), scrapes with one in two steps, and refuses a token that is not the customer’s', async () => {
    const today = mock.ctx.nowIso().slice(0, 10);
    const recent = mock.ctx.rows('scrapeSessions').find((s) => s.status === 'completed' && String(s.createdAt).startsWith(today))!;
    const customerId = Number(recent.customerId);
    const tokens = data(await call('get', `bankscraper/GetCustomerBestTokens?customerId=${customerId}`)) as Row[];
    expect(tokens[0]).toMatchObject({ token: consentToken(recent.id), consentSessionId: recent.id, provider: recent.provider });

    const started = data(await call('post', 'bankscraper/tokenScrape', { customerId }));
    expect(started).toMatchObject({ purpose: 'token', status: 'inProgress', consentSessionId: recent.id, results: null });
    const continued = data(await call('post', `bankscraper/tokenScrape/${started.id}`, { customerId }));
    expect(continued).toMatchObject({ id: started.id, status: 'completed' });
    expect(continued.results.holder).toEqual(expect.objectContaining({ name: expect.any(String) }));
    expect(data(await call('post', `bankscraper/tokenScrape/${started.id}`, { customerId })).status).toBe('completed');
    expect(data(await call('get', `bankscraper/getScrapeCustomerInfo?customerId=${customerId}`)).sessionId).toBe(started.id);
    const after = data(await call('get', `bankscraper/GetCustomerBestTokens?customerId=${customerId}`)) as Row[];
    expect(after.find((t) => t.consentSessionId === recent.id)?.lastUsedAt).toBe(continued.createdAt);

    const stranger = await call('post', 'bankscraper/tokenScrape', { customerId, token: consentToken(999999) });
    expect(message(stranger)).toBe('This token is not a valid bank consent of the customer.');
    const otherCustomer = await call('post', `bankscraper/tokenScrape/${started.id}`, { customerId: customerId + 1 });
    expect(message(otherCustomer)).toBe(`Scrape session ${started.id} is not a session of customer ${customerId + 1}.`);
  });
});

describe('communication calls', () => {
  it('replies to a ticket with a file: the thread shows it, the file is listed and opened, the customer is e-mailed', async () => {
    const ticket = mock.ctx.rows('tickets').find((t) => typeof t.emailAddress === 'string')!;
    const body = {
      ticketId: ticket.id,
      text: 'Your statement is attached.',
      attachmentName: 'statement.pdf',
      attachmentUrl: 'https://files.pronto.test/s/1.pdf',
    };
    const replied = await call('post', 'communication/replymultipart', body);
    expect(replied.status).toBe(200);
    const thread = data(await call('get', `communication/getThread?ticketId=${ticket.id}`)) as Row[];
    const last = thread.at(-1)!;
    expect(last).toMatchObject({ direction: 'out', body: 'Your statement is attached.', from: 'admin@pronto.test' });
    const [file] = last.attachments as { id: number; name: string }[];
    expect(file?.name).toBe('statement.pdf');
    const files = data(await call('get', `communication/attachments?ticketId=${ticket.id}`)) as Row[];
    expect(files.map((f) => f.id)).toContain(file?.id);
    const one = data(await call('get', `communication/attachments?ticketId=${ticket.id}&attachmentId=${file?.id}`));
    expect(one).toMatchObject({
      name: 'statement.pdf',
      url: 'https://files.pronto.test/s/1.pdf',
      contentType: 'application/pdf',
      messageId: last.id,
    });
    const mail = data(
      await call('get', `communication/email/history?emailAddress=${encodeURIComponent(String(ticket.emailAddress))}`),
    ) as Row[];
    expect(mail[0]).toMatchObject({ type: 'ticketReply', text: 'Your statement is attached.\n\nAttached: statement.pdf' });

    const ftp = await call('post', 'communication/replymultipart', { ...body, attachmentUrl: 'ftp://files/x.pdf' });
    expect(message(ftp)).toBe('The address of statement.pdf must be a full http(s) URL.');
    expect(message(await call('post', 'communication/replymultipart', { ticketId: ticket.id, text: 'x' }))).toBe(
      'attachmentName is required.',
    );
  });

  it("opens a customer's attachment (seed), and refuses a file of another ticket", async () => {
    const seeded = mock.ctx.rows('ticketAttachments').find((a) => a.direction === 'in')!;
    const answer = data(await call('get', `communication/attachments?ticketId=${String(seeded.ticketId)}&attachmentId=${seeded.id}`));
    expect(answer).toMatchObject({ id: seeded.id, name: seeded.name, direction: 'in' });
    const thread = data(await call('get', `communication/getThread?ticketId=${String(seeded.ticketId)}`)) as Row[];
    expect(thread.find((m) => m.id === seeded.messageId)?.attachments).toEqual([{ id: seeded.id, name: seeded.name }]);
    const other = mock.ctx.rows('tickets').find((t) => t.id !== seeded.ticketId)!;
    const wrong = await call('get', `communication/attachments?ticketId=${other.id}&attachmentId=${seeded.id}`);
    expect(message(wrong)).toBe(`Attachment ${seeded.id} is not a file of ticket ${other.id}.`);
  });

  it('makes a short link that resolves to its address, the same for the same address', async () => {
    const url = 'https://www.pronto.test/payment?loan=12';
    const made = data(await call('post', 'communication/shortLink', { url }));
    expect(made.shortUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/s\/[A-Za-z0-9]{7}$/);
    const resolved = await fetch(made.shortUrl, { redirect: 'manual' });
    expect([resolved.status, resolved.headers.get('location')]).toEqual([302, url]);
    expect(data(await call('post', 'communication/shortLink', { url })).shortUrl).toBe(made.shortUrl);
    expect((await fetch(`${mock.base}/s/nothing`, { redirect: 'manual' })).status).toBe(404);
    expect(message(await call('post', 'communication/shortLink', { url: 'javascript:alert(1)' }))).toBe(
      'url must be a full http(s) address.',
    );
  });

  it('creates a review link after a repaid loan, once per loan; none without a repaid loan', async () => {
    const customer = fixed('customer.approved@pronto.test');
    const link = data(await call('post', 'communication/reviewLink', { customerId: customer.id }));
    const repaid = mock.ctx.db.loans.find((l) => l.customerId === customer.id && l.status === 'repaid')!;
    expect(link).toMatchObject({ customerId: customer.id, loanId: repaid.id });
    const resolved = await fetch(link.url, { redirect: 'manual' });
    expect(resolved.status).toBe(302);
    expect(resolved.headers.get('location')).toMatch(/^https:\/\/reviews\.pronto\.test\/evaluate\?invitation=[0-9a-f]{32}$/);
    expect(data(await call('post', 'communication/reviewLink', { customerId: customer.id })).url).toBe(link.url);
    const applicant = fixed('customer.systemapproved@pronto.test');
    expect(message(await call('post', 'communication/reviewLink', { customerId: applicant.id }))).toBe(
      `Customer ${applicant.id} has no repaid loan to review.`,
    );
  });

  it("records the SMS gateway's delivery receipt of a sent SMS, once final; refuses a forged or unknown one", async () => {
    const customer = fixed('customer.approved@pronto.test');
    const sms = data(
      await call('post', 'communication/SendSmsSingle', { customerId: customer.id, text: 'Your payment is due on Friday.' }),
    );
    const ref = String(sms.providerRef);
    const receipt = (status: string) => ({ reference: ref, status, signature: providerSignature('sms', [ref, status]) });
    expect(data(await call('post', 'communication/providerCallback/sms', receipt('delivered'), undefined))).toEqual({
      reference: ref,
      status: 'delivered',
    });
    expect(data(await call('post', 'communication/providerCallback/sms', receipt('pending'), undefined)).status).toBe('delivered');
    const history = data(await call('get', `communication/sms/history?mobilePhone=${customer.mobilePhone}`)) as Row[];
    expect(history.find((s) => s.id === sms.id)?.receipt).toMatchObject({ status: 'delivered' });

    const forged = await call(
      'post',
      'communication/providerCallback/sms',
      { ...receipt('failed'), signature: providerSignature('email', [ref, 'failed']) },
      undefined,
    );
    expect(forged.status).toBe(401);
    const unknown = await call(
      'post',
      'communication/providerCallback/sms',
      { reference: 'f'.repeat(24), status: 'delivered', signature: 'x' },
      undefined,
    );
    expect([unknown.status, message(unknown), data(unknown)]).toEqual([422, 'Unknown message reference.', null]);
  });

  it("records the e-mail provider's events of a sent e-mail, each once", async () => {
    const customer = fixed('customer.approved@pronto.test');
    const email = data(
      await call('post', 'communication/SendEmailSingle', { customerId: customer.id, subject: 'Hello', text: 'Your statement is ready.' }),
    );
    const ref = String(email.providerRef);
    const event = (name: string) => ({ reference: ref, event: name, signature: providerSignature('email', [ref, name]) });
    await call('post', 'communication/providerCallback/email', event('delivered'), undefined);
    await call('post', 'communication/providerCallback/email', event('opened'), undefined);
    const last = data(await call('post', 'communication/providerCallback/email', event('opened'), undefined));
    expect(last).toEqual({ reference: ref, status: 'delivered', events: ['delivered', 'opened'] });
    const history = data(
      await call('get', `communication/email/history?emailAddress=${encodeURIComponent(customer.emailAddress)}`),
    ) as Row[];
    expect(history.find((e) => e.id === email.id)).toMatchObject({
      delivery: { status: 'delivered' },
      events: [{ event: 'delivered' }, { event: 'opened' }],
    });
    const bad = await call('post', 'communication/providerCallback/email', { reference: ref, event: 'read' }, undefined);
    expect(message(bad)).toBe('event must be one of delivered, opened, clicked, bounced, complained.');
  });
});

describe('content calls', () => {
  it("scores an IP (seed): a banned address 100, the office's white-listed one 0, a cloud address abroad high, always the same", async () => {
    const score = async (ip: string) => data(await call('get', `content/scamalytics?ip=${encodeURIComponent(ip)}`));
    expect(await score('203.0.113.7')).toMatchObject({ score: 100, risk: 'very high', country: 'NL', isp: 'Hosting BV' });
    expect(await score('10.0.0.1')).toMatchObject({ score: 0, risk: 'low', reasons: ['On the white list.'] });
    const cloud = await score('192.0.2.10');
    expect(cloud.reasons).toEqual(['The address belongs to a hosting or cloud provider.', 'The address is outside the UK and Spain.']);
    expect(cloud.score).toBeGreaterThanOrEqual(55);
    const home = await score('81.2.69.160');
    expect(home).toEqual(await score('81.2.69.160'));
    expect(home.score).toBeLessThanOrEqual(45);
    expect(message(await call('get', 'content/scamalytics?ip=999.1.1.1'))).toBe('ip must be an IPv4 or IPv6 address.');
  });

  it('stores automation settings the read returns, checked together; the collection run uses its days', async () => {
    const before = data(await call('get', 'content/automation')) as Row[];
    expect(before.find((s) => s.key === 'legalCollectionAfterDays')).toMatchObject({ value: 120, default: 120, updatedBy: null });
    const changed = await call('post', 'content/automation', { key: 'legalCollectionAfterDays', value: '150' });
    expect(changed.status).toBe(200);
    const after = data(await call('get', 'content/automation')) as Row[];
    expect(after.find((s) => s.key === 'legalCollectionAfterDays')).toMatchObject({ value: 150, updatedBy: 'admin@pronto.test' });
    expect(data(await call('post', 'customer/autoLC', { dryRun: true })).minDays).toBe(150);
    await call('post', 'content/automation', { settings: { paymentReminderSms: false, cardRetryAttempts: 2 } });
    const many = data(await call('get', 'content/automation')) as Row[];
    expect(many.filter((s) => ['paymentReminderSms', 'cardRetryAttempts'].includes(String(s.key))).map((s) => s.value)).toEqual([false, 2]);

    const order = await call('post', 'content/automation', { key: 'internalCollectionAfterDays', value: '59' });
    expect(order.status).toBe(200);
    const late = await call('post', 'content/automation', { key: 'externalCollectionAfterDays', value: '200' });
    expect(message(late)).toBe('External collection must start before legal collection.');
    expect(message(await call('post', 'content/automation', { key: 'autoMagic', value: 'true' }))).toMatch(
      /^Unknown automation setting "autoMagic"/,
    );
    expect(message(await call('post', 'content/automation', { key: 'autoIssueLoans', value: 'yes' }))).toBe(
      'autoIssueLoans must be true or false.',
    );
    const unchanged = data(await call('get', 'content/automation')) as Row[];
    expect(unchanged.find((s) => s.key === 'externalCollectionAfterDays')?.value).toBe(60);
  });
});
