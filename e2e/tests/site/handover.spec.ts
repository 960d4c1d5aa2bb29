import { expect, expectNoAxeViolations, readLatestPin, test, urls } from '../../fixtures/index.ts';

/** Seeded partner introductions: intro-waiting-NN (mobile 073000000NN), intro-completed-01, intro-invalid-email-NN (0730000002(1+NN)). */
test.describe('Partner handover', () => {
  test('waiting for PIN: the UK offer in English, wrong PIN on the field, right PIN into the account', async ({ page }) => {
    await page.goto(`${urls.siteGB}/handover/v1/intro-waiting-17`);
    await expect(page.getByRole('heading', { name: 'Welcome to Pronto' })).toBeVisible();
    await expect(page.getByText('New customers can borrow up to £400', { exact: false })).toBeVisible();
    await expect(page.locator('main [lang]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByLabel('PIN').fill('0000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel('PIN')).toHaveAccessibleDescription('Your pin is invalid');
    await page.getByLabel('PIN').fill(await readLatestPin('07300000017'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/loans-transactions$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('already completed: "This customer is already registered. Please login." and on to login', async ({ page }) => {
    await page.goto(`${urls.siteGB}/handover/v1/intro-completed-01`);
    await expect(page.getByText('This customer is already registered. Please login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a refused partner e-mail opens the non-dismissable e-mail modal and the PIN is retried with the new address', async ({ page }) => {
    await page.goto(`${urls.siteGB}/handover/v1/intro-invalid-email-04`);
    await page.getByLabel('PIN').fill(await readLatestPin('07300000025'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const modal = page.getByRole('dialog', { name: 'Check your e-mail' });
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('500px');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await modal.getByLabel('E-mail').fill('bad');
    await modal.getByRole('button', { name: 'Save and continue' }).click();
    await expect(modal.getByLabel('E-mail')).toHaveAccessibleDescription('Invalid e-mail');
    await modal.getByLabel('E-mail').fill(`partner.fixed.${Date.now()}@gmail.com`);
    await modal.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/loans-transactions$/);
  });

  test('an unknown introduction shows the error', async ({ page }) => {
    await page.goto(`${urls.siteGB}/handover/v1/intro-nobody`);
    await expect(page.getByRole('alert').first()).toContainText('An error occurred');
  });
});

test('opening a handover link does not sign the visitor in before the PIN', async ({ page }) => {
  await page.goto(`${urls.siteGB}/handover/v1/intro-waiting-18`);
  await expect(page.getByLabel('PIN')).toBeVisible();
  await page.goto(`${urls.siteGB}/loans-transactions`);
  await expect(page).toHaveURL(`${urls.siteGB}/login?redirect=%2Floans-transactions`);
});

test('the Spanish site welcomes a partner customer in Spanish, as usted, with the Spanish offer', async ({ page }) => {
  await page.goto(`${urls.siteES}/handover/v1/intro-waiting-19`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Pronto' })).toBeVisible();
  await expect(page.getByText('Su solicitud nos ha llegado desde nuestro socio.', { exact: false })).toBeVisible();
  await expect(page.getByText('Préstamos de hasta 400 EUR en 15 minutos. Clientes existentes hasta 1.500 EUR.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toBeVisible();
  await expectNoAxeViolations(page);
});
