import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { SummaryRow } from '@pronto/api';
import { summaryPeriods, summaryReport } from '@pronto/domain';
import { SummaryTable } from './SummaryTable.tsx';

/** One FTB loan of 1,000 in the first ES month, half its principal paid in time. */
const loan = {
  id: 1,
  customerId: 1,
  country: 'ES' as const,
  application: 'PRONTO_ES',
  amount: 1000,
  issueDate: '2018-01-10',
  status: 'overdue' as const,
  statusHistory: [],
  installments: [
    {
      id: 1,
      loanId: 1,
      number: 1,
      expectedDate: '2018-02-10',
      interestStartDate: '2018-01-10',
      principal: 500,
      interest: 0,
      fee: 0,
      lateInterest: 0,
      paidAmount: 500,
      paidDate: '2018-02-15',
      status: 'paid' as const,
    },
    {
      id: 2,
      loanId: 1,
      number: 2,
      expectedDate: '2018-03-10',
      interestStartDate: '2018-02-10',
      principal: 500,
      interest: 0,
      fee: 0,
      lateInterest: 0,
      paidAmount: 0,
      status: 'overdue' as const,
    },
  ],
  payments: [{ id: 1, loanId: 1, amount: 1234.5, date: '2018-02-15', method: 'card' as const, deleted: false }],
};

afterEach(cleanup);

function renderTable(rows: SummaryRow[], groups?: Parameters<typeof SummaryTable>[0]['groups']) {
  return render(
    <AdminContext>
      <SummaryTable rows={rows} country="ES" caption="Summary of Spain" groups={groups} />
    </AdminContext>,
  );
}

describe('SummaryTable', () => {
  it('shows one row per ES month with dates, money and percentages written the Spanish way', () => {
    renderTable(summaryReport([loan], summaryPeriods('ES'), { asOf: '2018-12-31' }));
    const table = screen.getByRole('table', { name: 'Summary of Spain' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows).toHaveLength(6);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('rowheader')).toHaveTextContent('01/01/2018');
    // FTB issued 1.000,00 € (100 %), principal paid 500,00 € (50 %), total paid 1.234,50 € (123,45 %).
    const cells = first.getAllByRole('cell').map((cell) => cell.textContent);
    // The period's last day (the API's dateEnd is the next period's start).
    expect(cells.slice(0, 9)).toEqual([
      '31/01/2018',
      '1.000,00\u00a0€',
      '100,00 %',
      '500,00\u00a0€',
      '50,00 %',
      '500,00\u00a0€',
      '50,00 %',
      '1.234,50\u00a0€',
      '123,45 %',
    ]);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('0,00 €');
  });

  it('names every group in the header, each with an amount and a % column', () => {
    renderTable([]);
    expect(screen.getByRole('columnheader', { name: 'FTB-to-RTB (full)' })).toHaveAttribute('colspan', '2');
    expect(screen.getAllByRole('columnheader', { name: 'Amount' })).toHaveLength(13);
  });

  it('shows only the groups chosen, the period columns first', () => {
    renderTable([], ['rtbIssued', 'rtbUnpaid']);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Period start', 'Period end', 'RTB issued', 'RTB unpaid']);
    expect(screen.getAllByRole('columnheader', { name: 'Amount' })).toHaveLength(2);
  });
});
