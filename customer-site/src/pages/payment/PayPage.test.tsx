import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aLoan } from '../../test/fixtures.ts';
import type { PaymentResult } from '@pronto/api/customer-site';
import PayPage from './PayPage.tsx';

const loan = aLoan({ nextInstallment: { number: 1, expectedDate: '2026-12-21', amount: 81.3, status: 'pending' } });

function page(payReply: { status?: number; data?: PaymentResult; errors?: { message: string }[] } = { data: { paid: 81.3, loan } }) {
  const api = fakeApi({
    'loan.loan': { data: loan },
    'card.account/cards': { data: [{ id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242' }] },
    'loan.account/payLoanSingleInstallment': payReply,
    'loan.account/payloanv2': payReply,
  });
  renderAt(<PayPage />, '/payment/pay/3', '/payment/pay/:id');
  return api;
}

describe('pay an instalment or a chosen amount', () => {
  it('pays the next instalment with the chosen card and goes back to the loans', async () => {
    const api = page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay £81.30' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loans-transactions'));
    expect(api.bodiesOf('loan.account/payLoanSingleInstallment')).toEqual([{ loanId: 3, cardId: 5 }]);
    expect(await screen.findByText('Thank you: we have received your payment of £81.30.')).toBeInTheDocument();
  });

  it('refuses another amount above what settles the loan today, then pays one within it', async () => {
    const api = page();
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Another amount'));
    await user.type(screen.getByLabelText('Amount'), '250');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please enter an amount up to £200.00.')).toBeInTheDocument();
    expect(api.bodiesOf('loan.account/payloanv2')).toEqual([]);
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(api.bodiesOf('loan.account/payloanv2')).toEqual([{ loanId: 3, cardId: 5, amount: 50 }]));
  });

  it('shows a refused card payment on the page', async () => {
    page({ status: 422, errors: [{ message: 'The payment could not be taken from this card. Please try another card.' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay £81.30' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be taken from this card. Please try another card.');
  });
});
