import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api, staffToken, urls } from '../fixtures/index.ts';

/** Where the pictures go: docs/screens/admin/{screen}-{width}.png. */
const out = resolve(import.meta.dirname, '../../docs/screens/admin');
mkdirSync(out, { recursive: true });

const widths = [1280, 375] as const;

interface Shot {
  name: string;
  /** The console route, found through the API when it names a record. */
  path: (token: string) => Promise<string>;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Promise<void>;
  role: 'agent' | 'reporter';
}

const customerByPhone = async (token: string, mobile: string) =>
  (await api<{ items: { id: number }[] }>('POST', '/api/customer/search', { q: mobile, page: 1, perPage: 1 }, token)).body?.data.items[0]
    ?.id;

const shots: Shot[] = [
  {
    name: 'dashboard',
    role: 'agent',
    path: () => Promise.resolve('/'),
    ready: (page) => expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible(),
  },
  {
    name: 'customers',
    role: 'agent',
    path: () => Promise.resolve('/customers'),
    ready: (page) => expect(page.getByText(/07\d{9}/).first()).toBeVisible(),
  },
  {
    // The seeded customer in internal collection: a loan in arrears.
    name: 'customer-360',
    role: 'agent',
    path: async (token) => `/customers/${await customerByPhone(token, '07100000006')}/show`,
    ready: (page) => expect(page.getByRole('region', { name: "Customer's summary" }).getByText(/days late/)).toBeVisible(),
  },
  {
    name: 'loan',
    role: 'agent',
    path: async (token) => {
      const customerId = await customerByPhone(token, '07100000006');
      const loans = await api<{ items: { id: number; status: string }[] }>(
        'POST',
        '/api/loan/searchLoans',
        { filter: { customerId }, page: 1, perPage: 10 },
        token,
      );
      return `/loans/${loans.body?.data.items.find((l) => l.status === 'overdue')?.id}/show`;
    },
    ready: (page) => expect(page.getByRole('table', { name: 'Schedule' })).toBeVisible(),
  },
  {
    name: 'ticket',
    role: 'agent',
    path: async (token) => {
      const tickets = await api<{ items: { id: number }[] }>('GET', '/api/communication/getTickets?page=1&perPage=1', undefined, token);
      return `/tickets/${tickets.body?.data.items[0]?.id}/show`;
    },
    ready: (page) => expect(page.getByTestId('ticket-message').first()).toBeVisible(),
  },
  {
    // The collection book: overdue loans with their customer by name and what is owed in its currency.
    name: 'collections',
    role: 'agent',
    path: () => Promise.resolve('/collections'),
    ready: (page) => expect(page.locator('[data-testid^="book-loan-"]').first().getByRole('link').nth(1)).toBeVisible(),
  },
  {
    // The loan report as the reporter first sees it (the last month of PRONTO_ES), customers by name.
    name: 'report',
    role: 'reporter',
    path: () => Promise.resolve('/report'),
    ready: (page) => expect(page.locator('tbody tr').first().locator('td').nth(1)).toHaveText(/\p{L}+ \p{L}+/u),
  },
  {
    name: 'report-summary',
    role: 'reporter',
    path: () => Promise.resolve('/report-summary'),
    ready: (page) => expect(page.getByTestId('summary-chart').first().locator('.recharts-bar-rectangle').first()).toBeVisible(),
  },
];

/** Signs the role in the way the console keeps a session (the report sign-in's token and user). */
async function signIn(page: Page, role: Shot['role']): Promise<string> {
  const { body } = await api<{ token: string; user: unknown }>('POST', '/api/report/login', {
    emailAddress: `${role}@pronto.test`,
    password: 'pronto123',
    country: 'GB',
  });
  const session = body?.data;
  if (!session) throw new Error(`${role} could not sign in`);
  await page.addInitScript((s) => {
    localStorage.setItem('pronto.reportToken', s.token);
    localStorage.setItem('pronto.staffUser', JSON.stringify(s.user));
  }, session);
  return session.token;
}

for (const width of widths) {
  test(`console at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    for (const shot of shots) {
      const context = await browser.newContext({ viewport: { width, height: width === 375 ? 812 : 900 } });
      const page = await context.newPage();
      await signIn(page, shot.role);
      const token = await staffToken(shot.role === 'reporter' ? 'reporter' : 'agent');
      await page.goto(`${urls.admin}/#${await shot.path(token)}`);
      await shot.ready(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: join(out, `${shot.name}-${width}.png`), fullPage: true });
      await context.close();
    }
  });
}
