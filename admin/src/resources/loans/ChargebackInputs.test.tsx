import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider } from 'react-admin';
import type { Chargeback } from '@pronto/api';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import type { CallSpec } from '../../actions/calls/callSpec.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { dataProvider } from '../../providers/dataProvider.ts';
import { asRole } from '../../test/asRole.ts';
import { fakeApi, requestsOf } from '../../test/fakeApi.ts';
import { ChargebacksTable } from './ChargebacksTable.tsx';
import { CHARGEBACK_CALLS } from './paymentCalls.ts';

const OPEN: Chargeback = {
  id: 9,
  loanId: 5,
  paymentId: 42,
  amount: 45.5,
  status: 'open',
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'Agnes Agent',
  resolvedAt: null,
  resolvedBy: null,
};

function renderOnLoan(specs: CallSpec[], record: Record<string, unknown> = { id: 5, country: 'GB' }) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={asRole('agent')}>
      <RecordContextProvider value={record}>
        <CallActions title={{ en: 'Chargebacks', es: 'Contracargos' }} specs={specs} />
        <ChargebacksTable />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('chargebacks on the loan page (picked, never typed)', { timeout: 40_000 }, () => {
  it('records a chargeback against a card payment picked by amount and date, never a typed number', async () => {
    const fake = fakeApi({ 'loan.chargeback': { data: { ...OPEN, id: 1 } }, 'loan.chargeback/list': { data: [] } });
    const loan = {
      id: 5,
      country: 'GB',
      payments: [
        { id: 40, loanId: 5, amount: 20, date: '2026-10-01', method: 'card', deleted: false },
        { id: 41, loanId: 5, amount: 30, date: '2026-10-15', method: 'manual', deleted: false },
        { id: 42, loanId: 5, amount: 45.5, date: '2026-11-01', method: 'token', deleted: false },
        { id: 43, loanId: 5, amount: 50, date: '2026-11-02', method: 'card', deleted: true },
      ],
    };
    renderOnLoan([CHARGEBACK_CALLS[0]!], loan);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a chargeback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a chargeback' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Payment/ }));
    // Live card payments only (a bank transfer cannot be charged back), newest first.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Payment 42 · £45.50 · 01/11/2026',
      'Payment 40 · £20.00 · 01/10/2026',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Payment 42 · £45.50 · 01/11/2026' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Issuer dispute 7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect
      .poll(() => requestsOf(fake))
      .toContainEqual({ method: 'POST', url: '/api/loan/chargeback', body: { loanId: 5, paymentId: 42, reason: 'Issuer dispute 7781' } });
  });

  it("resolves one of the loan's open chargebacks, picked from their list, and says when there is none", async () => {
    let resolved = false;
    const fake = fakeApi({
      'loan.chargeback/list': () => ({ data: resolved ? [] : [OPEN] }),
      'loan.chargeback/resolve': () => {
        resolved = true;
        return { data: { ...OPEN, status: 'lost' } };
      },
    });
    renderOnLoan([CHARGEBACK_CALLS[1]!]);
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve a chargeback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve a chargeback' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Chargeback/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chargeback 9 · payment 42 · £45.50 · 20/11/2026' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Outcome/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lost' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Issuer ruled for the customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect
      .poll(() => requestsOf(fake).filter((r) => r.url === '/api/loan/chargeback/resolve'))
      .toEqual([
        {
          method: 'POST',
          url: '/api/loan/chargeback/resolve',
          body: { loanId: 5, chargebackId: 9, outcome: 'lost', reason: 'Issuer ruled for the customer' },
        },
      ]);
    expect(requestsOf(fake)).toContainEqual({ method: 'POST', url: '/api/loan/chargeback/list', body: { loanId: 5, status: 'open' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve a chargeback' }));
    expect(await screen.findByText('This loan has no open chargeback.')).toBeInTheDocument();
  });

  it('lists the chargebacks with their status in words, who opened and who resolved them', async () => {
    const lost: Chargeback = {
      ...OPEN,
      id: 8,
      paymentId: 40,
      amount: 20,
      status: 'lost',
      resolvedAt: '2026-11-22T09:30:00Z',
      resolvedBy: 'Alex Admin',
    };
    fakeApi({ 'loan.chargeback/list': { data: [OPEN, lost] } });
    renderOnLoan([]);
    const table = await screen.findByRole('table', { name: 'Chargebacks' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Chargeback', 'Payment', 'Amount', 'Status', 'Opened', 'Resolved'],
      ['9', '42', '£45.50', 'Open', '20/11/2026, 10:00 · Agnes Agent', '-'],
      ['8', '40', '£20.00', 'Lost', '20/11/2026, 10:00 · Agnes Agent', '22/11/2026, 09:30 · Alex Admin'],
    ]);
  });
});
