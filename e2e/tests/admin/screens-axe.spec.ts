import type { Loan, SearchResponse } from '@pronto/api';
import type { Page } from '@playwright/test';
import { api, expect, expectNoAxeViolations, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

// Several screens at two widths, each loaded fresh: more than a single journey's time on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The agent's working screens, each opened at 1280 px and again at 375 px (a phone, opened there). */
test("an agent's screens have no axe violations at 1280 and 375 px: dashboard, loan page, ticket thread, comments", async ({ page }) => {
  const token = await staffToken('agent');
  const loans = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'overdue', country: 'GB' }, page: 1, perPage: 1 },
    token,
  );
  const loanId = loans.body?.data.items[0]?.id;
  const tickets = await api<SearchResponse<{ id: number }>>('GET', '/api/communication/getTickets?page=1&perPage=1', undefined, token);
  const ticketId = tickets.body?.data.items[0]?.id;
  const customers = await api<SearchResponse<{ id: number }>>(
    'POST',
    '/api/customer/search',
    { q: '07100000006', page: 1, perPage: 1 },
    token,
  );
  const customerId = customers.body?.data.items[0]?.id;
  if (!loanId || !ticketId || !customerId) throw new Error('the seed has overdue loans, tickets and 07100000006');
  const screens: [string, (width: number) => Promise<void>][] = [
    ['/', () => expect(page.getByText("Today's applications")).toBeVisible()],
    [`/loans/${loanId}/show`, () => expect(page.getByRole('table', { name: 'Schedule' })).toBeVisible()],
    [`/tickets/${ticketId}/show`, () => expect(page.getByTestId('ticket-message').first()).toBeVisible()],
    [`/customers/${customerId}/show/comments`, () => expect(page.getByRole('textbox', { name: 'Comment' })).toBeVisible()],
  ];
  await signIn(page, 'agent');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const [path, ready] of screens) {
      await open(page, path);
      await page.reload();
      await ready(width);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

/** The call sections added for the coverage, with a read opened, at both widths. */
test('the call sections of the loan page, the customer 360 and the collections page have no axe violations at 1280 and 375 px', async ({
  page,
}) => {
  const token = await staffToken('agent');
  const loans = await api<SearchResponse<Loan>>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status: 'issued', country: 'GB' }, page: 1, perPage: 1 },
    token,
  );
  const loan = loans.body?.data.items[0];
  if (!loan) throw new Error('the seed has issued GB loans');
  const screens: [string, () => Promise<void>][] = [
    [
      `/loans/${loan.id}/show/payments`,
      async () => {
        await page.getByRole('button', { name: 'Deleted payments' }).click();
        await expect(page.getByRole('region', { name: 'Payment records' })).toBeVisible();
      },
    ],
    [
      `/customers/${loan.customerId}/show/statuses`,
      async () => {
        await page.getByRole('button', { name: 'Status history', exact: true }).click();
        await expect(page.getByRole('region', { name: 'Sub-status, stage and blacklist' }).getByRole('table')).toBeVisible();
      },
    ],
    ['/collections', () => expect(page.getByRole('button', { name: 'Set the status of many customers' })).toBeVisible()],
  ];
  await signIn(page, 'agent');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    for (const [path, ready] of screens) {
      await open(page, path);
      await page.reload();
      await ready();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

/** What overflows at 375 px: buttons of the page's toolbars past the right edge, and a cut page title. */
async function cutAt375(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main .MuiToolbar-root :is(button, a)')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        cut.push(`button "${element.textContent}" ends at ${box.right}`);
    }
    const title = document.getElementById('react-admin-title');
    if (title && (title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1))
      cut.push(`title "${title.textContent}" is cut`);
    return cut;
  });
}

test("a record's page at 375 px: every action button on screen, the title whole, no axe violations: customer, loans (overdue, repaid), ticket", async ({
  page,
}) => {
  const token = await staffToken('agent');
  const loanOf = async (filter: Record<string, unknown>) =>
    (await api<SearchResponse<Loan>>('POST', '/api/loan/searchLoans', { filter, page: 1, perPage: 1 }, token)).body?.data.items[0];
  const customers = await api<SearchResponse<{ id: number }>>(
    'POST',
    '/api/customer/search',
    { q: '07100000006', page: 1, perPage: 1 },
    token,
  );
  const customerId = customers.body?.data.items[0]?.id;
  const overdue = await loanOf({ customerId, status: 'overdue' });
  // Every action of a repaid loan is disabled: a bar that scrolled had nothing the keyboard could reach.
  const repaid = await loanOf({ status: 'repaid', country: 'GB' });
  const tickets = await api<SearchResponse<{ id: number }>>('GET', '/api/communication/getTickets?page=1&perPage=1', undefined, token);
  const ticketId = tickets.body?.data.items[0]?.id;
  if (!customerId || !overdue || !repaid || !ticketId)
    throw new Error('the seed has 07100000006 with an overdue loan, repaid loans and tickets');
  const screens: [string, () => Promise<void>][] = [
    [`/customers/${customerId}/show`, () => expect(page.getByRole('region', { name: "Customer's summary" })).toBeVisible()],
    [`/loans/${overdue.id}/show`, () => expect(page.getByRole('table', { name: 'Schedule' })).toBeVisible()],
    [`/loans/${repaid.id}/show/payments`, () => expect(page.getByRole('tab', { name: 'Payments', selected: true })).toBeVisible()],
    [`/tickets/${ticketId}/show`, () => expect(page.getByTestId('ticket-message').first()).toBeVisible()],
  ];
  await signIn(page, 'agent');
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, ready] of screens) {
    await open(page, path);
    await page.reload();
    await ready();
    expect(await cutAt375(page), path).toEqual([]);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
  }
});
