import type { Comment } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from '../admin/admin-helpers.ts';

// A customer's page, several tabs and dialogs each, on two busy cores.
test.describe.configure({ timeout: 60_000 });

type Customer = { id: number; firstName: string; lastName: string; country: string; blacklisted: boolean; deleted: boolean };

/** A generated GB customer of the full seed, neither blacklisted nor deleted (a scrape refuses those), a new one each run. */
async function someGbCustomer(token: string): Promise<Customer> {
  for (;;) {
    const id = 300 + Math.floor(Math.random() * 2000);
    const customer = (await api<Customer>('GET', `/api/rest/customers/${id}`, undefined, token)).body?.data;
    if (customer?.country === 'GB' && !customer.blacklisted && !customer.deleted) return customer;
  }
}

test('a credit limit raised by hand: staff override it with a reason, the finance histories show it, and they correct and unpin the note saying why', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customer = await someGbCustomer(token);
  const limit = formatMoney(750, 'GB');
  await signIn(page, 'admin', `/customers/${customer.id}/show/finance`);
  const finance = page.getByRole('region', { name: 'Credit limit and history' });

  await finance.getByRole('button', { name: 'Override the credit limit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Override the credit limit' });
  await expect(dialog).toContainText(
    `Override the credit limit of customer ${customer.id}? It replaces the limit worked out from their repaid loans.`,
  );
  await dialog.getByLabel('Credit limit').fill('750');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Payslip checked on the phone (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Override the credit limit')).toBeVisible();
  await expect(page.getByRole('row', { name: `Credit limit ${limit}`, exact: true })).toBeVisible();
  const stored = await api<{ creditLimit: number; override: number }>(
    'GET',
    `/api/customer/creditlimit?customerId=${customer.id}`,
    undefined,
    token,
  );
  expect(stored.body?.data).toMatchObject({ creditLimit: 750, override: 750 });

  await finance.getByRole('button', { name: 'Credit type history' }).click();
  // Oldest first: the override just made is the last one.
  const override = page.getByRole('region', { name: 'Credit type history' }).getByRole('row').filter({ hasText: 'override' }).last();
  await expect(override).toContainText(limit);
  await expect(override).toContainText('admin@pronto.test');
  await finance.getByRole('button', { name: 'Financial information history' }).click();
  await expect(page.getByRole('region', { name: 'Financial information history' }).getByRole('row').last()).toContainText('registration');

  // The note on the customer saying why, pinned, then corrected and unpinned once the limit is settled.
  const note = `Limit ${limit} on a payslip (e2e ${Date.now()})`;
  const corrected = `${note}, payslip of October`;
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByRole('textbox', { name: 'Comment' }).fill(note);
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment added')).toBeVisible();
  await page.getByTestId('comment').filter({ hasText: note }).getByRole('button', { name: 'Pin' }).click();
  await expect(page.getByText('Comment pinned')).toBeVisible();
  await page.getByTestId('comment').filter({ hasText: note }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await edit.getByRole('textbox', { name: 'Comment' }).fill(corrected);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Comment updated')).toBeVisible();
  const item = page.getByTestId('comment').filter({ hasText: corrected });
  await item.getByRole('button', { name: 'Unpin' }).click();
  await expect(page.getByText('Comment unpinned')).toBeVisible();
  await expect(item.getByRole('button', { name: 'Pin' })).toBeVisible();
  const comments = await api<Comment[]>('GET', `/api/customer/comment?customerId=${customer.id}`, undefined, token);
  expect(comments.body?.data.find((c) => c.text === corrected)).toMatchObject({ pinned: false, updatedBy: 'admin@pronto.test' });
});

test("a customer's risk: staff set the score with a reason, run the credibility check on it, match the name with the bank and read the verdict among the system comments", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customer = await someGbCustomer(token);
  const iban = String((await api<string>('GET', '/api/bankscraper/randomIban?country=GB', undefined, token)).body?.data);
  await api('POST', '/api/bankscraper/addCustomerBankAccountManually', { customerId: customer.id, iban }, token);
  // The customer connected their bank: the scrape found the account and who holds it.
  await api('POST', '/api/bankscraper/scrape', { customerId: customer.id }, token);

  await signIn(page, 'admin', `/customers/${customer.id}/show/risk`);
  const risk = page.getByRole('region', { name: 'Credibility and risk score' });
  await risk.getByRole('button', { name: 'Set the risk score' }).click();
  let dialog = page.getByRole('dialog', { name: 'Set the risk score' });
  await expect(dialog).toContainText(`Set the risk score of customer ${customer.id}? It replaces the score credit decisions use.`);
  await dialog.getByLabel('Score').fill('850');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Long-standing customer, verified income (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Set the risk score')).toBeVisible();
  const credibility = await api<{ score: number; manualScore: number; band: string }>(
    'GET',
    `/api/customer/credibility2?customerId=${customer.id}`,
    undefined,
    token,
  );
  expect(credibility.body?.data).toMatchObject({ score: 850, manualScore: 850, band: 'low risk' });

  await risk.getByRole('button', { name: 'Run the credibility check' }).click();
  dialog = page.getByRole('dialog', { name: 'Run the credibility check' });
  await expect(dialog).toContainText('Run the credibility check now?');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Run the credibility check')).toBeVisible();
  await risk.getByRole('button', { name: 'Credibility (rule engine)' }).click();
  const verdict = page.getByRole('region', { name: 'Credibility (rule engine)' });
  // The newest run first: its risk-score rule passed on the score set by hand.
  const newest = verdict.getByRole('row').filter({ hasText: 'admin@pronto.test' }).first();
  await expect(newest.getByRole('row', { name: 'riskScore No Yes Score 850 (low risk).', exact: true })).toBeVisible();
  const runs = await api<{ score: number; decision: string; ranBy: string }[]>(
    'GET',
    `/api/customer/ruleEngineCredibility/${customer.id}`,
    undefined,
    token,
  );
  const run = runs.body?.data[0];
  expect(run).toMatchObject({ score: 850, ranBy: 'admin@pronto.test' });

  await risk.getByRole('button', { name: 'Match the name with a bank account' }).click();
  dialog = page.getByRole('dialog', { name: 'Match the name with a bank account' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  const answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(answer.getByRole('row', { name: 'Matched Yes', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByRole('region', { name: 'From the system' }).getByRole('button', { name: 'System comments' }).click();
  await expect(page.getByRole('region', { name: 'System comments' })).toContainText(`Rule engine: ${run?.decision} (score 850)`);
});

test('maintenance, reports: the customers and the registration funnel of a past period', async ({ page }) => {
  const token = await staffToken('admin');
  // A month that ended a week ago: nobody registers in it any more.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const period = { from: day(37), to: day(7) };
  const funnel = await api<{ steps: { step: string; count: number }[] }>('POST', '/api/customer/report/registrations', period, token);
  const started = funnel.body?.data.steps.find((s) => s.step === 'started')?.count;
  expect(started, 'customers registered in the period').toBeGreaterThan(0);

  await signIn(page, 'admin', '/maintenance');
  const reports = page.getByRole('region', { name: 'Reports' });
  await reports.getByRole('button', { name: 'Customers in a period' }).click();
  let dialog = page.getByRole('dialog', { name: 'Customers in a period' });
  await dialog.getByLabel('From').fill(period.from);
  await dialog.getByLabel('To').fill(period.to);
  await dialog.getByRole('button', { name: 'Send' }).click();
  let answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer.getByRole('row', { name: `From ${formatDate(period.from, 'GB')}`, exact: true })).toBeVisible();
  await expect(answer.getByRole('row', { name: `To ${formatDate(period.to, 'GB')}`, exact: true })).toBeVisible();
  await expect(answer.getByRole('row', { name: 'Countries GB, ES', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await reports.getByRole('button', { name: 'Registrations in a period' }).click();
  dialog = page.getByRole('dialog', { name: 'Registrations in a period' });
  await dialog.getByLabel('From').fill(period.from);
  await dialog.getByLabel('To').fill(period.to);
  await dialog.getByRole('button', { name: 'Send' }).click();
  answer = dialog.getByRole('region', { name: 'Answer' });
  // Everyone who registered in the period started the funnel, deleted or not: the first step is all of them.
  await expect(answer.getByRole('row').filter({ hasText: /^started/ })).toContainText(`${started}100`);
});
