import type { Locator, Page } from '@playwright/test';
import type { Loan, SearchResponse } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import {
  addDays,
  calculatorDates,
  loanAt,
  paymentPlan,
  planRepayments,
  restructureSchedule,
  rolloverInterest,
  round2,
  settlementAmount,
} from '@pronto/domain';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';
import { confirmWithReason, loanOf, newCustomer, newIssuedLoan, today } from './loan-task-setup.ts';

// Each test walks several tabs of a loan and a customer; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/** A date as the console writes it in English: 25/12/2026. */
const gbDate = (iso: string) => formatDate(iso.slice(0, 10), 'GB');

const money = (amount: number) => formatMoney(amount, 'GB');

/** What a loan of `amount` paid out today over `count` monthly instalments repays, each instalment, as the cap engine plans it. */
function plannedRepayments(amount: number, count: number): number[] {
  const issueDate = today();
  return planRepayments(issueDate, paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, count), amount })).map(
    (r) => r.amount,
  );
}

/** A section of catalogue calls on the loan or customer page, by its heading. */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** Opens a read panel (an accordion) of a section and answers its contents. */
async function readPanel(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  return page.getByRole('region', { name });
}

/** Asks a quote (a dialog with a form and an answer under it) and answers the answer. */
async function askQuote(page: Page, name: string, fill: (dialog: Locator) => Promise<void>): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog.getByRole('region', { name: 'Answer' });
}

type StaffLoan = Loan & { bankAccountId?: number; installmentCount?: number };

test('an admin creates a loan for a customer on the phone, quotes it, changes it before the payout, names the account it is paid into and cancels it', async ({
  page,
}) => {
  const admin = await staffToken('admin');
  const { token, customerId } = await newCustomer();
  // Two accounts the customer connected through the bank widget (verified): the loan is paid into one of them.
  const accounts: number[] = [];
  for (const bankName of ['First Bank', 'Second Bank']) {
    const added = await api<{ id: number }>(
      'POST',
      '/api/bankscraper/account/addCustomerBankAccountManually',
      { source: 'widget', bankName },
      token,
    );
    accounts.push(added.body?.data.id ?? 0);
  }
  const offer = await api<{ products: { amounts: number[]; installmentOptions: number[] }[] }>(
    'POST',
    '/api/loan/getEligibleProductsOfCustomers',
    { customerId },
    admin,
  );
  const product = offer.body?.data.products[0];
  const [amount, newAmount] = product?.amounts ?? [];
  const count = product?.installmentOptions[0] ?? 0;
  expect(newAmount, 'the product offers the new customer two amounts').toBeDefined();

  await signIn(page, 'admin', `/customers/${customerId}/show/loans`);
  await section(page, 'New loan').getByRole('button', { name: 'Create a loan' }).click();
  await expect(page.getByRole('dialog', { name: 'Create a loan' })).toContainText(
    `Create a loan for customer ${customerId}? They owe it once it is issued.`,
  );
  await confirmWithReason(page, 'Create a loan', 'Customer asked on the phone (e2e)', 'Done: Create a loan', async (dialog) => {
    await dialog.getByLabel('Amount').fill(String(amount));
    await dialog.getByLabel('Number of instalments').fill(String(count));
  });
  const made = await api<StaffLoan[]>(
    'GET',
    `/api/rest/loans?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`,
    undefined,
    admin,
  );
  const [created] = made.body?.data ?? [];
  expect(created).toMatchObject({ amount, status: 'approved', installmentCount: count });
  const loanId = created?.id ?? 0;
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(loanId), exact: true }) });
  await expect(row).toContainText('Approved');
  await row.getByRole('cell', { name: String(loanId), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/loans/${loanId}/show`));

  await page.getByRole('tab', { name: 'Rollover & restructure' }).click();
  const quotes = section(page, 'Quotes and calculations');
  const instalments = await askQuote(page, 'Instalment amounts', async (dialog) => {
    await dialog.getByLabel('Amount').fill(String(amount));
    await dialog.getByLabel('Number of instalments').fill(String(count));
  });
  for (const repayment of plannedRepayments(amount ?? 0, count)) await expect(instalments).toContainText(money(repayment));
  await page.getByRole('dialog', { name: 'Instalment amounts' }).getByRole('button', { name: 'Close' }).click();

  const plans = await readPanel(page, 'Payment plans');
  for (const offered of product?.amounts ?? []) {
    const repayments = plannedRepayments(offered, count);
    const plan = plans.getByRole('row').filter({ hasText: money(round2(repayments.reduce((s, r) => s + r, 0))) });
    await expect(plan.first()).toContainText(money(offered));
  }
  const dates = await readPanel(page, 'Possible payment dates');
  for (const date of calculatorDates(today(), count)) await expect(dates).toContainText(gbDate(date));
  await expect(quotes).toBeVisible();

  const changes = section(page, 'Change the loan');
  await changes.getByRole('button', { name: 'Change the amount' }).click();
  await confirmWithReason(page, 'Change the amount', 'Customer wants to borrow a different amount (e2e)', 'Done: Change the amount', (d) =>
    d.getByLabel('Amount').fill(String(newAmount)),
  );
  expect((await loanOf(loanId)).amount).toBe(newAmount);

  for (const [title, accountId] of [
    ['Set the payout account', accounts[0]],
    ['Change the bank account', accounts[1]],
  ] as const) {
    await changes.getByRole('button', { name: title }).click();
    await confirmWithReason(page, title, 'Customer named the account on the phone (e2e)', `Done: ${title}`, async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Bank account' }).click();
      await page.getByRole('option', { name: `#${accountId}`, exact: true }).click();
    });
    expect(((await loanOf(loanId)) as StaffLoan).bankAccountId).toBe(accountId);
  }

  await changes.getByRole('button', { name: 'Set the status' }).click();
  await confirmWithReason(
    page,
    'Set the status',
    'Back to requested: the customer is still deciding (e2e)',
    'Done: Set the status',
    async (dialog) => {
      await dialog.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Requested', exact: true }).click();
    },
  );
  expect((await loanOf(loanId)).status).toBe('requested');

  await page.getByRole('button', { name: 'Set cancelled' }).click();
  await confirmWithReason(page, 'Set cancelled', 'Customer changed their mind before the payout (e2e)', 'Loan cancelled');
  const cancelled = await loanOf(loanId);
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.statusHistory.map((h) => h.status)).toEqual(['requested', 'approved', 'requested', 'cancelled']);
});

