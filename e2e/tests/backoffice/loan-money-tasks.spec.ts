import type { Loan, SearchResponse } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { withdrawalAmount } from '@pronto/domain';
import { api, expect, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';
import { newCustomer } from './loan-task-setup.ts';

// Money rules staff meet on a loan: a withdrawal (desist, its notice and its payment), a payout that needs
// the customer's signed agreement, and the freeze days and holidays the ledger and collections follow.

const today = () => new Date().toISOString().slice(0, 10);
const gbDate = (iso: string) => formatDate(iso, 'GB');

/** A GB loan of `status` that `fits`, at random (tests run side by side and in any order). */
async function someLoan(status: Loan['status'], fits: (loan: Loan) => boolean): Promise<Loan> {
  const token = await staffToken('admin');
  const found = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status, country: 'GB' }, page: 1, perPage: 500 },
    token,
  );
  const candidates = (found.body?.data.items ?? []).filter(fits);
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  if (!loan) throw new Error(`no ${status} GB loan fits`);
  return loan;
}

const readLoan = async (loanId: number) =>
  (await api<Loan>('GET', `/api/rest/loans/${loanId}`, undefined, await staffToken('admin'))).body?.data as Loan & {
    desistNoticeSentAt?: string;
  };

/** A random day of a far year that no seed or other run uses. */
const farDay = (year: number) =>
  `${year}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;

test('a customer withdraws within 14 days: the desist is approved, the notice sent, and the withdrawal payment closes the loan', async ({
  page,
}) => {
  const loan = await someLoan(
    'issued',
    (l) => l.issueDate >= new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10) && l.payments.length === 0 && !l.withdrawal,
  );
  const reason = `Customer withdrew by e-mail (${Date.now()})`;
  await signIn(page, 'agent', `/loans/${loan.id}/show`);
  await page.getByRole('button', { name: 'Desist' }).click();
  const desist = page.getByRole('dialog', { name: 'Desist' });
  await desist.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await desist.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Proposed: an admin other than you must approve it')).toBeVisible();

  // The checker: an admin approves the proposal (their own screen is the Approvals page's test).
  const admin = await staffToken('admin');
  const waiting = (await api<{ id: number; reason: string }[]>('GET', `/api/membership/approvals?loanId=${loan.id}`, undefined, admin)).body
    ?.data;
  const proposal = waiting?.find((a) => a.reason === reason);
  expect(proposal, 'the desist waits for approval').toBeDefined();
  const decided = await api(
    'POST',
    '/api/membership/approval/decide',
    { approvalId: proposal!.id, decision: 'approve', reason: 'Letter read' },
    admin,
  );
  expect(decided.status).toBe(200);

  // Approved, the loan stays open owing the principal and the interest to today, no fees.
  const noticed = await readLoan(loan.id);
  expect(noticed.status).toBe('issued');
  expect(noticed.withdrawal).toMatchObject({ noticeDate: today() });
  const owed = withdrawalAmount(noticed, today());
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal notice of' })).toHaveText(
    `Withdrawal notice of ${gbDate(today())}: the customer owes ${formatMoney(owed, 'GB')} today (the amount borrowed and the interest to today, no fees), to repay by ${gbDate(noticed.withdrawal!.repayBy)}. The loan closes when the withdrawal payment is taken.`,
  );

  await open(page, `/loans/${loan.id}/show/tools`);
  await page.getByRole('button', { name: 'Send the withdrawal notice' }).click();
  const notice = page.getByRole('dialog', { name: 'Send the withdrawal notice' });
  await notice.getByRole('textbox', { name: 'Reason' }).fill('Customer asked for it in writing');
  await notice.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Send the withdrawal notice')).toBeVisible();
  expect((await readLoan(loan.id)).desistNoticeSentAt?.slice(0, 10)).toBe(today());

  await open(page, `/loans/${loan.id}/show/payments`);
  await page.getByRole('button', { name: 'Take the withdrawal payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Take the withdrawal payment' });
  await payment.getByRole('textbox', { name: 'Reason' }).fill('Withdrawal repaid by card');
  await payment.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Take the withdrawal payment')).toBeVisible();

  const closed = await readLoan(loan.id);
  expect(closed.status).toBe('closed');
  expect(closed.withdrawal).toMatchObject({ paidOn: today(), paid: owed });
  expect(closed.payments.filter((p) => !p.deleted).map((p) => p.amount)).toEqual([owed]);
  await open(page, `/loans/${loan.id}/show`);
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal notice of' })).toHaveText(
    `Withdrawal notice of ${gbDate(today())}: ${formatMoney(owed, 'GB')} paid on ${gbDate(today())}, the contract is closed.`,
  );
});

test('a loan is paid out only once its customer signed the agreement', async ({ page }) => {
  // A customer of this test alone (a seeded one may have had their PIN or status changed by another test),
  // with an account from the bank widget to be paid into, and a loan staff created for them on the phone.
  const admin = await staffToken('admin');
  const { token, customerId } = await newCustomer();
  await api('POST', '/api/bankscraper/account/addCustomerBankAccountManually', { source: 'widget', bankName: 'First Bank' }, token);
  const created = await api<Loan>(
    'POST',
    '/api/loan/createLoan',
    { customerId, amount: 200, installmentCount: 3, reason: 'Asked for a loan on the phone (e2e)' },
    admin,
  );
  const loan = created.body?.data;
  if (!loan) throw new Error(`the loan was not created: ${JSON.stringify(created.body?.errors)}`);
  expect(loan.status).toBe('approved');

  await signIn(page, 'agent', `/loans/${loan.id}/show`);
  await page.getByRole('button', { name: 'Set issued' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set issued' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checks done, paying out');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(`Loan ${loan.id} cannot be paid out: the customer has not accepted (signed) its agreement yet.`),
  ).toBeVisible();
  expect((await readLoan(loan.id)).status).toBe('approved');

  // The customer accepts the agreement on the site; the same confirmation then pays the loan out.
  expect((await api('POST', '/api/loan/account/agreement', { loanId: loan.id, accepted: true }, token)).status).toBe(200);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Loan set issued')).toBeVisible();
  expect(await readLoan(loan.id)).toMatchObject({ status: 'issued', issueDate: today() });
});

test(
  'freeze days and holidays: added and moved on their pages; the loan page lists the freeze days since the payout',
  SHARED_LOANS,
  async ({ page }) => {
    const admin = await staffToken('admin');
    const day = farDay(2031);
    const moved = farDay(2032);
    await signIn(page, 'admin', `/freezeDays?filter=${encodeURIComponent('{"country":"GB"}')}`);
    await expect(page.getByRole('row').filter({ hasText: '2026-12-24' })).toContainText('Christmas Eve');
    await open(page, '/freezeDays/create');
    await page.getByRole('textbox', { name: 'Day' }).fill(day);
    await page.getByLabel('Reason').fill('Systems migration (e2e)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row').filter({ hasText: day }).click();
    await expect(page).toHaveURL(/#\/freezeDays\/\d+$/);
    await page.getByRole('textbox', { name: 'Day' }).fill(moved);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: moved })).toContainText('Systems migration (e2e)');
    const frozen = (await api<{ date: string }[]>('GET', '/api/loan/freezeDay?country=GB', undefined, admin)).body?.data ?? [];
    expect(frozen.map((d) => d.date)).toContain(moved);
    expect(frozen.map((d) => d.date)).not.toContain(day);

    const loan = await someLoan('issued', () => true);
    await open(page, `/loans/${loan.id}/show`);
    await expect(page.getByRole('status').filter({ hasText: 'Freeze days since the payout' })).toContainText(gbDate(moved));

    // A holiday of this run, moved on its page: collections follow the new day.
    const holiday = farDay(2033);
    const holidayMoved = farDay(2034);
    const made = await api<{ id: number }>('POST', '/api/loan/holliday', { date: holiday, country: 'GB', name: 'E2E holiday' }, admin);
    expect(made.status).toBe(200);
    await open(page, `/holidays/${made.body?.data.id}`);
    await page.getByRole('textbox', { name: 'Day' }).fill(holidayMoved);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/holidays(\?|$)/);
    // The list, latest day first: the moved holiday is on its first page.
    await open(page, `/holidays?filter=${encodeURIComponent('{"country":"GB"}')}&sort=date&order=DESC`);
    await expect(page.getByRole('row').filter({ hasText: holidayMoved })).toContainText('E2E holiday');
    const holidays = (await api<{ date: string }[]>('GET', '/api/loan/hollidays?country=GB', undefined, admin)).body?.data ?? [];
    expect(holidays.map((d) => d.date)).toContain(holidayMoved);
  },
);
