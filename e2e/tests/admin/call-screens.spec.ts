import type { Locator, Page } from '@playwright/test';
import type { CustomerDetails, Loan, SearchResponse } from '@pronto/api';
import { settlementAmount } from '@pronto/domain';
import { api, expect, expectNoAxeViolations, smsHistory, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

/** What the first instalment asks for in full. */
const firstDue = (loan: Loan): number => {
  const first = loan.installments[0]!;
  return Math.round((first.principal + first.interest + first.fee + first.lateInterest - first.paidAmount) * 100) / 100;
};

/** A running GB loan with nothing paid yet, picked at random among the first 100: tests run side by side. */
async function runningLoan(): Promise<Loan> {
  const found = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 100 },
    await staffToken('agent'),
  );
  const today = new Date().toISOString().slice(0, 10);
  // The first instalment in full must not be more than settles the loan today (a loan paid off early owes
  // only the interest so far, and the ledger refuses an overpayment).
  const loans = (found.body?.data.items ?? []).filter(
    (l) => l.payments.every((p) => p.deleted) && l.installments[0]?.status === 'pending' && firstDue(l) <= settlementAmount(l, today),
  );
  const loan = loans[Math.floor(Math.random() * loans.length)];
  if (!loan) throw new Error('the seed has issued GB loans with nothing paid that the first instalment does not overpay');
  return loan;
}

test('an agent takes a card payment of the first instalment from the loan page, only with a reason; after a reload the payments and the schedule show it paid, and the audit trail why', async ({
  page,
}) => {
  const loan = await runningLoan();
  // What the first instalment asks for: the card payment pays it exactly (payments go to the oldest instalment first).
  const due = firstDue(loan);
  const money = `£${due.toFixed(2)}`;
  const reason = `Customer paid by card on the phone (${Date.now()})`;
  await signIn(page, 'agent', `/loans/${loan.id}/show/payments`);
  await page.getByRole('button', { name: 'Take a card payment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a card payment' });
  await expect(dialog).toContainText(`Take a card payment on loan ${loan.id}?`);
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill(String(due));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Money moves: no reason, no call.
  await expect(dialog.getByText('Required')).toBeVisible();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Take a card payment')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  const payment = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: money });
  await expect(payment).toHaveCount(1);
  await expect(payment).toContainText('Card');
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const instalment = page.getByRole('table', { name: 'Schedule' }).getByRole('row').nth(1);
  await expect(instalment.getByRole('cell').nth(6)).toHaveText(money);
  await expect(instalment.getByRole('cell').nth(8)).toHaveText('Paid');

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const entry = page.getByRole('table', { name: 'Audit trail' }).getByTestId('audit-entry').filter({ hasText: reason });
  await expect(entry).toContainText('Agnes Agent');
  await expect(entry).toContainText(`Card payment · Loan ${loan.id}`);
});

