import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { SearchResponse } from '@pronto/api';
import { api, staffToken, urls, type StaffRole } from '../../fixtures/index.ts';
import { SESSION_KEYS, sessionFile } from '../../fixtures/staff-sessions.ts';

/** Signs a seeded staff account in through the console's sign-in page, as a person does. */
export async function signInThroughForm(page: Page, role: StaffRole): Promise<void> {
  await page.goto(`${urls.admin}/#/login`);
  await page.getByLabel('E-mail address').fill(`${role}@pronto.test`);
  await page.getByLabel('Password', { exact: false }).first().fill('pronto123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login Success')).toBeVisible();
}

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * Signs a staff member in with the session the setup project saved for the role and opens `path` (the
 * dashboard by default). The session is put in place once per tab: a sign-out or an expired token later
 * in the test is not undone by the next navigation.
 */
export async function signIn(page: Page, role: StaffRole, path = '/'): Promise<void> {
  const state = JSON.parse(await readFile(sessionFile(role), 'utf8')) as SavedState;
  const items = (state.origins.find((o) => o.origin === urls.admin)?.localStorage ?? []).filter((item) =>
    (SESSION_KEYS as readonly string[]).includes(item.name),
  );
  if (items.length !== SESSION_KEYS.length)
    throw new Error(`No saved ${role} session in ${sessionFile(role)}: run the staff-sessions setup project.`);
  await page.context().addInitScript(
    ({ origin, key, items }) => {
      if (location.origin !== origin || sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
      for (const { name, value } of items) localStorage.setItem(name, value);
    },
    { origin: urls.admin, key: `e2e.session.${role}`, items },
  );
  await open(page, path);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
}

/** Opens a console route (hash router). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${urls.admin}/#${path}`);
}

/** An admin, in a browser of their own, approves on the Approvals page the proposal with this reason, which reads `what`. */
export async function approveInOwnBrowser(browser: Browser, reason: string, what: string, decision: string): Promise<void> {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin', '/approvals');
  const row = adminPage.getByTestId('approval').filter({ hasText: reason });
  await expect(row).toContainText(what);
  await row.getByRole('button', { name: 'Approve' }).click();
  const approve = adminPage.getByRole('dialog', { name: 'Approve' });
  await approve.getByRole('textbox', { name: 'Reason' }).fill(decision);
  await approve.getByRole('button', { name: 'Confirm' }).click();
  await expect(adminPage.getByText('Approved and done')).toBeVisible();
  await adminContext.close();
}

/**
 * Picks a customer in a customer field (`label`, inside `scope`) as staff do: types their mobile number
 * and chooses them from the matches by name. Finds the customer's name and number through the API.
 */
export async function pickCustomer(scope: Page | Locator, label: string, customerId: number): Promise<void> {
  const found = await api<SearchResponse<{ firstName: string; lastName: string; mobilePhone: string }>>(
    'POST',
    '/api/customer/search',
    { filter: { id: customerId }, page: 1, perPage: 1 },
    await staffToken('admin'),
  );
  const customer = found.body?.data.items[0];
  if (!customer) throw new Error(`no customer ${customerId}`);
  await scope.getByRole('combobox', { name: label }).fill(customer.mobilePhone);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: `${customer.firstName} ${customer.lastName} · ${customer.mobilePhone}` }).click();
}

/** Picks a loan as staff do: its customer by mobile number and name, then the loan among theirs. */
export async function pickLoan(page: Page, customerId: number, loanId: number): Promise<void> {
  await pickCustomer(page, 'Customer', customerId);
  await page.getByRole('combobox', { name: 'Loan' }).click();
  await page.getByRole('option', { name: new RegExp(`^Loan ${loanId} · `) }).click();
}

/** On a ticket's page, reassigns it to Colin Collector, picked by name; after a reload the page names him. */
export async function reassignTicketToColin(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Reassign' }).click();
  const reassign = page.getByRole('dialog', { name: 'Reassign' });
  await reassign.getByRole('combobox', { name: 'Assigned to' }).fill('Colin');
  await page.getByRole('option', { name: 'Colin Collector (collector@pronto.test)' }).click();
  await reassign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Ticket reassigned')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Colin Collector', { exact: true })).toBeVisible();
}
