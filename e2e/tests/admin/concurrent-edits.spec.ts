import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

interface CustomerRow {
  id: number;
  position?: string;
}

// Two staff members, each in a browser of their own, edit one customer from the same version: the later
// save is refused with who saved first and when, the newer values are shown, and what was typed stays.
test('two staff edit one customer: the second save is refused with who and when', async ({ page, browser }) => {
  const token = await staffToken('admin');
  const found = await api<{ items: CustomerRow[] }>('POST', '/api/customer/search', { q: '07100000010', page: 1, perPage: 1 }, token);
  const customer = found.body?.data.items[0];
  if (!customer) throw new Error('no customer 07100000010');
  const stored = async () =>
    (await api<CustomerRow>('GET', `/api/customer/customer?customerId=${customer.id}`, undefined, token)).body?.data.position;
  const before = (await stored()) ?? '';
  const stamp = Date.now() % 100_000;

  const agentContext = await browser.newContext();
  try {
    const agentPage = await agentContext.newPage();
    await signIn(agentPage, 'agent', `/customers/${customer.id}`);
    await signIn(page, 'admin', `/customers/${customer.id}`);
    // Both forms are open on the same version.
    await expect(agentPage.getByLabel('Position')).toHaveValue(before);
    await expect(page.getByLabel('Position')).toHaveValue(before);

    const agents = `Agent ${stamp}`;
    await agentPage.getByLabel('Position').fill(agents);
    await agentPage.getByRole('button', { name: 'Save' }).click();
    await expect(agentPage.getByText('Element updated')).toBeVisible();
    expect(await stored()).toBe(agents);

    const admins = `Admin ${stamp}`;
    await page.getByLabel('Position').fill(admins);
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByTestId('stale-save');
    await expect(notice).toContainText(/This customer was changed by Agnes Agent at \d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}\./);
    // Read again: the agent's value is shown beside what the admin typed, which stays; nothing was overwritten.
    await expect(notice).toContainText(`Position: ${agents}`);
    await expect(page.getByLabel('Position')).toHaveValue(admins);
    expect(await stored()).toBe(agents);

    // Saving again, having seen the other change, replaces it.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();
    expect(await stored()).toBe(admins);
  } finally {
    await agentContext.close();
  }
});
