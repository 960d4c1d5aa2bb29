import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

interface TranslationRow {
  id: number;
  value: string;
  version?: number;
}

// A shared setting (a translation every screen showing the text reads) saved by a colleague while the form
// was open: the later save is refused with who saved first and when, and what was typed stays.
test('a translation saved by a colleague meanwhile: the second save is refused with who and when', async ({ page }) => {
  const token = await staffToken('admin');
  const key = `e2e.concurrent.${Date.now()}`;
  const made = await api<TranslationRow>('POST', '/api/content/translation', { culture: 'en-GB', key, value: 'First words' }, token);
  const id = made.body?.data.id;
  if (!id) throw new Error(`the translation was not added: ${JSON.stringify(made.body)}`);
  const stored = async () =>
    (await api<TranslationRow[]>('GET', '/api/content/translations?culture=en-GB', undefined, token)).body?.data.find((t) => t.id === id);

  await signIn(page, 'admin', `/translations/${id}`);
  await expect(page.getByLabel('Text')).toHaveValue('First words');

  // The colleague's save, from the same version the form holds.
  const theirs = await api('PUT', '/api/content/updateTranslation', { id, value: 'Their words', version: 0 }, token);
  expect(theirs.status).toBe(200);

  await page.getByLabel('Text').fill('My words');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByTestId('stale-save');
  await expect(notice).toContainText(/This translation was changed by Alex Admin at \d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}\./);
  await expect(notice).toContainText('Text: Their words');
  await expect(page.getByLabel('Text')).toHaveValue('My words');
  expect(await stored()).toMatchObject({ value: 'Their words', version: 1 });

  // Saving again, having seen the other change, replaces it.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect(await stored()).toMatchObject({ value: 'My words', version: 2 });
});
