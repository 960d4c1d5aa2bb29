import { formatDate, formatMoney } from '@pronto/countries';
import { addDays, round2, settlementAmount } from '@pronto/domain';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';
import { confirmWithReason, loanOf, newIssuedLoan, today } from './loan-task-setup.ts';

// Each test walks several tabs of a loan; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/** A date as the console writes it in English: 25/12/2026. */
const gbDate = (iso: string) => formatDate(iso, 'GB');

const money = (amount: number) => formatMoney(amount, 'GB');

test('an agent takes a customer’s card payments on the phone, restores a payment deleted by mistake, moves the last due date and settles the loan', async ({
  page,
}) => {
  const loan = await newIssuedLoan(300, 4);
  const [first] = loan.installments;
  const last = loan.installments.at(-1);
  if (!first || !last) throw new Error('the loan has no instalments');
  // The first instalment in full: £20 by card now, the rest as "one instalment".
  const rest = round2(first.principal + first.interest - 20);

  await signIn(page, 'agent', `/loans/${loan.id}/show/payments`);
  const payments = page.getByRole('table', { name: 'Payments' });
  const takePayment = page.getByRole('region', { name: 'Take a payment' });
  const card = 'Take a card payment';
  await takePayment.getByRole('button', { name: card }).click();
  await expect(page.getByRole('dialog', { name: card })).toContainText(`Take a card payment on loan ${loan.id}? The card is charged now.`);
  await confirmWithReason(page, card, 'Customer paid part of the instalment on the phone (e2e)', `Done: ${card}`, (d) =>
    d.getByLabel('Amount').fill('20'),
  );
  await expect(payments.getByRole('row').filter({ hasText: money(20) })).toHaveCount(1);

  await takePayment.getByRole('button', { name: 'Pay one instalment' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay one instalment' })).toContainText(
    `Charge the card for one instalment of loan ${loan.id}? The card is charged now.`,
  );
  await confirmWithReason(page, 'Pay one instalment', 'Customer paid the rest of the instalment (e2e)', 'Done: Pay one instalment', (d) =>
    d.getByLabel('Instalment').fill('1'),
  );
  await expect(payments.getByRole('row').filter({ hasText: money(rest) })).toHaveCount(1);
  const paid = await loanOf(loan.id);
  expect(paid.installments[0]?.status).toBe('paid');
  expect(paid.payments.map((p) => [p.amount, p.method, p.deleted])).toEqual([
    [20, 'card', false],
    [rest, 'card', false],
  ]);

  const part = payments.getByRole('row').filter({ hasText: money(20) });
  await part.getByRole('button', { name: 'Delete' }).click();
  await confirmWithReason(page, 'Delete', 'Booked on the wrong loan, I thought (e2e)', 'Payment deleted');
  await part.getByRole('button', { name: 'Undelete' }).click();
  await confirmWithReason(page, 'Undelete', 'It was the right loan after all (e2e)', 'Payment restored');
  const restored = await loanOf(loan.id);
  expect(restored.payments.map((p) => p.deleted)).toEqual([false, false]);
  expect(restored.installments[0]?.status).toBe('paid');

  await page.getByRole('button', { name: 'Transfer dates of payments', exact: true }).click();
  const transfers = page.getByRole('region', { name: 'Transfer dates of payments' });
  await expect(transfers.getByRole('row').filter({ hasText: money(20) })).toHaveCount(1);
  await expect(transfers.getByRole('row').filter({ hasText: money(rest) })).toHaveCount(1);

  const later = addDays(last.expectedDate, 3);
  await page.getByRole('tab', { name: 'Schedule' }).click();
  const lastRow = page.getByRole('table', { name: 'Schedule' }).getByRole('row').nth(loan.installments.length);
  await lastRow.getByRole('button', { name: 'Change due date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change due date' });
  await dialog.getByLabel('New due date').fill(later);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Due date changed', { exact: true })).toBeVisible();
  await expect(lastRow).toContainText(gbDate(later));
  expect((await loanOf(loan.id)).installments.at(-1)?.expectedDate).toBe(later);

  // The customer then clears the whole loan on the phone: the card is charged what settles it today.
  const owed = settlementAmount(await loanOf(loan.id), today());
  await page.getByRole('tab', { name: 'Payments' }).click();
  const settle = 'Settle the loan by card';
  await takePayment.getByRole('button', { name: settle }).click();
  await expect(page.getByRole('dialog', { name: settle })).toContainText(
    `Charge the card what settles loan ${loan.id} today? The loan is repaid.`,
  );
  await confirmWithReason(page, settle, 'Customer settles the loan on the phone (e2e)', `Done: ${settle}`);
  await expect(payments.getByRole('row').filter({ hasText: money(owed) })).toHaveCount(1);
  const settled = await loanOf(loan.id);
  expect(settled.status).toBe('repaid');
  expect(settled.payments.at(-1)).toMatchObject({ amount: owed, method: 'card', deleted: false });
});

test('an agent agrees a payment arrangement, records one from a proof of payment, and gives and takes back a discount', async ({
  page,
}) => {
  const loan = await newIssuedLoan(300, 4);
  const interest = loan.installments.map((i) => i.interest);
  const tomorrow = addDays(today(), 1);

  await signIn(page, 'agent', `/loans/${loan.id}/show/other`);
  await page.getByRole('button', { name: 'Add arrangement' }).click();
  const arrangement = page.getByRole('dialog', { name: 'Add arrangement' });
  await arrangement.getByLabel('Amount').fill('50');
  await arrangement.getByLabel('Date').fill(tomorrow);
  await arrangement.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Arrangement saved', { exact: true })).toBeVisible();

  const proof = 'Arrangement from a proof of payment';
  await page.getByRole('region', { name: 'Collections' }).getByRole('button', { name: proof }).click();
  await expect(page.getByRole('dialog', { name: proof })).toContainText(
    `Make a payment arrangement on loan ${loan.id} from the proof of payment? Collection holds while it runs.`,
  );
  await confirmWithReason(page, proof, 'Customer sent a bank transfer receipt (e2e)', `Done: ${proof}`, async (dialog) => {
    await dialog.getByLabel('Amount').fill('40');
    await dialog.getByLabel('Date').fill(today());
  });
  const agent = await staffToken('agent');
  const history = await api<{ kind: string; value: { amount: number; date: string; source: string } }[]>(
    'GET',
    `/api/loan/icHistory?loanId=${loan.id}`,
    undefined,
    agent,
  );
  // Newest first: the arrangement from the proof changed the one agreed, in place.
  expect((history.body?.data ?? []).filter((h) => h.kind === 'arrangement').map((h) => h.value)).toEqual([
    expect.objectContaining({ amount: 40, date: today(), source: 'paymentProof' }),
    expect.objectContaining({ amount: 50, date: tomorrow, source: 'agreed' }),
  ]);

  await page.getByRole('button', { name: 'Add discount' }).click();
  await confirmWithReason(page, 'Add discount', 'Goodwill for a late payout (e2e)', 'Discount added', (d) =>
    d.getByLabel('Amount').fill('5'),
  );
  const discounted = await loanOf(loan.id);
  // A discount writes off interest still to pay, last instalment first.
  expect(discounted.installments.at(-1)?.interest).toBe(round2((interest.at(-1) ?? 0) - 5));

  const remove = 'Remove the discount';
  await page.getByRole('region', { name: 'Discounts' }).getByRole('button', { name: remove }).click();
  await expect(page.getByRole('dialog', { name: remove })).toContainText(
    `Remove the discount from loan ${loan.id}? The customer owes the full amount again.`,
  );
  await confirmWithReason(page, remove, 'Discount given on the wrong loan (e2e)', `Done: ${remove}`);
  expect((await loanOf(loan.id)).installments.map((i) => i.interest)).toEqual(interest);
});
