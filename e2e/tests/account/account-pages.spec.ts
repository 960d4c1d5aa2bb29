import { api, expect, expectNoAxeViolations, test, urls } from '../../fixtures/index.ts';
import { approvedLoan, issuedLoan, registeredCustomer } from './customer.ts';

const site = (path: string, token?: string) => `${urls.siteGB}${path}${token ? `${path.includes('?') ? '&' : '?'}jwt=${token}` : ''}`;

test.describe('account pages (UK)', () => {
  // Journeys of several pages with axe on each: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('details, address, progress, payment plan, rollover and late-payment reason', async ({ page }) => {
    test.setTimeout(150_000);
    const { token } = await registeredCustomer();
    const loanId = await issuedLoan(token, 300, 3);

    await page.goto(site('/account', token));
    await expect(page.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Monthly income').fill('3000');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    const me = await api<{ monthlyIncome: number }>('GET', '/api/customer/account/customer', undefined, token);
    expect(me.body?.data.monthlyIncome).toBe(3000);

    await page.goto(site('/address-details'));
    await expect(page.getByLabel('Street')).toHaveValue('Downing Street');
    await page.getByLabel('Street').fill('Whitehall');
    await page.getByLabel('Postcode').fill('not a postcode');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid postcode.')).toBeVisible();
    await page.getByLabel('Postcode').fill('SW1A 2AA');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(site('/account/progress'));
    await expect(page.getByText('Money sent — done')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(site(`/payment/plan/${loanId}`));
    await expect(page.getByRole('table', { name: 'Repayment schedule' }).locator('tbody tr')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.goto(site('/payment'));
    await expect(page.getByRole('heading', { level: 2, name: `Loan ${loanId}` })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(site(`/roll-over-credit?loanId=${loanId}`));
    const dates = page.getByLabel('New payment date');
    await dates.selectOption({ index: 10 });
    await expect(page.getByText('Extra interest')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Roll over' }).click();
    await expect(page.getByText(/^Your payment is moved to \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    await page.goto(site(`/roll-over-credit?loanId=${loanId}`));
    // Its interest was paid at the rollover: a part-paid instalment is not rolled over again.
    await expect(page.getByText('An instalment that is partly paid cannot be rolled over.')).toBeVisible();

    await page.goto(site(`/payment-reason/${loanId}`));
    await expectNoAxeViolations(page);
    await page.getByLabel('Reason').selectOption('salaryLate');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you. We will be in touch shortly.')).toBeVisible();

    await page.goto(site('/payment/choose-card?back=/payment'));
    await expect(page.getByRole('listitem').filter({ hasText: 'VISA ending 4242' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the back button asks before leaving an application in progress', async ({ page }) => {
    const { token } = await registeredCustomer();
    await approvedLoan(token);
    await page.goto(site('/account/progress', token));
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/loan-request\/credential-method$/);
    // The guard is armed once the page knows an application is in progress.
    await expect(page.getByRole('heading', { level: 1, name: 'Your card and bank account' })).toBeVisible();
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('Leaving this page cancels the process.');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/loan-request\/credential-method$/);
    await expect(page.getByRole('link', { name: 'Add new card' })).toBeVisible();
    await page.goBack();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/account\/progress$/);
  });
});
