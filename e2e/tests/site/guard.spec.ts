import { expect, test, urls } from '../../fixtures/index.ts';
import { loginAs, seededMobile, ukCustomerIn } from './site.ts';

/**
 * Lands on the home page with `?jwt=token`, as a handover link does, and waits until the site's start has
 * checked it (the customer fetched by token, the session kept or ended): the next page then starts from its
 * outcome, not from a check cut short by the navigation.
 */
async function signIn(page: import('@playwright/test').Page, token: string) {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/membership/token');
  await page.goto(`${urls.siteGB}/?jwt=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(`${urls.siteGB}/`);
  await checked;
  await page.waitForLoadState('networkidle');
}

test.describe('Route guard by status (waits 100 ms)', () => {
  test('no session: account, register and preRegistered pages go to login; public pages pass', async ({ page }) => {
    // The login page returns there afterwards.
    for (const path of ['/loans-transactions', '/loan-request', '/register/otp', '/register/complete']) {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page).toHaveURL(`${urls.siteGB}/login?redirect=${encodeURIComponent(path)}`);
    }
    await page.goto(`${urls.siteGB}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });

  test('new: user and preRegistered pages go to the OTP page', async ({ page }) => {
    const customer = await ukCustomerIn('new');
    await signIn(page, customer.token);
    for (const path of ['/loans-transactions', '/register/complete']) {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page).toHaveURL(/\/register\/otp$/);
    }
  });

  test('preRegistered: user and register pages go to Verify Your Details', async ({ page }) => {
    const customer = await ukCustomerIn('preRegistered');
    await signIn(page, customer.token);
    for (const path of ['/loans-transactions', '/register/otp']) {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page).toHaveURL(/\/register\/complete$/);
    }
  });

  test('later statuses: register, preRegistered and login pages go to loans and transactions', async ({ page }) => {
    await loginAs(page, 'GB', seededMobile('securityChecked'));
    await expect(page).toHaveURL(/\/loans-transactions$/);
    for (const path of ['/register/otp', '/register/complete', '/login', '/register/personal-details']) {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page).toHaveURL(/\/loans-transactions$/);
    }
    await page.goto(`${urls.siteGB}/contact-us`);
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  test('an invalid stored token is cleared at start', async ({ page }) => {
    await signIn(page, 'not-a-token');
    await page.goto(`${urls.siteGB}/loans-transactions`);
    await expect(page).toHaveURL(`${urls.siteGB}/login?redirect=%2Floans-transactions`);
  });
});
