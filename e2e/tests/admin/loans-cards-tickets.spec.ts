import type { Loan } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { pickCustomer, reassignTicketToColin, signIn } from './admin-helpers.ts';

test('a manual payment on a loan changes its schedule', async ({ page }) => {
  const token = await staffToken('admin');
  const found = await api<{ items: Loan[]; total: number }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 50 },
    token,
  );
  const loan = found.body?.data.items.find((l) => l.installments.some((i) => i.status !== 'paid'));
  expect(loan, 'an issued loan with an unpaid instalment').toBeDefined();
  if (!loan) return;
  const paidBefore = loan.installments.reduce((sum, i) => sum + i.paidAmount, 0);

  await signIn(page, 'admin', `/loans/${loan.id}/show`);
  await expect(page.getByRole('table', { name: 'Schedule' })).toBeVisible();
  await page.getByRole('button', { name: 'Manual payment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill('10');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid in cash at the branch');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();

  const after = await api<Loan>('GET', `/api/rest/loans/${loan.id}`, undefined, token);
  const updated = after.body?.data as Loan;
  const paidAfter = updated.installments.reduce((sum, i) => sum + i.paidAmount, 0);
  expect(paidAfter - paidBefore).toBeCloseTo(10, 2);
  const changed = updated.installments.find((i, n) => i.paidAmount !== loan.installments[n]?.paidAmount);
  expect(changed).toBeDefined();
  // the schedule on screen shows the new paid amount of the changed instalment
  const schedule = page.getByRole('table', { name: 'Schedule' });
  await expect(schedule.getByRole('row').nth(changed?.number ?? 1)).toContainText(String(changed?.paidAmount));
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'manual' }).last()).toContainText('10');
});

test('unlinks a card', async ({ page }) => {
  const token = await staffToken('admin');
  const cards = await api<{ id: number; linked: boolean; status: string }[]>(
    'GET',
    `/api/rest/cards?filter=${encodeURIComponent('{"status":"linked"}')}&range=[0,4]`,
    undefined,
    token,
  );
  const card = cards.body?.data[0];
  expect(card, 'a linked card').toBeDefined();
  await signIn(page, 'admin', `/cards/${card?.id}/show`);
  await page.getByRole('button', { name: 'Unlink' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink' });
  await expect(dialog).toContainText(`Unlink card ${card?.id}?`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The customer asked to stop payments from this card');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Card unlinked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeVisible();
  const after = await api<{ status: string; linked: boolean }>('GET', `/api/rest/cards/${card?.id}`, undefined, token);
  expect(after.body?.data.status).toBe('unlinked');
});

test('replies to and closes a ticket', async ({ page }) => {
  const token = await staffToken('admin');
  const started = await api<{ id: number }>(
    'POST',
    '/api/communication/startNewThread',
    { customerId: 3, subject: `Statement request ${Date.now()}`, text: 'Please send my statement.' },
    token,
  );
  expect(started.status).toBe(200);
  const ticketId = started.body?.data.id;

  await signIn(page, 'admin', `/tickets/${ticketId}/show`);
  const reply = `We have sent it to you ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await page.getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(page.getByTestId('ticket-message').filter({ hasText: reply })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Ticket closed')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});

test('an agent reassigns a ticket and binds it to a customer by name, not by typed ids', async ({ page }) => {
  const token = await staffToken('admin');
  const started = await api<{ id: number }>(
    'POST',
    '/api/communication/startNewThread',
    { customerId: 3, subject: `Address change ${Date.now()}`, text: 'I moved house.' },
    token,
  );
  const ticketId = started.body?.data.id;
  await signIn(page, 'agent', `/tickets/${ticketId}/show`);

  await reassignTicketToColin(page);

  await page.getByRole('button', { name: 'Unbind' }).click();
  await expect(page.getByText('Ticket unbound')).toBeVisible();
  const customer = await api<{ firstName: string; lastName: string; mobilePhone: string }>(
    'GET',
    '/api/rest/customers/8',
    undefined,
    token,
  );
  const { firstName, lastName, mobilePhone } = customer.body?.data ?? { firstName: '', lastName: '', mobilePhone: '' };
  await page.getByRole('button', { name: 'Bind to customer' }).click();
  const bind = page.getByRole('dialog', { name: 'Bind to customer' });
  await bind.getByRole('combobox', { name: 'Customer' }).fill(mobilePhone);
  await page.getByRole('option', { name: `${firstName} ${lastName} · ${mobilePhone}` }).click();
  await bind.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Ticket bound')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: `${firstName} ${lastName}` })).toBeVisible();
});

/** The customer's tickets as the API has them. */
async function ticketsOf(customerId: number, token: string) {
  const answer = await api<{ items: { id: number; subject: string; customerId: number }[] } | { id: number; subject: string }[]>(
    'GET',
    `/api/communication/getCustomerTickets?customerId=${customerId}&page=1&perPage=100`,
    undefined,
    token,
  );
  const data = answer.body?.data;
  return Array.isArray(data) ? data : (data?.items ?? []);
}

test('opens a new ticket from the Tickets list for a customer picked by name, and lands on it', async ({ page }) => {
  const token = await staffToken('admin');
  const subject = `Card not accepted ${Date.now()}`;
  await signIn(page, 'agent', '/tickets');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  await pickCustomer(dialog, 'Customer', 8);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Your card was declined; here is what to do.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Ticket opened')).toBeVisible();
  const ticket = (await ticketsOf(8, token)).find((t) => t.subject === subject);
  expect(ticket, 'the API has the new ticket for customer 8').toBeDefined();
  await expect(page).toHaveURL(new RegExp(`#/tickets/${ticket?.id}/show$`));
  await expect(page.getByTestId('ticket-message').filter({ hasText: 'Your card was declined' })).toBeVisible();
});

test("opens a new ticket from a customer's page, for that customer", async ({ page }) => {
  const token = await staffToken('admin');
  const subject = `Statement copy ${Date.now()}`;
  await signIn(page, 'agent', '/customers/3/show/tickets');
  await page.getByRole('button', { name: 'New ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'New ticket' });
  // The customer is the page's: nothing to pick.
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Here is the copy you asked for.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Ticket opened')).toBeVisible();
  const ticket = (await ticketsOf(3, token)).find((t) => t.subject === subject);
  expect(ticket, 'the API has the new ticket for customer 3').toBeDefined();
  await expect(page).toHaveURL(new RegExp(`#/tickets/${ticket?.id}/show$`));
});
