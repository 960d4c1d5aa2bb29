import { api, expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { approvedLoan, issuedLoan, paymentLink, registeredCustomer } from './customer.ts';

const site = (path: string, token?: string) => `${urls.siteGB}${path}${token ? `${path.includes('?') ? '&' : '?'}jwt=${token}` : ''}`;
const pounds = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.describe('account area and loan journey (UK)', () => {
  // Journeys of several pages with axe on each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a new customer borrows 200 over 4, pays an instalment, repays early and is offered 1,000', async ({ page }) => {
    test.setTimeout(180_000);
    const { token } = await registeredCustomer();

    // Loan request within the 400 limit of a new customer.
    await page.goto(site('/loan-request', token));
    await expect(page.getByRole('heading', { level: 1, name: 'Request a loan' })).toBeVisible();
    await expect(page.getByText('Between £100.00 and £400.00.')).toBeVisible();
    await page.getByLabel('How much would you like to borrow?').fill('200');
    await page.getByLabel('Number of monthly instalments').selectOption('4');
    await page.getByLabel('What is the loan for?').selectOption('bills');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Instant credit decision, then the agreement.
    await expect(page).toHaveURL(/\/loan-request\/credit-decision$/);
    await expect(page.getByRole('heading', { name: 'Good news: your loan is approved' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Read the agreement' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Loan agreement' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Loan agreement' })).toContainText('The lender lends £200.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByText('Please accept the agreement to continue.')).toBeVisible();
    await page.getByLabel('I have read the pre-contract information and I accept the loan agreement').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    // Card, bank account through the bank-connection stand-in, transfer.
    await expect(page).toHaveURL(/\/loan-request\/credential-method$/);
    await page.getByRole('link', { name: 'Add new card' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByRole('heading', { name: 'Bank Account Information' })).toBeVisible();
    await page.getByLabel('Barclays').check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('heading', { name: 'Last step' })).toBeVisible();
    await page.getByRole('button', { name: 'Send me the money' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Successful' })).toBeVisible();
    await expect(page.getByText('£200.00 is on its way to your bank account.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The loan and its schedule: the back button after the transfer goes there too, not to a spent step.
    await page.goBack();
    await expect(page).toHaveURL(/\/loans-transactions$/);
    const schedule = page.getByRole('table', { name: 'Repayment schedule' });
    await expect(schedule.getByRole('row')).toHaveCount(5);
    await expect(schedule.locator('tbody tr').first()).toContainText('Due');
    await expect(page.getByTestId('next-payment')).toContainText('due on');
    await expectNoAxeViolations(page);

    // Pay the next instalment.
    const loans = await api<{ id: number; installments: { principal: number; interest: number }[] }[]>(
      'GET',
      '/api/loan/customerAllLoans',
      undefined,
      token,
    );
    const first = loans.body?.data[0]?.installments[0];
    const instalment = Math.round(((first?.principal ?? 0) + (first?.interest ?? 0)) * 100) / 100;
    await page.getByRole('link', { name: 'Pay next instalment' }).click();
    await expect(page.getByLabel(/^Next instalment/)).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Pay £${instalment.toFixed(2)}` }).click();
    await expect(page.getByText(`Thank you: we have received your payment of £${instalment.toFixed(2)}.`)).toBeVisible();
    await expect(schedule.locator('tbody tr').first()).toContainText('Paid');
    await expect(page.getByRole('table', { name: 'Transactions' })).toContainText(`£${instalment.toFixed(2)}`);

    // Repay early: interest only to the day (the same day: none), the loan closes.
    await page.getByRole('link', { name: 'Repay in full' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Repay your loan in full' })).toBeVisible();
    const quote = page.getByTestId('close-quote');
    await expect(quote).toContainText('Interest up to today£0.00');
    const left = Math.round((200 - instalment) * 100) / 100;
    await expect(quote).toContainText(`To repay in full today£${left.toFixed(2)}`);
    // The instalment paid today held a month's interest: the quote says it is the customer's own payment.
    await expect(quote).toContainText('Already paid by you in advance');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Repay £${left.toFixed(2)} now` }).click();
    await expect(page.getByText('Thank you: your loan is repaid in full and closed.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Closed – repaid in full/ })).toBeVisible();
    const cost = page.locator('.cost-summary');
    await expect(cost).toContainText('Total repaid£200.00');
    await expect(cost).toContainText('Total cost of borrowing£0.00');
    await expect(page.getByTestId('credit-limit')).toHaveText('You can borrow up to £1,000.00.');

    // A second loan above the first limit is offered.
    await page.getByRole('link', { name: 'Request a loan' }).first().click();
    await expect(page.getByText('Between £100.00 and £1,000.00.')).toBeVisible();
    await page.getByLabel('How much would you like to borrow?').fill('600');
    await page.getByLabel('Number of monthly instalments').selectOption('2');
    await page.getByLabel('What is the loan for?').selectOption('car');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Good news: your loan is approved' })).toBeVisible();
    await expect(page.getByText('We can lend you £600.00 over 2 monthly instalments.')).toBeVisible();

    // History and documents of the first loan.
    await page.goto(site('/loans-transactions/history'));
    await expect(page.getByRole('table', { name: 'Loan history' })).toContainText('£200.00');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^Documents: Loan/ }).click();
    await page.getByRole('button', { name: 'Open: Loan agreement' }).click();
    await expect(page.getByRole('article')).toContainText('Fixed-sum loan agreement regulated by the Consumer Credit Act 1974');
    await expect(page.getByRole('article')).toContainText('The lender lends £200.00');
    await expectNoAxeViolations(page);
  });

  test('a customer whose status may not borrow is declined', async ({ page }) => {
    const login = await api<{ token: string }>('POST', '/api/membership/login', {
      phoneNumber: '07100000006',
      password: '1234',
      countryCode: 'GB',
    });
    const token = login.body?.data.token ?? '';
    await page.goto(site('/loan-request', token));
    await page.getByLabel('How much would you like to borrow?').fill('100');
    await page.getByLabel('What is the loan for?').selectOption('emergency');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/declined$/);
    await expect(page.getByText('Sorry. Your application is declined.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a card ending 0002 gives the technical problem; another card then succeeds', async ({ page }) => {
    const { token } = await registeredCustomer();
    await approvedLoan(token, 150, 2);
    await page.goto(site('/loan-request/credential-method', token));
    await page.getByRole('link', { name: 'Add new card' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry date (MM/YY)').fill('11/38');
    await page.getByLabel('Security code').fill('321');
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByLabel('Sort code').fill('20-00-00');
    await page.getByLabel('Account number').fill('55779911');
    await page.getByRole('button', { name: 'Add account' }).click();
    await page.getByRole('button', { name: 'Send me the money' }).click();
    await expect(page).toHaveURL(/\/loan-request\/technical-problem$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Technical problem' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Try again' }).click();
    await page.getByRole('link', { name: 'Add new card' }).click();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByLabel('Expiry date (MM/YY)').fill('11/38');
    await page.getByLabel('Security code').fill('321');
    await page.getByRole('button', { name: 'Add card' }).click();
    await page.getByRole('button', { name: 'Send me the money' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Successful' })).toBeVisible();
  });

  test('a payment link pays the next instalment without logging in', async ({ page }) => {
    const { token, mobilePhone } = await registeredCustomer();
    await issuedLoan(token, 300, 3);
    // The SMS carries the whole address of the UK site's pay page: tapping it opens the page.
    const link = await paymentLink(mobilePhone);
    expect(link).toMatch(new RegExp(`^${urls.siteGB}/r/[0-9a-f]+$`));
    await page.goto(link);
    await expect(page.getByText('Hello Harriet')).toBeVisible();
    // Nobody is logged in: the header still offers the login.
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page);
    const button = page.getByRole('button', { name: /^Pay £/ });
    const amount = ((await button.textContent()) ?? '').replace('Pay ', '');
    await button.click();
    await expect(page.getByText(`Thank you: we have received your payment of ${amount}.`)).toBeVisible();
    const loans = await api<{ payments: { amount: number; method: string }[] }[]>('GET', '/api/loan/customerAllLoans', undefined, token);
    expect(loans.body?.data[0]?.payments).toEqual([expect.objectContaining({ amount: pounds(amount), method: 'token' })]);
  });
});
