import { expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { acceptCookies, ukCustomerIn } from './site.ts';

test.describe('Home calculator', () => {
  test('defaults 100 / Three, recalculates, shows the representative example; blue header', async ({ page }) => {
    await page.goto(`${urls.siteGB}/`);
    await expect(page).toHaveTitle('Short-term loans | Pronto');
    await expect(page.getByRole('banner')).toHaveClass(/is-blue/);
    await expect(page.getByRole('radio', { name: '£100' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Three' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Single|Two|Three|Four/ })).toHaveCount(4);
    const rows = page.locator('.schedule tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(page.getByText('Representative 1081.5% APR', { exact: false }).first()).toBeVisible();
    await page.getByRole('radio', { name: 'Four' }).check();
    await page.getByRole('radio', { name: '£200' }).check();
    await expect(rows).toHaveCount(4);
    await expect(page.locator('.schedule tfoot td').first()).toHaveText('£200.00');
    // Equal instalments (the plan rounds the instalment once); the total repayment is their sum.
    const repayments = await page.locator('.schedule tbody tr td:last-child').allTextContents();
    expect(new Set(repayments).size).toBe(1);
    const each = Number((repayments[0] ?? '').replace(/[£,]/g, ''));
    expect(each).toBeGreaterThan(50);
    await expect(page.locator('.schedule tfoot td').last()).toHaveText(`£${(each * 4).toFixed(2)}`);
    await expectNoAxeViolations(page);
    await page.goto(`${urls.siteGB}/faq`);
    await expect(page.getByRole('banner')).not.toHaveClass(/is-blue/);
  });

  test('a failing payment plan shows "Credit Calculation error." / "Please try again later."', async ({ page }) => {
    await page.route('**/api/loan/paymentPlan', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'x' }] }) }),
    );
    await page.goto(`${urls.siteGB}/how-it-works`);
    await expect(page.getByRole('alert')).toHaveText('Credit Calculation error. Please try again later.');
  });

  test('Spanish calculator in euros', async ({ page }) => {
    await page.goto(`${urls.siteES}/`);
    await expect(page.getByRole('radio', { name: '100 €' })).toBeChecked();
    await expect(page.locator('.schedule tfoot td').first()).toHaveText('100,00 €');
  });
});

test.describe('Chrome', () => {
  test('legal banner, top menu of 3, footer with the rest, sister sites and card logos; cookie notice accepted 1 s after the first route change', async ({
    page,
  }) => {
    await page.goto(`${urls.siteGB}/`);
    await expect(page.getByRole('note')).toHaveText(
      'Warning: Late repayment can cause you serious money problems. For help, go to moneyhelper.org.uk',
    );
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main menu' }).getByRole('link')).toHaveText([
      'How it works',
      'About us',
      'FAQ',
    ]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Data protection' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Pronto España' })).toHaveAttribute('target', '_blank');
    const cookie = page.getByRole('complementary', { name: 'Cookie policy' });
    await expect(cookie).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
    await expect(cookie).toBeVisible();
    await expect(cookie).toBeHidden({ timeout: 3000 });
    await page.reload();
    await expect(cookie).toBeHidden();
  });

  test('mobile: Welcome with login and sign-up; the menu closes above 1100 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${urls.siteGB}/faq`);
    await acceptCookies(page);
    const header = page.getByRole('banner');
    await expect(header.getByText('Welcome')).toBeVisible();
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#side-menu')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.locator('#side-menu')).toBeHidden({ timeout: 3000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1200);
  });
});

test.describe('Public pages', () => {
  test('404: title Page not found!, heading Error and 404; unknown urls land there', async ({ page }) => {
    await page.goto(`${urls.siteGB}/no-such-page`);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page).toHaveTitle('Page not found! | Pronto');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    // A way on besides the home page: the FAQ, how it works, contact.
    await page.getByRole('main').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('declined page', async ({ page }) => {
    await page.goto(`${urls.siteGB}/declined`);
    await expect(page.getByText('Sorry. Your application is declined.')).toBeVisible();
    await expectNoAxeViolations(page);
    // What to do next: the credit file, free debt advice, a question about the decision.
    const next = page.getByRole('region', { name: 'What you can do' });
    await expect(next.getByRole('link', { name: 'MoneyHelper' })).toHaveAttribute('href', 'https://www.moneyhelper.org.uk');
    await next.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  for (const [path, heading] of [
    ['/about-us', 'About us'],
    ['/faq', 'Frequently asked questions'],
    ['/privacy-policy', 'Privacy policy'],
    ['/cookie', 'Cookie policy'],
    ['/data-protection', 'Data protection'],
    ['/terms-and-conditions', 'Terms and conditions'],
  ] as const) {
    test(`${path} has its content and no axe violations`, async ({ page }) => {
      await page.goto(`${urls.siteGB}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main p').first()).not.toBeEmpty();
      await expectNoAxeViolations(page);
    });
  }

  test('the terms come from the template (sanitised) and the Spanish privacy url is /politica-privacidad', async ({ page }) => {
    await page.goto(`${urls.siteGB}/terms-and-conditions`);
    await expect(page.getByText('A missed payment fee of £10 is charged once per credit.', { exact: false })).toBeVisible();
    await page.goto(`${urls.siteES}/politica-privacidad`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
  });

  test('unsubscribe posts camp, key and userTo and thanks in Spanish, even on failure', async ({ page }) => {
    const bodies: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/communication/unsubscribe') && bodies.push(r.postDataJSON()));
    await page.goto(`${urls.siteGB}/unsubscribe?camp=42&key=abc&userTo=someone%40example.com`);
    await expect(page.getByText('Gracias. Hemos dado de baja tu dirección de e-mail', { exact: false })).toBeVisible();
    await expect
      .poll(() => bodies)
      .toEqual([{ campaignId: '42', userKey: 'abc', userTo: 'someone@example.com', communicationType: 'email' }]);
    await expectNoAxeViolations(page);
    await page.goto(`${urls.siteGB}/unsubscribe`);
    await expect(page.getByText('Gracias. Hemos dado de baja tu dirección de e-mail', { exact: false })).toBeVisible();
  });

  test('e-mail verification: failure message, then home', async ({ page }) => {
    await page.goto(`${urls.siteGB}/v/not-a-code`);
    await expect(page.getByText('This verification link is not valid.').first()).toBeVisible();
    await expect(page).toHaveURL(`${urls.siteGB}/`, { timeout: 6000 });
  });

  test('/rx logs in by repay token into the loan request; a bad token goes home', async ({ page }) => {
    const customer = await ukCustomerIn('registered');
    await page.goto(`${urls.siteGB}/rx/${encodeURIComponent(customer.token)}`);
    await expect(page).toHaveURL(/\/loan-request$/);
    await page.goto(`${urls.siteGB}/rx/not-a-token`);
    await expect(page).toHaveURL(`${urls.siteGB}/`);
  });
});
