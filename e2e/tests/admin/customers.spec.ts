import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

test.describe('customers (admin)', () => {
  test('finds a customer by phone, adds and pins a comment, blacklists and restores them', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
    await page.getByPlaceholder('Name, phone, e-mail, ID').fill('07100000008');
    const row = page.getByRole('row').filter({ hasText: '07100000008' });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    await row.click();
    await expect(page).toHaveURL(/#\/customers\/\d+\/show/);

    // comments: add, then pin
    await page.getByRole('tab', { name: 'Comments' }).click();
    const text = `Called about the repayment date ${Date.now()}`;
    await page.getByLabel('Comment', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Add comment' }).click();
    await expect(page.getByText('Comment added')).toBeVisible();
    const comment = page.getByTestId('comment').filter({ hasText: text });
    await expect(comment).toBeVisible();
    await comment.getByRole('button', { name: 'Pin', exact: true }).click();
    await expect(page.getByText('Comment pinned')).toBeVisible();
    await expect(comment.getByRole('button', { name: 'Unpin' })).toBeVisible();
    // pinned comments come first
    await expect(page.getByTestId('comment').first()).toContainText(text);

    // blacklist, then restore
    await page.getByRole('button', { name: 'Blacklist', exact: true }).click();
    const blacklist = page.getByRole('dialog', { name: 'Blacklist' });
    await blacklist.getByRole('textbox', { name: 'Reason' }).fill('Fraud reported by the bank');
    await blacklist.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Customer blacklisted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from blacklist' })).toBeVisible();
    const id = Number(/customers\/(\d+)/.exec(page.url())?.[1]);
    const token = await staffToken('admin');
    const during = await api<{ blacklisted: boolean }>('GET', `/api/rest/customers/${id}`, undefined, token);
    expect(during.body?.data.blacklisted).toBe(true);
    await page.getByRole('button', { name: 'Remove from blacklist' }).click();
    const restore = page.getByRole('dialog', { name: 'Remove from blacklist' });
    await restore.getByRole('textbox', { name: 'Reason' }).fill('The bank withdrew the report');
    await restore.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Customer removed from the blacklist')).toBeVisible();
    const after = await api<{ blacklisted: boolean }>('GET', `/api/rest/customers/${id}`, undefined, token);
    expect(after.body?.data.blacklisted).toBe(false);
  });

  test('customer list and show pages have no axe violations', async ({ page }) => {
    await signIn(page, 'admin', '/customers');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await open(page, '/customers/8/show');
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Customer's summary" }).getByText('07100000008')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('an agent saves a query of the loan list (overdue UK loans) and opens it again another day (the saved queries)', async ({ page }) => {
  const name = `My overdue book ${Date.now()}`;
  await signIn(page, 'agent', `/loans?filter=${encodeURIComponent('{"status":"overdue","country":"GB"}')}`);
  await expect(page.getByRole('row').nth(1)).toContainText('Overdue');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save current query as' });
  await dialog.getByRole('textbox', { name: 'Query name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Another day: the list opens unfiltered; the query is one click away, kept in this browser.
  await open(page, `/loans?filter=${encodeURIComponent('{}')}`);
  await page.reload();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/overdue/);
  const statuses = page
    .getByRole('row')
    .locator('td')
    .filter({ hasText: /^(Overdue|Issued|Closed|Repaid)$/ });
  await expect(statuses.first()).toHaveText('Overdue');
  expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['Overdue']));
  await expectNoAxeViolations(page);
});
