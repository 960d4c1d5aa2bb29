import { expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';

test.describe('Contact (Get in Touch)', () => {
  test('details, an offline map link, and the form that needs the captcha', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (r) => !r.url().startsWith(urls.siteGB) && !r.url().startsWith('data:') && external.push(r.url()));
    await page.goto(`${urls.siteGB}/contact-us`);
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open our office on a map/ })).toHaveAttribute('href', /openstreetmap\.org/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByLabel('Name').fill('Harriet Jones');
    await page.getByLabel('E-mail address').fill('harriet@gmail.com');
    await page.getByLabel('Phone number').fill('07123456789');
    await page.getByLabel('Subject').fill('My application');
    await page.getByLabel('Message').fill('When will I hear back?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please solve the recaptcha to submit the form')).toBeVisible();

    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you. Your message has been sent.' }).first()).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(external).toEqual([]);
  });

  test('field messages', async ({ page }) => {
    await page.goto(`${urls.siteGB}/contact-us`);
    await page.getByLabel('E-mail address').fill('not-an-email');
    await page.getByLabel('Phone number').fill('123');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This field is required');
    await expect(page.getByLabel('E-mail address')).toHaveAccessibleDescription('Invalid e-mail');
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription('This is not a valid UK number');
  });

  test('a captcha answer the server refuses shows "Captcha validation is not successful"', async ({ page }) => {
    await page.route('**/api/communication/ValidateCaptcha**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { success: false }, errors: [] }) }),
    );
    await page.goto(`${urls.siteGB}/contact-us`);
    await page.getByLabel('Name').fill('Harriet Jones');
    await page.getByLabel('E-mail address').fill('harriet@gmail.com');
    await page.getByLabel('Phone number').fill('07123456789');
    await page.getByLabel('Subject').fill('Hello');
    await page.getByLabel('Message').fill('Hello there');
    await page.getByLabel("I'm not a robot").check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Captcha validation is not successful');
  });

  test('no captcha key: "Couldn\'t get recaptcha key"', async ({ page }) => {
    await page.route('**/api/communication/GetPublicCaptchaKey', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'down' }] }) }),
    );
    await page.goto(`${urls.siteGB}/contact-us`);
    await expect(page.getByRole('alert')).toContainText("Couldn't get recaptcha key");
  });
});
