import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('adds a holiday, refuses the same day twice, and checks an IBAN', async ({ page }) => {
  const token = await staffToken('admin');
  // a free day in 2030 that no other run uses
  const day = `2030-0${1 + (Date.now() % 9)}-${String(10 + (Math.floor(Date.now() / 9) % 18)).padStart(2, '0')}`;
  await signIn(page, 'admin');
  await open(page, `/holidays?filter=${encodeURIComponent('{"country":"GB"}')}`);
  await expect(page.getByRole('row').filter({ hasText: '2026-12-25' })).toContainText('Bank holiday');

  await open(page, '/holidays/create');
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Name').fill('E2E day');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: day })).toContainText('E2E day');
  const stored = await api<{ date: string }[]>('GET', '/api/loan/hollidays?country=GB', undefined, token);
  expect(stored.body?.data.some((d) => d.date === day)).toBe(true);

  await open(page, '/holidays/create');
  await page.getByLabel('Day').fill(day);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${day} is already a holiday in GB.`)).toBeVisible();

  await open(page, '/iban-check');
  await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('GB82WEST12345698765432: valid');
  await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('GB82WEST12345698765433: not valid');
});
