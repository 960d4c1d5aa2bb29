import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

/** An address no other test uses: 198.51.100.x from the clock. */
const uniqueIp = () => `198.51.${Math.floor(Date.now() / 256) % 256}.${Date.now() % 256}`;

test('adds a whitelist entry, refuses a bad address, invalidates the cache and deletes the entry', async ({ page }) => {
  const token = await staffToken('admin');
  const ip = uniqueIp();
  await signIn(page, 'admin');
  await open(page, '/whitelist/create');
  await page.getByLabel('IP address').fill('10.0.0.999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('ip must be an IPv4 or IPv6 address.')).toBeVisible();
  await page.getByLabel('IP address').fill(ip);
  await page.getByLabel('Note').fill('e2e office');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: ip })).toContainText('e2e office');
  const stored = await api<{ ip: string }[]>('GET', '/api/content/whiteList', undefined, token);
  expect(stored.body?.data.some((w) => w.ip === ip)).toBe(true);

  await page.getByRole('button', { name: 'Invalidate cache' }).click();
  await expect(page.getByText('Whitelist cache invalidated')).toBeVisible();

  await page.getByRole('row').filter({ hasText: ip }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: ip })).toHaveCount(0);
  const after = await api<{ ip: string }[]>('GET', '/api/content/whiteList', undefined, token);
  expect(after.body?.data.some((w) => w.ip === ip)).toBe(false);
});

test('edits a translation and the translation call answers the new text', async ({ page }) => {
  const token = await staffToken('admin');
  const list = await api<{ id: number; key: string; value: string }[]>('GET', '/api/content/translations?culture=en-GB', undefined, token);
  const row = list.body?.data.find((t) => t.key === 'common.tryAgain');
  expect(row).toBeDefined();
  const text = `Please try once more (${Date.now()}).`;
  await signIn(page, 'admin');
  await open(page, `/translations/${row?.id}`);
  await expect(page.getByTestId('translation-in-use')).toHaveText(row?.value ?? '');
  await page.getByLabel('Text').fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('translation-in-use')).toHaveText(text);
  await page.reload();
  await expect(page.getByTestId('translation-in-use')).toHaveText(text);
  const used = await api<{ value: string }>('GET', '/api/content/translationsByCultureAndKey?culture=en-GB&key=common.tryAgain', undefined, token);
  expect(used.body?.data.value).toBe(text);
});

test('bans an IP address at the load balancer and lifts the ban', async ({ page }) => {
  const token = await staffToken('admin');
  const ip = uniqueIp();
  await signIn(page, 'admin');
  await open(page, '/ipBans/create');
  await page.getByLabel('IP address').fill(ip);
  await page.getByRole('combobox', { name: 'Where' }).click();
  await page.getByRole('option', { name: 'Load balancer' }).click();
  await page.getByLabel('Reason').fill('card testing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: ip })).toContainText('elb');
  const banned = await api<{ ip: string }[]>('GET', '/api/content/ipbanner/elb/list', undefined, token);
  expect(banned.body?.data.some((b) => b.ip === ip)).toBe(true);

  await page.getByRole('row').filter({ hasText: ip }).getByRole('button', { name: 'Lift ban' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: ip })).toHaveCount(0);
  const lifted = await api<{ ip: string }[]>('GET', '/api/content/ipbanner/elb/list', undefined, token);
  expect(lifted.body?.data.some((b) => b.ip === ip)).toBe(false);
});
