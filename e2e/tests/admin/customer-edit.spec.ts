import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

interface CustomerRow {
  id: number;
  position?: string;
  statuses: { status: string }[];
}

async function customerByPhone(mobile: string): Promise<CustomerRow> {
  const token = await staffToken('admin');
  const found = await api<{ items: CustomerRow[] }>('POST', '/api/customer/search', { q: mobile, page: 1, perPage: 1 }, token);
  const customer = found.body?.data.items[0];
  if (!customer) throw new Error(`no customer ${mobile}`);
  return customer;
}

test('an admin sets a customer status and edits their details', async ({ page }) => {
  const customer = await customerByPhone('07100000005'); // securityChecked
  await signIn(page, 'admin', `/customers/${customer.id}/show`);

  await page.getByRole('button', { name: 'Set status' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Status/ }).click();
  await page.getByRole('option', { name: 'Waiting', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  await page.getByRole('tab', { name: 'Statuses' }).click();
  // The status in words, stored as its code word.
  await expect(page.getByRole('row').last()).toContainText('Waiting');
  const token = await staffToken('admin');
  const after = await api<CustomerRow>('GET', `/api/customer/customer?customerId=${customer.id}`, undefined, token);
  expect(after.body?.data.statuses.at(-1)?.status).toBe('waiting');
  // put the seeded status back for other tests
  await api('POST', '/api/customer/status', { customerId: customer.id, status: 'securityChecked' }, token);

  const position = `Nurse ${Date.now() % 1000}`;
  await open(page, `/customers/${customer.id}`);
  // The form keeps what is typed when the record is read again (a late refetch), so one fill holds.
  await page.getByLabel('Position').fill(position);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved on confirm: the change is stored before the console says so, so closing the tab now loses nothing.
  await expect(page.getByText('Element updated')).toBeVisible();
  const storedPosition = async () =>
    (await api<CustomerRow>('GET', `/api/customer/customer?customerId=${customer.id}`, undefined, token)).body?.data.position;
  expect(await storedPosition()).toBe(position);
  await open(page, `/customers/${customer.id}`);
  await expect(page.getByLabel('Position')).toHaveValue(position);
});

test("the customer form checks the server's rules before saving", async ({ page }) => {
  const customer = await customerByPhone('07100000005');
  await signIn(page, 'admin', `/customers/${customer.id}`);
  await page.getByLabel('Monthly income').fill('-5');
  await page.getByLabel('First name').fill('A'.repeat(600));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Min value is 0')).toBeVisible();
  await expect(page.getByText('Max length is 50')).toBeVisible();
  await expect(page.getByText('Element updated')).toBeHidden();
});
