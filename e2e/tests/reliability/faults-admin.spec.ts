import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../fixtures/index.ts';
import { open, signIn, signInThroughForm } from '../admin/admin-helpers.ts';

/**
 * Every fault class of the request layer in the back-office console, injected on the customer search
 * behind the Customers list; after each the route is removed and the list loads for real.
 */
const SEARCH = '**/api/customer/search';
const NETWORK = 'There seems to be a problem with your internet connection, please check your connection and try again.';

/** The list recovers: without the fault a reload shows the seeded customers. */
async function listWorks(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await open(page, '/customers');
  await page.reload();
  await expect(page.getByText(/^1-10 of \d+$/)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
}

/** The one popup of a fault: §8's title and message, once (closing it shows no second one). */
async function popsUpOnce(page: Page, title: string, message: string) {
  const popup = page.getByRole('alert').filter({ hasText: message });
  await expect(popup).toHaveCount(1);
  await expect(popup.getByText(title, { exact: true })).toBeVisible();
  // A second toast would wait behind the first: closing it shows the next one at once.
  await popup.getByRole('button', { name: 'Dismiss' }).click();
  await expect(popup).toHaveCount(0);
  await page.waitForTimeout(300);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

const faults: [string, (route: Route) => Promise<void>, string, string][] = [
  ['timeout (aborted: timedout)', (r) => r.abort('timedout'), 'Request Timeout.', NETWORK],
  ['network error (aborted: failed)', (r) => r.abort('failed'), 'Request Timeout.', NETWORK],
  ['network error (internetdisconnected)', (r) => r.abort('internetdisconnected'), 'Request Timeout.', NETWORK],
  // What the console's proxy answers while the API is down: an empty 502, not the API's answer.
  [
    'the API down behind the proxy (502)',
    (r) => r.fulfill({ status: 502, contentType: 'text/plain', body: '' }),
    'Request Timeout.',
    NETWORK,
  ],
  ['500', (r) => r.fulfill({ status: 500, json: { data: null, errors: [{ message: 'boom' }] } }), 'Technical error', 'Please try again.'],
];

test.describe('admin: request faults', () => {
  for (const [name, fault, title, message] of faults) {
    test(`${name}: "${title}" with "${message.slice(0, 40)}..." pops up once, then the list loads`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.route(SEARCH, fault);
      await open(page, '/customers');
      await popsUpOnce(page, title, message);
      await listWorks(page);
    });
  }

  test('404: the error route opens with the heading "Error"; going back, the console goes on', async ({ page }) => {
    await signIn(page, 'admin');
    await page.route(SEARCH, (r) => r.fulfill({ status: 404, json: { data: null, errors: [{ message: 'Unknown call.' }] } }));
    await open(page, '/customers');
    await expect(page).toHaveURL(/#\/error$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await expect(page.getByText('Page not found!')).toBeVisible();
    await expect(page.getByText('Address: /customers')).toBeVisible();
    await listWorks(page);
  });

  test('an unknown console address shows the error page with the heading "Error"', async ({ page }) => {
    await signIn(page, 'admin', '/no-such-screen');
    await expect(page.getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test('offline: nothing is sent and "No Internet Connection" shows; back online the list loads', async ({ page, context }) => {
    await signIn(page, 'admin', '/customers');
    await expect(page.getByRole('row')).toHaveCount(11);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) sent.push(request.url());
    });
    await context.setOffline(true);
    await expect(page.getByText('No Internet Connection')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh' }).first().click();
    expect(sent).toEqual([]);
    await context.setOffline(false);
    await listWorks(page);
  });

  test('401: signed out to the login with redirect, "Authorization Error: Please login with your credentials."; signing in again works', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.route(SEARCH, (r) => r.fulfill({ status: 401, json: { data: null, errors: [{ message: 'Authorization Error' }] } }));
    await open(page, '/customers');
    await expect(page).toHaveURL(/#\/login\?redirect=login$/);
    await popsUpOnce(page, 'Authorization Error', 'Please login with your credentials.');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page).toHaveURL(/#\/login/);
    // Signing in again is what a person does: through the form.
    await signInThroughForm(page, 'admin');
    await listWorks(page);
  });

  test('401 ten times in a row: always #/login?redirect=login, with the authorization popup once', async ({ context }) => {
    test.setTimeout(120_000);
    for (let run = 1; run <= 10; run += 1) {
      const page = await context.newPage();
      await signIn(page, 'admin');
      await page.route(SEARCH, (r) => r.fulfill({ status: 401, json: { data: null, errors: [{ message: 'Authorization Error' }] } }));
      await open(page, '/customers');
      await expect(page, `run ${run}`).toHaveURL(/#\/login\?redirect=login$/);
      await popsUpOnce(page, 'Authorization Error', 'Please login with your credentials.');
      await expect(page, `run ${run}`).toHaveURL(/#\/login\?redirect=login$/);
      await page.close();
    }
  });

  test('422: the first error message of the answer is shown (customer comment)', async ({ page }) => {
    await signIn(page, 'admin', '/customers/8/show');
    await page.getByRole('tab', { name: 'Comments' }).click();
    await page.getByLabel('Comment', { exact: true }).fill(`Reliability check ${Date.now()}`);
    await page.route('**/api/customer/comment', (r) =>
      r.request().method() === 'POST'
        ? r.fulfill({
            status: 422,
            json: { data: null, errors: [{ message: 'First server message.' }, { message: 'Second server message.' }] },
          })
        : r.continue(),
    );
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('First server message.')).toBeVisible();
    await expect(page.getByText('Second server message.')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('Comment added')).toBeVisible();
  });
});
