import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, pickLoan, signIn } from '../admin/admin-helpers.ts';

// The upload form, a document's page and a download, on two busy cores.
test.describe.configure({ timeout: 60_000 });

const customerId = 9;

test("a signed loan agreement: uploaded for the customer's loan, shown on its page, downloaded and shared by a temporary link", async ({
  page,
}) => {
  const token = await staffToken('admin');
  const loans = await api<{ items: { id: number }[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { customerId }, page: 1, perPage: 1 },
    token,
  );
  const loanId = Number(loans.body?.data.items[0]?.id);
  const fileName = `agreement-${Date.now()}.pdf`;

  await signIn(page, 'admin', '/documents/create');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Signed loan agreement' }).click();
  await pickLoan(page, customerId, loanId);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 signed') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/documents\/\d+\/show$/);
  await expect(page.getByTestId('loan-agreement')).toContainText(fileName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(fileName);
  await page.getByRole('button', { name: 'Temporary link' }).click();
  await expect(page.getByTestId('document-link')).toContainText('Valid until');
  const stored = await api<{ fileName: string }>('GET', `/api/communication/loanAgreement?loanId=${loanId}`, undefined, token);
  expect(stored.body?.data.fileName).toBe(fileName);
});

test('reads the DNI of an identity document and shows what it read', async ({ page }) => {
  const token = await staffToken('admin');
  // DNI reading is for Spanish customers.
  const spanish = await api<{ items: { id: number }[] }>(
    'POST',
    '/api/customer/search',
    { filter: { country: 'ES' }, page: 1, perPage: 1 },
    token,
  );
  const contentBase64 = Buffer.from('documentNumber: 12345678Z\n').toString('base64');
  const uploaded = await api<{ id: number }>(
    'POST',
    '/api/communication/s3Upload',
    {
      customerId: spanish.body?.data.items[0]?.id,
      type: 'idDocument',
      fileName: `dni-${Date.now()}.txt`,
      contentType: 'text/plain',
      contentBase64,
    },
    token,
  );
  await signIn(page, 'admin');
  await open(page, `/documents/${uploaded.body?.data.id}/show`);
  await expect(page.getByTestId('dni-reading')).toHaveText('Not read yet');
  await page.getByRole('button', { name: 'Read DNI' }).click();
  await expect(page.getByText('DNI read', { exact: true })).toBeVisible();
  await expect(page.getByTestId('dni-reading')).toContainText('DNI 12345678Z: valid');
});
