import { api, expect, expectNoAxeViolations, staffToken, test, SHARED_LOANS } from '../../fixtures/index.ts';
import { open, pickLoan, signIn } from '../admin/admin-helpers.ts';

test('adds a holiday, refuses the same day twice, and checks an IBAN', SHARED_LOANS, async ({ page }) => {
  const token = await staffToken('admin');
  // a free day in 2030 that no other run uses
  const day = `2030-0${1 + (Date.now() % 9)}-${String(10 + (Math.floor(Date.now() / 9) % 18)).padStart(2, '0')}`;
  await signIn(page, 'admin', `/holidays?filter=${encodeURIComponent('{"country":"GB"}')}`);
  await expect(page.getByRole('row').filter({ hasText: '2026-12-25' })).toContainText('Bank holiday');

  await open(page, '/holidays/create');
  await page.getByLabel('Day').fill(day);
  await page.getByLabel('Name').fill('E2E day');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: day })).toContainText('E2E day');
  const stored = await api<{ date: string }[]>('GET', '/api/loan/hollidays?country=GB', undefined, token);
  expect(stored.body?.data.some((d) => d.date === day)).toBe(true);

  await open(page, '/holidays/create');
  await page.getByLabel('Day').fill(day);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${day} is already a holiday in GB.`)).toBeVisible();

  await open(page, '/iban-check');
  await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 32');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('GB82WEST12345698765432: valid');
  await page.getByLabel('IBAN').fill('GB82 WEST 1234 5698 7654 33');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status')).toHaveText('GB82WEST12345698765433: not valid');
});

type Definition = { id: number; name: string; country: string; maxAmount: number; missedPaymentFee: number };
type Rule = { id: number; name: string; percent: number };
type Impediment = { id: number; loanId: number; status: string };
type Loan = { id: number; status: string; country: string; customerId: number };

const definitionOf = async (country: 'GB' | 'ES') =>
  (await api<Definition>('GET', `/api/loan/getLoanDefinition?country=${country}`, undefined, await staffToken('admin'))).body!.data;

test('lists the loan definitions (axe) and keeps an edited fee after a reload', SHARED_LOANS, async ({ page }) => {
  test.slow();
  const token = await staffToken('admin');
  const es = await definitionOf('ES');
  // a fee no other run left behind and no other field shows: 10.05-17.95
  const fee = (1005 + (Date.now() % 80) * 10) / 100;
  await signIn(page, 'admin', '/loanDefinitions');
  await expect(page.getByRole('row').filter({ hasText: 'PRONTO_ES' })).toContainText('ES');
  await expectNoAxeViolations(page);

  await open(page, `/loanDefinitions/${es.id}`);
  await page.getByLabel('Missed payment fee').fill(String(fee));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/loanDefinitions/${es.id}/show$`));
  await page.reload();
  await expect(page.getByText(String(fee), { exact: true })).toBeVisible({ timeout: 15_000 });
  const stored = await api<Definition>('GET', `/api/loan/getLoanDefinition?id=${es.id}`, undefined, token);
  expect(stored.body?.data.missedPaymentFee).toBe(fee);
});

test('refuses a loan definition whose minimum is above its maximum', async ({ page }) => {
  const gb = await definitionOf('GB');
  await signIn(page, 'admin', `/loanDefinitions/${gb.id}`);
  await page.getByLabel('Minimum amount').fill(String(gb.maxAmount + 500));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`The minimum amount (${gb.maxAmount + 500}) cannot be more than the maximum amount (${gb.maxAmount}).`),
  ).toBeVisible();
  expect((await definitionOf('GB')).maxAmount).toBe(gb.maxAmount);
});

test('refuses a discount rule whose dates run backwards', async ({ page }) => {
  await signIn(page, 'admin', '/discountRules/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E backwards');
  await page.getByRole('spinbutton', { name: 'Percentage', exact: true }).fill('5');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2026-03-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The start date (2026-03-01) must not be after the end date (2026-02-01).')).toBeVisible();
});

