import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderAt } from '../../test/render.tsx';
import ClosePage from './ClosePage.tsx';

/** After paying the first £81.30 on the day of issue, the quote's lines add up, and the credit says it is the customer's own payment. */
describe('repay in full', () => {
  it('shows the interest paid in advance as a credit line, so the lines add up to the amount', async () => {
    fakeApi({
      'loan.account/calculateFutureCloseAmount': {
        data: { date: '2026-11-25', amount: 118.7, principal: 163.7, interest: 0, charges: 0, interestCredit: 45 },
      },
      'card.account/cards': { data: [{ id: 5, brand: 'VISA', last4: '4242', maskedPan: '**** 4242' }] },
    });
    renderAt(<ClosePage />, '/payment/close/3', '/payment/close/:id');
    const quote = await screen.findByTestId('close-quote');
    const lines = within(quote)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    const terms = within(quote)
      .getAllByRole('term')
      .map((d) => d.textContent);
    expect(terms).toEqual([
      'Principal outstanding',
      'Interest up to today',
      'Fees and late interest',
      'Already paid by you in advance',
      'To repay in full today',
    ]);
    expect(lines).toEqual(['£163.70', '£0.00', '£0.00', '−£45.00', '£118.70']);
  });
});
