import { expect, expectNoAxeViolations, readLatestPin, smsHistory, test, urls } from '../../fixtures/index.ts';
import { loginAs, newUkCustomer, seededMobile, type Status } from './site.ts';

const landing: [Status, RegExp][] = [
  // Registered, PIN never confirmed: the PIN step.
  ['new', /\/register\/otp$/],
  ['preRegistered', /\/register\/complete$/],
  ['registered', /\/loans-transactions$/],
  ['systemApproved', /\/loans-transactions$/],
  ['securityChecked', /\/loans-transactions$/],
  ['internalCollection', /\/loans-transactions$/],
  ['externalCollection', /\/loans-transactions$/],
  ['approved', /\/loans-transactions$/],
  ['legal', /\/loans-transactions$/],
];

test.describe('Login by status (customer-site.md §4, §8)', () => {
  for (const [status, url] of landing) {
    test(`${status} lands on ${url.source}`, async ({ page }) => {
      await loginAs(page, 'GB', seededMobile(status));
      await expect(page).toHaveURL(url);
    });
  }

  // Declined and closed keep a read-only session (stuck-customers.spec.ts); waiting is refused and sent home.
  for (const [status, message] of [['waiting', 'Your account is closed. Please mail us help@pronto.test.']] as const) {
    test(`${status} is refused with "${message}" and sent home`, async ({ page }) => {
      await loginAs(page, 'GB', seededMobile(status));
      await expect(page.getByText(message)).toBeVisible();
      await expect(page).toHaveURL(`${urls.siteGB}/`);
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
  }

  test('a wrong PIN shows the server message; the form checks its fields', async ({ page }) => {
    await page.goto(`${urls.siteGB}/login`);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('PIN')).toHaveAccessibleDescription('This field is required');
    await loginAs(page, 'GB', seededMobile('approved'), '9999');
    await expect(page.getByRole('alert')).toContainText('The mobile phone number or PIN is not correct.');
  });

  test('the logged-in header shows the name and initials; logout asks first', async ({ page }) => {
    await loginAs(page, 'GB', seededMobile('approved'));
    await expect(page).toHaveURL(/\/loans-transactions$/);
    await expect(page.getByRole('banner').getByRole('link', { name: /^My account: / })).toHaveText(/^[A-Z]{2}$/);
    await expectNoAxeViolations(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toContainText('Are you sure you want to logout?');
    await dialog.getByRole('button', { name: 'NO' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/loans-transactions$/);
    await header.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: "YES I'M SURE" }).click();
    await expect(page).toHaveURL(`${urls.siteGB}/`);
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test('forgot PIN -> reset with the phone prefilled -> login with the new PIN', async ({ page }) => {
  const customer = await newUkCustomer();
  const before = (await smsHistory(customer.mobilePhone)).length;
  await page.goto(`${urls.siteGB}/login`);
  await page.getByRole('link', { name: 'Forgot your PIN?' }).click();
  await expect(page).toHaveURL(/\/forgot-pin$/);
  await expectNoAxeViolations(page);
  await page.getByLabel('Mobile number').fill(customer.mobilePhone.slice(1));
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await expect(page.getByText('New PIN sent to your mobile phone.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login/reset-password\\?phone=${customer.mobilePhone}$`));
  await expect(page.getByLabel('Mobile number')).toHaveValue(customer.mobilePhone);
  const pin = await readLatestPin(customer.mobilePhone, { minMessages: before + 1 });
  await page.getByLabel('PIN from SMS').fill(pin);
  await page.getByLabel('New PIN', { exact: true }).fill('4321');
  await page.getByLabel('Repeat new PIN').fill('4322');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByLabel('Repeat new PIN')).toHaveAccessibleDescription('Fields do not match.');
  await page.getByLabel('Repeat new PIN').fill('4321');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByText('Password resetted successfully. Please log in.')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?phone=/);
  await page.getByLabel('PIN').fill('4321');
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/register\/otp$/);
});

test('forgot PIN for an unknown number answers as for a known one, without telling', async ({ page }) => {
  // A number of its own: a retry must not meet the first try's resend wait.
  const phone = `07999${String(Date.now()).slice(-6)}`;
  await page.goto(`${urls.siteGB}/forgot-pin`);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send PIN' }).click();
  await expect(page.getByText('New PIN sent to your mobile phone.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login/reset-password\\?phone=${phone}$`));
  await expect(page.getByText('Customer does not exist.')).toHaveCount(0);
  await page.getByLabel('PIN from SMS').fill('1234');
  await page.getByLabel('New PIN', { exact: true }).fill('4321');
  await page.getByLabel('Repeat new PIN').fill('4321');
  await page.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(page.getByRole('alert')).toContainText('Your pin is invalid');
});

test('Spanish login: approved customer into the account, declined reads its refusal in Spanish', async ({ page }) => {
  await loginAs(page, 'ES', seededMobile('approved', 'ES'));
  await expect(page).toHaveURL(/\/loans-transactions$/);
  await page.getByRole('banner').getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SÍ, ESTOY SEGURO' }).click();
  await expect(page).toHaveURL(`${urls.siteES}/`);
  await loginAs(page, 'ES', seededMobile('declined', 'ES'));
  await expect(page.getByText('Tu cuenta ha sido rechazada. Escríbenos a ayuda@pronto.es.')).toBeVisible();
});
