import { api, expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { approvedLoan, manualAccount, registeredCustomer, registeredSpanishCustomer } from './customer.ts';

const GOOD = '4242424242424242';
const FAILING = '4000000000000002';

const words = {
  GB: {
    site: urls.siteGB,
    payWith: 'Pay with',
    card: (last4: string) => `VISA ending ${last4}`,
    addCard: 'Add new card',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code',
    save: 'Add card',
    pay: /^Pay £/,
    paid: /^Thank you: we have received your payment of £\d+\.\d{2}\.$/,
  },
  ES: {
    site: urls.siteES,
    payWith: 'Pagar con',
    card: (last4: string) => `VISA terminada en ${last4}`,
    addCard: 'Añadir una tarjeta nueva',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvv: 'Código de seguridad',
    save: 'Añadir tarjeta',
    pay: /^Pagar \d/,
    paid: /^Gracias: hemos recibido su pago de \d+,\d{2}\u00a0€\.$/,
  },
} as const;

for (const market of ['GB', 'ES'] as const) {
  test(`${market}: after a failed payout and a good card added twice, "Pay with" offers the good card and lists each card once`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const w = words[market];
    const { token } = market === 'GB' ? await registeredCustomer() : await registeredSpanishCustomer();
    const loanId = await approvedLoan(token, 200, 4);
    const addCard = async (cardNumber: string) =>
      (
        await api<{ id: number }>(
          'POST',
          '/api/card/account/createAndValidate',
          { cardNumber, expiry: '12/39', cvv: '123', holderName: 'Ann Example' },
          token,
        )
      ).body?.data.id;
    const bank = await api<{ id: number }>('POST', '/api/bankscraper/account/addCustomerBankAccountManually', manualAccount[market], token);
    const bankAccountId = bank.body?.data.id;
    const issue = (cardId: number | undefined) => api('POST', '/api/loan/account/setLoanIssued', { loanId, cardId, bankAccountId }, token);

    // The payout to the card ending 0002 fails; the good card is added, the money sent, and the failing card added again.
    expect((await issue(await addCard(FAILING))).status).toBe(422);
    expect((await issue(await addCard(GOOD))).status).toBe(200);
    await addCard(FAILING);

    // The good card is added a second time on the site, from the payment page.
    await page.goto(`${w.site}/payment/pay/${loanId}?jwt=${token}`);
    await page.getByRole('link', { name: w.addCard }).click();
    await page.getByLabel(w.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(w.expiry).fill('12/39');
    await page.getByLabel(w.cvv).fill('123');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/pay/${loanId}$`));

    const payWith = page.getByRole('group', { name: w.payWith });
    await expect(payWith.getByRole('radio')).toHaveCount(2);
    await expect(payWith.getByLabel(w.card('4242'))).toBeChecked();
    await expect(payWith.getByLabel(w.card('0002'))).not.toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.pay }).click();
    await expect(page.getByText(w.paid)).toBeVisible();
  });
}
