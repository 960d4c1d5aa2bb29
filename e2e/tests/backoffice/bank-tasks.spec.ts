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
