import type { Page } from '@playwright/test';
import type { RunSummary, SearchResponse } from '@pronto/api';
import { api, expect, smsHistory, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { registeredCustomer } from '../account/customer.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

type Customer = {
  id: number;
  status: string;
  collectionStatus: string | null;
  blacklisted: boolean;
  vip: boolean;
  deleted?: boolean;
};

/** The customer as staff read them (customer.customer). */
async function customer(id: number, token: string): Promise<Customer | undefined> {
  return (await api<Customer>('GET', `/api/customer/customer?customerId=${id}`, undefined, token)).body?.data;
}

/** A customer of the test's own: registered through the API just now, found by their new mobile number. */
async function newCustomerId(token: string): Promise<number> {
  const { mobilePhone } = await registeredCustomer();
  const found = await api<SearchResponse<{ id: number }>>('POST', '/api/customer/search', { q: mobilePhone, page: 1, perPage: 1 }, token);
  const id = found.body?.data.items[0]?.id;
  if (!id) throw new Error(`the new customer ${mobilePhone} is not found`);
  return id;
}

/** Confirms the open dialog `name` with a reason, as the audit rule asks. */
async function confirmWithReason(page: Page, name: string, reason: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test("a new customer's statuses: a sub-status, the application stage, the blacklist, VIP, collection status, delete and restore, and rollover availability", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const id = await newCustomerId(token);
  const stamp = Date.now();

  await signIn(page, 'admin', `/customers/${id}/show/statuses`);
  const statuses = page.getByRole('region', { name: 'Sub-status, stage and blacklist' });
  await statuses.getByRole('button', { name: 'Add a sub-status' }).click();
  const subStatus = page.getByRole('dialog', { name: 'Add a sub-status' });
  await subStatus.getByRole('combobox', { name: 'Sub-status' }).click();
  await page.getByRole('option', { name: 'Identity check' }).click();
  await subStatus.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Add a sub-status')).toBeVisible();
  await statuses.getByRole('button', { name: 'Sub-statuses', exact: true }).click();
  await expect(statuses.getByRole('region', { name: 'Sub-statuses' }).getByRole('row').nth(1)).toContainText('identityCheck');

  await statuses.getByRole('button', { name: 'Set the application stage' }).click();
  const stage = page.getByRole('dialog', { name: 'Set the application stage' });
  await stage.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Review' }).click();
  await stage.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Set the application stage')).toBeVisible();
  await statuses.getByRole('button', { name: 'Application stage', exact: true }).click();
  const stageAnswer = statuses.getByRole('region', { name: 'Application stage' });
  await expect(stageAnswer).toContainText('admin@pronto.test');
  await expect(stageAnswer).toContainText('review');

  await statuses.getByRole('button', { name: 'Blacklist', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Blacklist' })).toContainText(
    `Put customer ${id} on the blacklist? They can no longer get loans.`,
  );
  await confirmWithReason(page, 'Blacklist', `Identity documents forged (e2e ${stamp})`);
  await expect(page.getByText('Done: Blacklist')).toBeVisible();

  const subStatuses = await api<{ subStatus: string; createdBy: string }[]>(
    'GET',
    `/api/customer/subStatus?customerId=${id}`,
    undefined,
    token,
  );
  expect(subStatuses.body?.data[0]).toMatchObject({ subStatus: 'identityCheck', createdBy: 'admin@pronto.test' });
  const stageNow = await api<{ stage: string }>('GET', `/api/customer/customerStage?customerId=${id}`, undefined, token);
  expect(stageNow.body?.data.stage).toBe('review');
  expect((await customer(id, token))?.blacklisted).toBe(true);

  // The record's own actions, above the tabs.
  await page.getByRole('button', { name: 'Mark VIP' }).click();
  await expect(page.getByText('VIP flag changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove VIP' })).toBeVisible();
  expect((await customer(id, token))?.vip).toBe(true);

  await page.getByRole('button', { name: 'Collection status' }).click();
  const collection = page.getByRole('dialog', { name: 'Collection status' });
  await collection.getByRole('combobox', { name: 'Collection status' }).click();
  await page.getByRole('option', { name: 'Internal' }).click();
  await collection.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Collection status changed')).toBeVisible();
  expect((await customer(id, token))?.collectionStatus).toBe('internal');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmWithReason(page, 'Delete', `Duplicate of another record (e2e ${stamp})`);
  await expect(page.getByText('Customer deleted')).toBeVisible();
  expect((await customer(id, token))?.deleted).toBe(true);
  await page.getByRole('button', { name: 'Restore' }).click();
  await confirmWithReason(page, 'Restore', `Not a duplicate after all (e2e ${stamp})`);
  await expect(page.getByText('Customer restored')).toBeVisible();
  expect((await customer(id, token))?.deleted).toBe(false);

  // A new customer has no loan to roll over.
  await page.getByRole('tab', { name: 'Credit & finance' }).click();
  await page.getByRole('button', { name: 'Rollover availability', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Rollover availability' })).toContainText('The customer has no running loan.');
});

test(
  'collections: the internal-collection run moves one overdue customer, who then goes to external and to legal collection from their page',
  SHARED_LOANS,
  async ({ page }) => {
    const token = await staffToken('admin');
    // The seed keeps every overdue customer in collection already: one of them, at random, is put back to
    // approved (as a mistaken approval would), which makes them what the internal-collection run looks for.
    const overdue = await api<SearchResponse<{ id: number }>>(
      'POST',
      '/api/customer/search',
      { filter: { status: 'internalCollection', country: 'GB' }, page: 1, perPage: 100 },
      token,
    );
    // Generated customers only: tests name some of the first ones by id.
    const inCollection = (overdue.body?.data.items ?? []).filter((c) => c.id >= 200);
    const target = inCollection[Math.floor(Math.random() * inCollection.length)]?.id ?? 0;
    const stamp = Date.now();
    const approved = await api(
      'POST',
      '/api/customer/status',
      { customerId: target, status: 'approved', reason: `Approved by mistake (e2e ${stamp})` },
      token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const preview = (await api<RunSummary>('POST', '/api/customer/autoIC', { dryRun: true }, token)).body?.data;
    expect(preview?.customers.map((c) => c.customerId)).toContain(target);

    await signIn(page, 'admin', '/collection-runs');
    const card = page.getByRole('region', { name: 'Internal collection (autoIC)' });
    await card.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('run-summary-autoIC')).toContainText(`Preview: ${preview?.moved} of`);
    await pickCustomer(card, 'Only these customers (optional)', target);
    await card.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByTestId('run-summary-autoIC')).toContainText('1 of 1 customers moved to internalCollection');
    expect(await customer(target, token)).toMatchObject({ status: 'internalCollection' });

    await open(page, `/customers/${target}/show/statuses`);
    const collection = page.getByRole('region', { name: 'Collection' });
    await collection.getByRole('button', { name: 'Move to external collection' }).click();
    await expect(page.getByRole('dialog', { name: 'Move to external collection' })).toContainText(
      `Move customer ${target} to external collection? Their debt is handed to a collection company.`,
    );
    await confirmWithReason(page, 'Move to external collection', `No contact for weeks (e2e ${stamp})`);
    await expect(page.getByText('Done: Move to external collection')).toBeVisible();
    expect(await customer(target, token)).toMatchObject({ status: 'externalCollection', collectionStatus: 'external' });

    await collection.getByRole('button', { name: 'Move to legal collection' }).click();
    await expect(page.getByRole('dialog', { name: 'Move to legal collection' })).toContainText(
      `Move customer ${target} to legal collection? Their debt may be claimed in court.`,
    );
    await confirmWithReason(page, 'Move to legal collection', `Court claim filed (e2e ${stamp})`);
    await expect(page.getByText('Done: Move to legal collection')).toBeVisible();
    expect(await customer(target, token)).toMatchObject({ status: 'legal', collectionStatus: 'legal' });
    const history = await api<{ status: string; createdBy: string }[]>(
      'GET',
      `/api/customer/status?customerId=${target}`,
      undefined,
      token,
    );
    expect(history.body?.data.slice(-3).map((s) => s.status)).toEqual(['internalCollection', 'externalCollection', 'legal']);
  },
);

test('the customer list: two new customers selected at once are approved together', async ({ page }) => {
  const token = await staffToken('admin');
  const ids = [await newCustomerId(token), await newCustomerId(token)];
  await signIn(page, 'admin', '/customers');
  for (const id of ids) {
    // Each new customer by their number, as staff find one; the selection stays while the search changes.
    await page.getByPlaceholder('Name, phone, e-mail, ID').fill(String(id));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
    await row.getByRole('checkbox', { name: 'Select Harriet Jones' }).check();
  }
  await expect(page.getByRole('region', { name: '2 customers selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Set their status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set their status' });
  await expect(dialog).toContainText('Set the status of every selected customer? Each one changes now.');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved', exact: true }).click();
  await confirmWithReason(page, 'Set their status', 'Checked by the risk team on the phone');
  await expect(page.getByText('Done: Set their status')).toBeVisible();
  for (const id of ids) expect((await customer(id, token))?.status).toBe('approved');
});

test("a partner-introduced customer's handover PIN is sent again from their page; the SMS goes to their phone", async ({ page }) => {
  const token = await staffToken('admin');
  // Introductions 01 to 16 still waiting for their PIN (the customer site's tests use 17 to 20), one the
  // resend wait does not hold back: numbers 07300000001 to 07300000016.
  type Check = { customerId: number; resendInSeconds: number; mobilePhone: string };
  const waiting: Check[] = [];
  for (let n = 1; n <= 16; n++) {
    const found = await api<SearchResponse<{ id: number }>>(
      'POST',
      '/api/customer/search',
      { q: `07${300_000_000 + n}`, page: 1, perPage: 1 },
      token,
    );
    const customerId = found.body?.data.items[0]?.id;
    if (!customerId) continue;
    const check = await api<Check>('POST', '/api/customer/handover/smsControl', { customerId, action: 'check' }, token);
    if (check.body?.data.resendInSeconds === 0) waiting.push(check.body.data);
  }
  const target = waiting[Math.floor(Math.random() * waiting.length)];
  if (!target) throw new Error('every waiting introduction was sent a PIN in the last three minutes');
  const before = (await smsHistory(target.mobilePhone)).length;

  await signIn(page, 'admin', `/customers/${target.customerId}/show/communication`);
  await page.getByRole('button', { name: 'Resend or check the handover SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend or check the handover SMS' });
  await dialog.getByRole('combobox', { name: 'What to do' }).click();
  await page.getByRole('option', { name: 'Resend it' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Resend or check the handover SMS')).toBeVisible();
  const sms = await smsHistory(target.mobilePhone);
  expect(sms).toHaveLength(before + 1);
  const after = await api<Check>('POST', '/api/customer/handover/smsControl', { customerId: target.customerId, action: 'check' }, token);
  expect(after.body?.data.resendInSeconds).toBeGreaterThan(0);
});
