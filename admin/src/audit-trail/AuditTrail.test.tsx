import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import type { AuditEntry } from '@pronto/api';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { dataProvider } from '../providers/dataProvider.ts';
import { AuditTrail } from './AuditTrail.tsx';

/** The entries: a card payment that paid instalment 2 and added payment 10300, and an agent's customer edit. */
const payment: AuditEntry = {
  id: 1,
  at: '2026-11-27T10:15:00Z',
  staffId: 2,
  staffName: 'Agnes Agent',
  staffEmail: 'agent@pronto.test',
  callId: 'loan.payloanmanual',
  targetType: 'loan',
  targetId: 5,
  customerId: 8,
  loanId: 5,
  country: 'GB',
  reason: 'Paid at the branch',
  changes: [
    { field: 'installments[16].paidAmount', before: 30, after: 126.01, rowNumber: 2 },
    { field: 'payments[10300].id', before: null, after: 10300 },
    { field: 'payments[10300].loanId', before: null, after: 5 },
    { field: 'payments[10300].amount', before: null, after: 96.01 },
    { field: 'payments[10300].date', before: null, after: '2026-11-27' },
    { field: 'payments[10300].method', before: null, after: 'manual' },
    { field: 'payments[10300].deleted', before: null, after: false },
  ],
};
const edit: AuditEntry = {
  ...payment,
  id: 2,
  callId: 'rest.customers.patch',
  targetType: 'customer',
  targetId: 8,
  loanId: null,
  reason: '',
  changes: [
    { field: 'lastName', before: 'Lovelace', after: 'Byron' },
    { field: 'monthlyIncome', before: 1200, after: 2750 },
  ],
};

const renderTrail = () =>
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider} store={memoryStore()}>
      <AuditTrail queryKey={['loans', 5]} load={async () => [edit, payment]} />
    </AdminContext>,
  );

const changesOf = async (row: number) => {
  const rows = await screen.findAllByTestId('audit-entry');
  return within(rows[row]!).getAllByRole('cell').at(-1)?.textContent;
};

afterEach(() => i18nProvider.changeLocale('en'));

describe('the audit trail of a record', { timeout: 30_000 }, () => {
  it('shows the changes in words, not field paths (English)', async () => {
    renderTrail();
    expect(await changesOf(0)).toBe('Last name: Lovelace → ByronMonthly income: £1,200.00 → £2,750.00');
    expect(screen.getByText('Edited · Customer 8')).toBeInTheDocument();
    expect(screen.getByText('Instalment 2: Paid £30.00 → £126.01')).toBeInTheDocument();
    expect(screen.getByText('Payment 10300 added: £96.01 on 27/11/2026 (Manual)')).toBeInTheDocument();
    expect(screen.queryByText(/installments\[|payments\[|paidAmount/)).not.toBeInTheDocument();
  });

  it('shows them in Spanish', async () => {
    await i18nProvider.changeLocale('es');
    renderTrail();
    expect(await screen.findByText('Apellidos: Lovelace → Byron')).toBeInTheDocument();
    expect(screen.getByText('Editado · Cliente 8')).toBeInTheDocument();
    expect(screen.getByText('Cuota 2: Pagado £30.00 → £126.01')).toBeInTheDocument();
    expect(screen.getByText('Pago 10300 — alta: £96.01 el 27/11/2026 (Manual)')).toBeInTheDocument();
  });
});
