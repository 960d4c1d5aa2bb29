import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import PayPage from './PayPage.tsx';

const loan = {
  id: 3,
  status: 'issued',
  installments: [],
  payments: [],
  nextInstallment: { number: 1, expectedDate: '2026-12-21', amount: 81.3, status: 'pending' },
  summary: { settlementToday: 200 },
};

function page(payReply: { status?: number; data?: unknown; errors?: { message: string }[] } = { data: { paid: 81.3, loan: { ...loan, status: 'issued' } } }) {
  const api = fakeApi({
    'GET /api/loan/loan': { data: loan },
    'GET /api/card/account/cards': { data: [{ id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242' }] },
    'POST /api/loan/account/payLoanSingleInstallment': payReply,
    'POST /api/loan/account/payloanv2': payReply,
  });
  renderAt(<PayPage />, '/payment/pay/3', '/payment/pay/:id');
  return api;
}

describe('pay an instalment or a chosen amount (issue 4)', () => {
  it('pays the next instalment with the chosen card and goes back to the loans', async () => {
    const api = page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay £81.30' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans-transactions'));
    expect(api.bodyOf('/api/loan/account/payLoanSingleInstallment')).toEqual([{ loanId: 3, cardId: 5 }]);
    expect(await screen.findByText('Thank you: we have received your payment of £81.30.')).toBeInTheDocument();
  });

  it('refuses another amount above what settles the loan today, then pays one within it', async () => {
    const api = page();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Another amount'));
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please enter an amount up to £200.00.')).toBeInTheDocument();
    expect(api.bodyOf('/api/loan/account/payloanv2')).toEqual([]);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.bodyOf('/api/loan/account/payloanv2')).toEqual([{ loanId: 3, cardId: 5, amount: 50 }]));
  });

  it('shows a refused card payment on the page', async () => {
    page({ status: 422, errors: [{ message: 'The payment could not be taken from this card. Please try another card.' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay £81.30' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be taken from this card. Please try another card.');
  });
});
