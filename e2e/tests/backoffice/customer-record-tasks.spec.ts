import { readFile } from 'node:fs/promises';
import type { AddressEntry, SearchResponse } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';

// A customer's page, several tabs and dialogs each, on two busy cores.
test.describe.configure({ timeout: 60_000 });

type Customer = {
  id: number;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  emailAddress: string;
  country: string;
  deleted: boolean;
  customerAddress: AddressEntry[];
};

const customerById = async (id: number, token: string) =>
  (await api<Customer>('GET', `/api/rest/customers/${id}`, undefined, token)).body?.data;

/** A generated Spanish customer of the full seed who has only started registering and given no address yet (a new one each run). */
async function customerWithoutAddress(token: string): Promise<Customer> {
  const started = await api<SearchResponse<{ id: number }>>(
    'POST',
    '/api/customer/search',
    { filter: { country: 'ES', status: 'new' }, page: 1, perPage: 1000 },
    token,
  );
  const ids = (started.body?.data.items ?? []).map((c) => c.id).filter((id) => id >= 300);
  expect(ids.length, 'generated Spanish customers who only started registering').toBeGreaterThan(0);
  for (;;) {
    const customer = await customerById(ids[Math.floor(Math.random() * ids.length)] ?? 0, token);
    if (customer && customer.customerAddress.length === 0) return customer;
  }
}

test("a customer's address: staff add the home address they never gave, correct its street, and the contact and audit tabs show it", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customer = await customerWithoutAddress(token);
  const street = `Calle de Alcalá ${customer.id}`;
  const corrected = `Calle Mayor ${customer.id}`;
  await signIn(page, 'admin', `/customers/${customer.id}/show/addresses`);
  const manage = page.getByRole('region', { name: 'Manage addresses' });

  await manage.getByRole('button', { name: 'Add an address' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('combobox', { name: 'Address type' }).click();
  await page.getByRole('option', { name: 'Home' }).click();
  await dialog.getByLabel('Street').fill(street);
  await dialog.getByLabel('House number').fill('12');
  await dialog.getByLabel('Town').fill('Madrid');
  await dialog.getByLabel('Postcode').fill('28013');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Add an address')).toBeVisible();

  await manage.getByRole('button', { name: 'Change an address' }).click();
  dialog = page.getByRole('dialog', { name: 'Change an address' });
  await dialog.getByRole('combobox', { name: 'Address type' }).click();
  await page.getByRole('option', { name: 'Home' }).click();
  await dialog.getByLabel('Street').fill(corrected);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Change an address')).toBeVisible();

  await manage.getByRole('button', { name: 'Address records' }).click();
  const records = page.getByRole('region', { name: 'Address records' });
  await expect(records).toContainText(corrected);
  await expect(records).toContainText('28013');
  const stored = await api<AddressEntry[]>('GET', `/api/customer/address?customerId=${customer.id}`, undefined, token);
  expect(stored.body?.data).toEqual([
    expect.objectContaining({ addressType: 'home', street: corrected, houseNumber: '12', town: 'Madrid', postCode: '28013' }),
  ]);

  await page.getByRole('tab', { name: 'Communication' }).click();
  await page.getByRole('region', { name: 'Contact and messages' }).getByRole('button', { name: 'Phones and e-mail addresses' }).click();
  const contact = page.getByRole('region', { name: 'Phones and e-mail addresses' });
  await expect(contact).toContainText(customer.mobilePhone);
  await expect(contact).toContainText(customer.emailAddress);

  // Both changes are on the record of what was done to the customer, the street before and after.
  await page.getByRole('tab', { name: 'Audit' }).click();
  const changes = page.getByRole('region', { name: 'Operations and changes' });
  await changes.getByRole('button', { name: 'Operations on the customer' }).click();
  const operations = page.getByRole('region', { name: 'Operations on the customer' });
  await expect(operations).toContainText('customer.address.post');
  await expect(operations).toContainText('customer.address.put');
  await changes.getByRole('button', { name: 'Changes to the details' }).click();
  const fields = page.getByRole('region', { name: 'Changes to the details' });
  const change = fields.getByRole('row').filter({ hasText: 'customer.address.put' });
  await expect(change).toContainText(street);
  await expect(change).toContainText(corrected);
});

type Relation = { customer: { id: number; deleted: boolean }; relatedCustomer: { id: number; firstName: string; lastName: string } };

test('finding a customer: staff search the list by phone, export what they found, open the record and see who signed in from the same address', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const relations = (await api<Relation[]>('GET', '/api/membership/suspectedLoginRelations', undefined, token)).body?.data ?? [];
  const live = relations.filter((r) => !r.customer.deleted);
  const relation = live[Math.floor(Math.random() * live.length)];
  expect(relation, 'a seeded suspected relation').toBeDefined();
  const customer = await customerById(Number(relation?.customer.id), token);
  if (!customer) throw new Error('the related customer is stored');

  await signIn(page, 'admin', '/customers');
  await page.getByPlaceholder('Name, phone, e-mail, ID').fill(customer.mobilePhone);
  const row = page.getByRole('row').filter({ hasText: customer.mobilePhone });
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('CSV exported')).toBeVisible();
  const csv = await readFile(String(await (await download).path()), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('id,firstName,lastName,country,mobilePhone,emailAddress,status,createdAt');
  expect(lines[1]?.startsWith(`${customer.id},`)).toBe(true);
  expect(lines[1]).toContain(`,${customer.country},${customer.mobilePhone},${customer.emailAddress},`);
  // The export is the list as searched: the same customers the search call finds.
  const found = await api<SearchResponse<{ id: number }>>(
    'POST',
    '/api/customer/search',
    { q: customer.mobilePhone, page: 1, perPage: 5 },
    token,
  );
  expect(found.body?.data.items.map((c) => c.id)).toEqual([customer.id]);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/customers/${customer.id}/show$`));
  await page
    .getByRole('region', { name: 'Sign-in and PIN' })
    .getByRole('button', { name: 'Customers related by suspected sign-ins' })
    .click();
  const related = page.getByRole('region', { name: 'Customers related by suspected sign-ins' });
  await expect(related).toContainText(String(relation?.relatedCustomer.lastName));
});
