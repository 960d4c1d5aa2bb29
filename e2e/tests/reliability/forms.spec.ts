import type { Page } from '@playwright/test';
import { api, expect, staffToken, test, urls } from '../../fixtures/index.ts';
import { acceptCookies, loginAs, newUkCustomer, uniqueUkMobile } from '../site/site.ts';

/** Forms: a double submit makes one record, submit buttons are disabled while submitting, leaving mid-flow asks first. */

async function fillRegistration(page: Page, mobile: string) {
  await page.goto(`${urls.siteGB}/register/personal-details`);
  await acceptCookies(page);
  await page.getByLabel('First name').fill('Harriet');
  await page.getByLabel('Last name').fill('Jones');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByLabel('Building').selectOption('Other');
  await page.getByLabel('House number').fill('10');
  await page.getByLabel('Flat number').fill('1');
  await page.getByLabel('Street').fill('Downing Street');
  await page.getByLabel('Town').fill('London');
  await page.getByLabel('County').fill('Greater London');
  await page.getByLabel('Employment status').selectOption('student');
  await page.getByLabel('Monthly Net Income').fill('900');
  await page.getByLabel('Mobile phone').fill(mobile);
  await page.getByLabel('E-mail address').fill(`harriet.${mobile}@gmail.com`);
  await page.getByLabel(/I have read and accept/).check();
  await page.getByLabel('I confirm that the information I have given is accurate').check();
}

/** Holds the answers of one call for `ms` so the form stays in its submitting state. */
const slow = (page: Page, pattern: string, ms = 1500) =>
  page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });

test.describe('forms', () => {
  test('double-clicking the registration submit creates one customer; the button is disabled meanwhile', async ({ page }) => {
    const mobile = uniqueUkMobile();
    await fillRegistration(page, mobile);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/customer/customer')) posts.push(r.url());
    });
    await slow(page, '**/api/customer/customer');
    const submit = page.getByRole('button', { name: 'Continue' });
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/register\/otp$/);
    expect(posts).toHaveLength(1);
    const found = await api<{ total: number }>(
      'POST',
      '/api/customer/search',
      { q: mobile, page: 1, perPage: 5 },
      await staffToken('admin'),
    );
    expect(found.body?.data.total).toBe(1);
  });

  test('login, forgot-PIN and OTP submit buttons are disabled while their call runs', async ({ page }) => {
    const customer = await newUkCustomer();
    await slow(page, '**/api/membership/login');
    await page.goto(`${urls.siteGB}/login`);
    await page.getByLabel('Mobile number').fill(customer.mobilePhone);
    await page.getByLabel('PIN', { exact: true }).fill(customer.pin);
    const login = page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expect(login).toBeDisabled();
    // A customer who has not confirmed the PIN yet lands on the PIN step (defect 7).
    await expect(page).toHaveURL(/\/register\/otp$/);

    await slow(page, '**/api/membership/pinValid');
    await page.goto(`${urls.siteGB}/register/otp`);
    await page.getByLabel('PIN').fill(customer.pin);
    const register = page.getByRole('button', { name: 'Register' });
    await register.click();
    await expect(register).toBeDisabled();
    await expect(page).toHaveURL(/\/register\/complete$/);

    const other = await newUkCustomer();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await slow(page, '**/api/membership/forgotPin');
    await page.goto(`${urls.siteGB}/forgot-pin`);
    await page.getByLabel('Mobile number').fill(other.mobilePhone);
    const send = page.getByRole('button', { name: 'Send PIN' });
    await send.click();
    await expect(send).toBeDisabled();
    await expect(page).toHaveURL(/\/login\/reset-password/);
  });

  test('leaving the OTP page mid-flow asks first: no stays, yes leaves and ends the process', async ({ page }) => {
    const customer = await newUkCustomer();
    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/register\/otp$/);
    // From another page, so that leaving the PIN step has somewhere else to go back to.
    await page.goto(`${urls.siteGB}/how-it-works`);
    await page.goto(`${urls.siteGB}/register/otp`);
    await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
    await page.goBack();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Leaving this page cancels the process. Do you want to leave?');
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page).toHaveURL(/\/register\/otp$/);
    await page.goBack();
    await expect(dialog).toContainText('Are you sure?');
    await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).not.toHaveURL(/\/register\/otp$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  });
});
