import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Installment } from '@pronto/api/customer-site';
import { aLoan } from '../test/fixtures.ts';
import { ScheduleTable, TransactionsTable } from './LoanTables.tsx';

const instalment = (over: Partial<Installment>): Installment => ({
  id: 1,
  loanId: 3,
  number: 1,
  expectedDate: '2027-01-06',
  interestStartDate: '2026-11-27',
  principal: 90.0,
  interest: 80.0,
  fee: 0,
  lateInterest: 0,
  paidAmount: 0,
  status: 'pending',
  ...over,
});

describe('what the loan tables say the customer did', () => {
  it('after a roll-over: the moved instalment is "Rolled over", its payment the roll-over interest', () => {
    const loan = aLoan({
      installments: [
        instalment({ expectedDate: '2027-01-06', rolledOverFrom: '2026-12-27', paidAmount: 67.5, status: 'partiallyPaid' }),
        instalment({ id: 2, number: 2, expectedDate: '2027-01-27' }),
      ],
      payments: [{ id: 1, loanId: 3, amount: 67.5, date: '2026-11-27', method: 'card', deleted: false, purpose: 'rollover' }],
    });
    render(
      <>
        <ScheduleTable loan={loan} />
        <TransactionsTable loan={loan} />
      </>,
    );
    const [first, second] = within(screen.getByRole('table', { name: 'Repayment schedule' }))
      .getAllByRole('row')
      .slice(1);
    expect(first).toHaveTextContent('Rolled over from 27/12/2026, interest paid');
    expect(first).not.toHaveTextContent('Part paid');
    expect(second).toHaveTextContent('Due');
    expect(within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row')[1]).toHaveTextContent(
      '27/11/2026£67.50Roll-over interest, by card',
    );
  });

  it('a part payment is still a part payment; the transactions have one heading', () => {
    const loan = aLoan({
      installments: [instalment({ paidAmount: 30, status: 'partiallyPaid' })],
      payments: [{ id: 1, loanId: 3, amount: 30, date: '2026-11-27', method: 'card', deleted: false }],
    });
    render(<TransactionsTable loan={loan} />);
    expect(screen.getAllByText('Transactions')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row')[1]).toHaveTextContent('£30.00Card');
  });
});
