import { randomInt } from 'node:crypto';
import { api, expect, expectNoAxeViolations, readLatestPin, test, uniqueEsMobile, urls } from '../../fixtures/index.ts';

/** A valid DNI: 8 digits and the check letter of their remainder by 23. */
const dni = (n: number) => `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

test('Spain: the loan request and the account landing page in Spanish, in euros, within 400', async ({ page }) => {
  test.setTimeout(120_000);
  const mobilePhone = uniqueEsMobile();
  const registered = await api<{ token: string }>('POST', '/api/customer/customer', {
    firstName: 'Lucía',
    lastName: 'García',
    additionalField: dni(randomInt(10_000_000, 99_999_999)),
    birthDate: '1985-02-03',
    emailAddress: `lucia.${mobilePhone}@gmail.com`,
    mobilePhone,
    agreementsAccept: true,
    accurateInformation: true,
    countryCode: 'ES',
  });
  expect(registered.status, JSON.stringify(registered.body?.errors)).toBe(200);
  const token = registered.body?.data.token ?? '';
  await api('POST', '/api/customer/status/preRegistered', { pin: await readLatestPin(mobilePhone) }, token);
  await api('POST', '/api/customer/status/registered', {}, token);

  await page.goto(`${urls.siteES}/loan-request?jwt=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar un préstamo' })).toBeVisible();
  await expect(page.getByText(/^Entre 100,00 € y 400,00 €\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('¿Cuánto quiere pedir?').fill('300');
  await page.getByLabel('¿Para qué es el préstamo?').selectOption('household');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Buenas noticias: su préstamo está aprobado' })).toBeVisible();
  await expect(page.getByText(/Podemos prestarle 300,00 € en 4 cuotas mensuales\./)).toBeVisible();

  await page.goto(`${urls.siteES}/loans-transactions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Préstamos y movimientos' })).toBeVisible();
  await expect(page.getByText('Su solicitud de préstamo está en curso.')).toBeVisible();
  await expectNoAxeViolations(page);
});
