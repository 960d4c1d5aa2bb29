import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aLoan } from '../../test/fixtures.ts';
import type { Card, PaymentResult } from '@pronto/api/customer-site';
import PayPage from './PayPage.tsx';

const loan = aLoan({ nextInstallment: { number: 1, expectedDate: '2026-12-21', amount: 81.3, status: 'pending' } });

type Reply = { status?: number; data?: PaymentResult; errors?: { message: string }[] };

function page(
  payReply: Reply = { data: { paid: 81.3, loan } },
  cards: Card[] = [{ id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242' }],
) {
  const api = fakeApi({
    'loan.loan': { data: loan },
    'card.account/cards': { data: cards },
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

  it('thanks for another amount with its pence: £30.00', async () => {
    page({ data: { paid: 30, loan } });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Another amount'));
    await user.type(screen.getByLabelText('Amount'), '30');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Thank you: we have received your payment of £30.00.')).toBeInTheDocument();
  });

  it('shows a refused card payment on the page', async () => {
    page({ status: 422, errors: [{ message: 'The payment could not be taken from this card. Please try another card.' }] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay £81.30' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment could not be taken from this card. Please try another card.');
  });

  it('offers the card that last worked first, not the newer one that just failed, and pays with it', async () => {
    const api = page(undefined, [
      { id: 9, brand: 'VISA', last4: '0002', maskedPan: '**** 0002', lastUse: { at: '2026-11-27T10:05:00Z', ok: false } },
      { id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242', lastUse: { at: '2026-11-27T10:00:00Z', ok: true } },
    ]);
    const payWith = await screen.findByRole('group', { name: 'Pay with' });
    expect(within(payWith).getByLabelText('VISA ending 4242')).toBeChecked();
    expect(within(payWith).getByLabelText('VISA ending 0002')).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay £81.30' }));
    await waitFor(() => expect(api.bodiesOf('loan.account/payLoanSingleInstallment')).toEqual([{ loanId: 3, cardId: 5 }]));
  });
});
