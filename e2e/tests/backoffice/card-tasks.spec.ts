import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { issuedLoan, registeredCustomer } from '../account/customer.ts';
import { signIn } from '../admin/admin-helpers.ts';

// Each test walks a card's or a customer's screens with many dialogs, on two busy cores.
test.describe.configure({ timeout: 90_000 });

type Card = {
  id: number;
  customerId: number;
  maskedPan: string;
  status: string;
  subStatus: string | null;
  privilege?: string;
  provider: string;
  providerToken: string;
  validated: boolean;
  deleted: boolean;
};
type Transaction = { id: number; amount: number; type: string; status: string; provider?: string; paymentId?: number };
type Loan = { customerId: number; payments: { id: number; amount: number; method: string; deleted?: boolean }[] };

/** The cards of a customer, as the card service lists them to staff. */
async function cardsOf(customerId: number, token: string): Promise<Card[]> {
  return (await api<Card[]>('GET', `/api/card/customer?customerId=${customerId}`, undefined, token)).body?.data ?? [];
}

/** A new UK customer with an issued loan of 200 paid by the card 4242: the loan, the customer and that card. */
async function customerWithLoan(token: string): Promise<{ loanId: number; customerId: number; card: Card }> {
  const customer = await registeredCustomer();
  const loanId = await issuedLoan(customer.token);
  const loan = await api<Loan>('GET', `/api/rest/loans/${loanId}`, undefined, token);
  const customerId = Number(loan.body?.data.customerId);
  const [card] = await cardsOf(customerId, token);
  if (!card) throw new Error(`customer ${customerId} has no card`);
  return { loanId, customerId, card };
}

/** A card the customer adds on the site (the provider tokenises it and keeps the number). */
async function customerAddsCard(customerToken: string, cardNumber: string): Promise<void> {
  const added = await api(
    'POST',
    '/api/card/account/createAndValidate',
    { cardNumber, expiry: '11/38', cvv: '123', holderName: 'Harriet Jones' },
    customerToken,
  );
  expect(added.status, JSON.stringify(added.body?.errors)).toBe(200);
}

/** A number or text input of a dialog, by its label (the label's required-mark aside). */
const input = (dialog: Locator, label: string) =>
  dialog.getByRole('spinbutton', { name: label, exact: true }).or(dialog.getByRole('textbox', { name: label, exact: true }));

/** A titled section of calls on the screen. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Opens a call's dialog from its button (in a part of the screen), fills the inputs by label, and sends it. */
async function fillAndSend(where: Locator, title: string, inputs: Record<string, string>, submit = 'Submit') {
  await where.getByRole('button', { name: title, exact: true }).click();
  const dialog = where.page().getByRole('dialog', { name: title });
  for (const [label, value] of Object.entries(inputs)) await input(dialog, label).fill(value);
  await dialog.getByRole('button', { name: submit }).click();
  return dialog;
}

/** The loan's payments as the loan record holds them. */
async function paymentsOf(loanId: number, token: string) {
  return (await api<Loan>('GET', `/api/rest/loans/${loanId}`, undefined, token)).body?.data.payments ?? [];
}

