import type { CustomerDetails, Loan, SearchResponse } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { currentLoan, loanArrears, nextInstalment } from '@pronto/domain';
import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { approveInOwnBrowser, open, reassignTicketToColin, signIn } from './admin-helpers.ts';

// One journey through a day's work, screen after screen, with a second browser for the approving admin.
test.describe.configure({ timeout: 180_000 });

type Customer = CustomerDetails & { mobilePhone: string };

const interestLeft = (l: Loan) => l.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest, 0);

/**
 * A UK customer whose current loan is running, has a next instalment and more than £100 of interest
 * still to pay (room for a payment and a write-off), picked at random: tests run side by side.
 */
async function customerOfTheDay(token: string): Promise<{ customer: Customer; loan: Loan }> {
  const issued = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 200 },
    token,
  );
  const now = new Date();
  const candidates = (issued.body?.data.items ?? []).filter((l) => interestLeft(l) > 100).sort(() => Math.random() - 0.5);
  for (const candidate of candidates.slice(0, 20)) {
    const own = await api<SearchResponse<Loan>>(
      'POST',
      '/api/loan/searchLoans',
      { filter: { customerId: candidate.customerId }, page: 1, perPage: 100 },
      token,
    );
    const loan = currentLoan(own.body?.data.items ?? [], now);
    if (loan?.id !== candidate.id || !nextInstalment(loan, now) || loanArrears(loan, now).days > 0) continue;
    const found = await api<SearchResponse<Customer>>(
      'POST',
      '/api/customer/search',
      { filter: { id: loan.customerId }, page: 1, perPage: 1 },
      token,
    );
    const customer = found.body?.data.items[0];
    if (customer) return { customer, loan };
  }
  throw new Error('no UK customer with a running loan and more than £100 of interest to pay');
}

test("an agent's day: finds a customer by phone, reads the 360, sends a reminder with the real next instalment, takes a payment, proposes a write-off an admin approves and reassigns the customer's ticket by name; each write shows after a reload and in the audit trail", async ({
  page,
  browser,
}) => {
  const token = await staffToken('agent');
  const { customer, loan } = await customerOfTheDay(token);
  const stamp = Date.now();
  // The customer wrote in earlier today; the ticket went to an admin.
  const subject = `Can I pay later this month? (${stamp})`;
  const ticket = await api<{ id: number }>(
    'POST',
    '/api/communication/startNewThread',
    { customerId: customer.id, subject, text: 'We will call you back today.' },
    await staffToken('admin'),
  );
  const ticketId = ticket.body?.data.id;
  if (!ticketId) throw new Error(`no ticket: ${JSON.stringify(ticket.body)}`);

  // 1. The customer calls: the agent finds them by their phone number in the customer list.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'agent', '/customers');
  await page.getByPlaceholder('Name, phone, e-mail, ID').fill(customer.mobilePhone);
  const row = page.getByRole('row').filter({ hasText: customer.mobilePhone });
  await expect(row).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`#/customers/${customer.id}/show`));

  // 2. The 360: who they are and their current loan.
  const summary = page.getByRole('region', { name: "Customer's summary" });
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(`${customer.firstName} ${customer.lastName}`);
  await expect(summary.getByRole('link', { name: `Current loan ${loan.id}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // 3. A reminder whose text carries the real next instalment, as previewed.
  const next = nextInstalment(loan, new Date());
  if (!next) throw new Error('the loan has no next instalment');
  const reminder = `Pronto: your repayment of ${formatMoney(next.amount, 'GB')} is due on ${formatDate(next.expectedDate, 'GB')}.`;
  await page.getByRole('button', { name: 'Send SMS' }).click();
  const sms = page.getByRole('dialog', { name: 'Send SMS' });
  await sms.getByRole('combobox', { name: /Template/ }).click();
  await page.getByRole('option').filter({ hasText: 'PAYMENT_REMINDER_SMS' }).click();
  await expect(sms.getByTestId('message-preview')).toHaveText(reminder);
  await sms.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'SMS & e-mail' }).click();
  await expect(page.getByRole('row').filter({ hasText: reminder }).first()).toBeVisible();

  // 4. The customer pays £20 by bank transfer: the agent records it on the loan, with why.
  const paymentReason = `Transfer seen on the statement (${stamp})`;
  await open(page, `/customers/${customer.id}/show`);
  await summary.getByRole('link', { name: `Current loan ${loan.id}` }).click();
  await page.getByRole('button', { name: 'Manual payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Manual payment' });
  await payment.getByLabel('Amount').fill('20');
  await payment.getByRole('textbox', { name: 'Reason' }).fill(paymentReason);
  await payment.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('£20.00');

  // 5. Hardship: the agent proposes to write £60 of interest off; it waits for an admin.
  const writeOffReason = `Hardship: lost their job (${stamp})`;
  await open(page, `/loans/${loan.id}/show/other`);
  await page.getByRole('button', { name: 'Add discount' }).click();
  const discount = page.getByRole('dialog', { name: 'Add discount' });
  await discount.getByLabel('Amount').fill('60');
  await discount.getByRole('textbox', { name: 'Reason' }).fill(writeOffReason);
  await discount.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Proposed: an admin other than you must approve it')).toBeVisible();
  await approveInOwnBrowser(browser, writeOffReason, `Discount · £60.00 · Loan ${loan.id}`, `Payslips checked (${stamp})`);

  // 6. The customer's ticket, opened from the 360's latest activity, goes to Colin Collector, picked by name.
  await open(page, `/customers/${customer.id}/show`);
  await page
    .getByRole('region', { name: 'Latest activity' })
    .getByRole('link', { name: `Ticket: ${subject}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`#/tickets/${ticketId}/show`));
  await reassignTicketToColin(page);

  // At the end of the day, the customer's audit trail holds each write: who, what and why.
  await open(page, `/customers/${customer.id}/show/audit`);
  const trail = page.getByRole('table', { name: 'Audit trail' }).getByTestId('audit-entry');
  await expect(trail.filter({ hasText: `SMS sent · Customer ${customer.id}` }).first()).toContainText('Agnes Agent');
  await expect(trail.filter({ hasText: paymentReason })).toContainText(`Agnes AgentManual payment · Loan ${loan.id}`);
  const writeOff = trail.filter({ hasText: `Payslips checked (${stamp})` });
  await expect(writeOff).toContainText(`Alex AdminDiscount · Loan ${loan.id}`);
  await expect(writeOff).toContainText(`proposed by Agnes Agent: ${writeOffReason}`);
  const moved = trail.filter({ hasText: `Ticket reassigned · Ticket ${ticketId}` });
  await expect(moved).toContainText('Agnes Agent');
  await expect(moved).toContainText('Assigned to: Alex Admin → Colin Collector');
  await expectNoAxeViolations(page);
});
