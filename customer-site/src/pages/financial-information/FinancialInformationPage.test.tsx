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

describe('a step of an application already paid out (the back button after Transfer Successful)', () => {
  it('sends the customer to their loan', async () => {
    fakeApi({ 'loan.journey': { data: aJourney({ step: 'issued', loan: aLoan({ id: 4, status: 'issued' }), cards: 1 }) } });
    renderAt(<FinancialInformationPage />, '/financial-information/select-account', '/financial-information/*');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/loans-transactions$/));
  });

  it('with no application at all, says so and links to the loans and to a new request', async () => {
    fakeApi({ 'loan.journey': { data: aJourney({ loan: aLoan({ id: 4, status: 'declined' }) }) } });
    renderAt(<FinancialInformationPage />, '/financial-information/add-card', '/financial-information/*');
    expect(await screen.findByText('There is no loan application waiting for this step.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my loans' })).toHaveAttribute('href', '/loans-transactions');
    expect(screen.getByRole('link', { name: 'Request a loan' })).toHaveAttribute('href', '/loan-request');
  });
});

describe('the card step after a failed payout ("Try again", then "Continue with current card")', () => {
  it('offers the card that has not failed, not the one kept from the failed attempt', async () => {
    sessionStorage.setItem('pronto.flow.cardId', '9');
    fakeApi({
      'loan.journey': approved,
      'card.account/cards': {
        data: [
          { id: 9, brand: 'VISA', last4: '0002', maskedPan: '**** 0002', lastUse: { at: '2026-11-27T10:05:00Z', ok: false } },
          { id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242', lastUse: null },
        ],
      },
    });
    renderAt(<FinancialInformationPage />, '/financial-information/choose-card', '/financial-information/*');
    expect(await screen.findByLabelText('VISA ending 4242')).toBeChecked();
    expect(screen.getByLabelText('VISA ending 0002')).not.toBeChecked();
  });
});

describe('the scrape step: reading the salary account from the bank', () => {
  const hsbc = { id: 9, bankName: 'HSBC', sortCode: '200000', accountNumber: '00012345' };

  it('checks that the bank may be read, reads it through the bank connection and goes on to choose the account', async () => {
    const api = fakeApi({
      'loan.journey': approved,
      'loan.prescrape': { data: { able: true, reason: null } },
      'loan.WidgetInit': { data: { sessionId: 'a1', banks: ['Barclays', 'HSBC'] } },
      'bankscraper.account/addCustomerBankAccountManually': { data: hsbc },
      'bankscraper.account/getEligibleBankAccount': { data: [hsbc] },
    });
    const user = userEvent.setup();
    renderAt(<FinancialInformationPage />, '/financial-information/scrape', '/financial-information/*');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your salary account' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'HSBC' }));
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/financial-information/select-account'));
    expect(api.bodiesOf('bankscraper.account/addCustomerBankAccountManually')).toEqual([{ source: 'widget', bankName: 'HSBC' }]);
    expect(await screen.findByRole('radio', { name: 'HSBC – 200000 ****2345' })).toBeChecked();
  });

  it('says why the bank cannot be read and offers the details by hand instead', async () => {
    fakeApi({ 'loan.journey': approved, 'loan.prescrape': { data: { able: false, reason: 'The customer is blacklisted.' } } });
    renderAt(<FinancialInformationPage />, '/financial-information/scrape', '/financial-information/*');
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot read your bank account online: The customer is blacklisted.');
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter the account details' })).toHaveAttribute('href', '/financial-information/widget');
  });

  it('is offered where the customer chooses the account', async () => {
    transferWith({ status: 200 });
    renderAt(<FinancialInformationPage />, '/financial-information/select-account', '/financial-information/*');
    expect(await screen.findByRole('link', { name: 'Verify your salary account with your bank' })).toHaveAttribute('href', '/cuenta/q');
  });
});
