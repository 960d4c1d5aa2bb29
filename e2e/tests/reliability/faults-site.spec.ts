import type { Page, Route } from '@playwright/test';
import { expect, test, urls } from '../../fixtures/index.ts';
import { loginAs, newUkCustomer, seededMobile } from '../site/site.ts';

/**
 * Every fault class of the request layer on the customer site (GB), injected with Playwright route
 * interception on the login call; after each, the route is removed and a real login succeeds.
 */
const LOGIN_CALL = '**/api/membership/login';
const NETWORK = 'There seems to be a problem with your internet connection, please check your connection and try again.';

const notices = (page: Page) => page.locator('.notices');

async function fillLogin(page: Page, mobilePhone: string, pin: string) {
  await page.goto(`${urls.siteGB}/login`);
  await page.getByLabel('Mobile number').fill(mobilePhone);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
}
const submit = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();

/** The user goes on: without the fault the same login lands on the journey's next page. */
async function loginWorks(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await submit(page);
  await expect(page).toHaveURL(/\/register\/otp$/);
}

const faults: [string, (route: Route) => Promise<void>, string, string][] = [
  ['timeout (aborted: timedout)', (r) => r.abort('timedout'), 'Request Timeout.', NETWORK],
  ['network error (aborted: failed)', (r) => r.abort('failed'), 'Request Timeout.', NETWORK],
  ['network error (internetdisconnected)', (r) => r.abort('internetdisconnected'), 'Request Timeout.', NETWORK],
  ['500', (r) => r.fulfill({ status: 500, json: { data: null, errors: [{ message: 'boom' }] } }), 'Technical error', 'Please try again.'],
];

test.describe('customer site: request faults', () => {
  for (const [name, fault, title, message] of faults) {
    test(`${name}: popup "${title}" / "${message}", then the user goes on`, async ({ page }) => {
      const customer = await newUkCustomer();
      await fillLogin(page, customer.mobilePhone, customer.pin);
      await page.route(LOGIN_CALL, fault);
      await submit(page);
      await expect(notices(page)).toContainText(title);
      await expect(notices(page)).toContainText(message);
      await expect(page).toHaveURL(/\/login$/);
      await loginWorks(page);
    });
  }

  test('422: the first error message shows on the form', async ({ page }) => {
    const customer = await newUkCustomer();
    await fillLogin(page, customer.mobilePhone, customer.pin);
    await page.route(LOGIN_CALL, (r) =>
      r.fulfill({
        status: 422,
        json: { data: null, errors: [{ message: 'First server message.' }, { message: 'Second server message.' }] },
      }),
    );
    await submit(page);
    await expect(page.getByRole('alert')).toContainText('First server message.');
    await expect(notices(page)).not.toContainText('Technical error');
    await loginWorks(page);
  });

  test('404: the error page opens; the user goes back and logs in', async ({ page }) => {
    const customer = await newUkCustomer();
    await fillLogin(page, customer.mobilePhone, customer.pin);
    await page.route(LOGIN_CALL, (r) => r.fulfill({ status: 404, json: { data: null, errors: [{ message: 'Not found' }] } }));
    await submit(page);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await fillLogin(page, customer.mobilePhone, customer.pin);
    await loginWorks(page);
  });

  test('offline: nothing is sent and "No Internet Connection" shows; back online the login works', async ({ page, context }) => {
    const customer = await newUkCustomer();
    await fillLogin(page, customer.mobilePhone, customer.pin);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/membership/login')) sent.push(request.url());
    });
    await context.setOffline(true);
    await submit(page);
    await expect(page.getByRole('alert')).toContainText('No Internet Connection');
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await loginWorks(page);
    expect(sent).toHaveLength(1);
  });

  test('401: the session is cleared, login opens saying why and with the way back, and "Authorization Error"; logging in again works', async ({
    page,
  }) => {
    await loginAs(page, 'GB', seededMobile('approved'));
    await expect(page).toHaveURL(/\/loans-transactions$/);
    // Let the landing page's own calls finish first, so the 401s below answer the next page's calls only.
    await page.waitForLoadState('networkidle');
    // From now on every call answers 401; moving to another account page makes its calls.
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, json: { data: null, errors: [{ message: 'Authorization Error' }] } }),
    );
    // Moving to another account page makes a call; a background call of the landing page (session check,
    // refresh) may get its 401 first and sign out before the click, which is the same behaviour under test.
    const next = page.getByRole('navigation', { name: 'Account menu' }).getByRole('link').nth(1);
    await next.click({ timeout: 3000 }).catch(() => undefined);
    await expect(notices(page)).toContainText('Authorization Error');
    await expect(notices(page)).toContainText('Please login with your credentials.');
    await expect(page).toHaveURL(/\/login\?ended=expired&redirect=%2F[\w%-]+$/);
    await expect(page.getByText('Your session has ended. Please log in again to continue.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // The session is gone: a reload stays logged out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await page.getByLabel('Mobile number').fill(seededMobile('approved'));
    await page.getByLabel('PIN', { exact: true }).fill('1234');
    await submit(page);
    // Back to the page the 401 came from (the landing page or the one clicked).
    await expect(page).toHaveURL(/\/loans-transactions(\/history)?$/);
  });
});
