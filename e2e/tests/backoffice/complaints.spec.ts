import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { pickCustomer, signIn } from '../admin/admin-helpers.ts';

type Case = { id: number; subject: string; status: string; createdAt: string; history: { status: string; createdBy: string }[] };

test('opens a complaint case, closes it with history, then deletes it', async ({ page }) => {
  const token = await staffToken('admin');
  const subject = `Charged twice ${Date.now()}`;
  await signIn(page, 'agent', '/complaintCases/create');
  await pickCustomer(page, 'Customer', 4);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('The customer says the card was debited twice.');
  await page.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Open');

  await page.getByRole('button', { name: 'Close case' }).click();
  await expect(page.getByText('Status changed')).toBeVisible();
  await page.reload();
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').last()).toContainText('Closed');
  await expect(history.getByRole('row').last()).toContainText('agent@pronto.test');

  const cases = await api<Case[]>('GET', '/api/customer/complaintCases?customerId=4', undefined, token);
  const stored = cases.body?.data.find((c) => c.subject === subject);
  expect(stored?.status).toBe('closed');
  expect(stored?.history.map((h) => h.status)).toEqual(['open', 'closed']);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/complaintCases$/);
  const after = await api<Case[]>('GET', '/api/customer/complaintCases?customerId=4', undefined, token);
  expect(after.body?.data.some((c) => c.subject === subject)).toBe(false);
});

test('lists the seeded complaint cases and filters them by status', async ({ page }) => {
  const token = await staffToken('admin');
  const all = await api<Case[]>('GET', '/api/customer/complaintCases', undefined, token);
  const resolved = all.body?.data.filter((c) => c.status === 'resolved') ?? [];
  expect(resolved.length).toBeGreaterThan(0);
  await signIn(page, 'admin', `/complaintCases?filter=${encodeURIComponent('{"status":"resolved"}')}`);
  // The list is sorted by createdAt, newest first: the newest resolved case is on its first page.
  const newest = resolved.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  // The customer's name (a reference, filled in once loaded) stands between the id and the subject.
  await expect(page.getByRole('row', { name: new RegExp(`^${newest.id} .*${newest.subject}`) })).toContainText('Resolved');
  await expect(page.getByRole('row').filter({ hasText: /In progress|Closed/ })).toHaveCount(0);
});
