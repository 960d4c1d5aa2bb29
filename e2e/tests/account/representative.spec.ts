import { api, expect, test, urls } from '../../fixtures/index.ts';
import { registeredCustomer, registeredSpanishCustomer } from './customer.ts';

/*
 * One price for one loan: the home page's representative example (200 over four months), the calculator
 * set to the same loan, and the agreement of that loan taken out today state one instalment and one APR.
 */
const markets = {
  GB: {
    site: urls.siteGB,
    amount: '£200',
    four: 'Four',
    example: /you repay 4 payments of (£[\d.]+)\. Interest 273% p\.a\. \(fixed\)\. Representative ([\d.]+)% APR\./,
    calculatorApr: /^APR for this loan: ([\d.]+)%$/,
    agreement: 'Loan agreement',
    schedule: /in 4 instalments: (.+?), collected/,
    scheduleAmount: /(£[\d.]+) on /g,
    agreementApr: /APR ([\d.]+)%/,
  },
  ES: {
    site: urls.siteES,
    amount: '200 €',
    four: 'Cuatro',
    example: /4 cuotas de ([\d,]+\u00a0€)\. Interés 273 % anual \(fijo\)\. TAE representativa ([\d,]+) %\./,
    calculatorApr: /^TAE de este préstamo: ([\d,]+) %$/,
    agreement: 'Contrato de préstamo',
    schedule: /en 4 cuotas: (.+?), cargadas/,
    scheduleAmount: /([\d,]+\u00a0€) el /g,
    agreementApr: /TAE ([\d,]+) %/,
  },
} as const;

for (const market of ['GB', 'ES'] as const) {
  test(`${market}: the representative example, the calculator and the agreement state one instalment and one APR`, async ({ page }) => {
    test.setTimeout(60_000);
    const w = markets[market];
    await page.goto(`${w.site}/`);
    const example = w.example.exec((await page.locator('#representative').textContent()) ?? '');
    expect(example, 'the representative example').not.toBeNull();
    const [, exampleInstalment, exampleApr] = example ?? [];

    await page.getByRole('radio', { name: w.amount }).check();
    await page.getByRole('radio', { name: w.four }).check();
    const rows = page.locator('.schedule tbody tr');
    await expect(rows).toHaveCount(4);
    await expect(page.locator('.schedule tfoot td').first()).toContainText('200');
    await expect(page.locator('.schedule')).not.toHaveClass(/is-loading/);
    const calculatorInstalments = await page.locator('.schedule tbody tr td:last-child').allTextContents();
    const calculatorApr = w.calculatorApr.exec((await page.locator('.schedule-apr').textContent()) ?? '')?.[1];

    const { token } = market === 'GB' ? await registeredCustomer() : await registeredSpanishCustomer();
    const requested = await api<{ id: number }>('POST', '/api/loan/requestLoan', { amount: 200, installments: 4, purpose: 'bills' }, token);
    await api('POST', '/api/loan/checkstatus', { loanId: requested.body?.data.id }, token);
    await page.goto(`${w.site}/loan-request/agreements?jwt=${token}`);
    const agreement = (await page.getByRole('region', { name: w.agreement }).textContent()) ?? '';
    const agreementInstalments = [...(w.schedule.exec(agreement)?.[1] ?? '').matchAll(w.scheduleAmount)].map((m) => m[1]);
    const agreementApr = w.agreementApr.exec(agreement)?.[1];

    expect(new Set([exampleInstalment, ...calculatorInstalments, ...agreementInstalments])).toEqual(new Set([exampleInstalment]));
    expect(agreementInstalments).toHaveLength(4);
    expect(new Set([exampleApr, calculatorApr, agreementApr])).toEqual(new Set([exampleApr]));
  });
}
