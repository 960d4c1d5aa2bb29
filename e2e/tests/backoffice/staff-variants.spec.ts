import { formatMoney } from '@pronto/countries';
import type { Loan } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';

test('staff verifies a customer e-mail; the risk tab shows the score', async ({ page }) => {
  const token = await staffToken('admin');
  const found = await api<{ items: { id: number; emailVerified?: boolean }[] }>(
    'POST',
    '/api/customer/search',
    { filter: { country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  const customer = found.body?.data.items.find((c) => !c.emailVerified);
  expect(customer, 'a customer with an unverified e-mail').toBeDefined();
  await signIn(page, 'agent', `/customers/${customer?.id}/show`);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expect(page.getByRole('region', { name: "Customer's summary" }).getByText('E-mail verified', { exact: true })).toBeVisible();
  const after = await api<{ emailVerified: boolean }>('GET', `/api/rest/customers/${customer?.id}`, undefined, token);
  expect(after.body?.data.emailVerified).toBe(true);

  await page.getByRole('tab', { name: 'Risk' }).click();
  const risk = await api<{ score: number }>('GET', `/api/customer/credibility2?customerId=${customer?.id}`, undefined, token);
  await expect(page.getByRole('row', { name: /^Score/ })).toContainText(String(risk.body?.data.score));
});

test('the agreement tab and the rollover cost work for staff', async ({ page }) => {
  const token = await staffToken('admin');
  const found = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  const loan = found.body?.data.items.find((l) => l.installments.length > 1 && l.installments.every((i) => i.paidAmount === 0));
  expect(loan, 'an issued loan with nothing paid').toBeDefined();
  await signIn(page, 'agent', `/loans/${loan?.id}/show/agreement`);
  // The documents as the customer read them, not a JSON blob.
  await expect(page.getByRole('article', { name: 'Pre-contract credit information' })).toContainText('Lender: Pronto.');
  await expect(page.getByText(/\\n|"subject"/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Rollover & restructure' }).click();
  await page.getByLabel('Days later').fill('5');
  const cost = await api<{ payNow: number; extraInterest: number }>(
    'GET',
    `/api/loan/staff/rolloverCalculate?loanId=${loan?.id}&days=5`,
    undefined,
    token,
  );
  await expect(page.getByTestId('rollover-cost')).toContainText(
    `Pay now ${formatMoney(cost.body?.data.payNow ?? NaN, 'GB')}, extra interest ${formatMoney(cost.body?.data.extraInterest ?? NaN, 'GB')}`,
  );
});
