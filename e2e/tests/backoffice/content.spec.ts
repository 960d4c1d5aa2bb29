import { api, expect, expectNoAxeViolations, staffToken, test, SHARED_MESSAGES } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

/** An address no other test uses: 198.51.100.x from the clock. */
const uniqueIp = () => `198.51.${Math.floor(Date.now() / 256) % 256}.${Date.now() % 256}`;

test('adds a whitelist entry, refuses a bad address, invalidates the cache and deletes the entry', async ({ page }) => {
  const token = await staffToken('admin');
  const ip = uniqueIp();
  await signIn(page, 'admin', '/whitelist/create');
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
  await expect
    .poll(async () => (await api<{ ip: string }[]>('GET', '/api/content/whiteList', undefined, token)).body?.data.some((w) => w.ip === ip))
    .toBe(false);
});

test('edits a translation and the translation call answers the new text', SHARED_MESSAGES, async ({ page }) => {
  const token = await staffToken('admin');
  const list = await api<{ id: number; key: string; value: string }[]>('GET', '/api/content/translations?culture=en-GB', undefined, token);
  const row = list.body?.data.find((t) => t.key === 'common.tryAgain');
  expect(row).toBeDefined();
  const text = `Please try once more (${Date.now()}).`;
  await signIn(page, 'admin', `/translations/${row?.id}`);
  await expect(page.getByTestId('translation-in-use')).toHaveText(row?.value ?? '');
  await page.getByLabel('Text').fill(text);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('translation-in-use')).toHaveText(text);
  await page.reload();
  await expect(page.getByTestId('translation-in-use')).toHaveText(text);
  const used = await api<{ value: string }>(
    'GET',
    '/api/content/translationsByCultureAndKey?culture=en-GB&key=common.tryAgain',
    undefined,
    token,
  );
  expect(used.body?.data.value).toBe(text);
});

test('bans an IP address at the load balancer and lifts the ban', async ({ page }) => {
  const token = await staffToken('admin');
  const ip = uniqueIp();
  await signIn(page, 'admin', '/ipBans/create');
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
  // The console's delete is undoable: the row goes at once, the call is sent a few seconds later.
  await expect
    .poll(
      async () =>
        (await api<{ ip: string }[]>('GET', '/api/content/ipbanner/elb/list', undefined, token)).body?.data.some((b) => b.ip === ip),
      { timeout: 15_000 },
    )
    .toBe(false);
});

