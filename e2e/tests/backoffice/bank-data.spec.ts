import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

type Account = { id: number; customerId: number; iban?: string; verified: boolean };
type Session = { id: number; customerId: number; status: string; startedBy: string };

/** A seeded customer with a stored account that is neither blacklisted nor deleted (scrapes refuse those). */
async function borrower(token: string): Promise<number> {
  const seeded = await api<Account[]>('GET', '/api/rest/bankAccounts?range=[0,19]&sort=["id","ASC"]', undefined, token);
  for (const account of seeded.body?.data ?? []) {
    const customer = await api<{ blacklisted: boolean; deleted: boolean }>(
      'GET',
      `/api/rest/customers/${account.customerId}`,
      undefined,
      token,
    );
    if (customer.body?.data && !customer.body.data.blacklisted && !customer.body.data.deleted) return account.customerId;
  }
  throw new Error('no seeded customer with a bank account');
}

const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

test('lists accounts with their duplicates, adds one by hand (IBAN checked), scrapes it and finds the salary date', async ({ page }) => {
  test.slow();
  const token = await staffToken('admin');
  const [duplicate] =
    (await api<{ iban: string; customerIds: number[] }[]>('GET', '/api/bankscraper/FindDuplicateAccounts', undefined, token)).body?.data ??
    [];
  expect(duplicate).toBeDefined();

  await signIn(page, 'admin', `/bankAccounts?filter=${encodeURIComponent(JSON.stringify({ customerId: duplicate!.customerIds[0] }))}`);
  const sharedRow = page.getByRole('row').filter({ hasText: grouped(duplicate!.iban) });
  await expect(sharedRow).toContainText('Duplicate', { timeout: 20_000 });
  await expect(sharedRow).toContainText(`Customer ${duplicate!.customerIds[1]}`);
  await expectNoAxeViolations(page);

  const customerId = await borrower(token);
  await open(page, '/bankAccounts/create');
  // The list's filter (also "Customer") is gone once the form's Save button shows.
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await pickCustomer(page, 'Customer', customerId);
  await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The IBAN is not valid.')).toBeVisible();

  const iban = String((await api<string>('GET', '/api/bankscraper/randomIban?country=GB', undefined, token)).body?.data);
  await page.getByLabel('IBAN').fill(grouped(iban));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/bankAccounts\/\d+\/show$/);
  await expect(page.getByText(grouped(iban)).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bank details' })).toContainText('Mock Bank');
  const id = Number(/bankAccounts\/(\d+)\/show/.exec(page.url())?.[1]);
  const before = await api<Account[]>('GET', `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`, undefined, token);
  expect(before.body?.data.find((a) => a.id === id)).toMatchObject({ iban, verified: false });

  await expect(page.getByTestId('scrape-able')).toHaveText('The customer can be scraped.');
  await page.getByRole('button', { name: 'Scrape the bank' }).click();
  await expect(page.getByText('Scrape finished: the accounts are verified')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('eligible-account')).toContainText(grouped(iban));
  await expect(page.getByTestId('eligible-account')).toContainText('(This account)');
  await expect(page.getByTestId('scrape-holder')).toContainText(
    /The bank names the holder .+ \(scraped on \d{4}-\d{2}-\d{2}\)\. Scrape session \d+/,
  );
  await expect(page.getByRole('table', { name: 'Stored bank sign-ins' })).toContainText('mockScraper');
  const after = await api<Account[]>('GET', `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`, undefined, token);
  expect(after.body?.data.find((a) => a.id === id)?.verified).toBe(true);

  await expect(page.getByTestId('application-flow')).toContainText('Application flow: bank scrape.');
  await page.getByRole('button', { name: 'Check identity against the bank' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'e-mail' })).toHaveText('Name matches; e-mail matches; phone matches.');
  const smsFilter = encodeURIComponent(JSON.stringify({ customerId, type: 'bankLink' }));
  const smsBefore = (await api<unknown[]>('GET', `/api/rest/smsHistory?filter=${smsFilter}`, undefined, token)).body?.data.length ?? 0;
  await page.getByRole('button', { name: 'Send bank-link SMS' }).click();
  await expect(page.getByText('Bank-link SMS sent')).toBeVisible();
  await expect
    .poll(async () => (await api<unknown[]>('GET', `/api/rest/smsHistory?filter=${smsFilter}`, undefined, token)).body?.data.length)
    .toBe(smsBefore + 1);

  await page.getByRole('button', { name: 'Find salary date' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Salary on day' })).toContainText(
    /Salary on day (1|15|25|28) of the month; next on \d{4}-\d{2}-\d{2}/,
  );
});

test('starts a scrape session, shows its results and downloads them as text', async ({ page }) => {
  test.slow();
  const token = await staffToken('admin');
  const customerId = await borrower(token);
  await signIn(page, 'admin', '/scrapeSessions/create');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await pickCustomer(page, 'Customer', customerId);
  await page.getByLabel('Purpose').click();
  await page.getByRole('option', { name: 'Collection' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/scrapeSessions\/\d+\/show$/);
  const id = Number(/scrapeSessions\/(\d+)\/show/.exec(page.url())?.[1]);
  await expect(
    page
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: /SALARY/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account holder' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as text' }).click();
  expect((await download).suggestedFilename()).toBe(`scrape-session-${id}.txt`);

  await page.reload();
  await expect(page.getByText('Completed')).toBeVisible();
  const stored = await api<Session>('GET', `/api/rest/scrapeSessions/${id}`, undefined, token);
  expect(stored.body?.data).toMatchObject({ customerId, status: 'completed', purpose: 'collection', startedBy: 'admin@pronto.test' });

  await open(page, `/scrapeSessions?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
  await expect(page.getByRole('row', { name: new RegExp(`^${id} `) })).toContainText('Completed');
});

test('shows scraper performance for a period, refuses a reversed one, and the bank-data settings', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin', '/scraper-performance');
  await page.getByLabel('From', { exact: true }).fill('2026-08-01');
  await page.getByLabel('To', { exact: true }).fill('2026-10-31');
  await page.getByRole('button', { name: 'Show' }).click();
  const totals = page.getByRole('table', { name: 'Sessions' });
  await expect(totals.getByRole('row').filter({ hasText: 'mockScraper' })).toBeVisible();
  await expect(totals.getByRole('row').filter({ hasText: 'legacyScraper' })).toContainText('%');
  await expect(page.getByRole('table', { name: 'Failure reasons' })).toContainText('The bank rejected the credentials.');

  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The start date must not be after the end date.' })).toBeVisible();

  await open(page, '/bank-settings');
  await expect(page.getByTestId('active-provider')).toHaveText('mockScraper');
  await page.getByRole('button', { name: 'Reset the transfer manager' }).click();
  await expect(page.getByText('Transfer manager reset')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('transfer-state')).toContainText(
    /approved loans waiting for payout\. Last reset .+ by admin@pronto\.test\./,
  );
  await expect(page.getByRole('table', { name: 'Card priority list (collection)' })).toContainText('The active card');
});
