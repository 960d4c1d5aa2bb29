import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('the staff list shows every sign-in account, and the collections page the collection agents', async ({ page }) => {
  await signIn(page, 'admin', '/staff');
  const accounts = page.getByRole('region', { name: 'Sign-in accounts' });
  await accounts.getByRole('button', { name: 'Panel users' }).click();
  await expect(accounts).toContainText('reporter@pronto.test');
  await expect(accounts).toContainText('collector@pronto.test');

  await open(page, '/collections');
  const lookups = page.getByRole('region', { name: 'Look-ups' });
  await lookups.getByRole('button', { name: 'Collection agents' }).click();
  await expect(lookups).toContainText('agent@pronto.test');
});

test("an admin changes a collection agent's password, confirming with their own; the agent signs in with the new one", async ({ page }) => {
  const token = await staffToken('admin');
  const emailAddress = `pw${Date.now()}@pronto.test`;
  const cam = await api<{ id: number }>('POST', '/api/membership/cam', { emailAddress, fullName: 'Pat Password', country: 'GB' }, token);
  await signIn(page, 'admin', `/staff/${cam.body?.data.id}`);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(emailAddress);
  await page.getByRole('region', { name: 'Sign-in', exact: true }).getByRole('button', { name: 'Change the password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change the password' });
  await dialog.getByLabel('Your own password').fill('pronto123');
  await dialog.getByLabel('New password').fill('Harbour-Lantern-42');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Change the password')).toBeVisible();
  const signedIn = await api('POST', '/api/report/login', { emailAddress, password: 'Harbour-Lantern-42', country: 'GB' });
  expect(signedIn.status).toBe(200);
});
