import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { LoanReportRow } from '@pronto/api';
import { LoanReportTable } from './LoanReportTable.tsx';

const row = (over: Partial<LoanReportRow>): LoanReportRow => ({
  loanId: 7,
  customerId: 1854,
  application: 'PRONTO_UK',
  issueDate: '2018-01-10',
  principal: 200,
  totalPaid: 265.5,
  unpaid: 100,
  borrowerType: 'FTB',
  status: 'overdue',
  ...over,
});

const request = { start: '2018-01-01', end: '2018-04-01', application: 'PRONTO_UK' };

describe('the loan report table', () => {
  it("names each loan's customer and writes its amounts in the loan's currency", () => {
    render(
      <AdminContext>
        <LoanReportTable
          rows={[
            row({ customerName: 'Lenn Ramsey' }),
            row({ loanId: 8, customerId: 9, customerName: 'Ana García', application: 'PRONTO_ES' }),
          ]}
          request={request}
        />
      </AdminContext>,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('cell', { name: 'Lenn Ramsey' })).toBeInTheDocument();
    expect(within(first as HTMLElement).queryByRole('cell', { name: '1854' })).toBeNull();
    expect(within(first as HTMLElement).getByRole('cell', { name: '£265.50' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('cell', { name: 'Ana García' })).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('cell', { name: '265,50\u00a0€' })).toBeInTheDocument();
  });

  it('says which customer by number when the back end gives no name', () => {
    render(
      <AdminContext>
        <LoanReportTable rows={[row({})]} request={request} />
      </AdminContext>,
    );
    expect(screen.getByRole('cell', { name: '#1854' })).toBeInTheDocument();
  });
});
