import type { Approval, Loan, SearchResponse } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { loanPosition } from '@pronto/domain';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

// Maker-checker by rule: a write-off split into small calls still waits for an admin, who reads the
// loan's balance on the Approvals page; a payment above what a loan owes is refused, naming it.
test.describe.configure({ timeout: 120_000 });

const interestLeft = (l: Loan) => l.installments.filter((i) => i.status !== 'paid').reduce((sum, i) => sum + i.interest, 0);

/** A running GB loan, at random among those `fits` (tests run side by side). */
async function runningLoan(fits: (loan: Loan) => boolean): Promise<Loan> {
  const token = await staffToken('admin');
  const found = await Promise.all(
    (['issued', 'overdue'] as const).map((status) =>
      api<SearchResponse<Loan>>('POST', '/api/loan/searchLoans', { filter: { status, country: 'GB' }, page: 1, perPage: 300 }, token),
    ),
  );
  const candidates = found.flatMap((f) => f.body?.data.items ?? []).filter(fits);
  const loan = candidates[Math.floor(Math.random() * candidates.length)];
  if (!loan) throw new Error('no running GB loan fits');
  return loan;
}

test('an agent splits a £200 write-off into four £50 discounts: the first is given, the other three wait; the admin sees each with the balance', async ({
  page,
  browser,
}) => {
  const loan = await runningLoan((l) => interestLeft(l) > 210);
  const stamp = Date.now();
  await signIn(page, 'agent', `/loans/${loan.id}/show/other`);
  const reasons: string[] = [];
  for (let part = 1; part <= 4; part++) {
    const reason = `Hardship, part ${part} of 4 (${stamp})`;
    reasons.push(reason);
    await page.getByRole('button', { name: 'Add discount' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add discount' });
    await dialog.getByLabel('Amount').fill('50');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(part === 1 ? 'Discount added' : 'Proposed: an admin other than you must approve it').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  // Read back through the API: £50 written off, three proposals waiting, each with the loan's balance.
  const admin = await staffToken('admin');
  const after = (await api<Loan>('GET', `/api/rest/loans/${loan.id}`, undefined, admin)).body?.data as Loan;
  expect(interestLeft(after)).toBeCloseTo(interestLeft(loan) - 50, 2);
  const waiting = (await api<Approval[]>('GET', `/api/membership/approvals?loanId=${loan.id}`, undefined, admin)).body?.data ?? [];
  expect(waiting.map((a) => a.reason).sort()).toEqual(reasons.slice(1).sort());
  const balance = loanPosition(after, new Date()).balance;
  for (const a of waiting)
    expect(a.facts).toMatchObject({ balanceBefore: balance, earlierWriteOffs: 50, rule: { scope: 'loan', total: 100 } });

  // The admin, in a browser of their own, reads the balance before and after on the Approvals page.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin', '/approvals');
  const money = (x: number) => formatMoney(x, 'GB');
  for (const reason of reasons.slice(1)) {
    const row = adminPage.getByTestId('approval').filter({ hasText: reason });
    await expect(row).toContainText(`Discount · £50.00 · Loan ${loan.id}`);
    await expect(row).toContainText(`Balance ${money(balance)} → ${money(balance - 50)}`);
    await expect(row).toContainText('Written off before: £50.00');
    await expect(row).toContainText('Write-offs on this loan without a check: £50.00 booked, £100.00 with this one (limit £50.00)');
  }
  await adminContext.close();
});

test('an agent records a manual payment above what the loan owes: refused, naming the amount owed, and nothing is booked', async ({
  page,
}) => {
  const now = new Date();
  // Owing less than £150, so that £50 more stays a payment the agent books alone.
  const loan = await runningLoan((l) => loanPosition(l, now).settlement > 20 && loanPosition(l, now).settlement < 150);
  const owed = loanPosition(loan, now).settlement;
  const amount = Math.round((owed + 50) * 100) / 100;
  await signIn(page, 'agent', `/loans/${loan.id}/show`);
  await page.getByRole('button', { name: 'Manual payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual payment' });
  await dialog.getByLabel('Amount').fill(String(amount));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(`Transfer of ${amount} seen (${Date.now()})`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText(
      `The amount of ${formatMoney(amount, 'GB')} is more than the ${formatMoney(owed, 'GB')} owed on loan ${loan.id} (what settles it on ${formatDate(now.toISOString().slice(0, 10), 'GB')}).`,
    ),
  ).toBeVisible();

  const after = (await api<Loan>('GET', `/api/rest/loans/${loan.id}`, undefined, await staffToken('admin'))).body?.data as Loan;
  expect(after.payments).toHaveLength(loan.payments.length);
  expect(after.status).toBe(loan.status);
});
