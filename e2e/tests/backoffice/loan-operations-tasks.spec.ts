import type { Page } from '@playwright/test';
import { formatMoney } from '@pronto/countries';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';
import { customerWhoMayBorrow, loanById, repeatBorrower } from './loan-picks.ts';

// Each test walks several tabs of a loan's page, a dialog or panel on each, on two busy cores.
test.describe.configure({ timeout: 90_000 });

type Journey = { entries: { kind: string; loanId?: number; event?: string; step?: string | null; by?: string | null }[] };
type Delivery = { sent: boolean; emailAddress?: string; accepted: boolean; acceptedAt: string | null };

/** Confirms a call that asks for a reason: the question word for word, then the reason, then the done message. */
async function confirmWithReason(page: Page, title: string, question: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Done: ${title}`)).toBeVisible();
}

/** Records a journey event on the loan's Status history tab (the event typed in, the step left out). */
async function recordEvent(page: Page, title: string, event: string): Promise<void> {
  await page.getByRole('region', { name: 'Journey events' }).getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Event').fill(event);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Done: ${title}`)).toBeVisible();
}

/** What staff recorded on the customer's credit journey (loan.creditJourney). */
async function journeyOf(token: string, customerId: number): Promise<Journey['entries']> {
  return (await api<Journey>('GET', `/api/loan/creditJourney?customerId=${customerId}`, undefined, token)).body?.data.entries ?? [];
}

test('a repeat loan waiting for its payout: issue check, APR, agreement sent and read as a PDF, its history, an event and a bank marked unavailable', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customerId = await customerWhoMayBorrow(token);
  // The customer's bank was read: their account is confirmed, the one the loan would be paid into.
  await api('POST', '/api/bankscraper/scrape', { customerId }, token);
  const accounts = (
    await api<{ bankName: string; verified: boolean }[]>(
      'GET',
      `/api/bankscraper/getAccountWithBankDetails?customerId=${customerId}`,
      undefined,
      token,
    )
  ).body?.data;
  const bankName = accounts?.findLast((a) => a.verified)?.bankName;
  const created = await api<{ id: number; amount: number }>(
    'POST',
    '/api/loan/createLoan',
    { customerId, amount: 200, installmentCount: 3, reason: 'Asked for a repeat loan on the phone (e2e)' },
    token,
  );
  const loanId = created.body?.data.id ?? 0;
  expect(loanId, 'the loan is created').toBeGreaterThan(0);

  await signIn(page, 'admin', `/loans/${loanId}/show`);
  // Each instalment of a loan not paid out yet has only waited so far.
  await page.getByRole('button', { name: 'History', exact: true }).first().click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'system' })).toHaveCount(1);
  await expect(history).toContainText('pending');
  await history.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Rollover & restructure' }).click();
  const issue = page.getByRole('region', { name: 'Issue checks and notices' });
  // A repeat borrower's 200 is within GB's automatic limit: only the agreement is missing.
  await issue.getByRole('button', { name: 'Automatic issue check' }).click();
  await expect(page.getByRole('region', { name: 'Automatic issue check' })).toContainText(
    'The customer has not accepted the agreement yet.',
  );
  // The check's decision is kept on the loan.
  expect((await loanById(token, loanId))?.autoIssue).toMatchObject({
    eligible: false,
    reason: 'The customer has not accepted the agreement yet.',
  });
  await issue.getByRole('button', { name: 'APR from external parameters' }).click();
  const apr = page.getByRole('region', { name: 'APR from external parameters' });
  await expect(apr).toContainText('CONC App 1.2');
  await expect(apr).toContainText(formatMoney(200, 'GB'));

  await page.getByRole('tab', { name: 'Agreement' }).click();
  const agreement = page.getByRole('region', { name: 'Agreement', exact: true });
  await agreement.getByRole('button', { name: 'Create the agreement' }).click();
  const create = page.getByRole('dialog', { name: 'Create the agreement' });
  await expect(create).toContainText('Create the agreement now?');
  await create.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Create the agreement')).toBeVisible();
  const delivery = (await api<Delivery>('GET', `/api/loan/agreementSent?loanId=${loanId}`, undefined, token)).body?.data;
  expect(delivery).toMatchObject({ sent: true, accepted: false });
  await agreement.getByRole('button', { name: 'Agreement delivery' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Agreement delivery' })
      .getByRole('row', { name: /^Sent\b/ })
      .first(),
  ).toContainText('Yes');

  await agreement.getByRole('button', { name: 'Agreement in a format' }).click();
  const format = page.getByRole('dialog', { name: 'Agreement in a format' });
  await format.getByRole('combobox', { name: 'Format' }).click();
  await page.getByRole('option', { name: 'Pdf' }).click();
  await format.getByRole('button', { name: 'Send' }).click();
  const file = format.getByRole('region', { name: 'Answer' });
  await expect(file).toContainText(`loan-agreement-${loanId}.pdf`);
  await expect(file).toContainText('application/pdf');
  await format.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: 'Status history' }).click();
  await page.getByRole('region', { name: 'Collection history' }).getByRole('button', { name: 'Status changes' }).click();
  // Created by staff: requested and approved, both in their name.
  await expect(page.getByRole('region', { name: 'Status changes' }).getByRole('row').filter({ hasText: 'admin@pronto.test' })).toHaveCount(
    2,
  );
  const event = `Payout explained on the phone (e2e ${Date.now()})`;
  await recordEvent(page, 'Record a repeat-loan event', event);
  expect((await journeyOf(token, customerId)).find((e) => e.event === event)).toMatchObject({
    kind: 'rtbEvent',
    loanId,
    by: 'admin@pronto.test',
  });

  // The customer's bank cannot take the payout: the loan loses that account.
  await page.getByRole('tab', { name: 'Rollover & restructure' }).click();
  await issue.getByRole('button', { name: 'Mark the bank unavailable' }).click();
  await confirmWithReason(
    page,
    'Mark the bank unavailable',
    `Mark the bank connection of loan ${loanId} unavailable? The loan cannot be paid out through it.`,
    'The bank rejects instant transfers today (e2e)',
  );
  expect((await loanById(token, loanId))?.bankNotAvailable).toMatchObject({ bankName, by: 'admin@pronto.test' });
});

