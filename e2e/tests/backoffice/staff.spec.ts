import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('creates a collection agent, resets its password, sets its availability', async ({ page }) => {
  const token = await staffToken('admin');
  const email = `cam${Date.now()}@pronto.test`;
  await signIn(page, 'admin');
  await open(page, '/staff/create');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Cara Cam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset')).toBeVisible();
  const password = (await page.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^cam-/);
  const signedIn = await api('POST', '/api/report/login', { emailAddress: email, password, country: 'GB' });
  expect(signedIn.status).toBe(200);

  await page.getByLabel('Takes tickets').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/staff$/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Cara Cam');
  const users = await api<{ emailAddress: string; availableForTickets: boolean; availableForLoans: boolean }[]>('GET', '/api/membership/panelUsers', undefined, token);
  expect(users.body?.data.find((u) => u.emailAddress === email)).toMatchObject({ availableForTickets: false, availableForLoans: true });

  await open(page, '/member-logins');
  await expect(page.getByRole('table', { name: 'Staff sign-ins' }).getByRole('row').filter({ hasText: email }).first()).toContainText('Signed in');
});

test('marks a suspected login relation as checked by hand', async ({ page }) => {
  const token = await staffToken('admin');
  const list = await api<{ id: number; related: boolean | null }[]>('GET', '/api/membership/suspectedLogins', undefined, token);
  const unchecked = list.body?.data.find((r) => r.related === null);
  expect(unchecked, 'an unchecked suspected login').toBeDefined();
  await signIn(page, 'admin');
  await open(page, '/suspected-logins');
  const row = page.getByTestId(`suspected-${unchecked?.id}`);
  await expect(row).toContainText('Not checked');
  await row.getByRole('button', { name: 'Not related' }).click();
  await expect(page.getByText('Check saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`suspected-${unchecked?.id}`)).toContainText('admin@pronto.test');
  const after = await api<{ id: number; related: boolean | null }[]>('GET', '/api/membership/suspectedLogins', undefined, token);
  expect(after.body?.data.find((r) => r.id === unchecked?.id)?.related).toBe(false);
});
