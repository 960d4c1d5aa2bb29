import { api, expect, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

// Many page loads of the content tree on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const uniqueIp = () => `198.18.${Math.floor(Date.now() / 256) % 256}.${Date.now() % 256}`;

test('content tree: renames a category and its channel, adds a group and renames it, then deletes a content and the group', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const name = `E2E tree ${Date.now()}`;
  const category = (await api<{ id: number }>('POST', '/api/content/category', { name }, token)).body?.data;
  await api('POST', `/api/content/channel/${category?.id}`, { name: 'web' }, token);

  await signIn(page, 'admin', `/categories/${category?.id}/show`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/categories/${category?.id}/show$`));
  await expect(page.getByText(`${name} renamed`).first()).toBeVisible();

  await page.getByRole('region', { name: 'Channels' }).getByRole('row').filter({ hasText: 'web' }).click();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /#\/channels\/\d+$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('app');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/channels\/\d+\/show$/);
  const channelUrl = page.url();
  await expect(page.getByText('app', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Add group' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('faq');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(channelUrl);
  await page.getByRole('region', { name: 'Groups' }).getByRole('row').filter({ hasText: 'faq' }).click();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /#\/groups\/\d+$/);
  const groupUrl = page.url();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('questions');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(groupUrl);
  await expect(page.getByText('questions', { exact: true }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Add content' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('How do I pay?');
  await page.getByRole('textbox', { name: 'Text' }).fill('By card.');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('region', { name: 'Contents' }).getByRole('row').filter({ hasText: 'How do I pay?' }).click();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /#\/contents\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(groupUrl);
  await expect(page.getByRole('region', { name: 'Contents' }).getByText('None')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(channelUrl);
  await expect(page.getByRole('region', { name: 'Groups' }).getByText('None')).toBeVisible();

  const categories = await api<{ id: number; name: string }[]>('GET', '/api/content/category', undefined, token);
  expect(categories.body?.data.find((c) => c.id === category?.id)?.name).toBe(`${name} renamed`);
  const channels = await api<{ id: number; name: string }[]>('GET', `/api/content/channel/${category?.id}`, undefined, token);
  expect(channels.body?.data.map((c) => c.name)).toEqual(['app']);
});

test(
  'bans an IP address on this server (local), reads its fraud score and lifts the ban; changes an automation setting the settings then show',
  SHARED_LOANS,
  async ({ page }) => {
    const token = await staffToken('admin');
    const ip = uniqueIp();
    await signIn(page, 'admin', '/ipBans/create');
    await page.getByLabel('IP address').fill(ip);
    await page.getByLabel('Reason').fill('scraping the site');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: ip })).toContainText('local');
    const banned = await api<{ ip: string }[]>('GET', '/api/content/ipbanner/local/list', undefined, token);
    expect(banned.body?.data.some((b) => b.ip === ip)).toBe(true);
    // Why ban it: its fraud score, from the same page.
    await page.getByRole('region', { name: 'IP checks' }).getByRole('button', { name: 'Fraud score of an IP' }).click();
    const check = page.getByRole('dialog', { name: 'Fraud score of an IP' });
    await check.getByLabel('IP address').fill(ip);
    await check.getByRole('button', { name: 'Send' }).click();
    await expect(check.getByRole('region', { name: 'Answer' })).toContainText(ip);
    await check.getByRole('button', { name: 'Close' }).click();
    // A false alarm: the ban is lifted, confirmed.
    await page.getByRole('row').filter({ hasText: ip }).getByRole('button', { name: 'Lift ban' }).click();
    // The table may empty for a moment while the call runs: the ban is read back once the call has answered.
    const removed = page.waitForResponse((r) => r.url().endsWith('/api/content/ipbanner/local/remove'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await removed).status()).toBe(200);
    await expect(page.getByRole('row').filter({ hasText: ip })).toHaveCount(0);
    const lifted = await api<{ ip: string }[]>('GET', '/api/content/ipbanner/local/list', undefined, token);
    expect(lifted.body?.data.some((b) => b.ip === ip)).toBe(false);

    // Set to its default: the collection runs other tests start behave as before, and the change is still on record.
    await open(page, '/enums');
    const automation = page.getByRole('region', { name: 'Automation', exact: true });
    await automation.getByRole('button', { name: 'Change an automation setting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change an automation setting' });
    await dialog.getByLabel('Setting').fill('legalCollectionAfterDays');
    await dialog.getByLabel('Value').fill('120');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Done: Change an automation setting')).toBeVisible();
    await automation.getByRole('button', { name: 'Automation settings' }).click();
    await expect(automation).toContainText('Days overdue before legal collection.');
    await expect(automation).toContainText('admin@pronto.test');
  },
);

test('adds a translation of a new key, and the translation call answers it', async ({ page }) => {
  const token = await staffToken('admin');
  const key = `e2e.task${Date.now()}`;
  await signIn(page, 'admin', '/translations/create');
  await page.getByRole('combobox', { name: 'Culture' }).click();
  await page.getByRole('option', { name: 'es-ES' }).click();
  await page.getByRole('textbox', { name: 'Key' }).fill(key);
  await page.getByRole('textbox', { name: 'Text' }).fill('Vuelva a intentarlo más tarde.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/translations(\?.*)?$/);
  await open(page, `/translations?filter=${encodeURIComponent(JSON.stringify({ culture: 'es-ES', q: key }))}`);
  await expect(page.getByRole('row').filter({ hasText: key })).toContainText('Vuelva a intentarlo más tarde.');
  const used = await api<{ value: string }>('GET', `/api/content/translationsByCultureAndKey?culture=es-ES&key=${key}`, undefined, token);
  expect(used.body?.data.value).toBe('Vuelva a intentarlo más tarde.');
});
