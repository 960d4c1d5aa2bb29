import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerStatus } from '@pronto/api';
import { session } from '../../session/session.ts';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aCustomer, aLoan } from '../../test/fixtures.ts';
import PastLoansPage from './PastLoansPage.tsx';

/*
 * pastLoans (/account/past-loans): the read-only page of a declined or closed account (see
 * docs/decisions.md). It shows the refusal of customer-site.md §8 and the past loans with their documents,
 * and offers nothing that borrows, pays or changes anything.
 */
const signIn = (status: CustomerStatus) => session.save('jwt-9', aCustomer({}, ['new', 'preRegistered', 'registered', status]));
const repaid = aLoan({
  id: 41,
  status: 'repaid',
  amount: 100,
  issueDate: '2026-02-01',
  summary: {
    borrowed: 100,
    interest: 22.5,
    charges: 0,
    totalPayable: 122.5,
    totalRepaid: 122.5,
    totalCost: 22.5,
    outstanding: 0,
    settlementToday: 0,
  },
});

beforeEach(() => session.clear());

describe('past loans of a read-only account', () => {
  it('a closed customer reads the refusal and the past loans, with a way to their documents', async () => {
    signIn('closed');
    fakeApi({ 'loan.customerAllLoans': { data: [repaid] } });
    renderAt(<PastLoansPage />, '/account/past-loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your past loans' })).toBeInTheDocument();
    expect(screen.getByText('Your account is closed. Please mail us help@pronto.test.')).toBeVisible();
    // The heading shows at once; the loans arrive with the call.
    const loan = await screen.findByRole('article', { name: 'Loan 41' });
    expect(within(loan).getByText('Status').nextElementSibling).toHaveTextContent('Closed – repaid in full');
    expect(within(loan).getByText('Amount borrowed').nextElementSibling).toHaveTextContent('£100.00');
    expect(within(loan).getByText('Total repaid').nextElementSibling).toHaveTextContent('£122.50');
    expect(within(loan).getByRole('link', { name: 'Documents: Loan 41' })).toHaveAttribute('href', '/account/documents/41');
  });

  it('offers no new loan, payment or change', async () => {
    signIn('closed');
    fakeApi({ 'loan.customerAllLoans': { data: [repaid, aLoan({ id: 42, status: 'overdue' })] } });
    renderAt(<PastLoansPage />, '/account/past-loans');
    await screen.findByRole('article', { name: 'Loan 42' });
    for (const name of [/request a loan/i, /repay/i, /pay /i, /roll over/i, /address details/i]) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // The account menu holds the one read-only page.
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Past loans']);
  });

  it('a declined customer without loans reads the refusal and that there are none', async () => {
    signIn('declined');
    fakeApi({ 'loan.customerAllLoans': { data: [] } });
    renderAt(<PastLoansPage />, '/account/past-loans');
    expect(await screen.findByText('You have no past loans.')).toBeInTheDocument();
    expect(screen.getByText('Your account is declined. Please mail us help@pronto.test.')).toBeVisible();
  });

  it('another customer sees the list without a refusal', async () => {
    signIn('approved');
    fakeApi({ 'loan.customerAllLoans': { data: [repaid] } });
    renderAt(<PastLoansPage />, '/account/past-loans');
    await screen.findByRole('article', { name: 'Loan 41' });
    expect(screen.queryByText(/^Your account is/)).not.toBeInTheDocument();
  });
});

describe('a long list of past loans', () => {
  const many = Array.from({ length: 23 }, (_, i) => aLoan({ ...repaid, id: 100 + i }));

  it('shows 10 loans a page, page links, and 50 a page on request', async () => {
    signIn('closed');
    fakeApi({ 'loan.customerAllLoans': { data: many } });
    const user = userEvent.setup();
    renderAt(<PastLoansPage />, '/account/past-loans');
    await screen.findByRole('article', { name: 'Loan 100' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(3);
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'past-loan-120',
      'past-loan-121',
      'past-loan-122',
    ]);
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByLabelText('Loans per page'), '50');
    expect(screen.getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows no page links for 10 loans or fewer', async () => {
    signIn('closed');
    fakeApi({ 'loan.customerAllLoans': { data: many.slice(0, 10) } });
    renderAt(<PastLoansPage />, '/account/past-loans');
    await screen.findByRole('article', { name: 'Loan 109' });
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });
});

describe('past loans in Spain', () => {
  let Page: typeof PastLoansPage;
  let helpers: typeof import('../../test/render.tsx');
  let store: typeof import('../../session/session.ts');
  beforeAll(async () => {
    vi.stubEnv('VITE_MARKET', 'ES');
    vi.resetModules();
    ({ default: Page } = await import('./PastLoansPage.tsx'));
    helpers = await import('../../test/render.tsx');
    store = await import('../../session/session.ts');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('shows the Spanish refusal and the loans in Spanish', async () => {
    store.session.save('jwt-9', aCustomer({ country: 'ES' }, ['new', 'closed']));
    helpers.fakeApi({ 'loan.customerAllLoans': { data: [{ ...repaid, country: 'ES' }] } });
    helpers.renderAt(<Page />, '/account/past-loans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sus préstamos anteriores' })).toBeInTheDocument();
    expect(screen.getByText('Su cuenta está cerrada. Escríbanos a ayuda@pronto.es.')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Préstamo 41' })).toHaveTextContent('Cerrado – pagado');
    expect(screen.getByRole('link', { name: 'Documentos: Préstamo 41' })).toHaveAttribute('href', '/account/documents/41');
  });
});
