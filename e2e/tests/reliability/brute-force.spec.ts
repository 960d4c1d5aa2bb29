import { expect, test, urls } from '../../fixtures/index.ts';
import { loginAs, newUkCustomer } from '../site/site.ts';

/**
 * Brute force as the customer meets it: five wrong PINs lock the login / the OTP for 15 minutes, and a
 * new PIN cannot be asked for again within the 180 s countdown (even by reloading the page). Fresh
 * customers only: the lock cannot be lifted by a test.
 */
const LOCKED = 'Too many wrong attempts. Please try again in 15 minutes.';
const WAIT = /^Please wait before asking for a new PIN\. You can ask again in (\d+) seconds\.$/;
const wrongOf = (pin: string) => (pin === '0000' ? '1111' : '0000');

test.describe('brute force (customer site)', () => {
  test('login: 4 wrong PINs are wrong, the 5th locks the phone, the right PIN is refused too', async ({ page }) => {
    const customer = await newUkCustomer();
    for (let i = 1; i <= 4; i++) {
      await loginAs(page, 'GB', customer.mobilePhone, wrongOf(customer.pin));
      await expect(page.getByRole('alert')).toContainText('The mobile phone number or PIN is not correct.');
    }
    await loginAs(page, 'GB', customer.mobilePhone, wrongOf(customer.pin));
    await expect(page.getByRole('alert')).toContainText(LOCKED);
    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page.getByRole('alert')).toContainText(LOCKED);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('OTP: five wrong PINs lock the check with the message on the field', async ({ page }) => {
    const customer = await newUkCustomer();
    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/register\/otp$/);
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('PIN').fill(wrongOf(customer.pin));
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText(i < 5 ? 'Your pin is invalid' : LOCKED)).toBeVisible();
    }
    await page.getByLabel('PIN').fill(customer.pin);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(LOCKED)).toBeVisible();
    await expect(page).toHaveURL(/\/register\/otp$/);
  });

  test('PIN resend: a reload does not get round the 180 s countdown; the server says how long to wait', async ({ page }) => {
    page.on('dialog', (dialog) => void dialog.accept());
    const customer = await newUkCustomer();
    await loginAs(page, 'GB', customer.mobilePhone, customer.pin);
    await expect(page).toHaveURL(/\/register\/otp$/);
    const resend = page.getByRole('button', { name: "I didn't receive PIN" });
    await resend.click();
    await expect(page.getByText('You can ask for a new PIN in', { exact: false })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: "I didn't receive PIN" }).click();
    const notice = page.locator('.notices').getByText(WAIT);
    await expect(notice).toBeVisible();
    const seconds = Number(WAIT.exec((await notice.textContent()) ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(120);
    expect(seconds).toBeLessThanOrEqual(180);
  });

  test('forgot PIN twice within 180 s: the second is refused with the wait on the form', async ({ page }) => {
    const customer = await newUkCustomer();
    for (const attempt of [1, 2]) {
      await page.goto(`${urls.siteGB}/forgot-pin`);
      await page.getByLabel('Mobile number').fill(customer.mobilePhone);
      await page.getByRole('button', { name: 'Send PIN' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/login\/reset-password/);
    }
    await expect(page.getByRole('alert')).toContainText('Please wait before asking for a new PIN.');
    await expect(page).toHaveURL(/\/forgot-pin$/);
  });
});
