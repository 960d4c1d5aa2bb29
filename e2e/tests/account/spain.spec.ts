import { expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { issuedLoan, paymentLink, registeredSpanishCustomer } from './customer.ts';

test('Spain: the loan request and the account landing page in Spanish, in euros, within 400', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await registeredSpanishCustomer();
  await page.goto(`${urls.siteES}/loan-request?jwt=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar un préstamo' })).toBeVisible();
  await expect(page.getByText(/^Entre 100,00\u00a0€ y 400,00\u00a0€\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('¿Cuánto quiere pedir?').fill('300');
  await page.getByLabel('¿Para qué es el préstamo?').selectOption('household');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Buenas noticias: su préstamo está aprobado' })).toBeVisible();
  await expect(page.getByText(/Podemos prestarle 300,00\u00a0€ en 4 cuotas mensuales\./)).toBeVisible();

  await page.goto(`${urls.siteES}/loans-transactions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Préstamos y movimientos' })).toBeVisible();
  await expect(page.getByText('Su solicitud de préstamo está en curso.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Spain: the transfer SMS links to the Spanish pay page, which pays without logging in', async ({ page }) => {
  const { token, mobilePhone } = await registeredSpanishCustomer();
  await issuedLoan(token, 300, 3, { market: 'ES' });
  const link = await paymentLink(mobilePhone);
  expect(link).toMatch(new RegExp(`^${urls.siteES}/r/[0-9a-f]+$`));
  await page.goto(link);
  await expect(page.getByText('Hola Lucía')).toBeVisible();
  const button = page.getByRole('button', { name: /^Pagar \d/ });
  const amount = ((await button.textContent()) ?? '').replace('Pagar ', '');
  await button.click();
  await expect(page.getByText(`Gracias: hemos recibido su pago de ${amount}.`)).toBeVisible();
});
