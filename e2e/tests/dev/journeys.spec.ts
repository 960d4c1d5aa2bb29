import type { Page } from '@playwright/test';
import { expect, readLatestPin, test, uniqueEsMobile, uniqueUkMobile, urls } from '../../fixtures/index.ts';

/*
 * The main journeys against the Vite dev servers, as `npm start` serves them: the dev server
 * loads each module on its own and transforms them differently from the build, so a journey that works
 * in the built app can fail here (the Spanish e-mail check did). Few tests: the first loads compile.
 */

/** A valid DNI: 8 digits and the check letter of their remainder by 23. */
const dni = (n: number) => `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

async function logoutAndLogin(page: Page, site: string, mobile: string, pin: string, es: boolean) {
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${site}/login`);
  await page.getByLabel(es ? 'Número de móvil' : 'Mobile number').fill(mobile);
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page
    .getByRole('main')
    .getByRole('button', { name: es ? 'Acceder' : 'Login', exact: true })
    .click();
  await expect(page).toHaveURL(/\/loans-transactions$/);
}

test.describe('the journeys under `npm start` (Vite dev servers)', () => {
  test('UK: registration, OTP, Verify Your Details, loan request, login', async ({ page }) => {
    const site = urls.siteDevGB;
    const mobile = uniqueUkMobile();
    await page.goto(`${site}/register/personal-details`);
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
    await page.getByLabel('Mobile phone').fill(mobile);
    await page.getByLabel('E-mail address').fill(`harriet.${mobile}@gmail.com`);
    await page.getByLabel(/I have read and accept/).check();
    await page.getByLabel('I confirm that the information I have given is accurate').check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/register\/otp$/);
    const pin = await readLatestPin(mobile);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Your Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(page).toHaveURL(/\/loan-request$/);
    await page.getByLabel('How much would you like to borrow?').fill('200');
    await page.getByLabel('Number of monthly instalments').selectOption('4');
    await page.getByLabel('What is the loan for?').selectOption('bills');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Good news: your loan is approved' })).toBeVisible();
    await page.getByRole('link', { name: 'Read the agreement' }).click();
    await expect(page.getByRole('region', { name: 'Loan agreement' })).toContainText('The lender lends £200.00');

    await logoutAndLogin(page, site, mobile, pin, false);
  });

  test('Spain: registro, OTP, solicitud de préstamo en español, acceso', async ({ page }) => {
    const site = urls.siteDevES;
    const mobile = uniqueEsMobile();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${site}/register/personal-details`);
    await page.getByLabel('Nombre').fill('Lucía');
    await page.getByLabel('Apellidos').fill('García López');
    await page.getByLabel('DNI / NIE / CIF').fill(dni(10_000_000 + Number(mobile.slice(-7))));
    await page.getByLabel('Fecha de nacimiento').fill('1988-07-03');
    await page.getByLabel('E-mail').fill(`lucia.${mobile}@gmail.com`);
    await page.getByLabel('Teléfono móvil').fill(mobile);
    await page.getByLabel(/He leído y acepto/).check();
    await page.getByLabel('Confirmo que la información facilitada es correcta').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The first check compiles the 2.4 MB disposable-domain list on the dev server: up to 20 s on a busy machine.
    await expect(page).toHaveURL(/\/register\/otp$/, { timeout: 90_000 });
    expect(errors.filter((e) => /MIME type|JSON module/.test(e))).toEqual([]);
    const pin = await readLatestPin(mobile);
    await page.getByLabel('PIN').fill(pin);
    await page.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page).toHaveURL(/\/register\/complete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verifica tus datos' })).toBeVisible();
    await page.getByLabel('Sexo').selectOption('female');
    await page.getByLabel('Provincia').selectOption({ label: 'Madrid' });
    await page.getByLabel('Código postal').fill('28013');
    await page.getByLabel('Calle').fill('Calle Mayor');
    await page.getByLabel('Localidad').fill('Madrid');
    await page.getByLabel('Número').fill('5');
    await page.getByLabel('Piso y puerta').fill('2B');
    await page.getByLabel('Situación laboral').selectOption('student');
    await page.getByLabel('Ingresos netos mensuales').fill('1500');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/loan-request$/);
    await page.getByLabel('¿Cuánto quiere pedir?').fill('300');
    await page.getByLabel('¿Para qué es el préstamo?').selectOption('household');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Buenas noticias: su préstamo está aprobado' })).toBeVisible();
    // The documents a Spanish customer signs: Spanish, under Ley 16/2011, with the loan's TAE.
    await page.getByRole('link', { name: 'Leer el contrato' }).click();
    await expect(page.getByRole('main')).toContainText('Información Normalizada Europea');
    await expect(page.getByRole('main')).toContainText('Ley 16/2011');
    await expect(page.getByRole('main')).toContainText('14 días naturales');
    await expect(page.getByRole('main')).toContainText('Banco de España');
    await expect(page.getByRole('main')).not.toContainText('Consumer Credit Act');

    await logoutAndLogin(page, site, mobile, pin, true);
  });
});
