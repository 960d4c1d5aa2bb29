import type { Locator } from '@playwright/test';
import { api, expect, staffToken, test, SHARED_MESSAGES } from '../../fixtures/index.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

/**
 * A generated customer of the full seed nobody else's test touches (a new one each run), who has refused
 * nothing in the seed (every 15th from id 21 refused marketing SMS, every 40th calls).
 */
function someCustomer(): number {
  for (;;) {
    const id = 200 + Math.floor(Math.random() * 2500);
    if ((id - 21) % 15 !== 0 && (id - 21) % 40 !== 0) return id;
  }
}

/** A search page's rows or a whole array, as the catalogue's list calls answer. */
type Rows<T> = { items: T[] } | T[];
const rowsOf = <T>(data: Rows<T> | undefined): T[] => (Array.isArray(data) ? data : (data?.items ?? []));

test('templates: creates one from the list, finds it by name and id, edits it, makes a short link, deletes it and two more at once', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const name = `E2E_TASK_${Date.now()}`;
  await signIn(page, 'admin', '/templates');
  const find = page.getByRole('region', { name: 'Find and create' });

  await find.getByRole('button', { name: 'Create a template' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create a template' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'SMS' }).click();
  await dialog.getByLabel('Message').fill(`Hello {firstName}, ${name}`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Done: Create a template')).toBeVisible();

  await find.getByRole('button', { name: 'Find a template by name' }).click();
  dialog = page.getByRole('dialog', { name: 'Find a template by name' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(`Hello {firstName}, ${name}`);
  const created = rowsOf(
    (await api<Rows<{ id: number; name: string }>>('GET', '/api/communication/CommTemplate', undefined, token)).body?.data,
  );
  const templateId = created.find((t) => t.name === name)?.id;
  expect(templateId, 'the new template is stored').toBeDefined();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await find.getByRole('button', { name: 'Find a template by id' }).click();
  dialog = page.getByRole('dialog', { name: 'Find a template by id' });
  await dialog.getByLabel('Template (id)').fill(String(templateId));
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(name);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await find.getByRole('button', { name: 'Template names' }).click();
  await expect(find).toContainText(name);

  await open(page, `/templates/${templateId}`);
  await page.getByLabel('Text').fill(`Hello {firstName}, ${name} (edited)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/templates/${templateId}/show$`));
  await expect(page.getByTestId('template-preview')).toContainText(`${name} (edited)`);

  await page.getByRole('button', { name: 'Change the text' }).click();
  dialog = page.getByRole('dialog', { name: 'Change the text' });
  await dialog.getByLabel('Message').fill(`Hi {firstName}, ${name} (changed)`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('template-preview')).toContainText(`${name} (changed)`);

  await page.getByRole('button', { name: 'Make a short link' }).click();
  dialog = page.getByRole('dialog', { name: 'Make a short link' });
  await dialog.getByLabel('Address (URL)').fill('https://pronto.test/help/repay');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(/\/s\/\w+/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Delete the template' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete the template' });
  await expect(dialog).toContainText(`Delete template ${templateId}? No message can be sent with it any more.`);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Replaced by a new wording (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/templates$/);
  await expect(page.getByText('Done: Delete the template')).toBeVisible();

  // Two more, made for the test, deleted together from the list.
  const more = [`${name}_A`, `${name}_B`];
  for (const other of more) await api('POST', '/api/communication/CommTemplate', { name: other, channel: 'sms', body: 'x' }, token);
  await page.getByPlaceholder('Search').fill(name);
  for (const other of more) await page.getByRole('checkbox', { name: `Select ${other}` }).check();
  await expect(page.getByRole('status').filter({ hasText: '2 templates selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete them' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete them' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Test wordings (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Delete them')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  const left = rowsOf((await api<Rows<{ name: string }>>('GET', '/api/communication/CommTemplate', undefined, token)).body?.data);
  expect(left.filter((t) => t.name.startsWith(name))).toEqual([]);
});

test('scheduled marketing: moves a planned send, cancels it, then deletes its segment', async ({ page }) => {
  const token = await staffToken('admin');
  const segmentName = `E2E moved audience ${Date.now()}`;
  const segment = (
    await api<{ id: number }>(
      'POST',
      '/api/communication/insertSegment',
      { name: segmentName, criteria: [{ field: 'country', value: 'ES' }] },
      token,
    )
  ).body?.data;
  const templates = rowsOf(
    (await api<Rows<{ id: number; name: string }>>('GET', '/api/communication/CommTemplate', undefined, token)).body?.data,
  );
  const templateId = templates.find((t) => t.name === 'PAYMENT_REMINDER_SMS')?.id;
  const sendName = `E2E moved send ${Date.now()}`;
  const send = (
    await api<{ id: number }>(
      'POST',
      '/api/communication/insertMarketingScheduled',
      { name: sendName, templateId, segmentId: segment?.id, scheduledAt: '2031-05-01T09:00:00.000Z' },
      token,
    )
  ).body?.data;
  expect(send?.id).toBeDefined();

  await signIn(page, 'admin', '/marketingScheduled');
  await page.getByRole('row').filter({ hasText: sendName }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`#/marketingScheduled/${send?.id}$`));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(sendName);
  await page.getByLabel('Send at').fill('2032-06-02T10:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/marketingScheduled$/);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: sendName })).toContainText('2032');
  const moved = await api<{ scheduledAt: string }>('GET', `/api/communication/getMarketingScheduledById/${send?.id}`, undefined, token);
  expect(moved.body?.data.scheduledAt.slice(0, 4)).toBe('2032');

  await page.getByRole('row').filter({ hasText: sendName }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('row').filter({ hasText: sendName })).toHaveCount(0);

  // No send is planned for the segment any more: it can go.
  await open(page, `/segments/${segment?.id}/show`);
  await expect(page.getByText(segmentName).first()).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/segments$/);
  await expect(page.getByRole('row').filter({ hasText: segmentName })).toHaveCount(0);
  const segments = await api<{ name: string }[]>('GET', '/api/communication/getAllSegments', undefined, token);
  expect(segments.body?.data.some((s) => s.name === segmentName)).toBe(false);
});

test('template channels: renames the description of a channel and the list shows it after a reload', async ({ page }) => {
  const token = await staffToken('admin');
  const name = `e2eedit${Date.now()}`;
  const channel = (
    await api<{ id: number }>('POST', '/api/communication/CommTemplateChannel', { name, description: 'Before the edit' }, token)
  ).body?.data;
  await signIn(page, 'admin', '/templateChannels');
  // A row opens its channel's form.
  await page.getByRole('cell', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/templateChannels/${channel?.id}$`));
  await page.getByRole('textbox', { name: 'Description' }).fill('After the edit (e2e)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).not.toHaveURL(new RegExp(`templateChannels/${channel?.id}$`), { timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('After the edit (e2e)');
});

/** A customer of the UK, as `someCustomer` picks them (the seeded e-mail template is the UK's). */
async function someUkCustomer(token: string): Promise<number> {
  for (;;) {
    const id = someCustomer();
    const customer = await api<{ country: string }>('GET', `/api/rest/customers/${id}`, undefined, token);
    if (customer.body?.data.country === 'GB') return id;
  }
}

test('bulk send: an e-mail to a list (free text, then a template), an SMS template to it, a free SMS and an e-mail with SMS to one customer; each is in the histories', async ({
  page,
}) => {
  const token = await staffToken('admin');
  const [a, b] = [await someUkCustomer(token), someCustomer()];
  const marker = `E2E task ${Date.now()}`;
  // An SMS template with only the customer's name in it: every customer has one.
  const smsTemplate = `E2E_BULK_${Date.now()}`;
  await api(
    'POST',
    '/api/communication/CommTemplate',
    { name: smsTemplate, channel: 'sms', body: `Hi {firstName}, ${marker} template` },
    token,
  );
  const toList = async (source: 'Free text' | 'A template', channel: 'E-mail' | 'SMS' = 'E-mail') => {
    await page.getByLabel('A list of customers').check();
    await page.getByLabel(channel, { exact: true }).check();
    await page.getByLabel(source).check();
    await pickCustomer(page, 'Customers', a);
  };
  await signIn(page, 'admin', '/bulk-send');
  await toList('Free text');
  await page.getByLabel('Subject').fill(`${marker} subject`);
  await page.getByLabel('Text', { exact: true }).fill(`${marker} mail for {firstName}`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sent to 1 of 1 customers');

  // A new send starts on a fresh form (the result above goes with it).
  await page.reload();
  await toList('A template');
  await page.getByRole('combobox', { name: 'Template' }).fill('WELCOME_EMAIL');
  await page.getByRole('option', { name: 'WELCOME_EMAIL' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sent to 1 of 1 customers');

  await page.reload();
  await toList('A template', 'SMS');
  await page.getByRole('combobox', { name: 'Template' }).fill(smsTemplate);
  await page.getByRole('option', { name: smsTemplate }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Sent to 1 of 1 customers');

  await page.reload();
  await page.getByLabel('One customer').check();
  await pickCustomer(page, 'Customer', b);
  await page.getByLabel('SMS', { exact: true }).check();
  await page.getByLabel('Text', { exact: true }).fill(`${marker} sms`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Message sent');

  await page.reload();
  await page.getByLabel('One customer').check();
  await pickCustomer(page, 'Customer', b);
  await page.getByLabel('E-mail and SMS').check();
  await page.getByLabel('Free text').check();
  await page.getByLabel('Subject').fill(`${marker} both`);
  await page.getByLabel('Text', { exact: true }).fill(`${marker} both`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Message sent');

  await open(page, `/emailHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: a }))}`);
  await expect(page.getByRole('row').filter({ hasText: `${marker} subject` })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Welcome to Pronto' }).first()).toBeVisible();
  await open(page, `/smsHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: a }))}`);
  await expect(page.getByRole('row').filter({ hasText: `${marker} template` })).toHaveCount(1);
  await open(page, `/smsHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: b }))}`);
  await expect(page.getByRole('row').filter({ hasText: `${marker} sms` })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `${marker} both` })).toHaveCount(1);
  await open(page, `/emailHistory?filter=${encodeURIComponent(JSON.stringify({ customerId: b }))}`);
  await expect(page.getByRole('row').filter({ hasText: `${marker} both` })).toHaveCount(1);
});

test(
  'IVR: sets a campaign’s hours, queues an unanswered-call and a collection call, stops a campaign; the calls list shows them',
  SHARED_MESSAGES,
  async ({ page }) => {
    const token = await staffToken('admin');
    const customerId = someCustomer();
    const overdue = rowsOf(
      (
        await api<Rows<{ customerId: number }>>(
          'POST',
          '/api/loan/searchLoans',
          { filter: { status: 'overdue' }, page: 1, perPage: 200 },
          token,
        )
      ).body?.data,
    )
      .map((l) => l.customerId)
      .filter((id) => (id - 21) % 40 !== 0);
    const debtor = overdue[Math.floor(Math.random() * overdue.length)] as number;

    await signIn(page, 'admin', '/ivrCampaigns');
    const collection = page.getByRole('row').filter({ hasText: 'Collection reminder call' });
    await collection.getByRole('button', { name: 'Settings' }).click();
    let dialog = page.getByRole('dialog', { name: 'Settings' });
    await dialog.getByLabel('Calls from (hour)').fill('9');
    await dialog.getByLabel('Calls until (hour)').fill('20');
    await dialog.getByLabel('Attempts per customer').fill('6');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    const unanswered = page.getByRole('row').filter({ hasText: 'Call back after an unanswered call' });
    // A stopped campaign queues no call: started first if the row offers Start (read once its button is there).
    await expect(unanswered.getByRole('button', { name: /^(Start|Stop)$/ })).toBeVisible();
    if (await unanswered.getByRole('button', { name: 'Start' }).isVisible()) {
      await unanswered.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByText('Campaign started')).toBeVisible();
      await expect(unanswered.getByRole('button', { name: 'Stop' })).toBeVisible();
    }
    for (const [campaign, who] of [
      ['Unanswered', customerId],
      ['Collection', debtor],
    ] as const) {
      await page.getByRole('button', { name: 'Call a customer' }).click();
      dialog = page.getByRole('dialog', { name: 'Call a customer' });
      await dialog.getByRole('combobox', { name: 'Campaign' }).click();
      await page.getByRole('option', { name: campaign }).click();
      await pickCustomer(dialog, 'Customer', who);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Call queued')).toBeVisible();
      await expect(dialog).toHaveCount(0);
    }
    await unanswered.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByText('Campaign stopped')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: 'Call back after an unanswered call' })).toContainText('Stopped');
    await expect(page.getByRole('row').filter({ hasText: 'Collection reminder call' })).toContainText('6');

    for (const [campaign, who] of [
      ['unanswered', customerId],
      ['collection', debtor],
    ] as const) {
      await open(page, `/ivrCalls?filter=${encodeURIComponent(JSON.stringify({ customerId: who, campaign }))}`);
      await expect(page.getByRole('row').filter({ hasText: 'Queued' }).first()).toBeVisible();
    }
  },
);

test('contact permissions: refuses all contact and all marketing, then allows SMS again; the history says why', async ({ page }) => {
  const customerId = someCustomer();
  await signIn(page, 'admin', `/comm-permissions?customerId=${customerId}`);
  // Each change takes its own reason (the field empties once a change is saved).
  const change = async (reason: string, button: Locator, row: string, state: 'Allowed' | 'Refused') => {
    await page.getByLabel('Reason for the change').fill(reason);
    await button.click();
    await expect(page.getByTestId(row)).toContainText(state);
    await expect(page.getByLabel('Reason for the change')).toHaveValue('');
  };
  const row = (id: string) => page.getByTestId(id);
  await change('Asked for no contact (e2e)', page.getByRole('button', { name: 'Refuse all contact' }), 'communication-phone', 'Refused');
  await change('No marketing either (e2e)', page.getByRole('button', { name: 'Refuse all marketing' }), 'ncp-email', 'Refused');
  await change(
    'Payment reminders by SMS (e2e)',
    row('communication-sms').getByRole('button', { name: 'Allow' }),
    'communication-sms',
    'Allowed',
  );
  await change('Offers by SMS after all (e2e)', row('ncp-sms').getByRole('button', { name: 'Allow' }), 'ncp-sms', 'Allowed');
  await change(
    'Receipts by e-mail (e2e)',
    row('communication-email').getByRole('button', { name: 'Allow' }),
    'communication-email',
    'Allowed',
  );
  await change(
    'No e-mail after all (e2e)',
    row('communication-email').getByRole('button', { name: 'Refuse' }),
    'communication-email',
    'Refused',
  );

  await page.reload();
  await expect(page.getByTestId('communication-phone')).toContainText('Refused');
  await expect(page.getByTestId('communication-sms')).toContainText('Allowed');
  await expect(page.getByTestId('ncp-sms')).toContainText('Allowed');
  const history = page.getByRole('region', { name: 'History' });
  for (const [reason, kind, state] of [
    ['Asked for no contact (e2e)', 'Communication', 'Refused'],
    ['No marketing either (e2e)', 'NCP', 'Refused'],
    ['Offers by SMS after all (e2e)', 'NCP', 'Allowed'],
    ['No e-mail after all (e2e)', 'Communication', 'Refused'],
  ] as const) {
    // "Refuse all" changes every channel with the one reason: its first row stands for them.
    const first = history.getByRole('row').filter({ hasText: reason }).first();
    await expect(first).toContainText(kind);
    await expect(first).toContainText(state);
  }
});

test("a customer's Contact tab: an e-mail from a template, the SMS and e-mails sent to them, and the review link of their repaid loan", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const repaid = rowsOf(
    (
      await api<Rows<{ customerId: number }>>(
        'POST',
        '/api/loan/searchLoans',
        { filter: { status: 'repaid', country: 'GB' }, page: 1, perPage: 100 },
        token,
      )
    ).body?.data,
  );
  const customerId = (repaid[Math.floor(Math.random() * repaid.length)] as { customerId: number }).customerId;
  const marker = `E2E contact ${Date.now()}`;
  await api('POST', '/api/communication/sendEmailSms', { customerId, subject: marker, text: marker }, token);

  await signIn(page, 'admin', `/customers/${customerId}/show/communication`);
  await page.getByRole('button', { name: 'Send e-mail' }).click();
  const send = page.getByRole('dialog', { name: 'Send e-mail' });
  await send.getByRole('combobox', { name: /Template/ }).click();
  await page.getByRole('option').filter({ hasText: 'WELCOME_EMAIL' }).click();
  await send.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('Message sent')).toBeVisible();

  const contact = page.getByRole('region', { name: 'Contact and messages' });
  await contact.getByRole('button', { name: 'SMS sent to this phone' }).click();
  await expect(page.getByRole('region', { name: 'SMS sent to this phone' })).toContainText(marker);
  await contact.getByRole('button', { name: 'E-mails sent to this address' }).click();
  const mails = page.getByRole('region', { name: 'E-mails sent to this address' });
  await expect(mails).toContainText(marker);
  await expect(mails).toContainText('Welcome to Pronto');

  await contact.getByRole('button', { name: 'Review link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review link' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('region', { name: 'Answer' })).toContainText(/\/s\/\w+/);
});
