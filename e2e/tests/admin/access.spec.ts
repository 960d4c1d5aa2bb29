import { expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { open, signInThroughForm as signIn } from './admin-helpers.ts';

// These tests are about signing in: they use the console's form, not a saved session.

test('a reporter sees only the reports', async ({ page }) => {
  await signIn(page, 'reporter');
  await expect(page).toHaveURL(/#\/report$/);
  await expect(page.getByRole('menuitem', { name: 'Loan report' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Report summary' })).toBeVisible();
  for (const hidden of ['Dashboard', 'Customers', 'Loans', 'Tickets', 'API console']) {
    await expect(page.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
  }
  await open(page, '/customers');
  await expect(page.getByText('Access denied')).toBeVisible();
});

test('an agent cannot open the API console', async ({ page }) => {
  await signIn(page, 'agent');
  await expect(page.getByRole('menuitem', { name: 'Customers', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'API console' })).toHaveCount(0);
  await open(page, '/catalogue');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByLabel('Search calls')).toHaveCount(0);
});

test('an admin calls a catalogue entry from the API console', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'API console' }).click();
  await page.getByLabel('Search calls').fill('loanStatusHistory');
  await page.getByRole('button', { name: /loan\.loanStatusHistory/ }).click();
  await page.getByLabel('loanId').fill('1');
  await page.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(page.getByTestId('call-status')).toHaveText('200');
  await expect(page.locator('pre')).toContainText('"status"');
});

test('a 401 sends the user back to sign-in', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('menuitem', { name: 'Customers', exact: true })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('pronto.reportToken', 'expired-token'));
  await page.goto(`${urls.admin}/#/customers`);
  await expect(page).toHaveURL(/#\/login\?redirect=login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pronto.reportToken'))).toBeNull();
});

test('labels switch between English and Spanish', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('menuitem', { name: 'Customers', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Préstamos', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Clientes', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Móvil' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Mobile phone' })).toBeVisible({ timeout: 15_000 });
});

test('the sign-in page has no axe violations', async ({ page }) => {
  await page.goto(`${urls.admin}/#/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
});