test('an agent quotes and rolls a loan over twice on the phone, restructures it, and the customer cannot borrow again until it is repaid', async ({
  page,
}) => {
  const loan = await newIssuedLoan(300, 4);
  const [first] = loan.installments;
  if (!first) throw new Error('the loan has no instalments');
  const closeOn = addDays(today(), 10);

  await signIn(page, 'agent', `/loans/${loan.id}/show/tools`);
  const firstClose = await readPanel(page, 'Amount to close the first instalment');
  await expect(firstClose).toContainText(money(round2(first.principal + first.interest)));
  const close = await askQuote(page, 'Amount to close on a date', (dialog) => dialog.getByLabel('Date').fill(closeOn));
  await expect(close).toContainText(money(settlementAmount(loan, closeOn)));
  await page.getByRole('dialog', { name: 'Amount to close on a date' }).getByRole('button', { name: 'Close' }).click();
  const summary = await askQuote(page, 'Rollover summary', (dialog) => dialog.getByLabel('Days').fill('5'));
  // The interest of the instalment is paid now; the moved instalment's principal earns 5 more days' interest.
  await expect(summary).toContainText(money(first.interest));
  await expect(summary).toContainText(money(rolloverInterest(loan, 5)));
  // The days it may move to, from the day after it falls due.
  await expect(summary).toContainText(`${gbDate(addDays(first.expectedDate, 1))}, ${gbDate(addDays(first.expectedDate, 2))}`);
  await page.getByRole('dialog', { name: 'Rollover summary' }).getByRole('button', { name: 'Close' }).click();

  // The rollover staff give (no extra interest), then the product's (the interest charged to the card now).
  await page.getByLabel('Days later').fill('5');
  await page.getByRole('button', { name: 'Roll over', exact: true }).click();
  await confirmWithReason(page, 'Roll over', 'Customer paid late this month (e2e)', 'Loan rolled over');
  const once = await loanOf(loan.id);
  expect(once.rollovers).toBe(1);
  expect(once.installments[0]?.expectedDate).toBe(addDays(first.expectedDate, 5));

  const charging = 'Roll over, charging the interest now';
  await section(page, 'Change the loan').getByRole('button', { name: charging }).click();
  await confirmWithReason(page, charging, 'Customer asked for a rollover on the phone (e2e)', `Done: ${charging}`, async (dialog) => {
    await expect(dialog).toContainText(
      `Roll loan ${loan.id} over? The next instalment's interest is charged to the card now and the instalment moves later.`,
    );
    await dialog.getByLabel('Days').fill('5');
  });
  const twice = await loanOf(loan.id);
  expect(twice.rollovers).toBe(2);
  expect(twice.installments[0]?.expectedDate).toBe(addDays(first.expectedDate, 10));
  expect(twice.payments.filter((p) => !p.deleted).map((p) => [p.amount, p.purpose])).toEqual([[first.interest, 'rollover']]);

  // The plan the cap engine makes of what is owed now, over three instalments.
  const plan = restructureSchedule(loanAt(twice, new Date()), 3, today());
  await page.getByRole('combobox', { name: 'Instalments' }).click();
  await page.getByRole('option', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Calculate', exact: true }).click();
  const table = page.getByRole('table', { name: 'Restructure' });
  for (const [i, p] of plan.installments.entries()) {
    const planned = table.getByRole('row').nth(i + 1);
    await expect(planned).toContainText(gbDate(p.expectedDate));
    await expect(planned).toContainText(money(p.initialBase));
    await expect(planned).toContainText(money(p.initialCalculatedInterest));
  }
  await page.getByRole('button', { name: 'Restructure', exact: true }).click();
  await confirmWithReason(page, 'Restructure', 'Customer cannot keep up the payments (e2e)', 'Loan restructured');
  const restructured = await loanOf(loan.id);
  expect(restructured.installments.filter((i) => i.status !== 'paid').map((i) => i.principal)).toEqual(
    plan.installments.map((p) => p.initialBase),
  );

  await open(page, `/customers/${loan.customerId}/show/loans`);
  const check = await readPanel(page, 'New loan after a restructure');
  await expect(check).toContainText(`Restructured loan ${loan.id} is issued: it must be repaid first.`);
});

test('an admin corrects the day a loan was paid out, then sets every loan’s created date from its issue date', async ({ page }) => {
  const admin = await staffToken('admin');
  const found = await api<SearchResponse<Loan & { createdAt: string }>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1 + Math.floor(Math.random() * 3), perPage: 100 },
    admin,
  );
  // A loan paid out at least two days ago with nothing paid yet, at random: its issue date may still move a day later.
  const candidates = (found.body?.data.items ?? []).filter(
    (l) => l.issueDate <= addDays(today(), -2) && l.payments.every((p) => p.deleted) && l.createdAt.slice(0, 10) <= l.issueDate,
  );
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  if (!loan) throw new Error('no issued GB loan with nothing paid, paid out two days ago or more');
  const issueDate = addDays(loan.issueDate, 1);

  await signIn(page, 'admin', `/loans/${loan.id}/show/tools`);
  await section(page, 'Change the loan').getByRole('button', { name: 'Change the issue date' }).click();
  await expect(page.getByRole('dialog', { name: 'Change the issue date' })).toContainText(
    `Change the issue date of loan ${loan.id}? Its due dates and interest follow the new date.`,
  );
  await confirmWithReason(
    page,
    'Change the issue date',
    'The bank paid the loan out a day late (e2e)',
    'Done: Change the issue date',
    (d) => d.getByLabel('Issue date').fill(issueDate),
  );
  const moved = await loanOf(loan.id);
  expect(moved.issueDate).toBe(issueDate);
  expect(moved.installments.map((i) => i.expectedDate)).toEqual(calculatorDates(issueDate, loan.installments.length));
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('table', { name: 'Schedule' }).getByRole('row').nth(1)).toContainText(
    gbDate(moved.installments[0]?.expectedDate ?? ''),
  );

  await open(page, '/maintenance');
  const repair = 'Set created dates from issue dates';
  await page.getByRole('button', { name: repair }).click();
  await expect(page.getByRole('dialog', { name: repair })).toContainText(
    "Set every loan's created date to its issue date? The old created dates are overwritten.",
  );
  await confirmWithReason(page, repair, 'Created dates were the application day (e2e)', `Done: ${repair}`);
  expect(((await loanOf(loan.id)) as Loan & { createdAt: string }).createdAt.slice(0, 10)).toBe(issueDate);
});
