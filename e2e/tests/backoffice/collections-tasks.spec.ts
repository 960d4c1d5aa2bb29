import type { Page } from '@playwright/test';
import { formatMoney } from '@pronto/countries';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

// Each test walks several lazily loaded screens of the console; on a loaded two-core machine that takes a while.
test.describe.configure({ timeout: 90_000 });

type BookLoan = {
  id: number;
  customerId: number;
  country: string;
  owed: number;
  assignedCamId?: number | null;
  collectionCompanyId?: number | null;
};
type Customer = { id: number; firstName: string; lastName: string; emailAddress: string; country: string };

/** The overdue book as the Collections page lists it (oldest arrears first). */
async function bookPage(token: string, page: number, perPage: number): Promise<BookLoan[]> {
  const book = await api<{ items: BookLoan[] }>('POST', '/api/loan/internalCollectionSearch', { page, perPage }, token);
  return book.body?.data.items ?? [];
}

/** `count` different rows of `rows` at random, so that no other test (nor an earlier run) works on the same ones. */
function someOf<T>(rows: readonly T[], count: number): T[] {
  const left = [...rows];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) picked.push(...left.splice(Math.floor(Math.random() * left.length), 1));
  expect(picked, `${count} suitable rows`).toHaveLength(count);
  return picked;
}

/** A generated customer of the full seed in the agent's market, a new one each run. */
async function someGbCustomer(token: string): Promise<Customer> {
  for (;;) {
    const id = 200 + Math.floor(Math.random() * 2500);
    const customer = (await api<Customer & { deleted?: boolean }>('GET', `/api/rest/customers/${id}`, undefined, token)).body?.data;
    if (customer && customer.country === 'GB' && !customer.deleted) return customer;
  }
}

/** The Collections page's section of bulk actions or of look-ups. */
const section = (page: Page, name: 'Bulk actions' | 'Look-ups') => page.getByRole('region', { name });