test('builds a category > channel tree, refuses a duplicate name and a delete with children, then deletes', async ({ page }) => {
  test.slow(); // many page loads on a shared two-core machine
  const token = await staffToken('admin');
  const name = `E2E help ${Date.now()}`;
  await signIn(page, 'admin', '/categories');
  await expect(page.getByRole('row').filter({ hasText: 'Legal' })).toBeVisible();
  await expectNoAxeViolations(page);

  await open(page, '/categories/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('row').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/#\/categories\/\d+\/show$/);
  const categoryUrl = page.url();

  await page.getByRole('link', { name: 'Add channel' }).click();
  await expect(page).toHaveURL(/#\/channels\/create/);
  await page.getByRole('textbox', { name: 'Name' }).fill('web');
  await page.getByRole('button', { name: 'Save' }).click();
  // Back on the category: its channel is listed under it.
  await expect(page).toHaveURL(categoryUrl);
  const channels = page.getByRole('region', { name: 'Channels' });
  await expect(channels.getByRole('row').filter({ hasText: 'web' })).toBeVisible();
  await page.getByRole('link', { name: 'Add channel' }).click();
  await expect(page).toHaveURL(/#\/channels\/create/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Web');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Category ${name} already has a channel named Web.`)).toBeVisible();

  await page.goto(categoryUrl);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Channels' }).getByRole('row').filter({ hasText: 'web' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Category ${name} still has 1 channel: delete it first.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const categories = await api<{ id: number; name: string }[]>('GET', '/api/content/category', undefined, token);
  const stored = categories.body?.data.find((c) => c.name === name);
  const under = await api<{ id: number; name: string }[]>('GET', `/api/content/channel/${stored?.id}`, undefined, token);
  expect(under.body?.data.map((c) => c.name)).toEqual(['web']);

  await page.getByRole('region', { name: 'Channels' }).getByRole('row').filter({ hasText: 'web' }).click();
  await expect(page).toHaveURL(/#\/channels\/\d+\/show$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /#\/channels\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`#/categories/${stored?.id}/show$`));
  await expect(page.getByRole('region', { name: 'Channels' }).getByText('None')).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/categories$/);
  const after = await api<{ name: string }[]>('GET', '/api/content/category', undefined, token);
  expect(after.body?.data.some((c) => c.name === name)).toBe(false);
});

test('adds a content to a seeded group and edits its title', SHARED_MESSAGES, async ({ page }) => {
  test.slow(); // many page loads on a shared two-core machine
  const token = await staffToken('admin');
  const title = `How to repay ${Date.now()}`;
  await signIn(page, 'admin', '/groups/1/show');
  await page.getByRole('link', { name: 'Add content' }).click();
  await expect(page).toHaveURL(/#\/contents\/create/);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).fill('By card or bank transfer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Contents' }).getByRole('row').filter({ hasText: title })).toBeVisible();
  await page.getByRole('region', { name: 'Contents' }).getByRole('row').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/#\/contents\/\d+\/show$/);
  // The group's page may still be on screen for a moment: wait for the content's own Edit link.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', /#\/contents\/\d+$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/contents\/\d+\/show$/);
  await page.reload();
  await expect(page.getByText(`${title} (edited)`, { exact: true })).toBeVisible();
  const contents = await api<{ title: string; groupId: number }[]>('GET', '/api/content/content/1', undefined, token);
  expect(contents.body?.data.find((c) => c.title === `${title} (edited)`)?.groupId).toBe(1);
});

test('adds an enum value once; the registration form read sees it', async ({ page }) => {
  const key = `e2e${Date.now()}`;
  await signIn(page, 'admin', '/enums');
  await expect(page.getByRole('row').filter({ hasText: 'fullTimeEmployed' })).toBeVisible();
  const addValue = async () => {
    await open(page, '/enums/create');
    await page.getByLabel('Enumeration').fill('EmploymentStatus');
    await page.getByLabel('Key').fill(key);
    await page.getByLabel('Label').fill('Seasonal worker');
    await page.getByRole('button', { name: 'Save' }).click();
  };
  await addValue();
  // Saved once the console has left the create form; only then ask for the same value again.
  await expect(page).not.toHaveURL(/enums\/create/, { timeout: 15_000 });
  await addValue();
  await expect(page.getByText(`EmploymentStatus already has the value ${key}.`)).toBeVisible();
  const read = await api<Record<string, { key: string; value: string }[]>>('POST', '/api/content/enums', { names: ['EmploymentStatus'] });
  expect(read.body?.data.EmploymentStatus?.filter((e) => e.key === key)).toEqual([{ key, value: 'Seasonal worker' }]);
  await open(page, '/enums');
  await page.getByPlaceholder('Search').fill(key);
  await expect(page.getByRole('row').filter({ hasText: key })).toContainText('Seasonal worker');
});

test('lists business exceptions, IP locations and online users; elb bans come from the elb list', async ({ page }) => {
  test.slow(); // many page loads on a shared two-core machine
  await signIn(page, 'admin', '/businessExceptions');
  await expect(page.getByRole('row').filter({ hasText: 'businessException.loanNotFound' }).first()).toBeVisible();
  await open(page, '/ipLocations');
  await expect(page.getByRole('row').filter({ hasText: '2.139.10.20' })).toContainText('Madrid');
  await open(page, '/onlineUsers');
  await expect(page.getByRole('row').filter({ hasText: 'admin@pronto.test' }).first()).toBeVisible();
  await open(page, '/ipBans?filter=%7B%22type%22%3A%22elb%22%7D');
  await expect(page.getByRole('row').filter({ hasText: '203.0.113.14' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '203.0.113.7' })).toHaveCount(0);
});
