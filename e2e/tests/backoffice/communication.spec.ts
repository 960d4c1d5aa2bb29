import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('creates a template, previews it, sends it to a customer and finds it in their SMS history', async ({ page }) => {
  const token = await staffToken('admin');
  const customer = (await api<{ id: number; firstName: string; mobilePhone: string }>('GET', '/api/rest/customers/4', undefined, token)).body?.data;
  expect(customer).toBeDefined();
  const name = `E2E_NOTICE_${Date.now()}`;

  await signIn(page, 'admin');
  await open(page, '/templates/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Text').fill(`Hello {firstName}, ${name} is due <script>window.hacked=1</script>`);
  await page.getByRole('button', { name: 'Save' }).click();
  // the preview fills sample data and drops the script
  await expect(page.getByTestId('template-preview')).toContainText(`Hello Jane, ${name} is due`);
  expect(await page.getByTestId('template-preview').innerHTML()).not.toContain('<script');

  await page.getByRole('button', { name: 'Send to a customer' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Customer ID').fill(String(customer?.id));
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