test('charges a card on its loan (refused above what settles it), through GkPay and by phone, cancels one charge, validates the card and exports its transactions', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { loanId, card } = await customerWithLoan(token);
  const before = (await paymentsOf(loanId, token)).map((p) => p.id);

  await signIn(page, 'admin', `/cards/${card.id}/show/transactions`);
  // More than the loan owes: the cap engine refuses it, in its words, and the card is not charged.
  let dialog = await fillAndSend(
    section(page, 'Charges'),
    'Charge the card',
    { Amount: '5000', Loan: String(loanId), Reason: 'Customer asked on the phone' },
    'Confirm',
  );
  await expect(dialog).toContainText(`Charge card ${card.id}? The money is taken now.`);
  await expect(
    page.getByText(
      new RegExp(
        `^The amount of £5,000\\.00 is more than the £[\\d,]+\\.\\d\\d owed on loan ${loanId} \\(what settles it on \\d\\d/\\d\\d/\\d{4}\\)\\.$`,
      ),
    ),
  ).toBeVisible();
  await input(dialog, 'Amount').fill('12.34');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Charge the card')).toBeVisible();

  await fillAndSend(
    section(page, 'Charges'),
    'Charge the card through GkPay',
    { Amount: '5', Loan: String(loanId), Reason: 'Customer asked for GkPay' },
    'Confirm',
  );
  await expect(page.getByText('Done: Charge the card through GkPay')).toBeVisible();
  await fillAndSend(
    section(page, 'Charges'),
    'Take a loan payment by phone (IVR)',
    { Loan: String(loanId), Amount: '7.5', Reason: 'Paid through the IVR line' },
    'Confirm',
  );
  await expect(page.getByText('Done: Take a loan payment by phone (IVR)')).toBeVisible();
  await fillAndSend(section(page, 'Charges'), 'Validate the card', {});
  await expect(page.getByText('Done: Validate the card')).toBeVisible();

  // Each charge is a payment on the loan, of what was charged.
  const charged = (await paymentsOf(loanId, token)).filter((p) => !before.includes(p.id));
  expect(charged.map((p) => [p.amount, p.method])).toEqual([
    [12.34, 'card'],
    [5, 'card'],
    [7.5, 'card'],
  ]);
  // The card's transaction list (the one sorted by result), not an answer's table in a panel above it.
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: /result/i }) });
  await expect(table.getByRole('row').filter({ hasText: '12.34' })).toContainText('sale');

  // The GkPay charge was a mistake: cancelled, the loan owes it again.
  const transactions = (await api<Transaction[]>('GET', `/api/card/transactions/${card.id}`, undefined, token)).body?.data ?? [];
  const gkpay = transactions.find((t) => t.provider === 'gkpay');
  expect(gkpay, 'the GkPay sale').toMatchObject({ amount: 5, type: 'sale', status: 'success' });
  dialog = await fillAndSend(
    section(page, 'Transactions'),
    'Cancel a transaction',
    { Transaction: String(gkpay?.id), Reason: 'Charged twice by mistake' },
    'Confirm',
  );
  await expect(dialog).toContainText(`Cancel a transaction of card ${card.id}? The provider reverses it.`);
  await expect(page.getByText('Done: Cancel a transaction')).toBeVisible();
  const after = await paymentsOf(loanId, token);
  expect(after.find((p) => p.id === gkpay?.paymentId)?.deleted).toBe(true);

  // Reading the transactions: a page of them, all of them, a search, and the export.
  dialog = await fillAndSend(section(page, 'Transactions'), 'Transactions by page', { Page: '1', 'Rows per page': '2' }, 'Send');
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText('7.5');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('region', { name: 'Transactions' }).getByRole('button', { name: 'All transactions' }).click();
  await expect(page.getByRole('region', { name: 'All transactions' })).toContainText('cancelled');
  await page.getByRole('textbox', { name: 'Search' }).fill('cancelled');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('cancelled');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export transactions' }).click();
  const csv = await readFile(String(await (await download).path()), 'utf8');
  expect(csv).toMatch(new RegExp(`^${gkpay?.id},${card.id},${card.customerId},${loanId},5,GBP,sale,cancelled,`, 'm'));
  expect(csv.split('\n')[0]).toBe('id,cardId,customerId,loanId,amount,currency,type,status,createdAt');
});

test("a card's life: unlinked and linked again, made the one charged, sub-status, privilege and provider set, deleted; each step in its status history", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { card } = await customerWithLoan(token);

  await signIn(page, 'admin', `/cards/${card.id}/show`);
  await page.getByRole('button', { name: 'Unlink' }).click();
  let dialog = page.getByRole('dialog', { name: 'Unlink' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The customer withdrew the authority, then gave it again');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Card unlinked')).toBeVisible();
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Card linked')).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Card activated')).toBeVisible();

  await fillAndSend(page.getByRole('main'), 'Set sub-status', { 'Sub-status': 'customerRequest' });
  await expect(page.getByText('Sub-status changed')).toBeVisible();
  for (const [title, label, choice, done] of [
    ['Set privilege', 'Privilege', 'recurring', 'Privilege changed'],
    ['Set provider', 'Provider', 'paynopain', 'Provider changed'],
  ] as const) {
    await page.getByRole('button', { name: title }).click();
    dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: choice }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(done)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Delete' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog).toContainText(`Delete card ${card.id}?`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The customer reported the card stolen');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Card deleted')).toBeVisible();

  const [stored] = (await cardsOf(card.customerId, token)).filter((c) => c.id === card.id);
  expect(stored).toMatchObject({
    status: 'deleted',
    deleted: true,
    subStatus: 'customerRequest',
    privilege: 'recurring',
    provider: 'paynopain',
  });
  const steps = ['unlinked', 'linked', 'active', 'subStatus:customerRequest', 'privilege:recurring', 'provider:paynopain', 'deleted'];
  const history = (await api<{ status: string }[]>('GET', `/api/card/statusHistory/${card.id}`, undefined, token)).body?.data ?? [];
  expect(history.map((h) => h.status).slice(-steps.length)).toEqual(steps);

  await page.getByRole('tab', { name: 'Status history' }).click();
  for (const title of ['Status history', 'Full status history']) {
    await page.getByRole('button', { name: title, exact: true }).click();
    const answer = page.getByRole('region', { name: title, exact: true });
    for (const step of ['subStatus:customerRequest', 'provider:paynopain', 'deleted']) await expect(answer).toContainText(step);
  }
});

