import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, readLatestPin, smsHistory, test } from '../../fixtures/index.ts';
import { newSpanishCustomer } from '../account/customer.ts';
import { loginAs, newUkCustomer, seededMobile, siteOf } from './site.ts';

/*
 * "Stuck customers" (customer-site.md §4, §8; docs/decisions.md):
 * (a) a customer who registered but never confirmed the PIN logs in to "Verify Your Phone" and finishes there;
 * (b) declined and closed customers read the refusal and keep a read-only way to their past loans and documents.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('registered, PIN not confirmed: login leads to the PIN step', () => {
  test('UK: login lands on Verify Your Phone; a new PIN there finishes the registration', async ({ page }) => {
    const customer = await newUkCustomer();
    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/register\/otp$/);
    await expect(h1(page)).toHaveText('Verify Your Phone');
    await expect(page.getByRole('heading', { name: 'Apply now' })).toHaveCount(0);
    // The PIN of the SMS may have expired by now: ask for a new one, as a customer coming back would.
    const before = (await smsHistory(customer.mobilePhone)).length;
    await page.getByRole('button', { name: "I didn't receive PIN" }).click();
    await expect(page.getByText('A new PIN has been sent to your mobile phone.')).toBeVisible();
    const pin = await readLatestPin(customer.mobilePhone, { minMessages: before + 1 });
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\/complete$/);
    await expect(h1(page)).toHaveText('Verify Your Details');
  });

  test('Spain: login lands on Verifique su teléfono and the PIN of the SMS finishes it', async ({ page }) => {
    const customer = await newSpanishCustomer();
    await loginAs(page, 'ES', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/register\/otp$/);
    await expect(h1(page)).toHaveText('Verifique su teléfono');
    await page.getByLabel('PIN').fill(customer.pin);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page).toHaveURL(/\/register\/complete$/);
    await expect(h1(page)).toHaveText('Verifique sus datos');
  });
});

test.describe('declined and closed: the refusal, then a read-only way to past loans and documents', () => {
  test('UK closed: the message, the past loans at 1280 and 375 px, the agreement; nothing else of the account', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, 'GB', seededMobile('closed'));
    await expect(page).toHaveURL(/\/account\/past-loans$/);
    await expect(h1(page)).toHaveText('Your past loans');
    const main = page.getByRole('main');
    await expect(main.getByText('Your account is closed. Please mail us help@pronto.test.')).toBeVisible();
    const loan = main.getByRole('article').filter({ hasText: 'Closed – repaid in full' });
    await expect(loan).toHaveCount(1);
    await expect(loan).toContainText('£100.00');
    for (const name of [/request a loan/i, /repay/i, /^pay/i, /roll over/i, /address details/i]) {
      await expect(main.getByRole('link', { name })).toHaveCount(0);
      await expect(main.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link')).toHaveText(['Past loans']);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(main.getByText('Your account is closed. Please mail us help@pronto.test.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // By keyboard to the loan's documents, then the agreement.
    const documents = loan.getByRole('link', { name: /^Documents: Loan \d+$/ });
    await documents.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/documents\/\d+$/);
    await page.getByRole('button', { name: 'Open: Loan agreement' }).click();
    const agreement = page.getByRole('article');
    await expect(agreement.getByRole('heading', { name: 'Loan agreement' })).toBeVisible();
    await expect(agreement).toContainText('Consumer Credit Act');
    await page.getByRole('link', { name: 'Back to my loans' }).click();
    await expect(page).toHaveURL(/\/account\/past-loans$/);

    // The rest of the account is closed to them: the guard brings them back to the past loans.
    for (const path of ['/loan-request', '/loans-transactions', '/address-details', '/payment']) {
      await page.goto(`${siteOf('GB')}${path}`);
      await expect(page).toHaveURL(/\/account\/past-loans$/);
    }
  });

  test('UK declined: the message and that there are no past loans', async ({ page }) => {
    await loginAs(page, 'GB', seededMobile('declined'));
    await expect(page).toHaveURL(/\/account\/past-loans$/);
    const main = page.getByRole('main');
    await expect(main.getByText('Your account is declined. Please mail us help@pronto.test.')).toBeVisible();
    await expect(main.getByText('You have no past loans.')).toBeVisible();
  });

  test('Spain closed and declined: the Spanish messages, the past loans and the contract', async ({ page }) => {
    await loginAs(page, 'ES', seededMobile('closed', 'ES'));
    await expect(page).toHaveURL(/\/account\/past-loans$/);
    await expect(h1(page)).toHaveText('Sus préstamos anteriores');
    const main = page.getByRole('main');
    await expect(main.getByText('Su cuenta está cerrada. Escríbanos a ayuda@pronto.es.')).toBeVisible();
    await expect(main.getByRole('article').filter({ hasText: 'Cerrado – pagado' })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: /^Documentos: Préstamo \d+$/ }).click();
    await page.getByRole('button', { name: 'Abrir: Contrato de préstamo' }).click();
    await expect(page.getByRole('article').getByRole('heading', { name: 'Contrato de préstamo' })).toBeVisible();
    await page.goto(`${siteOf('ES')}/loan-request`);
    await expect(page).toHaveURL(/\/account\/past-loans$/);

    await page.getByRole('banner').getByRole('button', { name: 'Salir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'SÍ, ESTOY SEGURO' }).click();
    // Signed out once the site is back on its home page (the server ends the session first).
    await expect(page).toHaveURL(`${siteOf('ES')}/`);
    await loginAs(page, 'ES', seededMobile('declined', 'ES'));
    await expect(page).toHaveURL(/\/account\/past-loans$/);
    await expect(page.getByRole('main').getByText('Su cuenta ha sido rechazada. Escríbanos a ayuda@pronto.es.')).toBeVisible();
  });
});
