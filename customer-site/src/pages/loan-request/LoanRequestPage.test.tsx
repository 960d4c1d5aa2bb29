import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aJourney, aLoan } from '../../test/fixtures.ts';
import LoanRequestPage from './LoanRequestPage.tsx';

const journey = (limit: number) => ({ data: aJourney({ limit, purposes: ['bills', 'car'] }) });

describe('loan request: amount within the credit limit, instalments, purpose', () => {
  it('refuses an amount above the limit of a new customer and sends nothing', async () => {
    const api = fakeApi({ 'loan.journey': journey(400) });
    const user = userEvent.setup();
    renderAt(<LoanRequestPage />, '/loan-request');
    expect(await screen.findByText('Between £100.00 and £400.00.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('How much would you like to borrow?'), '500');
    await user.selectOptions(screen.getByLabelText('What is the loan for?'), 'bills');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose an amount between £100.00 and £400.00.')).toBeInTheDocument();
    expect(api.bodiesOf('loan.requestLoan')).toEqual([]);
  });

  it('sends amount, instalments and purpose within a repeat limit of 1,000 and goes to the credit decision', async () => {
    const api = fakeApi({ 'loan.journey': journey(1000), 'loan.requestLoan': { data: aLoan({ id: 9, status: 'requested' }) } });
    const user = userEvent.setup();
    renderAt(<LoanRequestPage />, '/loan-request');
    await user.type(await screen.findByLabelText('How much would you like to borrow?'), '750');
    await user.selectOptions(screen.getByLabelText('Number of monthly instalments'), '2');
    await user.selectOptions(screen.getByLabelText('What is the loan for?'), 'car');
    expect(screen.getByText(/^2 monthly repayments of about £/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-request/credit-decision'));
    expect(api.bodiesOf('loan.requestLoan')).toEqual([{ amount: 750, installments: 2, purpose: 'car' }]);
  });

  it('shows the first server message when the request is refused', async () => {
    fakeApi({
      'loan.journey': journey(400),
      'loan.requestLoan': { status: 422, errors: [{ message: 'Please choose the purpose of the loan.' }] },
    });
    const user = userEvent.setup();
    renderAt(<LoanRequestPage />, '/loan-request');
    await user.type(await screen.findByLabelText('How much would you like to borrow?'), '200');
    await user.selectOptions(screen.getByLabelText('What is the loan for?'), 'bills');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the purpose of the loan.');
  });
});
