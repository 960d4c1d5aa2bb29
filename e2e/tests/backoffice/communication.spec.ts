import { api, expect, expectNoAxeViolations, staffToken, test, SHARED_MESSAGES } from '../../fixtures/index.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

test('creates a template, previews it, sends it to a customer and finds it in their SMS history', async ({ page }) => {
  const token = await staffToken('admin');
  const customer = (await api<{ id: number; firstName: string; mobilePhone: string }>('GET', '/api/rest/customers/4', undefined, token))
    .body?.data;
  expect(customer).toBeDefined();
  const name = `E2E_NOTICE_${Date.now()}`;

  await signIn(page, 'admin', '/templates/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Text').fill(`Hello {firstName}, ${name} is due <script>window.hacked=1</script>`);
  await page.getByRole('button', { name: 'Save' }).click();
  // the preview fills sample data and drops the script
  await expect(page.getByTestId('template-preview')).toContainText(`Hello Jane, ${name} is due`);
  expect(await page.getByTestId('template-preview').innerHTML()).not.toContain('<script');

  await page.getByRole('button', { name: 'Send to a customer' }).click();
  const dialog = page.getByRole('dialog');
  await pickCustomer(dialog, 'Customer', customer!.id);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  await open(page, `/smsHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: customer?.id }))}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`Hello ${customer?.firstName}`);
  await row.getByRole('button', { name: 'Mark read' }).click();
  await expect(page.getByText('SMS marked read')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Mark read' })).toHaveCount(0);

  // a second template with the same name is refused
  const twice = await api('POST', '/api/communication/CommTemplate', { name, channel: 'sms', body: 'x' }, token);
  expect(twice.body?.errors[0]?.message).toBe(`A template named ${name} exists already.`);
});

/**
 * A generated customer of the full seed nobody else's test touches (a new one each run), who with the
 * next one has refused nothing in the seed (every 15th from id 21 refused marketing SMS, every 40th calls).
 */
function someCustomer(): number {
  const refusedSomething = (id: number) => (id - 21) % 15 === 0 || (id - 21) % 40 === 0;
  for (;;) {
    const id = 200 + Math.floor(Math.random() * 2500);
    if (!refusedSomething(id) && !refusedSomething(id + 1)) return id;
  }
}

test("segments: creates one, refusing it without criteria with the mock's sentence, and keeps it after a reload", async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E segment ${Date.now()}`;
  await signIn(page, 'admin', '/segments');
  await expect(page.getByRole('row').filter({ hasText: 'Repeat borrowers' })).toBeVisible();
  await expectNoAxeViolations(page);

  await open(page, '/segments/create');
  await page.getByLabel('Name').fill(name);
  // no criterion: the mock refuses with a sentence
  await page.getByRole('button', { name: 'Clear the list' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A segment needs at least one criterion.')).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('option', { name: 'Customer status' }).click();
  await page.getByLabel('Value').fill('closed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: 'closed', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(name).first()).toBeVisible();
  const segments =
    (await api<{ id: number; name: string; customers: number }[]>('GET', '/api/communication/getAllSegments', undefined, token)).body
      ?.data ?? [];
  const created = segments.find((s) => s.name === name);
  expect(created?.customers).toBeGreaterThan(0);
});

test('scheduled marketing: refuses a send time in the past, lists a future one after a reload', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `E2E audience ${Date.now()}`;
  const created = (
    await api<{ id: number }>('POST', '/api/communication/insertSegment', { name, criteria: [{ field: 'country', value: 'ES' }] }, token)
  ).body?.data;
  await signIn(page, 'admin');
  const sendName = `E2E send ${Date.now()}`;
  await open(page, '/marketingScheduled/create');
  await page.getByLabel('Name').fill(sendName);
  await page.getByLabel('Template').fill('PAYMENT_REMINDER_SMS');
  await page.getByRole('option', { name: 'PAYMENT_REMINDER_SMS' }).click();
  await page.getByLabel('Segment').fill(name);
  await page.getByRole('option', { name }).click();
  await page.getByLabel('Send at').fill('2020-01-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The send time must be in the future.')).toBeVisible();
  await page.getByLabel('Send at').fill('2031-03-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/marketingScheduled$/);
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: sendName });
  await expect(row).toContainText('PAYMENT_REMINDER_SMS', { timeout: 15_000 });
  await expect(row).toContainText(name);
  await expect(row).toContainText('sms');
  // the segment now has a planned send: the mock refuses deleting it
  const refused = await api('DELETE', `/api/communication/deleteSegment/${created?.id}`, undefined, token);
  expect(refused.body?.errors[0]?.message).toBe(`Segment ${name} has 1 scheduled sends; delete them first.`);
});

test('template channels: adds one, and cannot delete a channel templates use', async ({ page }) => {
  const name = `e2e${Date.now()}`;
  await signIn(page, 'admin', '/templateChannels/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Made by the e2e test');
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved once the console has left the create form; then a reload shows what the mock stored.
  await expect(page).not.toHaveURL(/templateChannels\/create/, { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Made by the e2e test');
  await page
    .getByRole('row')
    .filter({ hasText: /^\d+sms/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Channel sms is used by \d+ templates; it cannot be deleted\./)).toBeVisible();
});

test('bulk send: refuses an empty audience, sends free text to a list and the messages are in the SMS history', async ({ page }) => {
  const [a, b] = [someCustomer(), someCustomer() + 1];
  const marker = `E2E bulk ${Date.now()}`;
  await signIn(page, 'admin', '/bulk-send');
  await page.getByLabel('A list of customers').check();
  await page.getByLabel('Free text').check();
  await page.getByLabel('Text', { exact: true }).fill(`${marker} for {firstName}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  // No customers picked: the form says so before anything is sent.
  await expect(page.getByText('Required')).toBeVisible();
  await pickCustomer(page, 'Customers', a);
  await pickCustomer(page, 'Customers', b);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sent to 2 of 2 customers (0 skipped');
  await expectNoAxeViolations(page);
  await open(page, `/smsHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: a }))}`);
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  const token = await staffToken('admin');
  const history = await api<{ items: { text: string; type: string }[] }>(
    'GET',
    `/api/communication/sms/historypaged?customerId=${b}`,
    undefined,
    token,
  );
  expect(history.body?.data.items.find((s) => s.text.startsWith(marker))?.type).toBe('bulk');
});

test('mailbox: reads a thread, refuses a bad recipient and sends a reply that stays in Sent', async ({ page }) => {
  const subject = `E2E mail ${Date.now()}`;
  await signIn(page, 'admin', '/mailbox');
  await page
    .getByRole('button', { name: /^Please call me back/ })
    .first()
    .click();
  await expect(page.getByTestId('thread-message').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('To').fill('not-an-address');
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Enter a valid recipient e-mail address.')).toBeVisible();
  await dialog.getByLabel('To').fill('jane.e2e@example.com');
  await dialog.getByLabel('Message').fill('Hello from the e2e test');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('E-mail sent')).toBeVisible();
  await page.reload();
  await page.getByRole('navigation', { name: 'Labels' }).getByRole('button', { name: /^Sent/ }).click();
  await page.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(page.getByTestId('thread-message')).toContainText('Hello from the e2e test');
});

test('IVR campaigns: starts or stops one, its state kept after a reload', SHARED_MESSAGES, async ({ page }) => {
  await signIn(page, 'admin', '/ivrCampaigns');
  const row = page.getByRole('row').filter({ hasText: 'Call back after an unanswered call' });
  // The row's state is read once its button is there: read before, it says stopped for a running campaign.
  await expect(row.getByRole('button', { name: /^(Start|Stop)$/ })).toBeVisible();
  const wasRunning = await row.getByRole('button', { name: 'Stop' }).isVisible();
  await row.getByRole('button', { name: wasRunning ? 'Stop' : 'Start' }).click();
  await expect(page.getByText(wasRunning ? 'Campaign stopped' : 'Campaign started')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Call back after an unanswered call' })).toContainText(
    wasRunning ? 'Stopped' : 'Running',
  );
});

test("IVR calls: queues a welcome call to a customer and records the provider's result", async ({ page }) => {
  const customerId = someCustomer();
  await signIn(page, 'admin', '/ivrCampaigns');
  await page.getByRole('button', { name: 'Call a customer' }).click();
  const dialog = page.getByRole('dialog');
  await pickCustomer(dialog, 'Customer', customerId);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Call queued')).toBeVisible();

  await open(page, '/ivrCalls');
  const call = page.getByRole('row').filter({ hasText: 'welcome' }).filter({ hasText: 'queued' }).first();
  await call.getByRole('button', { name: 'Record result' }).click();
  await page.getByRole('dialog').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Answered', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Result recorded')).toBeVisible();
  const token = await staffToken('admin');
  const calls =
    (
      await api<{ customerId: number; campaign: string; status: string }[]>(
        'GET',
        `/api/rest/ivrCalls?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`,
        undefined,
        token,
      )
    ).body?.data ?? [];
  expect(calls.map((c) => [c.campaign, c.status])).toEqual([['welcome', 'answered']]);
});

test('contact permissions: refuses marketing SMS with a reason, shown after a reload with its history', async ({ page }) => {
  const customerId = someCustomer();
  await signIn(page, 'admin', '/comm-permissions');
  // Picking the customer opens their permissions.
  await pickCustomer(page, 'Customer', customerId);
  await page.getByLabel('Reason for the change').fill('Asked by phone (e2e)');
  const sms = page.getByTestId('ncp-sms');
  // The customer's permissions load after Open: read the state only once its button is there.
  await expect(sms.getByRole('button', { name: /^(Refuse|Allow)$/ })).toBeVisible();
  const allowed = (await sms.getByRole('button', { name: 'Refuse' }).count()) > 0;
  await sms.getByRole('button', { name: allowed ? 'Refuse' : 'Allow' }).click();
  await expect(page.getByText('Permission changed')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('ncp-sms')).toContainText(allowed ? 'Refused' : 'Allowed');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('region', { name: 'History' }).getByRole('row').filter({ hasText: 'Asked by phone (e2e)' })).toContainText(
    'NCP',
  );
  const token = await staffToken('admin');
  const check = await api<{ channel: string; allowed: boolean }[]>(
    'GET',
    `/api/communication/ncpPermission/check?customerId=${customerId}`,
    undefined,
    token,
  );
  expect(check.body?.data.find((p) => p.channel === 'sms')?.allowed).toBe(!allowed);
});
