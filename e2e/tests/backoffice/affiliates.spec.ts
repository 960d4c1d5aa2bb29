import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('creates an affiliate campaign and sees its clicks and conversion steps', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E partner ${Date.now()}`;
  await signIn(page, 'admin');
  await open(page, '/campaigns');
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
  expect((await api('POST', '/api/customer/affiliate/conversionStep', { uniqueClientId: visitor, step: 'registration', campaignId: campaign?.id })).status).toBe(200);

  await page.reload();
  await expect(page.getByTestId('campaign-clicks')).toHaveText('Clicks: 1');
  await expect(page.getByRole('table', { name: 'Conversion steps' }).getByRole('row').filter({ hasText: visitor })).toContainText('Registration');
});
