import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

// A customer's page twice and four dialogs on two busy cores.
test.describe.configure({ timeout: 60_000 });

type Customer = { id: number; mobilePhone: string; country: string; blacklisted: boolean; deleted: boolean };

/** A generated customer of the full seed no fixture signs in as, neither blacklisted nor deleted (a new one each run). */
async function someCustomer(token: string): Promise<Customer> {
  for (;;) {
    const id = 300 + Math.floor(Math.random() * 2000);
    const customer = (await api<Customer>('GET', `/api/rest/customers/${id}`, undefined, token)).body?.data;
    if (customer && !customer.blacklisted && !customer.deleted) return customer;
  }
}

test("a customer's sign-in help: staff set a new PIN the customer signs in with, unblock the sign-in and issue a support token with a reason", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customer = await someCustomer(token);
  await signIn(page, 'admin', `/customers/${customer.id}/show`);
  const help = page.getByRole('region', { name: 'Sign-in and PIN' });

  await help.getByRole('button', { name: 'Set a new PIN' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set a new PIN' });
  await dialog.getByLabel('New PIN').fill('4821');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Set a new PIN')).toBeVisible();
  const login = await api('POST', '/api/membership/login', {
    phoneNumber: customer.mobilePhone,
    password: '4821',
    countryCode: customer.country,
  });
  expect(login.status).toBe(200);

  await help.getByRole('button', { name: 'Unblock sign-in' }).click();
  await page.getByRole('dialog', { name: 'Unblock sign-in' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Unblock sign-in')).toBeVisible();

  await help.getByRole('button', { name: 'Issue a support token' }).click();
  dialog = page.getByRole('dialog', { name: 'Issue a support token' });
  await expect(dialog).toContainText(
    `Issue a support token for customer ${customer.id}? Whoever holds it can act as the customer until it expires.`,
  );
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer on the phone cannot sign in (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Issue a support token')).toBeVisible();
});

test('a customer seen signing in with another: the Details tab lists the suspected relation with the shared IP', async ({ page }) => {
  const token = await staffToken('admin');
  const relations = await api<{ ip: string; customer: { id: number } }[]>(
    'GET',
    '/api/membership/suspectedLoginRelations',
    undefined,
    token,
  );
  const [relation] = relations.body?.data ?? [];
  expect(relation, 'a seeded suspected relation').toBeDefined();
  await signIn(page, 'admin');
  await open(page, `/customers/${relation?.customer.id}/show`);
  await page.getByRole('region', { name: 'Sign-in and PIN' }).getByRole('button', { name: 'Suspected sign-in relations' }).click();
  await expect(page.getByRole('region', { name: 'Suspected sign-in relations' })).toContainText(String(relation?.ip));
});
