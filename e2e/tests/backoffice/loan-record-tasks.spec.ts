import { formatMoney } from '@pronto/countries';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { repeatBorrower } from './loan-picks.ts';

// One customer's Loans and Bank accounts tabs, a dozen panels and dialogs, on two busy cores.
test.describe.configure({ timeout: 90_000 });

type Journey = { entries: { kind: string; step?: string; note?: string | null; by?: string | null }[] };
type Profitability = { customerId: number; computedBy: string };
type Customer = { firstName: string; lastName: string; emailAddress: string; position: string; monthlyIncome: number };

test("a customer's loans: what they may borrow, their loans, reports and certificate, application and work, journey, profitability and accounts added after a scrape", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { customerId, first, running } = await repeatBorrower(token);
  const customer = (await api<Customer>('GET', `/api/rest/customers/${customerId}`, undefined, token)).body?.data;

  await signIn(page, 'admin', `/customers/${customerId}/show/loans`);
  const newLoan = page.getByRole('region', { name: 'New loan' });
  await newLoan.getByRole('button', { name: 'Products the customer may take' }).click();
  // A customer with a loan overdue may not borrow: the answer says why (their collection status or that loan).
  const products = (
    await api<{ eligible: boolean; reason: string }>('POST', '/api/loan/getEligibleProductsOfCustomers', { customerId }, token)
  ).body?.data;
  expect(products?.eligible).toBe(false);
  expect(products?.reason).toMatch(
    new RegExp(`^Customer ${customerId} (is \\w+: only a registered|has loan ${running.id} overdue: it must be repaid)`),
  );
  const eligible = page.getByRole('region', { name: 'Products the customer may take' });
  await expect(eligible.getByRole('row', { name: /^Eligible/ })).toContainText('No');
  await expect(eligible).toContainText(products?.reason ?? 'no reason');

  const records = page.getByRole('region', { name: 'Loans, reports and application' });
  await records.getByRole('button', { name: 'Find loans by status' }).click();
  const find = page.getByRole('dialog', { name: 'Find loans by status' });
  await find.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Repaid' }).click();
  await find.getByRole('button', { name: 'Send' }).click();
  const found = find.getByRole('region', { name: 'Answer' });
  // The repaid first loan is among them (a repeat borrower may have repaid more than one), the overdue one is not.
  // (Its instalments and payments, nested in its row, name it too: its own row comes first.)
  const cell = (loanId: number) => page.getByRole('cell', { name: String(loanId), exact: true });
  await expect(
    found
      .getByRole('row')
      .filter({ has: cell(first.id) })
      .first(),
  ).toContainText(formatMoney(first.amount, 'GB'));
  await expect(found.locator(cell(running.id))).toHaveCount(0);
  await find.getByRole('button', { name: 'Close' }).click();

  await records.getByRole('button', { name: 'All loans report' }).click();
  const report = page.getByRole('region', { name: 'All loans report' });
  await expect(report).toContainText(`${customer?.firstName} ${customer?.lastName}`);
  await expect(
    report
      .getByRole('row')
      .filter({ hasText: String(running.id) })
      .first(),
  ).toContainText(formatMoney(running.summary.settlementToday, 'GB'));

  await records.getByRole('button', { name: 'Balance certificate' }).click();
  await expect(page.getByRole('region', { name: 'Balance certificate' })).toContainText(`Loan ${running.id}`);

  await records.getByRole('button', { name: 'Latest active loan (as the chatbot sees it)' }).click();
  const chatbot = page.getByRole('region', { name: 'Latest active loan (as the chatbot sees it)' });
  await expect(chatbot).toContainText(String(running.id));
  await expect(chatbot).toContainText(formatMoney(running.summary.settlementToday, 'GB'));

  await records.getByRole('button', { name: 'Application details' }).click();
  await expect(page.getByRole('region', { name: 'Application details' })).toContainText(customer?.emailAddress ?? 'no e-mail');

  await records.getByRole('button', { name: 'Work information' }).click();
  const work = page.getByRole('region', { name: 'Work information' });
  await expect(work).toContainText(customer?.position ?? 'no position');
  await expect(work).toContainText(formatMoney(customer?.monthlyIncome ?? 0, 'GB'));

  // The credit journey: a step staff record, then the journey that lists it; profitability worked out, then read.
  const step = `Called about a top-up (e2e ${Date.now()})`;
  const journey = page.getByRole('region', { name: 'Credit journey and profitability' });
  await journey.getByRole('button', { name: 'Record a credit journey step' }).click();
  const record = page.getByRole('dialog', { name: 'Record a credit journey step' });
  await record.getByLabel('Step').fill(step);
  await record.getByLabel('Note').fill('Wants to borrow again once the overdue loan is paid.');
  await record.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Record a credit journey step')).toBeVisible();
  await journey.getByRole('button', { name: 'Credit journey', exact: true }).click();
  // The entries are a table inside the answer's own: the step's row is the innermost.
  const steps = page.getByRole('region', { name: 'Credit journey', exact: true }).getByRole('row').filter({ hasText: step });
  await expect(steps.last()).toContainText('admin@pronto.test');
  const stored = (await api<Journey>('GET', `/api/loan/creditJourney?customerId=${customerId}`, undefined, token)).body?.data;
  expect(stored?.entries.find((e) => e.step === step)).toMatchObject({
    kind: 'step',
    note: 'Wants to borrow again once the overdue loan is paid.',
    by: 'admin@pronto.test',
  });

  await journey.getByRole('button', { name: 'Work out profitability' }).click();
  await page.getByRole('dialog', { name: 'Work out profitability' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Work out profitability')).toBeVisible();
  await journey.getByRole('button', { name: 'Profitability', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Profitability', exact: true })).toContainText('admin@pronto.test');
  const figures = (await api<Profitability>('GET', `/api/loan/getCustomerProfitability?customerId=${customerId}`, undefined, token)).body
    ?.data;
  expect(figures).toMatchObject({ customerId, computedBy: 'admin@pronto.test' });

  // The customer's bank was read (their accounts confirmed), then staff typed in another account by hand:
  // the Bank accounts tab lists that one as added after the scrape, and none the bank read.
  await api('POST', '/api/bankscraper/scrape', { customerId }, token);
  const scraped = (
    await api<{ iban: string }[]>('GET', `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`, undefined, token)
  ).body?.data;
  const iban = String((await api<string>('GET', '/api/bankscraper/randomIban?country=GB', undefined, token)).body?.data);
  const added = await api<{ id: number }>('POST', '/api/bankscraper/addCustomerBankAccountManually', { customerId, iban }, token);
  expect(added.status, 'the account is stored').toBe(200);
  await page.getByRole('tab', { name: 'Bank accounts' }).click();

  await page
    .getByRole('region', { name: 'Linked accounts and tokens' })
    .getByRole('button', { name: 'Accounts added after a scrape' })
    .click();
  const after = page.getByRole('region', { name: 'Accounts added after a scrape' });
  await expect(after.getByRole('row').filter({ hasText: String(added.body?.data.id) })).toContainText(iban);
  for (const account of scraped ?? []) await expect(after).not.toContainText(account.iban);
});
