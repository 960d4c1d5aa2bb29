import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('creates an affiliate campaign and sees its clicks and conversion steps', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E partner ${Date.now()}`;
  await signIn(page, 'admin', '/campaigns');
  await expect(page.getByRole('row').filter({ hasText: 'Affiliate 1' }).first()).toBeVisible();
  await open(page, '/campaigns/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Partner').fill('Acme Leads');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('campaign-clicks')).toHaveText('Clicks: 0');

  const campaigns = await api<{ id: number; name: string }[]>('GET', '/api/customer/affiliate/campaign', undefined, token);
  const campaign = campaigns.body?.data.find((c) => c.name === name);
  expect(campaign, 'the campaign is stored').toBeDefined();
  const visitor = `v-${Date.now()}`;
  await api('POST', '/api/customer/affiliate/click', { uniqueClientId: visitor, history: [{ campaignId: campaign?.id, url: '/landing' }] });
  expect(
    (
      await api('POST', '/api/customer/affiliate/conversionStep', {
        uniqueClientId: visitor,
        step: 'registration',
        campaignId: campaign?.id,
      })
    ).status,
  ).toBe(200);

  await page.reload();
  await expect(page.getByTestId('campaign-clicks')).toHaveText('Clicks: 1');
  await expect(page.getByRole('table', { name: 'Conversion steps' }).getByRole('row').filter({ hasText: visitor })).toContainText(
    'Registration',
  );
});

test('sets a date cost model on a campaign, refusing a period that ends before it starts', async ({ page }) => {
  test.slow(); // several page loads on a shared two-core machine
  const token = await staffToken('admin');
  const name = `E2E cost ${Date.now()}`;
  const created = await api<{ id: number }>(
    'POST',
    '/api/customer/affiliate/campaign',
    { name, partner: 'Acme Leads', costModel: 'lead', cost: 10 },
    token,
  );
  const id = created.body?.data.id;
  await signIn(page, 'admin', `/campaigns/${id}/show`);
  await page.getByRole('button', { name: 'Set cost model' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Cost model' }).click();
  await page.getByRole('option', { name: 'By date' }).click();
  await dialog.getByRole('textbox', { name: 'From' }).fill('2026-12-01');
  await dialog.getByRole('textbox', { name: 'To' }).fill('2026-11-01');
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('7.5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The end date 2026-11-01 is before the start date 2026-12-01.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'To' }).fill('2026-12-31');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Cost model saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('cost-model')).toHaveText('By date 2026-12-01 – 2026-12-31 · 7.5');
  const stored = await api<{ id: number; costModel: string; costModelDetails: unknown }[]>(
    'GET',
    '/api/customer/affiliate/campaign',
    undefined,
    token,
  );
  expect(stored.body?.data.find((c) => c.id === id)).toMatchObject({
    costModel: 'date',
    costModelDetails: { from: '2026-12-01', to: '2026-12-31', amount: 7.5 },
  });
});

test('sets a tiered cost model with two tiers', async ({ page }) => {
  test.slow(); // several page loads on a shared two-core machine
  const token = await staffToken('admin');
  const created = await api<{ id: number }>(
    'POST',
    '/api/customer/affiliate/campaign',
    { name: `E2E tiers ${Date.now()}`, costModel: 'lead', cost: 12 },
    token,
  );
  const id = created.body?.data.id;
  await signIn(page, 'admin', `/campaigns/${id}/show`);
  await page.getByRole('button', { name: 'Set cost model' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Cost model' }).click();
  await page.getByRole('option', { name: 'Tiered' }).click();
  await dialog.getByRole('button', { name: 'Add' }).click();
  await dialog.getByRole('spinbutton', { name: 'From lead number' }).nth(1).fill('50');
  await dialog.getByRole('spinbutton', { name: 'Amount' }).nth(1).fill('9');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Cost model saved')).toBeVisible();
  await page.reload();
  const tiers = page.getByRole('table', { name: 'Tiers' });
  await expect(tiers.getByRole('row')).toHaveCount(3);
  await expect(tiers.getByRole('row').nth(2).getByRole('cell')).toHaveText(['50', '9']);
  const stored = await api<{ id: number; costModelDetails: unknown }[]>('GET', '/api/customer/affiliate/campaign', undefined, token);
  expect(stored.body?.data.find((c) => c.id === id)?.costModelDetails).toEqual({
    tiers: [
      { from: 1, amount: 12 },
      { from: 50, amount: 9 },
    ],
  });
});
