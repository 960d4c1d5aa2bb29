import type { CustomerDetails, Loan, SearchResponse } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { currentLoan, loanArrears, loanBalance, loanPosition } from '@pronto/domain';
import { api, expect, expectNoAxeViolations, staffToken, test, urls } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

// The customer page loads its screens and the customer's loans, messages and tickets: give a busy machine time.
test.describe.configure({ timeout: 90_000 });

type Customer = CustomerDetails & { mobilePhone: string };

async function customerByPhone(mobile: string, token: string): Promise<Customer> {
  const found = await api<SearchResponse<Customer>>('POST', '/api/customer/search', { q: mobile, page: 1, perPage: 1 }, token);
  const customer = found.body?.data.items[0];
  if (!customer) throw new Error(`no customer ${mobile}`);
  return customer;
}

async function loansOf(customerId: number, token: string): Promise<Loan[]> {
  const found = await api<SearchResponse<Loan>>('POST', '/api/loan/searchLoans', { filter: { customerId }, page: 1, perPage: 100 }, token);
  return found.body?.data.items ?? [];
}

/** YYYY-MM-DD… as a UK agent reads it: DD/MM/YYYY. */
const ukDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

test("an agent reads the customer 360: who, how to reach them, the open loan's balance and arrears from the ledger, the latest activity", async ({
  page,
}) => {
  const token = await staffToken('agent');
  // A UK customer in internal collection whose open loan is in arrears, found now: other tests pay or
  // desist random overdue loans.
  const now = new Date();
  const inCollection = await api<SearchResponse<Customer>>(
    'POST',
    '/api/customer/search',
    { filter: { status: 'internalCollection', country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  let found: { customer: Customer; loan: Loan } | undefined;
  // The seeded 07100000006 first (its activity is known); another one if a test before this closed its loan.
  for (const candidate of [await customerByPhone('07100000006', token), ...(inCollection.body?.data.items ?? [])]) {
    const open = currentLoan(await loansOf(candidate.id, token), now);
    if (open && loanArrears(open, now).days > 0) {
      found = { customer: candidate, loan: open };
      break;
    }
  }
  if (!found) throw new Error('the seed has UK customers in internal collection with a loan in arrears');
  const { customer, loan } = found;
  const arrears = loanArrears(loan, now);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'agent', `/customers/${customer.id}/show`);
  const summary = page.getByRole('region', { name: "Customer's summary" });
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(`${customer.firstName} ${customer.lastName}`);
  await expect(summary.getByText('Internal collection', { exact: true })).toBeVisible();
  await expect(summary.getByRole('link', { name: customer.mobilePhone })).toHaveAttribute('href', `tel:${customer.mobilePhone}`);
  await expect(summary.getByRole('link', { name: `Current loan ${loan.id}` })).toBeVisible();
  await expect(summary).toContainText(`Balance${formatMoney(loanBalance(loan, now), 'GB')}`);
  await expect(summary).toContainText(`${formatMoney(arrears.amount, 'GB')} · ${arrears.days} days late`);
  // A missed instalment is overdue since its date, never a "next instalment" on a day already past.
  const overdueSince = loanPosition(loan, now).overdueSince ?? '';
  await expect(summary).toContainText(`Overdue since${ukDate(overdueSince)}`);
  await expect(summary).not.toContainText(`due ${ukDate(overdueSince)}`);

  // The record in words and in the agent's date order, not code words and the browser's order.
  await expect(page.getByText(ukDate(customer.birthDate), { exact: true })).toBeVisible();
  await expect(page.getByText('temporaryEmployed')).toHaveCount(0);

  // The latest activity beside the record, each line opening its record.
  const activity = page.getByRole('region', { name: 'Latest activity' });
  await expect(activity.getByText('Status: Internal collection')).toBeVisible();
  await activity
    .getByRole('link', { name: new RegExp(`^Loan ${loan.id}: `) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`#/loans/${loan.id}/show$`));
  // The loan's schedule in money and dates, not bare numbers.
  await expect(page.getByRole('table', { name: 'Schedule' })).toContainText('£');

  await open(page, `/customers/${customer.id}/show`);
  await expect(summary).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone (opened there: the menu starts closed) the activity is a tab of its own.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await page.getByRole('tab', { name: 'Latest activity' }).click();
  await expect(page.getByRole('region', { name: 'Latest activity' }).getByText('Status: Internal collection')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the customer 360 keeps its place while the customer's loans load: the tabs do not move under the agent's pointer", async ({
  page,
}) => {
  const token = await staffToken('agent');
  const now = new Date();
  const listed = await api<SearchResponse<Customer>>(
    'POST',
    '/api/customer/search',
    { filter: { country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  let withLoan: { customer: Customer; loan: Loan } | undefined;
  let withoutLoan: Customer | undefined;
  for (const customer of listed.body?.data.items ?? []) {
    const loan = currentLoan(await loansOf(customer.id, token), now);
    if (loan) withLoan ??= { customer, loan };
    else withoutLoan ??= customer;
    if (withLoan && withoutLoan) break;
  }
  if (!withLoan || !withoutLoan) throw new Error('the seed has no UK customer with an open loan and one without among the first 50');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The loans answer a second after the record, when the tabs already show (a slow loan service).
  await page.route('**/api/loan/searchLoans', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await signIn(page, 'agent', '/customers');
  for (const [customer, loaded] of [
    [withLoan.customer, page.getByRole('link', { name: `Current loan ${withLoan.loan.id}` })],
    [withoutLoan, page.getByText('No open loan')],
  ] as const) {
    await open(page, `/customers/${customer.id}/show`);
    const tab = page.getByRole('tab', { name: 'Details' });
    await expect(page.getByRole('region', { name: "Customer's summary" })).toContainText(customer.mobilePhone);
    const before = await tab.boundingBox();
    await expect(loaded).toBeVisible();
    const after = await tab.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? Number.NaN))).toBeLessThan(1);
  }
});

test('the credit and finance tab and the phone log read as fields and tables, money with its currency, never JSON', async ({ page }) => {
  const token = await staffToken('agent');
  const customer = await customerByPhone('07100000006', token);
  await signIn(page, 'agent', `/customers/${customer.id}/show/finance`);
  const income = page.getByRole('row', { name: /^Monthly income/ });
  await expect(income).toContainText(formatMoney(customer.monthlyIncome ?? NaN, 'GB'));
  await expect(page.getByRole('row', { name: /^Credit limit/ })).toContainText('£');
  await expect(page.getByText(/[{}]/)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Phone logs' }).click();
  await expect(page.getByRole('columnheader', { name: 'Text' })).toBeVisible();
  await expect(page.getByText(/[{}]/)).toHaveCount(0);
});

test('in Spanish the customer 360 shows statuses and values in Spanish', async ({ page }) => {
  const token = await staffToken('agent');
  const customer = await customerByPhone('07100000006', token);
  await signIn(page, 'agent', `/customers/${customer.id}/show`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const summary = page.getByRole('region', { name: 'Resumen del cliente' });
  await expect(summary.getByText('Recobro interno', { exact: true })).toBeVisible();
  await expect(summary.getByText('Reino Unido')).toBeVisible();
  await expect(page.getByText(ukDate(customer.birthDate), { exact: true })).toBeVisible();
});

test('the customer list fits 1280 px, long values cut with the whole text on hover; one line per customer on a phone', async ({ page }) => {
  const longName = 'Bartholomew'.repeat(460); // about 5,000 characters
  // A customer with a very long name, as the search answers it.
  await page.route('**/api/customer/search', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: SearchResponse<Customer> };
    const first = body.data.items[0];
    if (first) first.firstName = longName;
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'agent', '/customers');
  const name = page
    .getByRole('row')
    .nth(1)
    .getByTitle(new RegExp(`^${longName} `));
  await expect(name).toBeVisible();
  const overflow = await page.evaluate(() => {
    const content = document.querySelector('.RaLayout-content');
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      content: content ? content.scrollWidth - content.clientWidth : -1,
    };
  });
  expect(overflow).toEqual({ page: 0, content: 0 });
  await expect(page.getByRole('button', { name: 'Go to next page' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeInViewport();
  await expectNoAxeViolations(page);
  // A row is reached with the keyboard and opened with Enter.
  const firstRowLink = page.getByRole('row').nth(1).getByRole('link');
  await firstRowLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/customers\/\d+\/show$/);
  await page.goBack();
  await expect(name).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('table')).toHaveCount(0);
  // Phone and e-mail on one line (the newest customers may be Spanish ones other tests registered).
  await expect(page.getByRole('listitem').nth(1).getByRole('link')).toContainText(/(07\d{9}|[6-9]\d{8}) · \S+@/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

for (const { market, phone, site } of [
  { market: 'UK', phone: '07100000008', site: urls.siteGB },
  { market: 'Spanish', phone: '600000008', site: urls.siteES },
]) {
  test(`"Open as customer" asks why, opens the ${market} site signed in as the customer, and the audit trail says who did it`, async ({
    page,
  }) => {
    const token = await staffToken('admin');
    const customer = await customerByPhone(phone, token);
    await signIn(page, 'agent', `/customers/${customer.id}/show`);
    await page.getByRole('button', { name: 'Open as customer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open as customer' });
    await expect(dialog).toContainText(`signed in as customer ${customer.id}`);
    const reason = `Customer on the phone cannot find the schedule ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    const opened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const customerSite = await opened;
    await customerSite.waitForLoadState('domcontentloaded');
    expect(new URL(customerSite.url()).origin).toBe(new URL(site).origin);
    // Signed in as the customer: the site offers to log out.
    await expect(customerSite.getByRole('button', { name: /^(Logout|Salir)$/ }).first()).toBeAttached({ timeout: 15_000 });
    await customerSite.close();

    await page.reload();
    await page.getByRole('tab', { name: 'Audit trail' }).click();
    const entry = page.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('Opened the customer site as the customer');
    await expect(entry).toContainText('Agnes Agent');
  });
}
