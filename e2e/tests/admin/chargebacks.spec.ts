import type { AuditEntry, Chargeback, Loan } from '@pronto/api';
import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

/** A running GB loan with a live card payment, picked at random (tests run side by side). */
async function loanWithCardPayment(): Promise<{ loan: Loan; payment: Loan['payments'][number] }> {
  const found = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: ['issued', 'overdue'], country: 'GB' }, page: 1, perPage: 100 },
    await staffToken('admin'),
  );
  // Not the seed's first customers, whom other tests name (the 07100000xxx logins, customers 3, 4, 8).
  const candidates =
    found.body?.data.items.filter((l) => l.customerId > 30 && l.payments.some((p) => !p.deleted && p.method === 'card')) ?? [];
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  const payment = loan?.payments.find((p) => !p.deleted && p.method === 'card');
  if (!loan || !payment) throw new Error('no running GB loan with a card payment');
  return { loan, payment };
}

test('an agent records a chargeback against a card payment picked by amount, then resolves it as lost; the payment stays reversed and the trail says why', async ({
  page,
}) => {
  const { loan, payment } = await loanWithCardPayment();
  const amount = `£${payment.amount.toFixed(2)}`;
  const opened = `Issuer dispute ${Date.now()}`;
  const lost = `Issuer ruled for the customer ${Date.now()}`;

  await signIn(page, 'agent', `/loans/${loan.id}/show/payments`);
  const chargebacks = page.getByRole('region', { name: 'Chargebacks' });
  await chargebacks.getByRole('button', { name: 'Record a chargeback' }).click();
  const record = page.getByRole('dialog', { name: 'Record a chargeback' });
  await record.getByRole('combobox', { name: 'Payment' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^Payment ${payment.id} · ${amount.replace('.', '\\.')} · \\d{2}/\\d{2}/\\d{4}$`) })
    .click();
  await record.getByRole('textbox', { name: 'Reason' }).fill(opened);
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await record.getByRole('button', { name: 'Confirm' }).click();
  await expect(record).toBeHidden();

  await page.reload();
  const paymentRow = page
    .getByRole('table', { name: 'Payments' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(payment.id), exact: true }) });
  // Reversed while the chargeback is open: the payment table marks it deleted and offers to undelete it.
  await expect(paymentRow.getByRole('button', { name: 'Undelete' })).toBeVisible();

  await chargebacks.getByRole('button', { name: 'Resolve a chargeback' }).click();
  const resolve = page.getByRole('dialog', { name: 'Resolve a chargeback' });
  await resolve.getByRole('combobox', { name: 'Chargeback' }).click();
  await page.getByRole('option', { name: new RegExp(`^Chargeback \\d+ · payment ${payment.id} · `) }).click();
  await resolve.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Lost' }).click();
  await resolve.getByRole('textbox', { name: 'Reason' }).fill(lost);
  await resolve.getByRole('button', { name: 'Confirm' }).click();
  await expect(resolve).toBeHidden();

  await page.reload();
  const listed = page
    .getByRole('table', { name: 'Chargebacks' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(payment.id), exact: true }) });
  await expect(listed).toContainText('Lost');
  await expect(listed).toContainText(amount);
  await expect(listed.getByRole('cell').last()).toContainText('Agnes Agent');
  await chargebacks.getByRole('button', { name: 'Resolve a chargeback' }).click();
  await expect(page.getByRole('dialog', { name: 'Resolve a chargeback' }).getByText('This loan has no open chargeback.')).toBeVisible();
  await page.keyboard.press('Escape');

  const agent = await staffToken('agent');
  const stored = await api<Chargeback[]>('POST', '/api/loan/chargeback/list', { loanId: loan.id }, agent);
  expect(stored.body?.data.find((c) => c.paymentId === payment.id)).toMatchObject({
    status: 'lost',
    createdBy: 'Agnes Agent',
    resolvedBy: 'Agnes Agent',
  });
  const deleted = await api<Loan['payments']>('GET', `/api/loan/getDeletedPayments?loanId=${loan.id}`, undefined, agent);
  expect(deleted.body?.data.map((p) => p.id)).toContain(payment.id);

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const trail = page.getByRole('table', { name: 'Audit trail' }).getByTestId('audit-entry');
  await expect(trail.filter({ hasText: opened })).toContainText('Agnes Agent');
  await expect(trail.filter({ hasText: lost })).toContainText('Agnes Agent');
  const audit = await api<AuditEntry[]>('GET', `/api/loan/staff/audit?loanId=${loan.id}`, undefined, agent);
  expect(audit.body?.data.filter((e) => [opened, lost].includes(e.reason)).map((e) => e.callId)).toEqual(
    expect.arrayContaining(['loan.chargeback', 'loan.chargeback/resolve']),
  );
});