test("an agent sends a customer a new PIN from the 360 and reads the customer's status history there; the SMS is in the customer's messages after a reload", async ({
  page,
}) => {
  const token = await staffToken('agent');
  const found = await api<SearchResponse<CustomerDetails & { mobilePhone: string }>>(
    'POST',
    '/api/customer/search',
    { filter: { country: 'GB' }, page: 1, perPage: 100 },
    token,
  );
  // Another test may have asked for a PIN for the same customer a moment ago: take one at random.
  const customers = found.body?.data.items ?? [];
  const customer = customers[20 + Math.floor(Math.random() * (customers.length - 20))];
  if (!customer) throw new Error('the seed has GB customers');
  const before = (await smsHistory(customer.mobilePhone)).length;

  await signIn(page, 'agent', `/customers/${customer.id}/show`);
  const signInSection = page.getByRole('region', { name: 'Sign-in and PIN' });
  await signInSection.getByRole('button', { name: 'Send a new PIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a new PIN' });
  await expect(dialog).toContainText('Send a new PIN now?');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Send a new PIN')).toBeVisible();
  await expect.poll(async () => (await smsHistory(customer.mobilePhone)).length).toBe(before + 1);

  await page.reload();
  await page.getByRole('tab', { name: 'SMS & e-mail' }).click();
  // Staff read that a PIN went out, never the PIN itself.
  await expect(page.getByRole('cell', { name: 'Your new Pronto PIN is ••••.' }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/PIN is \d{4}/);

  // A read opens on demand and shows a table, not JSON.
  await open(page, `/customers/${customer.id}/show/statuses`);
  await page.getByRole('button', { name: 'Status history', exact: true }).click();
  const history = page.getByRole('region', { name: 'Sub-status, stage and blacklist' });
  await expect(history.getByRole('columnheader').first()).toBeVisible();
  await expect(history).not.toContainText('{"');
});

test('an admin sees the maintenance page in the menu; an agent sees neither the entry nor the page', async ({ page, browser }) => {
  await signIn(page, 'admin', '/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance and tests', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh card statuses' })).toBeVisible();

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signIn(agent, 'agent', '/maintenance');
  await expect(agent.getByRole('menuitem', { name: 'Maintenance' })).toHaveCount(0);
  await expect(agent.getByText('Maintenance and tests')).toHaveCount(0);
  await agentContext.close();
});

test("an agent selects customers in the list and comments on them at once; each customer's comments show it after a reload (the bulk actions)", async ({
  page,
}) => {
  const text = `Called about the arrears campaign (${Date.now()})`;
  await signIn(page, 'agent', '/customers');
  // One box per customer row; the header's box selects the whole page.
  const boxes = page.getByRole('checkbox', { name: /^Select (?!every customer)/ });
  await expect(boxes.nth(1)).toBeVisible();
  const picked: string[] = [];
  for (const [n, selected] of [
    [0, 'One customer selected'],
    [1, '2 customers selected'],
  ] as const) {
    const box = boxes.nth(n);
    picked.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await box.check();
    // The selection bar opens above the rows once the first box is ticked (its actions load then) and moves
    // them down: the next box is ticked where it is after that, as a person would.
    await expect(page.getByRole('region', { name: selected })).toBeVisible();
  }
  // Ticking a box selects; it does not open the customer.
  await expect(page).toHaveURL(/#\/customers(\?|$)/);
  const bar = page.getByRole('region', { name: '2 customers selected' });
  await expect(bar).toBeVisible();
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: 'Comment on them' }).click();
  const dialog = page.getByRole('dialog', { name: 'Comment on them' });
  await dialog.getByRole('textbox', { name: 'Comment' }).fill(text);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Comment on them')).toBeVisible();
  // Done: the selection is cleared, so the next bulk action starts from nothing.
  await expect(bar).toBeHidden();
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);

  for (const name of picked) {
    await open(page, '/customers');
    await page.getByRole('link', { name }).first().click();
    await page.reload();
    await page.getByRole('tab', { name: 'Comments' }).click();
    // On the comments tab (the activity panel beside it also lists the comment, as "Comment: ...").
    await expect(page.getByTestId('comment').getByText(text)).toBeVisible();
  }
});

/**
 * Ticks two neighbouring rows at random among the first six of a list (tests run side by side), checks
 * the selection bar with axe, and sends its bulk action to Colin Collector, picked by name. Returns the
 * rows' ids (the cell after the box); the bulk calls must be for exactly those.
 */
async function assignTwoToColin(page: Page, rows: Locator, what: string, action: string): Promise<string[]> {
  await expect(rows.nth(5)).toBeVisible();
  // Read the ids at once, then tick each row by its id: a refetch may reorder the rows in between (and
  // leave fewer of them than were visible a moment before).
  const all = (await rows.locator('td:nth-child(2)').allInnerTexts()).map((id) => id.trim());
  const first = Math.floor(Math.random() * Math.min(5, all.length - 1));
  const ids = all.slice(first, first + 2);
  expect(ids).toHaveLength(2);
  for (const id of ids)
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: id, exact: true }) })
      .getByRole('checkbox')
      .check();
  const bar = page.getByRole('region', { name: `2 ${what} selected` });
  await expect(bar).toBeVisible();
  await expectNoAxeViolations(page);
  await bar.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('combobox', { name: 'Agent' }).fill('Colin');
  await page.getByRole('option', { name: /Colin Collector/ }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Done: ${action}`)).toBeVisible();
  // Done: the selection is cleared.
  await expect(bar).toBeHidden();
  return ids;
}

test('an agent selects two tickets in the queue and reassigns both to an agent picked by name; the list shows the new assignee after a reload', async ({
  page,
}) => {
  await signIn(page, 'agent', '/tickets');
  // Tickets not already Colin's, so the new assignee shows a change.
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: /^Select (?!every ticket)/ }) })
    .filter({ hasNotText: 'Colin Collector' });
  const ids = await assignTwoToColin(page, rows, 'tickets', 'Reassign them');

  await page.reload();
  for (const id of ids) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
    await expect(row).toContainText('Colin Collector');
  }
});

test('an agent selects two overdue loans and assigns both to a collection agent by name; the collection book shows them under that agent', async ({
  page,
}) => {
  // The oldest overdue loans: the book lists the most overdue first, so they show on its first page.
  await signIn(page, 'agent', `/loans?filter=${encodeURIComponent('{"status":"overdue"}')}&sort=issueDate&order=ASC`);
  const rows = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: /^Select (?!every loan)/ }) });
  const ids = await assignTwoToColin(page, rows, 'loans', 'Assign them to a collection agent');

  await open(page, '/collections');
  await page.getByRole('combobox', { name: 'Agent' }).click();
  await page.getByRole('option', { name: /^Colin Collector/ }).click();
  for (const id of ids) await expect(page.getByTestId(`book-loan-${id}`)).toContainText('Colin Collector');
});
