import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type AuthProvider } from 'react-admin';
import type { Approval } from '@pronto/api';
import { resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { dataProvider } from '../../providers/dataProvider.ts';
import { fakeApi } from '../../test/fakeApi.ts';
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
    fakeApi({ 'membership.approvals': { data: [{ ...proposal, proposedById: 1, proposedByName: 'Alex Admin' }] } });
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