test('adds, changes and deletes a discount rule, and shows it as a proposal for a running loan', SHARED_LOANS, async ({ page }) => {
  test.slow();
  const token = await staffToken('admin');
  const name = `E2E everyone ${Date.now()}`;
  await signIn(page, 'admin', '/discountRules');
  await expect(page.getByRole('row').filter({ hasText: 'Loyalty 20%' })).toContainText('20');

  await open(page, '/discountRules/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('spinbutton', { name: 'Percentage', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2000-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2099-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/discountRules$/);
  await page.getByRole('row').filter({ hasText: name }).click();
  await page.getByRole('spinbutton', { name: 'Percentage', exact: true }).fill('40');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/discountRules$/);
  await page.reload();
  // the reload fetches the app again: slower than one step on a busy machine
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('40', { timeout: 15_000 });
  const rules = await api<Rule[]>('GET', '/api/loan/discount/rules', undefined, token);
  const rule = rules.body?.data.find((r) => r.name === name);
  expect(rule?.percent).toBe(40);

  const running = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued' }, page: 1, perPage: 5 },
    token,
  );
  const loan = running.body!.data.items[0]!;
  // Found as staff know it: the customer by phone and name, then one of their loans (not a typed loan id).
  await open(page, '/discount-proposals');
  await pickLoan(page, loan.customerId, loan.id);
  const proposal = page.getByRole('table', { name: 'Discount proposals' }).getByRole('row').filter({ hasText: name });
  await expect(proposal).toContainText('40%');
  // The amount in the loan's currency (amounts without currency).
  await expect(proposal).toContainText(loan.country === 'ES' ? '€' : '£');
  await expectNoAxeViolations(page);

  // The loan page links to the same proposals, its loan already chosen.
  await open(page, `/loans/${loan.id}/show/other`);
  await page.getByRole('link', { name: 'Discount proposals' }).click();
  await expect(page.getByRole('combobox', { name: 'Loan' })).toContainText(`Loan ${loan.id} · `);
  await expect(proposal).toContainText('40%');

  await open(page, `/discountRules/${rule!.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/#\/discountRules$/);
  const after = await api<Rule[]>('GET', '/api/loan/discount/rules', undefined, token);
  expect(after.body?.data.some((r) => r.name === name)).toBe(false);
});

test('filters impediments by status', async ({ page }) => {
  await signIn(page, 'admin', `/impediments?filter=${encodeURIComponent('{"status":"pending"}')}`);
  await expect(page.getByRole('row').filter({ hasText: 'Pending' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /Accepted|Rejected|Closed/ })).toHaveCount(0);
});

test('adds an impediment to a loan, refuses a second one, and moves it from pending to accepted to closed', async ({ page }) => {
  test.slow();
  const token = await staffToken('admin');
  const all = (await api<Impediment[]>('GET', '/api/loan/getAllImpediments', undefined, token)).body!.data;
  const held = new Set(all.filter((i) => i.status === 'pending' || i.status === 'accepted').map((i) => i.loanId));
  const running = await api<{ items: Loan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued' }, page: 1, perPage: 100 },
    token,
  );
  const free = running.body!.data.items.filter((l) => !held.has(l.id));
  const loan = free[Date.now() % free.length]!;
  const statusOf = async () =>
    (await api<Impediment[]>('GET', `/api/loan/getAllImpediments?loanId=${loan.id}`, undefined, token)).body!.data[0]!;

  await signIn(page, 'admin', '/impediments/create');
  await pickLoan(page, loan.customerId, loan.id);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/impediments\/\d+\/show$/);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  const created = await statusOf();
  expect(created.status).toBe('pending');

  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect((await statusOf()).status).toBe('accepted');

  await open(page, '/impediments/create');
  await pickLoan(page, loan.customerId, loan.id);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Loan ${loan.id} already has an open impediment (accepted).`)).toBeVisible();

  await open(page, `/impediments/${created.id}/show`);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  expect((await statusOf()).status).toBe('closed');
});

test('shows the issue strategy, loan purposes and banks from the seed', async ({ page }) => {
  await signIn(page, 'admin', '/loan-reference');
  await expect(page.getByRole('table', { name: 'Issue strategy' }).getByRole('row', { name: /^ES / })).toContainText('Manual');
  await expect(page.getByRole('table', { name: 'Loan purposes' })).toContainText('Car repair');
  const banks = page.getByRole('table', { name: 'Banks' });
  await expect(banks).toContainText('Barclays');
  await page.getByLabel('Country').click();
  await page.getByRole('option', { name: 'ES' }).click();
  await expect(banks).toContainText('BBVA');
  await expect(banks).not.toContainText('Barclays');
});

test('an agent reads loan products but is not offered to change them, nor the admin-only loan settings', async ({ page }) => {
  await signIn(page, 'agent', '/loanDefinitions');
  await expect(page.getByRole('columnheader').first()).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  for (const hidden of ['Holidays', 'Freeze days', 'Discount rules']) {
    await expect(page.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);
  }
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/#\/loanDefinitions\/[^/]+\/show$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await open(page, '/holidays');
  await expect(page.getByText('Access denied')).toBeVisible();
});
