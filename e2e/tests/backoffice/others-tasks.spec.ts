import { api, expect, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { pickCustomer, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

type RunSummary = { moved: number; checked: number; customers: { customerId: number; loanId: number }[] };
type Campaign = { id: number; name: string; partner?: string; costModel?: string; cost?: number };

/** A generated GB customer of the full seed (the signed-in agent's market), a new one each run. */
async function someGbCustomerId(token: string): Promise<number> {
  for (;;) {
    const id = 200 + Math.floor(Math.random() * 2500);
    const customer = (await api<{ country: string; deleted?: boolean }>('GET', `/api/rest/customers/${id}`, undefined, token)).body?.data;
    if (customer?.country === 'GB' && !customer.deleted) return id;
  }
}

test(
  'legal collection run: previews who it would move, moves one customer to legal and shows the notice it wrote',
  SHARED_LOANS,
  async ({ page }) => {
    const token = await staffToken('admin');
    const preview = (await api<RunSummary>('POST', '/api/customer/autoLC', { dryRun: true }, token)).body?.data;
    const candidates = preview?.customers ?? [];
    expect(candidates.length, 'a customer long enough in external collection for legal collection').toBeGreaterThan(0);
    const { customerId: target, loanId } = candidates[Math.floor(Math.random() * candidates.length)] ?? { customerId: 0, loanId: 0 };

    await signIn(page, 'admin', '/collection-runs');
    const card = page.getByRole('region', { name: 'Legal collection (autoLC)' });
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('run-summary-autoLC')).toContainText(`Preview: ${preview?.moved} of`);
    await pickCustomer(card, 'Only these customers (optional)', target);
    await card.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByTestId('run-summary-autoLC')).toContainText('1 of 1 customers moved to legal');
    const statuses = await api<{ status: string; createdBy: string }[]>(
      'GET',
      `/api/customer/status?customerId=${target}`,
      undefined,
      token,
    );
    expect(statuses.body?.data.at(-1)).toMatchObject({ status: 'legal', createdBy: 'admin@pronto.test (autoLC)' });

    // The run wrote the notice before legal action: it is among the customer's legal documents.
    const legal = page.getByRole('region', { name: 'Legal documents' });
    await pickCustomer(legal, 'Customer', target);
    await legal.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('legal-documents')).toContainText(`Notice before legal action, loan ${loanId}`);
  },
);

test('complaint case: corrects its subject and description', async ({ page }) => {
  const token = await staffToken('admin');
  const customerId = await someGbCustomerId(token);
  const stamp = Date.now();
  const created = await api<{ id: number }>(
    'POST',
    '/api/customer/complaintCase',
    { customerId, subject: `Fee unclear ${stamp}`, description: 'The customer asks about a fee.' },
    token,
  );
  const id = created.body?.data.id;
  expect(id, 'the case is stored').toBeDefined();

  await signIn(page, 'agent', `/complaintCases/${id}/show`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Subject').fill(`Late fee charged twice ${stamp}`);
  await page.getByLabel('Description').fill('The late fee was charged twice on the same instalment.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/complaintCases/${id}/show$`));
  await expect(page.getByText(`Late fee charged twice ${stamp}`, { exact: true })).toBeVisible();
  await expect(page.getByText('The late fee was charged twice on the same instalment.')).toBeVisible();

  const cases = await api<{ id: number; subject: string }[]>(
    'GET',
    `/api/customer/complaintCases?customerId=${customerId}`,
    undefined,
    token,
  );
  expect(cases.body?.data.find((c) => c.id === id)?.subject).toBe(`Late fee charged twice ${stamp}`);
});

test('affiliate campaign: renames it, sets a per-lead cost, then deletes it', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E lead partner ${Date.now()}`;
  const created = await api<{ id: number }>(
    'POST',
    '/api/customer/affiliate/campaign',
    { name, partner: 'Acme Leads', costModel: 'lead', cost: 10 },
    token,
  );
  const id = created.body?.data.id;
  expect(id, 'the campaign is stored').toBeDefined();

  await signIn(page, 'admin', `/campaigns/${id}/show`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Name').fill(`${name} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/campaigns/${id}/show$`));
  await expect(page.getByText(`${name} (renamed)`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Set cost model' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Cost model' }).click();
  await page.getByRole('option', { name: 'Per lead' }).click();
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('4.25');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Cost model saved')).toBeVisible();
  await expect(page.getByTestId('cost-model')).toHaveText('Per lead · 4.25');
  const stored = (await api<Campaign[]>('GET', '/api/customer/affiliate/campaign', undefined, token)).body?.data;
  expect(stored?.find((c) => c.id === id)).toMatchObject({ name: `${name} (renamed)`, costModel: 'lead', cost: 4.25 });

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/campaigns$/);
  await page.getByPlaceholder('Search').fill(name);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const after = (await api<Campaign[]>('GET', '/api/customer/affiliate/campaign', undefined, token)).body?.data;
  expect(after?.some((c) => c.id === id)).toBe(false);
});

test('dEngage: starts a contact sync and sees it among the sync jobs', async ({ page }) => {
  const reason = `Contacts for the spring campaign (e2e ${Date.now()})`;
  await signIn(page, 'admin', '/templates');
  const section = page.getByRole('region', { name: 'dEngage contacts' });
  await section.getByRole('button', { name: 'Sync contacts with dEngage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sync contacts with dEngage' });
  await expect(dialog).toContainText(
    "Start a contact sync with dEngage? The customers' contact details and permissions are sent to it now.",
  );
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Sync contacts with dEngage')).toBeVisible();

  await section.getByRole('button', { name: 'dEngage sync jobs' }).click();
  const jobs = page.locator('#read-customer-dengage-syncjobs-answer');
  await expect(jobs.getByRole('row').filter({ hasText: reason })).toContainText('admin@pronto.test');
});
