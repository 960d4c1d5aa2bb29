import { formatMoney } from '@pronto/countries';
import type { SearchResponse } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

type BookLoan = {
  id: number;
  customerId: number;
  country: string;
  owed: number;
  assignedCamId?: number | null;
  collectionCompanyId?: number | null;
};

test("the book names each loan's customer (a link to their page) and says what is owed in the loan's currency", async ({ page }) => {
  const token = await staffToken('admin');
  const book = await api<{ items: BookLoan[] }>('POST', '/api/loan/internalCollectionSearch', { page: 1, perPage: 25 }, token);
  const loans = book.body?.data.items ?? [];
  const ids = [...new Set(loans.map((l) => l.customerId))];
  const customers = await api<SearchResponse<{ id: number; firstName: string; lastName: string }>>(
    'POST',
    '/api/customer/search',
    { filter: { id: ids }, page: 1, perPage: ids.length },
    token,
  );
  const nameOf = new Map((customers.body?.data.items ?? []).map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  await signIn(page, 'admin', '/collections');
  for (const loan of loans.slice(0, 5)) {
    const row = page.getByTestId(`book-loan-${loan.id}`);
    const customer = row.getByRole('link', { name: nameOf.get(loan.customerId) ?? 'no such customer' });
    await expect(customer).toHaveAttribute('href', `#/customers/${loan.customerId}/show`);
    await expect(row).toContainText(formatMoney(loan.owed, loan.country));
  }
});

test('assigns an overdue loan to a collection agent and unassigns it', async ({ page }) => {
  const token = await staffToken('admin');
  const book = await api<{ items: BookLoan[] }>('POST', '/api/loan/internalCollectionSearch', { page: 1, perPage: 25 }, token);
  const loan = book.body?.data.items.find((l) => l.country === 'GB' && !l.assignedCamId);
  expect(loan, 'an unassigned overdue GB loan').toBeDefined();
  const cams = await api<{ id: number; fullName: string; emailAddress: string; country: string }[]>(
    'GET',
    '/api/membership/cams',
    undefined,
    token,
  );
  const cam = cams.body?.data.find((c) => c.country === 'GB' && c.emailAddress === 'collector@pronto.test');
  expect(cam).toBeDefined();

  await signIn(page, 'agent', '/collections');
  const row = page.getByTestId(`book-loan-${loan?.id}`);
  await row.getByRole('button', { name: 'Assign to agent' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name: new RegExp(cam?.fullName ?? '') }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Loan assigned to the agent')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`book-loan-${loan?.id}`)).toContainText(cam?.fullName ?? '');
  const assigned = await api<BookLoan>('GET', `/api/rest/loans/${loan?.id}`, undefined, token);
  expect(assigned.body?.data.assignedCamId).toBe(cam?.id);

  await page.getByTestId(`book-loan-${loan?.id}`).getByRole('button', { name: 'Unassign agent' }).click();
  await expect(page.getByText('Loan unassigned from the agent')).toBeVisible();
  const after = await api<BookLoan>('GET', `/api/rest/loans/${loan?.id}`, undefined, token);
  expect(after.body?.data.assignedCamId).toBeNull();
});

test('creates a collection company and sees a loan assignment in its history', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E Recoveries ${Date.now()}`;
  await signIn(page, 'admin', '/collectionCompanies/create');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(name).first()).toBeVisible();
  const companies = await api<{ id: number; name: string }[]>('GET', '/api/customer/collectionCompany', undefined, token);
  const company = companies.body?.data.find((c) => c.name === name);
  expect(company, 'the new company is stored').toBeDefined();

  const book = await api<{ items: BookLoan[] }>('POST', '/api/loan/internalCollectionSearch', { page: 1, perPage: 25 }, token);
  const loan = book.body?.data.items.find((l) => l.country === 'GB' && !l.collectionCompanyId);
  await open(page, '/collections');
  await page.getByTestId(`book-loan-${loan?.id}`).getByRole('button', { name: 'Assign to company' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Loan assigned to the company')).toBeVisible();
  // The book names the company, not its number.
  await expect(page.getByTestId(`book-loan-${loan?.id}`).getByRole('link', { name })).toBeVisible();

  await open(page, `/collectionCompanies/${company?.id}/show`);
  await expect(
    page
      .getByRole('table', { name: 'Assignment history' })
      .getByRole('row')
      .filter({ hasText: String(loan?.id) })
      .first(),
  ).toContainText('Assigned');
});