test('a repeat loan overdue: agreement assigned after issue, debt certificate, collection status and an event; the first loan: paid-off certificate and its event', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { customerId, first, running } = await repeatBorrower(token);
  const collectionStatus = running.collectionStatus === 'external' ? 'legal' : 'external';

  await signIn(page, 'admin', `/loans/${running.id}/show/agreement`);
  await page.getByRole('region', { name: 'Certificates' }).getByRole('button', { name: 'Debt certificate' }).click();
  const debt = page.getByRole('region', { name: 'Debt certificate' });
  await expect(debt).toContainText(`As of today the customer owes ${formatMoney(running.summary.settlementToday, 'GB')}`);

  await page
    .getByRole('region', { name: 'Agreement', exact: true })
    .getByRole('button', { name: 'Assign the agreement after issue (repeat borrower)' })
    .click();
  await confirmWithReason(
    page,
    'Assign the agreement after issue (repeat borrower)',
    `Assign the agreement of loan ${running.id} after issue, as for a repeat borrower? The customer is bound by it.`,
    'Paid out before the agreement was in place (e2e)',
  );
  const delivery = (await api<Delivery>('GET', `/api/loan/agreementSent?loanId=${running.id}`, undefined, token)).body?.data;
  expect(delivery?.accepted).toBe(true);
  // Accepted now, not on the day the loan was issued.
  expect(delivery?.acceptedAt?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));

  await page.getByRole('tab', { name: 'Discounts, arrangements, impediments' }).click();
  await page.getByRole('region', { name: 'Collections', exact: true }).getByRole('button', { name: 'Set the collection status' }).click();
  const set = page.getByRole('dialog', { name: 'Set the collection status' });
  await set.getByRole('combobox', { name: 'Collection status' }).click();
  await page.getByRole('option', { name: collectionStatus === 'legal' ? 'Legal' : 'External' }).click();
  await confirmWithReason(
    page,
    'Set the collection status',
    `Set the collection status of loan ${running.id}? External and legal collection hand the debt on.`,
    'No answer to three letters (e2e)',
  );
  expect((await loanById(token, running.id))?.collectionStatus).toBe(collectionStatus);

  const stamp = Date.now();
  await page.getByRole('tab', { name: 'Status history' }).click();
  await recordEvent(page, 'Record a loan event', `Debt passed on (e2e ${stamp})`);

  // The customer's first loan, repaid: its certificate and an event of a first loan.
  await open(page, `/loans/${first.id}/show/agreement`);
  await page.getByRole('region', { name: 'Certificates' }).getByRole('button', { name: 'Paid-off certificate' }).click();
  const paidOff = page.getByRole('region', { name: 'Paid-off certificate' });
  await expect(paidOff).toContainText(`Loan ${first.id} of ${formatMoney(first.amount, 'GB')}`);
  await expect(paidOff).toContainText('Nothing is owed.');
  await page.getByRole('tab', { name: 'Status history' }).click();
  await recordEvent(page, 'Record a first-loan event', `Certificate sent (e2e ${stamp})`);

  const journey = await journeyOf(token, customerId);
  expect(journey.find((e) => e.event === `Debt passed on (e2e ${stamp})`)).toMatchObject({ kind: 'loanEvent', loanId: running.id });
  expect(journey.find((e) => e.event === `Certificate sent (e2e ${stamp})`)).toMatchObject({ kind: 'ftbEvent', loanId: first.id });
});
