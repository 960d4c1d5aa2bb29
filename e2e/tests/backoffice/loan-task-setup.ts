import type { Locator, Page } from '@playwright/test';
import type { Loan } from '@pronto/api';
import { api, expect, staffToken } from '../../fixtures/index.ts';
import { issuedLoan, registeredCustomer } from '../account/customer.ts';

/** A customer of the loan-book tasks: a new UK customer of this test alone, with their token and id. */
export interface NewCustomer {
  token: string;
  customerId: number;
}

/** A new registered UK customer (through the API), so no other test works on their loans. */
export async function newCustomer(): Promise<NewCustomer> {
  const { token } = await registeredCustomer();
  const me = await api<{ id: number }>('GET', '/api/customer/account/customer', undefined, token);
  const customerId = me.body?.data.id;
  if (!customerId) throw new Error('the new customer has no id');
  return { token, customerId };
}

/** A new customer's loan of `amount` over `installments`, paid out today to their bank account, repaid by their card. */
export async function newIssuedLoan(amount = 300, installments = 4): Promise<Loan> {
  const { token } = await newCustomer();
  return loanOf(await issuedLoan(token, amount, installments));
}

/** The loan as the catalogue's staff read of it answers now. */
export async function loanOf(loanId: number): Promise<Loan> {
  const read = await api<Loan>('GET', `/api/rest/loans/${loanId}`, undefined, await staffToken('admin'));
  expect(read.status, JSON.stringify(read.body?.errors)).toBe(200);
  const loan = read.body?.data;
  if (!loan) throw new Error(`no loan ${loanId}`);
  return loan;
}

/** Today's date as the mock server counts it (UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * Fills a dialog that asks for a reason (ConfirmWithReason) and confirms it; `fill` types the call's own
 * fields first. Waits for `done`, the message the console shows when the call succeeded.
 */
export async function confirmWithReason(
  page: Page,
  dialogName: string,
  reason: string,
  done: string,
  fill: (dialog: Locator) => Promise<unknown> = async () => {},
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await fill(dialog);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(done, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}
