import { api, expect, settled, staffToken, test } from '../../fixtures/index.ts';
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
  // A fresh page: the record cached from the 360 (its status since put back through the API) would be
  // shown first and refilled by a late refetch, undoing what was typed (seen on a loaded machine).
  await page.reload();
  // The edit form fills itself from the record: type until the value holds and Save is enabled.
  await expect(async () => {
    await page.getByLabel('Position').fill(position);
    await expect(page.getByLabel('Position')).toHaveValue(position, { timeout: 1000 });
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  // Undoable (a reversible edit): the change is sent once the notice with its Undo button closes.
  await expect(page.getByText('Element updated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  const storedPosition = async () =>
    (await api<CustomerRow>('GET', `/api/customer/customer?customerId=${customer.id}`, undefined, token)).body?.data.position;
  await expect.poll(storedPosition, { timeout: 15_000 }).toBe(position);

  // Undo: the edit is never sent.
  await open(page, `/customers/${customer.id}`);
  await page.reload();
  await expect(async () => {
    await page.getByLabel('Position').fill('Undone');
    await expect(page.getByLabel('Position')).toHaveValue('Undone', { timeout: 1000 });
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeHidden();
  // Closing the notice sends an edit that was not undone: this one stays unsent.
  await settled(page);
  expect(await storedPosition()).toBe(position);
  await open(page, `/customers/${customer.id}`);
  await expect(page.getByLabel('Position')).toHaveValue(position);
});
