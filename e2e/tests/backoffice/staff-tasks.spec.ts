import { expect, test } from '../../fixtures/index.ts';
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
