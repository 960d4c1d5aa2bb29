import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider } from 'react-admin';
import type { Approval } from '@pronto/api';
import { resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { dataProvider } from '../../providers/dataProvider.ts';
import { fakeApi } from '../../test/fakeApi.ts';
import { aLoan, aPage } from '../../test/fixtures.ts';
import ApprovalsPage from './ApprovalsPage.tsx';

beforeEach(() => resetRequestConfig());

const proposal: Approval = {
  id: 3,
  callId: 'loan.desistContract',
  targetType: 'loan',
  targetId: 5,
  customerId: 8,
  loanId: 5,
  body: { loanId: 5, reason: 'Withdrew within 14 days' },
  reason: 'Withdrew within 14 days',
  proposedById: 2,
  proposedByName: 'Agnes Agent',
  proposedAt: '2026-11-25T10:00:00Z',
  status: 'pending',
  decidedById: null,
  decidedByName: null,
  decidedAt: null,
  decisionReason: null,
};

/** A signed-in staff member: `role` decides what canAccess allows (admin everything, agent the loans area). */
function as(id: number, role: 'admin' | 'agent'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ id, fullName: role }),
    canAccess: async ({ resource }) => role === 'admin' || resource === 'approvals',
  };
}

const renderPage = (authProvider: AuthProvider) =>
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider}>
      <ApprovalsPage />
    </AdminContext>,
  );

describe('the approvals page (four-eyes for desist)', { timeout: 40_000 }, () => {
  it('lets an admin who did not propose approve, with a reason', async () => {
    const fake = fakeApi({
      'membership.approvals': { data: [proposal] },
      'loan.searchLoans': { data: aPage([aLoan({ id: 5 })]) },
      'membership.approval/decide': { data: { ...proposal, status: 'approved' } },
    });
    renderPage(as(1, 'admin'));
    const row = await screen.findByTestId('approval');
    expect(row).toHaveTextContent('Agnes Agent');
    expect(row).toHaveTextContent('Contract desisted · Loan 5');
    expect(row).toHaveTextContent('Withdrew within 14 days');
    await userEvent.click(await within(row).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('Approve "Contract desisted" of Loan 5, proposed by Agnes Agent?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Letter checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect
      .poll(() => fake.bodiesOf('membership.approval/decide'))
      .toEqual([{ approvalId: 3, decision: 'approve', reason: 'Letter checked' }]);
  });

  it('offers no decision to the proposer, nor to an agent', async () => {
    fakeApi({
      'membership.approvals': { data: [{ ...proposal, proposedById: 1, proposedByName: 'Alex Admin' }] },
      'loan.searchLoans': { data: aPage([aLoan({ id: 5 })]) },
    });
    const { unmount } = renderPage(as(1, 'admin'));
    const own = await screen.findByTestId('approval');
    expect(await within(own).findByText('Yours: another admin decides')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    unmount();
    renderPage(as(2, 'agent'));
    const row = await screen.findByTestId('approval');
    expect(await within(row).findByText('An admin decides')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('the approvals page shows the checker the loan facts of a money proposal', { timeout: 40_000 }, () => {
  const writeOff: Approval = {
    ...proposal,
    id: 9,
    callId: 'loan.discount',
    body: { loanId: 5, amount: 50, reason: 'Hardship' },
    reason: 'Hardship',
    facts: {
      balanceBefore: 612.4,
      balanceAfter: 562.4,
      settlement: 431.15,
      arrears: 96.01,
      daysPastDue: 12,
      earlierWriteOffs: 50,
      rule: { action: 'writeOff', scope: 'loan', bookedBefore: 50, total: 100, limit: 50 },
    },
  };

  it('lists the balance before and after, what settles it, arrears with their days, earlier write-offs and why it waits', async () => {
    fakeApi({ 'membership.approvals': { data: [writeOff] }, 'loan.searchLoans': { data: aPage([aLoan({ id: 5, country: 'GB' })]) } });
    renderPage(as(1, 'admin'));
    const row = await screen.findByTestId('approval');
    const facts = await within(row).findByRole('list', { name: 'Loan when proposed' });
    expect(row).toHaveTextContent('Discount · £50.00 · Loan 5');
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Balance £612.40 → £562.40',
      'Settles that day: £431.15',
      'Arrears £96.01, 12 days past due',
      'Written off before: £50.00',
      'Write-offs on this loan without a check: £50.00 booked, £100.00 with this one (limit £50.00)',
    ]);
  });

  it("names the maker of a day's running total, in euros for a Spanish loan", async () => {
    const daily: Approval = {
      ...writeOff,
      facts: {
        ...writeOff.facts!,
        daysPastDue: 0,
        arrears: 0,
        rule: { action: 'manualPayment', scope: 'staffDay', bookedBefore: 900, total: 1100, limit: 1000 },
      },
    };
    fakeApi({ 'membership.approvals': { data: [daily] }, 'loan.searchLoans': { data: aPage([aLoan({ id: 5, country: 'ES' })]) } });
    renderPage(as(1, 'admin'));
    const facts = await within(await screen.findByTestId('approval')).findByRole('list', { name: 'Loan when proposed' });
    expect(facts).toHaveTextContent('No arrears');
    expect(facts).toHaveTextContent(
      'Manual payments by Agnes Agent today without a check: 900,00 € booked, 1.100,00 € with this one (limit 1.000,00 €)',
    );
  });
});
