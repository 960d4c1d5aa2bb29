import type { Loan, SearchResponse } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { currentLoan, loanArrears, nextInstalment } from '@pronto/domain';
import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';

// The customer page and its dialog are lazily loaded screens; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/** A UK customer with an issued loan up to date, and that loan's next instalment as the ledger has it today. */
async function customerWithOpenLoan(token: string) {
  const loans = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  for (const loan of loans.body?.data.items ?? []) {
    const own = await api<SearchResponse<Loan>>(
      'POST',
      '/api/loan/searchLoans',
      { filter: { customerId: loan.customerId }, page: 1, perPage: 100 },
      token,
    );
    const now = new Date();
    const current = currentLoan(own.body?.data.items ?? [], now);
    // Up to date: in arrears a plain reminder has no due date to give (the arrears reminder is for them).
    const next = current && loanArrears(current, now).days === 0 ? nextInstalment(current, now) : null;
    if (next) return { customerId: loan.customerId, amount: formatMoney(next.amount, 'GB'), date: formatDate(next.expectedDate, 'GB') };
  }
  throw new Error('no UK customer with an issued loan in the seed');
}

test("an agent sends a reminder SMS whose preview and text carry the customer's real next instalment", async ({ page }) => {
  const token = await staffToken('agent');
  const { customerId, amount, date } = await customerWithOpenLoan(token);
  const text = `Pronto: your repayment of ${amount} is due on ${date}.`;

  await signIn(page, 'agent', `/customers/${customerId}/show`);
  await page.getByRole('button', { name: 'Send SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send SMS' });
  await dialog.getByRole('combobox', { name: /Template/ }).click();
  // Only the UK SMS templates: no e-mail, nothing Spanish.
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: 'PAYMENT_REMINDER_SMS' })).toBeVisible();
  await expect(options.filter({ hasText: /RECORDATORIO|^PAYMENT_REMINDER$|WELCOME_EMAIL/ })).toHaveCount(0);
  await options.filter({ hasText: 'PAYMENT_REMINDER_SMS' }).click();

  await expect(dialog.getByTestId('message-preview')).toHaveText(text);
  // Axe checks the dialog: the template list's popover, closed after the pick, can linger in the page
  // while it fades out, and a fading option reads as low contrast.
  await expect(page.getByRole('listbox')).toBeHidden();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Send SMS' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // After a reload, the customer's message history holds exactly the previewed text.
  await page.reload();
  await page.getByRole('tab', { name: 'SMS & e-mail' }).click();
  await expect(page.getByRole('row').filter({ hasText: text }).first()).toBeVisible();
  const history = await api<SearchResponse<{ text: string; type: string }>>(
    'GET',
    `/api/communication/sms/historypaged?customerId=${customerId}&page=1&perPage=1`,
    undefined,
    token,
  );
  expect(history.body?.data.items[0]).toMatchObject({ text, type: 'staff' });
});
