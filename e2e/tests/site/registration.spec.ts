import { api, expect, expectNoAxeViolations, readLatestPin, staffToken, test, urls } from '../../fixtures/index.ts';
import { acceptCookies, ukCustomerIn, uniqueEsMobile, uniqueUkMobile } from './site.ts';

test.describe('UK registration journey', () => {
  test('personal details -> OTP (PIN from the SMS history) -> Verify Your Details -> loan request', async ({ page }) => {
    const mobile = uniqueUkMobile();
    await page.goto(`${urls.siteGB}/register/personal-details`);
    await acceptCookies(page);
    await expect(page).toHaveTitle('Apply now | Pronto');
    await expectNoAxeViolations(page);

    await page.getByLabel('First name').fill('Harriet');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Find address' }).click();
    const building = page.getByLabel('Building');
    await expect(building.locator('option')).not.toHaveCount(2);
    const firstBuilding = (await building.locator('option').nth(1).textContent()) ?? '';
    await building.selectOption({ label: firstBuilding });
    await expect(page.getByLabel('Street')).toHaveCount(0);
    await page.getByLabel('Employment status').selectOption('fullTimeEmployed');
    await page.getByLabel('Employer Name').fill('Acme Ltd');
    await page.getByLabel('Monthly Net Income').fill('2500');
    await page.getByLabel('Office district / location').fill('Westminster');
    await page.getByLabel('Work phone').fill('02071234567');
    await page.getByLabel('Position').fill('Clerk');
    await page.getByLabel('Mobile phone').fill(mobile.slice(1));
    await page.getByLabel('E-mail address').fill(`harriet.${mobile}@gmial.com`);
    await page.getByLabel('E-mail address').blur();
    await expect(page.getByText('Did you mean')).toBeVisible();
    await page.getByRole('button', { name: `harriet.${mobile}@gmail.com` }).click();
    await expect(page.getByLabel('E-mail address')).toHaveValue(`harriet.${mobile}@gmail.com`);
    await page.getByLabel(/I have read and accept/).check();
    await page.getByLabel('I confirm that the information I have given is accurate').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/register\/otp$/);
    await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('PIN').fill('0000');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your pin is invalid')).toBeVisible();
    const pin = await readLatestPin(mobile);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/register\/complete$/);
    await expect(page.getByRole('heading', { name: 'Verify Your Details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account menu' }).getByRole('link')).toHaveText(['Verify Your Details']);
    await expectNoAxeViolations(page);
    await expect(page.getByLabel('Street')).not.toHaveValue('');
    // The house number comes from the building list; the extension form wants digits only.
    if (!/^\d+$/.test(await page.getByLabel('House number').inputValue())) await page.getByLabel('House number').fill('10');
    await page.getByLabel('Flat number').fill('1');
    if (!(await page.getByLabel('County').inputValue())) await page.getByLabel('County').fill('Greater London');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/loan-request$/);
    await expect(page.getByRole('banner').getByText('Harriet Jones')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account: Harriet Jones' })).toHaveText('HJ');
  });

  test('a mobile already registered is refused with its message and the counter is sent as tryCount', async ({ page }) => {
    await page.goto(`${urls.siteGB}/register/personal-details`);
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
    await page.getByLabel('Mobile phone').fill('07100000008');
    await page.getByLabel('E-mail address').fill('harriet.taken@gmail.com');
    await page.getByLabel(/I have read and accept/).check();
    await page.getByLabel('I confirm that the information I have given is accurate').check();
    const bodies: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/customer/customer') && bodies.push(r.postData() ?? ''));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText('This mobile number is already registered. Please login or contact us.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies.map((b) => (JSON.parse(b) as { tryCount: string }).tryCount)).toEqual(['0', '1']);
    expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
      isPingTreeCustomer: false,
      pingTreeToken: '',
      birthDate: '1990-04-12T12:00:00Z',
    });
  });

  test('field messages: required, names, postcode, mobile and the error count', async ({ page }) => {
    await page.goto(`${urls.siteGB}/register/personal-details`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText(/\d+ input fields has error/);
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('This field is required');
    await page.getByLabel('First name').fill('Al');
    await page.getByLabel('Postcode').fill('12345');
    await page.getByLabel('Mobile phone').fill('0812345678');
    await page.getByLabel('Date of birth').fill('2015-01-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Min length is 3');
    await expect(page.getByLabel('Postcode')).toHaveAccessibleDescription('Invalid postcode');
    await expect(page.getByLabel('Mobile phone')).toHaveAccessibleDescription('This is not a valid UK number');
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription('Invalid Date');
    await expectNoAxeViolations(page);
  });
});

