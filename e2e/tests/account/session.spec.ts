import { api, expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { loginAs, seededMobile } from '../site/site.ts';
import { newSpanishCustomer } from './customer.ts';

test('Logout tells the server, and every other open tab goes to login saying why, then back to its page', async ({ page }) => {
  await loginAs(page, 'GB', seededMobile('approved'));
  await expect(page).toHaveURL(/\/loans-transactions$/);
  const other = await page.context().newPage();
  await other.goto(`${urls.siteGB}/payment`);
  await expect(other.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeVisible();

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).click();
  const loggedOut = page.waitForRequest((request) => request.url().endsWith('/api/membership/logout'));
  await page.getByRole('dialog').getByRole('button', { name: "YES I'M SURE" }).click();
  const request = await loggedOut;
  expect(request.method()).toBe('POST');
  expect(request.headers().authorization).toMatch(/^Bearer \S+$/);
  await expect(page).toHaveURL(`${urls.siteGB}/`);

  await expect(other).toHaveURL(`${urls.siteGB}/login?ended=elsewhere&redirect=%2Fpayment`);
  await expect(other.getByRole('status').filter({ hasText: 'You have been logged out in another window.' })).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByLabel('Mobile number').fill(seededMobile('approved'));
  await other.getByLabel('PIN', { exact: true }).fill('1234');
  await other.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other).toHaveURL(`${urls.siteGB}/payment`);
});

test('Spain: a session the server no longer accepts says so on reload, and login goes back to the page', async ({ page }) => {
  const { token, mobilePhone, pin } = await newSpanishCustomer();
  await api('POST', '/api/customer/status/preRegistered', { pin }, token);
  await api('POST', '/api/customer/status/registered', {}, token);
  await page.goto(`${urls.siteES}/account?jwt=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server ends the session (as a PIN change or its expiry would).
  expect((await api('POST', '/api/membership/logout', {}, token)).status).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(`${urls.siteES}/login?ended=expired&redirect=%2Faccount`);
  await expect(page.getByText('Su sesión ha terminado. Por favor, acceda de nuevo para continuar.')).toBeVisible();
  await page.getByLabel('Número de móvil').fill(mobilePhone);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('main').getByRole('button', { name: 'Acceder', exact: true }).click();
  await expect(page).toHaveURL(`${urls.siteES}/account`);
});
