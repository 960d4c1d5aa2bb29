import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

// The ticket list and a ticket's page, with dialogs and panels, on two busy cores.
test.describe.configure({ timeout: 60_000 });

test("a ticket: the queues at a glance, assigned to me, marked read, a file sent; the ticket's files and the customer's threads list it", async ({
  page,
}) => {
  const token = await staffToken('admin');
  type Ticket = { id: number; subject: string; customerId: number | null; read: boolean };
  // A customer's e-mail nobody has read yet, from the seed (a new one each run).
  const queue = await api<{ items: Ticket[] }>('GET', '/api/communication/getTickets?status=open&page=1&perPage=500', undefined, token);
  const unread = (queue.body?.data.items ?? []).filter((t) => !t.read && t.customerId !== null);
  const ticket = unread[Math.floor(Math.random() * unread.length)] as Ticket;
  expect(ticket, 'an unread ticket of a customer').toBeDefined();
  const { id: ticketId, subject } = ticket;

  await signIn(page, 'admin', '/tickets');
  await page.getByRole('button', { name: 'Tickets by state' }).click();
  await expect(page.getByRole('region', { name: 'Queues at a glance' })).toContainText(/open/i);

  await open(page, `/tickets/${ticketId}/show`);
  await page.getByRole('button', { name: 'Assign to me' }).click();
  await expect(page.getByText('Ticket assigned')).toBeVisible();
  await page.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('Ticket marked read')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark read' })).toBeDisabled();

  const mail = page.getByRole('region', { name: 'Mail and attachments' });
  await mail.getByRole('button', { name: 'Send a file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a file' });
  await dialog.getByLabel('Message').fill('Here is the receipt you asked for.');
  await dialog.getByLabel('File name').fill('receipt.pdf');
  await dialog.getByLabel('File address (URL)').fill('https://files.pronto.test/receipt.pdf');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Send a file')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByText('Alex Admin', { exact: true })).toBeVisible();
  await expect(page.getByTestId('ticket-message').filter({ hasText: 'Here is the receipt you asked for.' })).toContainText('receipt.pdf');
  await page.getByRole('button', { name: 'Files of this ticket' }).click();
  await expect(mail).toContainText('receipt.pdf');
  await page.getByRole('button', { name: "The customer's e-mail threads" }).click();
  await expect(mail).toContainText(subject);
  const stored = await api<{ items: { id: number; assignedTo: unknown; read: boolean }[] }>(
    'GET',
    `/api/communication/getTickets?id=${ticketId}`,
    undefined,
    token,
  );
  expect(stored.body?.data.items.find((t) => t.id === ticketId)?.read).toBe(true);
});
