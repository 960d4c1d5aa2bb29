import type { AuditEntry, Loan } from '@pronto/api';
import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { approveInOwnBrowser, open, signIn } from './admin-helpers.ts';

/** A running GB loan with a manual payment of its own (made through the API), for one test. */
async function loanWithOwnPayment(): Promise<{ loan: Loan; paymentId: number }> {
  const admin = await staffToken('admin');
  const found = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 50 },
    admin,
  );
  const candidates = found.body?.data.items.filter((l) => l.installments.some((i) => i.status !== 'paid')) ?? [];
  // Tests run side by side: take one at random among the running loans.
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  if (!loan) throw new Error('no issued GB loan with an unpaid instalment');
  const paid = await api<Loan>(
    'POST',
    '/api/loan/payloanmanual',
    { loanId: loan.id, amount: 1.23, reason: 'e2e: a payment to delete' },
    admin,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const payment = paid.body?.data.payments.at(-1);
  if (!payment) throw new Error('the manual payment was not recorded');
  return { loan, paymentId: payment.id };
}

test("an agent deletes a payment with a reason; the loan's and the customer's audit trail show who, what and why after a reload", async ({
  page,
}) => {
  const { loan, paymentId } = await loanWithOwnPayment();
  const reason = `Bounced: the bank returned it (${Date.now()})`;

  await signIn(page, 'agent', `/loans/${loan.id}/show/payments`);
  const row = page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(paymentId), exact: true }) });
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText(`Delete payment ${paymentId} of loan ${loan.id} (£1.23)?`);
  // The reason is required: confirming without one sends nothing.
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment deleted')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const entry = page.getByRole('table', { name: 'Audit trail' }).getByTestId('audit-entry').filter({ hasText: reason });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Agnes Agent');
  await expect(entry).toContainText(`Payment deleted · Loan ${loan.id}`);
  await expect(entry).toContainText(`Payment ${paymentId}: Deleted No → Yes`);
  // The date in the console's language (en-GB), not the browser's.
  await expect(entry.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
  await expectNoAxeViolations(page);

  await open(page, `/customers/${loan.customerId}/show/audit`);
  await expect(page.getByRole('table', { name: 'Audit trail' }).getByTestId('audit-entry').filter({ hasText: reason })).toContainText(
    'Agnes Agent',
  );

  const stored = await api<AuditEntry[]>('GET', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, await staffToken('agent'));
  expect(stored.body?.data.find((e) => e.reason === reason)).toMatchObject({
    staffName: 'Agnes Agent',
    callId: 'loan.deletePayment',
    targetType: 'loan',
    targetId: loan.id,
  });
});

test('a reporter searches the audit trail by its text', async ({ page }) => {
  const { loan, paymentId } = await loanWithOwnPayment();
  const reason = `Duplicate of a card payment ${Date.now()}`;
  const deleted = await api('POST', '/api/loan/deletePayment', { loanId: loan.id, paymentId, reason }, await staffToken('agent'));
  expect(deleted.status).toBe(200);

  await signIn(page, 'reporter', '/auditTrail');
  await page.getByRole('textbox', { name: 'Search' }).fill(reason);
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Agnes Agent');
  await expect(row).toContainText(`Payment deleted · Loan ${loan.id}`);
  await expectNoAxeViolations(page);
});

test('four-eyes: an agent proposes to desist a loan, an admin approves it on the Approvals page, and the withdrawal is recorded', async ({
  page,
}) => {
  const admin = await staffToken('admin');
  // A desist is proposed only within 14 days of the payout.
  const since = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const found = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB', issueDateFrom: since }, page: 1, perPage: 200 },
    admin,
  );
  const loans = (found.body?.data.items ?? []).filter((l) => !l.withdrawal);
  const loan = loans[Math.floor(Math.random() * loans.length)];
  if (!loan) throw new Error('no GB loan issued in the last 10 days');
  const reason = `Withdrew in writing ${Date.now()}`;
  const proposed = await api<{ id: number; status: string }>(
    'POST',
    '/api/loan/desistContract',
    { loanId: loan.id, reason },
    await staffToken('agent'),
  );
  expect(proposed.body?.data.status).toBe('pending');

  await signIn(page, 'admin', '/approvals');
  const row = page.getByTestId('approval').filter({ hasText: reason });
  await expect(row).toContainText('Agnes Agent');
  await expect(row).toContainText(`Contract desisted · Loan ${loan.id}`);
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Signed letter on file');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Approved and done')).toBeVisible();
  await expect(row).toHaveCount(0);

  await open(page, `/loans/${loan.id}/show/audit`);
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'Signed letter on file' });
  await expect(entry).toContainText('Alex Admin');
  await expect(entry).toContainText(`proposed by Agnes Agent: ${reason}`);
  const after = await api<{ items: Loan[] }>('POST', '/api/loan/searchLoans', { filter: { id: loan.id }, page: 1, perPage: 1 }, admin);
  // The loan stays open owing the withdrawal amount until its payment (loan.DesistContractPayment).
  expect(after.body?.data.items[0]).toMatchObject({ status: 'issued', withdrawal: { noticeDate: new Date().toISOString().slice(0, 10) } });
});