test('customers in collection: the second tab lists them, each a link to their page', async ({ page }) => {
  const token = await staffToken('agent');
  const inCollection = (await api<Customer[]>('GET', '/api/customer/collectionCustomers', undefined, token)).body?.data ?? [];
  const [customer] = someOf(inCollection, 1);
  await signIn(page, 'agent', '/collections');
  await page.getByRole('tab', { name: 'Customers in collection' }).click();
  const table = page.getByRole('table', { name: 'Customers in collection' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: String(customer?.id), exact: true }) });
  await expect(row).toContainText(`${customer?.firstName} ${customer?.lastName}`);
  await row.getByRole('link', { name: String(customer?.id), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/customers/${customer?.id}/show`));
});

test('hands two overdue loans to a collection company at once, then takes each back from the book', async ({ page }) => {
  const token = await staffToken('agent');
  const companies =
    (
      await api<{ id: number; name: string; active?: boolean; country?: string | null }[]>(
        'GET',
        '/api/customer/collectionCompany',
        undefined,
        token,
      )
    ).body?.data ?? [];
  const [company] = someOf(
    companies.filter((c) => c.active !== false && (!c.country || c.country === 'GB')),
    1,
  );
  // Loans on the book's first page, so their rows are on screen to take back.
  const loans = someOf(
    (await bookPage(token, 1, 25)).filter((l) => l.country === 'GB' && !l.collectionCompanyId),
    2,
  );

  await signIn(page, 'agent', '/collections');
  await section(page, 'Bulk actions').getByRole('button', { name: 'Hand many loans to a collection company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand many loans to a collection company' });
  await expect(dialog).toContainText('Hand all these loans to the collection company? They move to external collection.');
  await dialog.getByRole('combobox', { name: 'Collection company' }).fill(company?.name ?? '');
  await page.getByRole('option', { name: company?.name, exact: true }).click();
  await dialog.getByLabel('Loans (ids, comma-separated)').fill(loans.map((l) => l.id).join(', '));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Arrears past the internal stage (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Hand many loans to a collection company')).toBeVisible();

  for (const loan of loans) {
    const row = page.getByTestId(`book-loan-${loan.id}`);
    await expect(row.getByRole('link', { name: company?.name, exact: true })).toBeVisible();
  }
  for (const loan of loans) {
    const row = page.getByTestId(`book-loan-${loan.id}`);
    await row.getByRole('button', { name: 'Unassign company' }).click();
    await expect(page.getByText('Loan taken from the company')).toBeVisible();
    await expect(row.getByRole('link', { name: company?.name, exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Unassign company' })).toHaveCount(0);
  }
  for (const loan of loans) {
    const stored = await api<BookLoan>('GET', `/api/rest/loans/${loan.id}`, undefined, token);
    expect(stored.body?.data.collectionCompanyId ?? null).toBeNull();
  }
});

test('arranges one payment on two overdue loans at once and sees it in each loan’s collection history', async ({ page }) => {
  const token = await staffToken('agent');
  // Loans further down the book than other tests look, each owing more than the arranged amount.
  const loans = someOf(
    (await bookPage(token, 2, 100)).filter((l) => l.country === 'GB' && l.owed > 10),
    2,
  );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const amount = 7.35;

  await signIn(page, 'agent', '/collections');
  await section(page, 'Bulk actions').getByRole('button', { name: 'Arrange payments on many loans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrange payments on many loans' });
  await expect(dialog).toContainText('Set this payment arrangement on all these loans? What each customer is asked to pay changes.');
  await dialog.getByLabel('Loans (ids, comma-separated)').fill(loans.map((l) => l.id).join(', '));
  await dialog.getByLabel('Amount').fill(String(amount));
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customers agreed to pay on the phone (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Arrange payments on many loans')).toBeVisible();

  for (const loan of loans) {
    await open(page, `/loans/${loan.id}/show/history`);
    await page.getByRole('button', { name: 'Internal collection history' }).click();
    const history = page.locator('#read-loan-ichistory-answer');
    await expect(
      history
        .getByRole('row')
        .filter({ hasText: formatMoney(amount, 'GB') })
        .first(),
    ).toBeVisible();
  }
});

test('charges the cards of two overdue loans at once and sees each payment on the loan', async ({ page }) => {
  const token = await staffToken('agent');
  // Cards are read with an admin's token: an agent's role has no cards area (shared/api resources).
  const admin = await staffToken('admin');
  const candidates = (await bookPage(token, 3, 100)).filter((l) => l.country === 'GB');
  // Only loans whose customer has an active card can be charged.
  const withCard: BookLoan[] = [];
  for (const loan of candidates.sort(() => Math.random() - 0.5)) {
    const cards = await api<{ id: number }[]>(
      'GET',
      `/api/rest/cards?filter=${encodeURIComponent(JSON.stringify({ customerId: loan.customerId, status: 'active' }))}`,
      undefined,
      admin,
    );
    if ((cards.body?.data.length ?? 0) > 0) withCard.push(loan);
    if (withCard.length === 2) break;
  }
  const loans = someOf(withCard, 2);
  type Payments = { payments: { id: number; amount: number }[] };
  const before = new Map<number, number[]>();
  for (const loan of loans)
    before.set(
      loan.id,
      ((await api<Payments>('GET', `/api/rest/loans/${loan.id}`, undefined, token)).body?.data.payments ?? []).map((p) => p.id),
    );

  await signIn(page, 'agent', '/collections');
  await section(page, 'Bulk actions').getByRole('button', { name: 'Charge the cards of many loans' }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge the cards of many loans' });
  await expect(dialog).toContainText("Charge the cards of all these loans now? Each customer's card is charged what is due.");
  await dialog.getByLabel('Loans (ids, comma-separated)').fill(loans.map((l) => l.id).join(', '));
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customers asked us to take what is due (e2e)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Done: Charge the cards of many loans')).toBeVisible();

  for (const loan of loans) {
    const payments = (await api<Payments>('GET', `/api/rest/loans/${loan.id}`, undefined, token)).body?.data.payments ?? [];
    const charged = payments.find((p) => !before.get(loan.id)?.includes(p.id));
    expect(charged, `a new payment on loan ${loan.id}`).toBeDefined();
    await open(page, `/loans/${loan.id}/show/payments`);
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: String(charged?.id) })
        .filter({ hasText: formatMoney(charged?.amount ?? 0, 'GB') }),
    ).toBeVisible();
  }
});

test('look-ups: finds a customer by e-mail, lists customers at a journey step, and reads the assignment hints', async ({ page }) => {
  const token = await staffToken('agent');
  const customer = await someGbCustomer(token);
  const journey = await api<{ items: { customerId: number; lastName: string }[] }>(
    'POST',
    '/api/loan/customerJourneyList',
    { step: 'overdue' },
    token,
  );
  const [atStep] = someOf(journey.body?.data.items ?? [], 1);

  await signIn(page, 'agent', '/collections');
  const lookups = section(page, 'Look-ups');

  await lookups.getByRole('button', { name: 'Search customers' }).click();
  let dialog = page.getByRole('dialog', { name: 'Search customers' });
  await dialog.getByLabel('Name, e-mail, phone or id').fill(customer.emailAddress);
  await dialog.getByRole('button', { name: 'Send' }).click();
  let answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(answer).toContainText(customer.lastName);
  await expect(answer).toContainText(customer.emailAddress);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await lookups.getByRole('button', { name: 'Customers at a journey step' }).click();
  dialog = page.getByRole('dialog', { name: 'Customers at a journey step' });
  await dialog.getByLabel('Step').fill('overdue');
  await dialog.getByRole('button', { name: 'Send' }).click();
  answer = dialog.getByRole('region', { name: 'Answer' });
  await expect(
    answer
      .getByRole('row')
      .filter({ hasText: atStep?.lastName ?? 'no such customer' })
      .first(),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Read when it is opened, so the hints are those of the book as it is now.
  await lookups.getByRole('button', { name: 'Automatic assignment hints' }).click();
  const hints = (
    await api<{ hints: { loanId: number; staffName: string | null }[] }>('GET', '/api/loan/autoLoanAssignHints', undefined, token)
  ).body?.data.hints;
  const [hint] = someOf(
    // The panel shows the first 50 rows of a list.
    (hints ?? []).slice(0, 50).filter((h) => h.staffName),
    1,
  );
  const panel = page.locator('#read-loan-autoloanassignhints-answer');
  await expect(
    panel
      .getByRole('row')
      .filter({ hasText: hint?.staffName ?? 'no hint' })
      .filter({ hasText: String(hint?.loanId) })
      .first(),
  ).toBeVisible();
});
