import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aJourney, aLoan } from '../../test/fixtures.ts';
import FinancialInformationPage from './FinancialInformationPage.tsx';

const approved = {
  data: aJourney({ step: 'financialInformation', loan: aLoan({ id: 4, status: 'approved', agreementAcceptedAt: '2026-01-01' }), cards: 1 }),
};
const accounts = { data: [{ id: 2, bankName: 'Barclays', sortCode: '200000', accountNumber: '12345678' }] };

function transferWith(reply: { status: number; errors?: { message: string; code?: string }[] }) {
  sessionStorage.setItem('pronto.flow.cardId', '7');
  return fakeApi({
    'loan.journey': approved,
    'bankscraper.account/getEligibleBankAccount': accounts,
    'loan.account/setLoanIssued': reply,
  });
}

describe('financial information: the transfer', () => {
  it('sends loan, card and bank account and shows Transfer Successful next', async () => {
    const api = transferWith({ status: 200 });
    const user = userEvent.setup();
    renderAt(<FinancialInformationPage />, '/financial-information/select-account', '/financial-information/*');
    await user.click(await screen.findByRole('button', { name: 'Send me the money' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-request/success'));
    expect(api.bodiesOf('loan.account/setLoanIssued')).toEqual([{ loanId: 4, cardId: 7, bankAccountId: 2 }]);
  });

  it('goes to the technical-problem page on code TechnicalProblem', async () => {
    transferWith({ status: 422, errors: [{ message: 'We could not send the money.', code: 'TechnicalProblem' }] });
    const user = userEvent.setup();
    renderAt(<FinancialInformationPage />, '/financial-information/select-account', '/financial-information/*');
    await user.click(await screen.findByRole('button', { name: 'Send me the money' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/loan-request/technical-problem'));
  });

  it('shows any other refusal on the page', async () => {
    transferWith({ status: 422, errors: [{ message: 'Please choose the bank account to receive the money.' }] });
    const user = userEvent.setup();
    renderAt(<FinancialInformationPage />, '/financial-information/select-account', '/financial-information/*');
    await user.click(await screen.findByRole('button', { name: 'Send me the money' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose the bank account to receive the money.');
    expect(screen.getByTestId('location')).toHaveTextContent('/financial-information/select-account');
  });
});
