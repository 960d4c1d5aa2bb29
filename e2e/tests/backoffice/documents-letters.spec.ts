import { api, expect, expectNoAxeViolations, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { open, pickCustomer, signIn } from '../admin/admin-helpers.ts';

type Customer = { id: number; firstName: string; lastName: string; birthDate: string; emailAddress: string };
type Letter = { id: number; text: string; status: string };
type RunSummary = { moved: number; customers: { customerId: number }[] };

const customerId = 8;

// Each test walks several screens (list, upload, show, reload; or three letter tabs): more than the default 30 s on two busy cores.
test.describe.configure({ timeout: 60_000 });

test("lists a customer's documents with their count, uploads an identity document and auto-checks its OCR", async ({ page }) => {
  const token = await staffToken('admin');
  const customer = (await api<Customer>('GET', `/api/rest/customers/${customerId}`, undefined, token)).body?.data as Customer;
  const before =
    (await api<{ count: number }>('GET', `/api/communication/documentCount?customerId=${customerId}`, undefined, token)).body?.data.count ??
    0;

  await signIn(page, 'admin', `/documents?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`);
  // The run's first console screen: lazy chunks load on two busy cores.
  await expect(page.getByTestId('document-count')).toContainText(
    before === 1 ? `One document of customer ${customerId}` : `${before} documents of customer ${customerId}`,
    { timeout: 15_000 },
  );
  await expectNoAxeViolations(page);

  await open(page, '/documents/create');
  await pickCustomer(page, 'Customer', customerId);
  // Too large: refused with the limit before anything is stored.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(600 * 1024, 1) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('scan.pdf is 600 KB; the largest file you can upload is 512 KB.')).toBeVisible();

  const text = `firstName: ${customer.firstName}\nlastName: Misread\nbirthDate: ${customer.birthDate.slice(0, 10)}\n`;
  await page.locator('input[type="file"]').setInputFiles({ name: 'identity.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('ocr-lastName')).toContainText('Misread');
  await expect(page.getByTestId('ocr-autocheck')).toContainText('Not auto-checked yet');
  await page.getByRole('button', { name: 'Run auto-check' }).click();
  await expect(page.getByTestId('ocr-autocheck')).toContainText('Auto-check failed');
  await page.reload();
  await expect(page.getByTestId('ocr-autocheck')).toContainText('Auto-check failed — Checked by admin@pronto.test');
  await expect(page.getByTestId('ocr-lastName')).toContainText(customer.lastName);
  const after = await api<{ count: number }>('GET', `/api/communication/documentCount?customerId=${customerId}`, undefined, token);
  expect(after.body?.data.count).toBe(before + 1);
});

test('e-mails the listed documents of a customer to them', async ({ page }) => {
  const token = await staffToken('admin');
  const contentBase64 = Buffer.from('Payslip').toString('base64');
  const payslip = `payslip-${Date.now()}.txt`;
  await api(
    'POST',
    '/api/communication/s3Upload',
    { customerId, type: 'proofOfIncome', fileName: payslip, contentType: 'text/plain', contentBase64 },
    token,
  );
  const listed = await api<{ items: { id: number; fileName: string }[] }>(
    'GET',
    `/api/communication/documentList?customerId=${customerId}&perPage=10`,
    undefined,
    token,
  );
  const files = listed.body?.data.items.map((d) => d.fileName) ?? [];
  expect(files.length, 'the customer has documents').toBeGreaterThan(0);
  await signIn(page, 'admin', `/documents?filter=${encodeURIComponent(JSON.stringify({ customerId }))}&perPage=10`);
  await page
    .getByRole('button', { name: files.length === 1 ? 'E-mail it to the customer' : `E-mail these ${files.length} to the customer` })
    .click();
  await expect(page.getByText('Documents e-mailed to the customer')).toBeVisible();
  const mails = await api<{ subject: string; text: string }[]>(
    'GET',
    `/api/rest/emailHistory?filter=${encodeURIComponent(JSON.stringify({ customerId }))}&sort=${encodeURIComponent('["id","DESC"]')}&range=[0,0]`,
    undefined,
    token,
  );
  expect(mails.body?.data[0]).toMatchObject({ subject: 'Your documents from Pronto', text: `Attached: ${files.join(', ')}.` });

  // The customer's own Documents tab lists through the same call.
  await open(page, `/customers/${customerId}/show/documents`);
  await expect(page.getByRole('cell', { name: payslip })).toBeVisible();
});

test('writes a letter, approves it and sends it from the printing list', async ({ page }) => {
  const token = await staffToken('admin');
  const text = `E2E reminder ${Date.now()}: please contact us about your payment.`;
  await signIn(page, 'admin', '/letters');
  await page.getByRole('tab', { name: 'Write a letter' }).click();
  await pickCustomer(page, 'Customer', customerId);
  await page.getByLabel('Text').fill(text);
  await page.getByRole('button', { name: 'Save for approval' }).click();
  await expect(page.getByText(/saved: it waits for approval/)).toBeVisible();

  await page.getByRole('tab', { name: 'Waiting for approval' }).click();
  const waiting = page.getByRole('row').filter({ hasText: text });
  await expectNoAxeViolations(page);
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Letter approved')).toBeVisible();

  await page.getByRole('tab', { name: 'Ready to print' }).click();
  await page.getByRole('row').filter({ hasText: text }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send 1 selected' }).click();
  await expect(page.getByText('One letter sent')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
  const sent = await api<Letter[]>('GET', '/api/customer/letters/extractionList?status=sent', undefined, token);
  expect(sent.body?.data.find((l) => l.text === text)?.status).toBe('sent');
});

test('previews and runs the automatic external-collection run for one customer; shows legal documents', SHARED_LOANS, async ({ page }) => {
  const token = await staffToken('admin');
  const preview = await api<RunSummary>('POST', '/api/customer/autoEC', { dryRun: true }, token);
  const target = preview.body?.data.customers.at(-1)?.customerId;
  expect(target, 'a customer long enough overdue for external collection').toBeDefined();

  await signIn(page, 'admin', '/collection-runs');
  const card = page.getByRole('region', { name: 'External collection (autoEC)' });
  await card.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('run-summary-autoEC')).toContainText(`Preview: ${preview.body?.data.moved} of`);
  await expectNoAxeViolations(page);
  await pickCustomer(card, 'Only these customers (optional)', target!);
  await card.getByRole('button', { name: 'Run now' }).click();
  await expect(page.getByTestId('run-summary-autoEC')).toContainText('1 of 1 customers moved to externalCollection');
  const statuses = await api<{ status: string; createdBy: string }[]>('GET', `/api/customer/status?customerId=${target}`, undefined, token);
  expect(statuses.body?.data.at(-1)).toMatchObject({ status: 'externalCollection', createdBy: 'admin@pronto.test (autoEC)' });

  const legal = await api<{ customerId: number }[]>(
    'GET',
    `/api/rest/documents?filter=${encodeURIComponent(JSON.stringify({ type: 'legal' }))}&range=[0,0]`,
    undefined,
    token,
  );
  const legalCustomer = legal.body?.data[0]?.customerId;
  const section = page.getByRole('region', { name: 'Legal documents' });
  await pickCustomer(section, 'Customer', legalCustomer!);
  await section.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('legal-documents')).toContainText('Court claim');
});