test('four-eyes: an agent takes a manual payment above £250, it waits; an admin approves it and the payment is on the loan after a reload', async ({
  page,
  browser,
}) => {
  const admin = await staffToken('admin');
  const { loan } = await (async () => {
    const found = await api<{ items: Loan[] }>(
      'POST',
      '/api/loan/searchLoans',
      { filter: { status: 'overdue', country: 'GB' }, page: 1, perPage: 200 },
      admin,
    );
    // One that owes more than £300 (principal still unpaid, at least): a payment above what is owed is refused.
    const principalLeft = (l: Loan) =>
      l.installments.filter((i) => i.status !== 'paid').reduce((s, i) => s + i.principal - i.paidAmount, 0);
    const loans = (found.body?.data.items ?? []).filter((l) => principalLeft(l) > 300);
    return { loan: loans[Math.floor(Math.random() * loans.length)] };
  })();
  if (!loan) throw new Error('no overdue GB loan owing more than £300');
  const reason = `Bank transfer seen on the statement ${Date.now()}`;

  await signIn(page, 'agent', `/loans/${loan.id}/show`);
  await page.getByRole('button', { name: 'Manual payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual payment' });
  await expect(dialog).toContainText(
    'Once manual payments on a loan pass £250.00 in all, each one waits until an admin other than you approves it.',
  );
  await dialog.getByLabel('Amount').fill('300');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Proposed: an admin other than you must approve it')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' })).not.toContainText('£300.00');

  await approveInOwnBrowser(browser, reason, `Manual payment · £300.00 · Loan ${loan.id}`, 'Matched the transfer');

  // The agent sees the payment on the loan, and the audit trail names both of them.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('£300.00');
  await open(page, `/loans/${loan.id}/show/audit`);
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'Matched the transfer' });
  await expect(entry).toContainText('Alex Admin');
  await expect(entry).toContainText(`proposed by Agnes Agent: ${reason}`);
});

test('four-eyes: an agent proposes a write-off (a discount above £50); an admin approves it and the audit trail names both after a reload', async ({
  page,
  browser,
}) => {
  // A running GB loan with more than £70 of interest still to pay, at random: tests run side by side.
  const admin = await staffToken('admin');
  const found = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 200 },
    admin,
  );
  const interestLeft = (l: Loan) => l.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest, 0);
  const candidates = (found.body?.data.items ?? []).filter((l) => interestLeft(l) > 70);
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  if (!loan) throw new Error('no issued GB loan with more than £70 of interest to pay');
  const reason = `Hardship: lost their job ${Date.now()}`;

  await signIn(page, 'agent', `/loans/${loan.id}/show/other`);
  await page.getByRole('button', { name: 'Add discount' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add discount' });
  await expect(dialog).toContainText(
    'once write-offs on a loan pass £50.00 in all, each one waits until an admin other than you approves it.',
  );
  await dialog.getByLabel('Amount').fill('60');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Proposed: an admin other than you must approve it')).toBeVisible();
  // Nothing is written off yet: the loan's audit trail has no discount.
  await open(page, `/loans/${loan.id}/show/audit`);
  await page.reload();
  await expect(page.getByTestId('audit-entry').filter({ hasText: reason })).toHaveCount(0);

  await approveInOwnBrowser(browser, reason, `Discount · £60.00 · Loan ${loan.id}`, 'Payslips checked');

  await page.reload();
  const entry = page.getByTestId('audit-entry').filter({ hasText: 'Payslips checked' });
  await expect(entry).toContainText('Alex Admin');
  await expect(entry).toContainText(`proposed by Agnes Agent: ${reason}`);
});
