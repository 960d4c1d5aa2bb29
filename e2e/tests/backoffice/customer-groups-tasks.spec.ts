import type { Page } from '@playwright/test';
import type { SearchResponse } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { registeredCustomer } from '../account/customer.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

type Group = { id: number; name: string; description?: string; members: number };
type Member = { id: number; group: string; groupStatus: string };
type Company = { id: number; name: string; commission?: number };

/** Picks a group by the first letters of its name in the open dialog's group picker. */
async function pickGroup(page: Page, dialogName: string, name: string): Promise<void> {
  await page.getByRole('dialog', { name: dialogName }).getByRole('combobox', { name: 'Group' }).fill(name);
  await page.getByRole('option', { name }).click();
}

test('customer groups: creates a group, renames it, moves a new customer into it, sets them inactive, lists its customers, takes them out and deletes it', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { mobilePhone } = await registeredCustomer();
  const found = await api<SearchResponse<{ id: number }>>('POST', '/api/customer/search', { q: mobilePhone, page: 1, perPage: 1 }, token);
  const customerId = found.body?.data.items[0]?.id ?? 0;
  const name = `E2E watch ${Date.now()}`;
  const renamed = `${name} renamed`;

  await signIn(page, 'admin', '/customerGroups');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Customers the collections team watches');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/customerGroups$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Customers the collections team watches');
  const group = (await api<Group[]>('GET', '/api/customer/groups', undefined, token)).body?.data.find((g) => g.name === name);
  expect(group).toMatchObject({ description: 'Customers the collections team watches', members: 0 });
  const groupId = group?.id ?? 0;

  await row.click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  const groups = (await api<Group[]>('GET', '/api/customer/groups', undefined, token)).body?.data;
  expect(groups?.find((g) => g.id === groupId)?.name).toBe(renamed);

  await open(page, `/customers/${customerId}/show/groups`);
  const membership = page.getByRole('region', { name: 'Group membership' });
  await membership.getByRole('button', { name: 'Add to a group' }).click();
  await pickGroup(page, 'Add to a group', renamed);
  await page.getByRole('dialog', { name: 'Add to a group' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Add to a group')).toBeVisible();
  await expect(page.getByRole('main').getByText(renamed, { exact: true })).toBeVisible();

  await membership.getByRole('button', { name: 'Set the group status' }).click();
  await pickGroup(page, 'Set the group status', renamed);
  const status = page.getByRole('dialog', { name: 'Set the group status' });
  await status.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await status.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Set the group status')).toBeVisible();

  await membership.getByRole('button', { name: 'Customers in a group' }).click();
  await pickGroup(page, 'Customers in a group', renamed);
  const members = page.getByRole('dialog', { name: 'Customers in a group' });
  await members.getByRole('button', { name: 'Send' }).click();
  await expect(members.getByRole('region', { name: 'Answer' }).getByRole('row').nth(1)).toContainText('inactive');
  await members.getByRole('button', { name: 'Close' }).click();
  const listed = await api<Member[]>('GET', `/api/customer/getCustomerByGroupId?groupId=${groupId}`, undefined, token);
  expect(listed.body?.data).toEqual([expect.objectContaining({ id: customerId, group: renamed, groupStatus: 'inactive' })]);

  await membership.getByRole('button', { name: 'Remove from a group' }).click();
  await pickGroup(page, 'Remove from a group', renamed);
  await page.getByRole('dialog', { name: 'Remove from a group' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Remove from a group')).toBeVisible();
  const customer = await api<{ group: string }>('GET', `/api/customer/customer?customerId=${customerId}`, undefined, token);
  expect(customer.body?.data.group).toBe('standard');

  // Empty again, the group can go.
  await open(page, `/customerGroups/${groupId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/customerGroups$/);
  await expect(page.getByText('Element deleted')).toBeVisible();
  const after = (await api<Group[]>('GET', '/api/customer/groups', undefined, token)).body?.data;
  expect(after?.some((g) => g.id === groupId)).toBe(false);
});

test('collection companies: raises a new partner’s commission and then deletes the partner', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E Recoveries ${Date.now()}`;
  const created = await api<Company>(
    'POST',
    '/api/customer/collectionCompany',
    { name, country: 'GB', email: 'desk@recoveries.example', commission: 12, active: true },
    token,
  );
  const id = created.body?.data.id;
  expect(id, 'the company is stored').toBeDefined();

  await signIn(page, 'admin', `/collectionCompanies/${id}/show`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('spinbutton', { name: 'Commission' }).fill('15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/collectionCompanies/${id}/show$`));
  await expect(page.getByText('15', { exact: true })).toBeVisible();
  const companies = (await api<Company[]>('GET', '/api/customer/collectionCompany', undefined, token)).body?.data;
  expect(companies?.find((c) => c.id === id)?.commission).toBe(15);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/collectionCompanies$/);
  const after = (await api<Company[]>('GET', '/api/customer/collectionCompany', undefined, token)).body?.data;
  expect(after?.some((c) => c.id === id)).toBe(false);
});
