import { expect, type Page } from '@playwright/test';
import { urls, type StaffRole } from '../../fixtures/index.ts';

/** Signs a seeded staff account in through the console's sign-in page. */
export async function signIn(page: Page, role: StaffRole): Promise<void> {
  await page.goto(`${urls.admin}/#/login`);
  await page.getByLabel('E-mail address').fill(`${role}@pronto.test`);
  await page.getByLabel('Password', { exact: false }).first().fill('pronto123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Success')).toBeVisible();
}

/** Opens a console route (hash router). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${urls.admin}/#${path}`);
}
