import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { signIn } from './admin-helpers.ts';

interface Versioned {
  id: number;
  version?: number;
}
type Group = Versioned & { name: string; description?: string };
type Case = Versioned & { subject: string };

const WHEN = /\d{2}:\d{2} on \d{2}\/\d{2}\/\d{4}\./;

// A customer group (shared by all its customers) saved by a colleague while the form was open: the later save
// is refused with who saved first and when, the colleague's value is shown, and what was typed stays.
test('a customer group saved by a colleague meanwhile: the second save is refused with who and when', async ({ page }) => {
  const [admin, colleague] = await Promise.all([staffToken('admin'), staffToken('agent')]);
  const made = await api<Group>('POST', '/api/customer/group', { name: `E2E tier ${Date.now()}`, description: 'First words' }, admin);
  const id = made.body?.data.id;
  if (!id) throw new Error(`the group was not added: ${JSON.stringify(made.body)}`);
  const stored = async () => (await api<Group[]>('GET', '/api/customer/groups', undefined, admin)).body?.data.find((g) => g.id === id);

  await signIn(page, 'admin', `/customerGroups/${id}`);
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveValue('First words');

  // The colleague's save, from the same version the form holds.
  const theirs = await api('PUT', '/api/customer/group', { id, description: 'Their words', version: 0 }, colleague);
  expect(theirs.status).toBe(200);

  await description.fill('My words');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByTestId('stale-save');
  await expect(notice).toContainText(new RegExp(`This customer group was changed by Agnes Agent at ${WHEN.source}`));
  await expect(notice).toContainText('Description: Their words');
  await expect(description).toHaveValue('My words');
  expect(await stored()).toMatchObject({ description: 'Their words', version: 1 });

  // Saving again, having seen the other change, replaces it.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect(await stored()).toMatchObject({ description: 'My words', version: 2 });
});

test('a complaint case saved by a colleague meanwhile: the second save is refused with who and when', async ({ page }) => {
  const [admin, colleague] = await Promise.all([staffToken('admin'), staffToken('agent')]);
  const made = await api<Case>('POST', '/api/customer/complaintCase', { customerId: 4, subject: `Charged ${Date.now()}` }, admin);
  const id = made.body?.data.id;
  if (!id) throw new Error(`the case was not opened: ${JSON.stringify(made.body)}`);
  const stored = async () =>
    (await api<Case[]>('GET', '/api/customer/complaintCases?customerId=4', undefined, admin)).body?.data.find((c) => c.id === id);

  await signIn(page, 'admin', `/complaintCases/${id}`);
  const subject = page.getByLabel('Subject');
  await expect(subject).toHaveValue(made.body?.data.subject ?? '');

  const theirs = await api('PUT', '/api/customer/complaintCase', { complaintCaseId: id, subject: 'Charged twice', version: 0 }, colleague);
  expect(theirs.status).toBe(200);

  await subject.fill('Charged three times');
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByTestId('stale-save');
  await expect(notice).toContainText(new RegExp(`This complaint case was changed by Agnes Agent at ${WHEN.source}`));
  await expect(notice).toContainText('Subject: Charged twice');
  await expect(subject).toHaveValue('Charged three times');
  expect(await stored()).toMatchObject({ subject: 'Charged twice', version: 1 });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  expect(await stored()).toMatchObject({ subject: 'Charged three times', version: 2 });
});