test("a customer's Cards tab: adds back two cards from the provider's tokens (one validated at once), validates the other, checks one for a loan application and reads the card lists", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const customer = await registeredCustomer();
  // The customer added three cards on the site; two were deleted since, and their tokens stay with the provider.
  await customerAddsCard(customer.token, '5555555555554444');
  await customerAddsCard(customer.token, '4000056655665556');
  await customerAddsCard(customer.token, '2223003122003222');
  const own = await api<{ id: number }[]>('GET', '/api/card/account/cards', undefined, customer.token);
  const customerId = Number((await api<Card>('GET', `/api/rest/cards/${own.body?.data[0]?.id}`, undefined, token)).body?.data.customerId);
  const byEnding = async (last4: string) => (await cardsOf(customerId, token)).filter((c) => c.maskedPan.endsWith(last4));
  for (const last4 of ['4444', '5556']) {
    const [card] = await byEnding(last4);
    const deleted = await api('POST', '/api/card/setDeleted', { cardId: card?.id, reason: 'Card replaced by the bank' }, token);
    expect(deleted.status).toBe(200);
  }
  const tokenOf = async (last4: string) => String((await byEnding(last4))[0]?.providerToken);

  await signIn(page, 'admin', `/customers/${customerId}/show/cards`);
  const add = section(page, 'Add and validate cards');
  const tokenLabel = 'Card token from the payment provider';
  await fillAndSend(add, 'Add a card', { [tokenLabel]: await tokenOf('4444') });
  await expect(page.getByText('Done: Add a card')).toBeVisible();
  await fillAndSend(add, 'Add and validate a card', { [tokenLabel]: await tokenOf('5556') });
  await expect(page.getByText('Done: Add and validate a card')).toBeVisible();
  const live = async (last4: string) => (await byEnding(last4)).find((c) => !c.deleted);
  expect(await live('4444')).toMatchObject({ status: 'linked', validated: false });
  expect(await live('5556')).toMatchObject({ status: 'linked', validated: true });

  await fillAndSend(add, 'Validate cards', { 'Cards (ids, comma-separated)': String((await live('4444'))?.id) });
  await expect(page.getByText('Done: Validate cards')).toBeVisible();
  expect(await live('4444')).toMatchObject({ validated: true });

  // The card the customer charges now (3222) is validated and in their name: it may pay a loan application.
  await add.getByRole('button', { name: 'Check a card for a loan application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check a card for a loan application' });
  await dialog.getByRole('combobox', { name: 'Card' }).click();
  await page.getByRole('option', { name: '**** **** **** 3222' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(/Valid\s*Yes/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const lists = section(page, 'Card lists');
  for (const [title, shown] of [
    ['Latest card', ['5556']],
    ['Cards by priority', ['3222', '5556', '4444']],
    ['All cards, in full', ['3222', '5556', '4444']],
    ['Cards, short list', ['3222', '5556', '4444']],
    ['Cards with a provider token', ['3222', '5556', '4444']],
  ] as const) {
    await lists.getByRole('button', { name: title, exact: true }).click();
    const answer = page.getByRole('region', { name: title, exact: true });
    for (const last4 of shown) await expect(answer).toContainText(`**** **** **** ${last4}`);
  }
});

test('maintenance, cards: refreshing card statuses from the provider unlinks a card past its expiry; a test sale in the sandbox is recorded as a test', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const { card } = await customerWithLoan(token);
  // The card expired since it was stored (the provider closes it; the console has no edit of an expiry).
  const expired = await api('PUT', `/api/rest/cards/${card.id}`, { expiry: '01/24' }, token);
  expect(expired.status).toBe(200);
  const amount = (100 + Math.floor(Math.random() * 900)) / 100;

  await signIn(page, 'admin', '/maintenance');
  const cards = section(page, 'Loans and cards');
  const dialog = await fillAndSend(cards, 'Refresh card statuses', { Reason: 'Monthly check with the provider' }, 'Confirm');
  await expect(dialog).toContainText(
    'Refresh the status of every card from the card provider? Cards the provider has closed are no longer charged.',
  );
  await expect(page.getByText('Done: Refresh card statuses')).toBeVisible();
  const [after] = (await cardsOf(card.customerId, token)).filter((c) => c.id === card.id);
  expect(after).toMatchObject({ status: 'unlinked', subStatus: 'expired' });

  await fillAndSend(cards, 'Test sale in the sandbox', { Amount: String(amount) });
  await expect(page.getByText('Done: Test sale in the sandbox')).toBeVisible();
  const tests = await api<{ items: (Transaction & { environment: string; createdBy: string })[] }>(
    'POST',
    '/api/card/searchCardTransactions',
    { q: 'test', perPage: 50 },
    token,
  );
  expect(tests.body?.data.items.find((t) => t.type === 'test' && t.amount === amount)).toMatchObject({
    status: 'success',
    environment: 'sandbox',
    createdBy: 'admin@pronto.test',
  });
});
