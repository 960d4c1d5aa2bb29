import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

type Account = { id: number; customerId: number; iban?: string; verified: boolean };

// Several screens of the console each (a form, a record, the maintenance page) on two busy cores.
test.describe.configure({ timeout: 90_000 });

/** A generated customer of the full seed, not blacklisted or deleted (a scrape refuses those), a new one each run. */
async function scrapeableCustomer(token: string): Promise<number> {
  for (;;) {
    const id = 300 + Math.floor(Math.random() * 2000);
    const customer = await api<{ blacklisted: boolean; deleted: boolean }>('GET', `/api/rest/customers/${id}`, undefined, token);
    if (customer.body?.data && !customer.body.data.blacklisted && !customer.body.data.deleted) return id;
  }
}

/** The IBAN as the console prints it, and as a pattern that finds it printed with or without spaces. */
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');
const printed = (iban: string) => new RegExp(iban.split('').join('\\s?'));

test('a training account: the Random IBAN button fills a valid one, the account is saved, and its session history repaired', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customerId = await scrapeableCustomer(token);
  await signIn(page, 'admin', '/bankAccounts/create');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await pickCustomer(page, 'Customer', customerId);
  await page.getByRole('button', { name: 'Random IBAN (test) GB' }).click();
  const ibanInput = page.getByLabel('IBAN');
  await expect(ibanInput).toHaveValue(/^GB\d{2}[A-Z]{4}\d{14}$/);
  const iban = await ibanInput.inputValue();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/bankAccounts\/\d+\/show$/);
  await expect(page.getByText(grouped(iban)).first()).toBeVisible();

  await page.getByRole('button', { name: 'Repair from session history' }).click();
  await expect(page.getByText('Accounts checked against the session history')).toBeVisible();
  const stored = await api<Account[]>('GET', `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`, undefined, token);
  expect(stored.body?.data.find((a) => a.iban === iban)).toMatchObject({ customerId, verified: false });
});

test('maintenance, bank connection: finds an account by id, reads it again (confirmed with a reason), lists it by customer and shows the service address', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customerId = await scrapeableCustomer(token);
  const iban = String((await api<string>('GET', '/api/bankscraper/randomIban?country=GB', undefined, token)).body?.data);
  const added = await api<Account>('POST', '/api/bankscraper/addCustomerBankAccountManually', { customerId, iban }, token);
  const accountId = Number(added.body?.data.id);
  expect(added.body?.data.verified).toBe(false);

  await signIn(page, 'admin', '/maintenance');
  const bank = page.getByRole('region', { name: 'Bank connection' });

  await bank.getByRole('button', { name: 'Find a bank account' }).click();
  let dialog = page.getByRole('dialog', { name: 'Find a bank account' });
  await dialog.getByLabel('Bank account').fill(String(accountId));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(printed(iban));
  await dialog.getByRole('button', { name: 'Close' }).click();

  await bank.getByRole('button', { name: 'Read bank accounts again' }).click();
  dialog = page.getByRole('dialog', { name: 'Read bank accounts again' });
  await expect(dialog).toContainText(
    "Read these bank accounts again now? Each account's bank is contacted with the customer's stored access.",
  );
  await dialog.getByLabel('Bank accounts (ids, comma-separated)').fill(String(accountId));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer changed bank details (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Read bank accounts again')).toBeVisible();

  await bank.getByRole('button', { name: 'Bank accounts of several customers' }).click();
  dialog = page.getByRole('dialog', { name: 'Bank accounts of several customers' });
  await dialog.getByLabel('Customers (ids, comma-separated)').fill(String(customerId));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(printed(iban));
  await dialog.getByRole('button', { name: 'Close' }).click();

  await bank.getByRole('button', { name: 'Scraping service address' }).click();
  await expect(bank).toContainText('http://127.0.0.1/mock-bank-scraper');

  // Read again: the bank found the account, so the list shows it verified now.
  await open(page, `/bankAccounts?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: grouped(iban) })
      .getByTestId('true'),
  ).toBeVisible();
  const after = await api<Account[]>('GET', `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`, undefined, token);
  expect(after.body?.data.find((a) => a.id === accountId)?.verified).toBe(true);
});

test("a customer's Bank accounts tab: checks the finances with and without the bank sign-in, scrapes with the best token and continues that scrape", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customerId = await scrapeableCustomer(token);
  const iban = String((await api<string>('GET', '/api/bankscraper/randomIban?country=GB', undefined, token)).body?.data);
  await api('POST', '/api/bankscraper/addCustomerBankAccountManually', { customerId, iban }, token);
  // The customer connected their bank once: a stored sign-in and a provider consent.
  await api('POST', '/api/bankscraper/scrape', { customerId }, token);

  await signIn(page, 'admin', `/customers/${customerId}/show/bank-accounts`);
  const validate = page.getByRole('region', { name: 'Validate and scrape' });
  for (const title of [
    'Validate finances with the stored bank sign-in',
    'Validate finances without a bank sign-in',
    'Scrape the bank with a token',
  ]) {
    await validate.getByRole('button', { name: title }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(`Done: ${title}`)).toBeVisible();
  }
  const read = page.getByRole('region', { name: 'Linked accounts and tokens' });
  await read.getByRole('button', { name: 'Linked bank account' }).click();
  await expect(page.getByRole('region', { name: 'Linked bank account' })).toContainText(printed(iban));
  await read.getByRole('button', { name: 'Best provider tokens' }).click();
  await expect(page.getByRole('region', { name: 'Best provider tokens' })).toContainText('obt_');

  // The token scrape waits for the provider: the sessions list shows it in progress, by its number.
  await open(page, `/scrapeSessions?filter=${encodeURIComponent(JSON.stringify({ customerId, status: 'inProgress' }))}`);
  const waiting = page.getByRole('row').filter({ hasText: 'In progress' });
  await expect(waiting).toHaveCount(1);
  const sessionId = (await waiting.getByRole('cell').first().textContent())?.trim() ?? '';
  await open(page, `/customers/${customerId}/show/bank-accounts`);
  await validate.getByRole('button', { name: 'Continue a token scrape' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue a token scrape' });
  await dialog.getByLabel('Session').fill(sessionId);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Continue a token scrape')).toBeVisible();
  await open(page, `/scrapeSessions/${sessionId}/show`);
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByText('With a provider token')).toBeVisible();
  // The check with the sign-in read the bank again: a finance-check session of its own, with the check on it.
  const sessions = await api<{ items: { purpose: string; validations?: { withCredentials: boolean }[] }[] }>(
    'POST',
    '/api/bankscraper/searchSessions',
    { filter: { customerId }, page: 1, perPage: 50 },
    token,
  );
  const checks = (sessions.body?.data.items ?? []).flatMap((x) => x.validations ?? []).map((v) => v.withCredentials);
  expect(checks.sort()).toEqual([false, true]);
});