test.describe('Spanish registration', () => {
  async function fillEs(page: import('@playwright/test').Page, id: string, email: string, mobile = uniqueEsMobile()) {
    await page.goto(`${urls.siteES}/register/personal-details`);
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellidos').fill('García López');
    await page.getByLabel('DNI / NIE / CIF').fill(id);
    await page.getByLabel('Fecha de nacimiento').fill('1988-07-03');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Teléfono móvil').fill(mobile);
    await page.getByLabel(/He leído y acepto/).check();
    await page.getByLabel('Confirmo que la información facilitada es correcta').check();
    return mobile;
  }

  test('a wrong DNI shows "DNI/NIE no válido" and the Spanish error count', async ({ page }) => {
    await fillEs(page, '12345678A', 'lucia@gmail.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('DNI / NIE / CIF')).toHaveAccessibleDescription('DNI/NIE no válido');
    await expect(page.getByRole('alert')).toHaveText('1 Campo seleccionado erroneo');
    await expectNoAxeViolations(page);
  });

  for (const [kind, id] of [
    ['DNI', '12345678z'],
    ['NIE', 'X1234567L'],
    ['CIF', 'B12345674'],
  ] as const) {
    test(`a valid ${kind} registers and is sent upper-cased`, async ({ page }) => {
      const bodies: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/customer/customer') && bodies.push(r.postData() ?? ''));
      const mobile = await fillEs(page, id, `lucia.${Date.now()}@gmail.com`);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page).toHaveURL(/\/register\/otp$/);
      await expect(page.getByRole('heading', { name: 'Verifica tu teléfono' })).toBeVisible();
      expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({
        additionalField: id.toUpperCase(),
        mobilePhone: mobile,
        birthDate: '1988-07-03T12:00:00Z',
      });
    });
  }

  test('a disposable e-mail domain is refused and a misspelt one gets "Quizás quiso decir:"', async ({ page }) => {
    await fillEs(page, '12345678Z', 'lucia@mailinator.com');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('No se admiten direcciones de correo temporales', {
      timeout: 15_000,
    });
    await page.getByLabel('E-mail').fill('lucia@hotmial.es');
    await page.getByLabel('E-mail').blur();
    await expect(page.getByText('Quizás quiso decir:')).toBeVisible();
  });
});

test('a lead link keeps the lead, asks for the address (Other opens the manual fields), then shows the new-customer form', async ({
  page,
}) => {
  // The link carries the lead's own token, never its number; staff read it with the lead.
  const lead = await api<{ token: string } | null>('GET', '/api/rest/leads/7', undefined, await staffToken('admin'));
  await page.goto(`${urls.siteGB}/lead/${lead.body?.data?.token ?? 'missing'}`);
  await expect(page).toHaveURL(/\/register\/personal-details$/);
  await expect(page.getByRole('heading', { name: 'Confirm your address' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Building')).toHaveAccessibleDescription(/This field is required/);
  await page.getByLabel('Building').selectOption('Other');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Street')).toHaveAccessibleDescription('This field is required');
  await page.getByLabel('House number').fill('4');
  await page.getByLabel('Flat number').fill('2');
  await page.getByLabel('Street').fill('Mill Lane');
  await page.getByLabel('Town').fill('Leeds');
  await page.getByLabel('County').fill('West Yorkshire');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Apply now' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the back button on the OTP page asks "Are you sure?": no stays, yes ends the registration', async ({ page }) => {
  const customer = await ukCustomerIn('new');
  await page.goto(`${urls.siteGB}/?jwt=${encodeURIComponent(customer.token)}`);
  await page.goto(`${urls.siteGB}/register/otp`);
  await expect(page.getByRole('heading', { name: 'Verify Your Phone' })).toBeVisible();
  await page.evaluate(() => history.back());
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('Leaving this page cancels the process.');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/register\/otp$/);
  await page.evaluate(() => history.back());
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(`${urls.siteGB}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
