import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLoanDefinition } from '../../test/fixtures.ts';
import { fakeApi, renderAt } from '../../test/render.tsx';
import HomePage from './HomePage.tsx';

/** A plan whose principals add up to the amount, with 5 interest per instalment. */
const plan = (amount: number, n: number) => ({
  installments: Array.from({ length: n }, (_, i) => ({
    expectedDate: `2027-0${i + 1}-15`,
    initialBase: amount / n,
    initialCalculatedInterest: 5,
    interestStartDate: '2026-12-15',
  })),
});

describe('home calculator', () => {
  it('starts at 100 and Three, asks for dates one month apart, and recalculates on a change', async () => {
    const api = fakeApi({
      'loan.getAllLoanDefinitions': {
        data: [aLoanDefinition()],
      },
      'loan.paymentPlan': (body) => {
        const { amount, paymentDates } = body as { amount: number; paymentDates: string[] };
        return { data: plan(amount, paymentDates.length) };
      },
    });
    const user = userEvent.setup();
    renderAt(<HomePage />);
    expect(screen.getByRole('radio', { name: '£100' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Three' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['100', '200', '300', '400', '1', '2', '3', '4']);
    await screen.findByRole('table');
    const [first] = api.bodiesOf('loan.paymentPlan') as { issueDate: string; paymentDates: string[]; amount: number }[];
    expect(first?.amount).toBe(100);
    expect(first?.paymentDates).toHaveLength(3);
    expect(first?.paymentDates[0]?.slice(8)).toBe(first?.issueDate.slice(8));
    await user.click(screen.getByRole('radio', { name: 'Two' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(1 + 2 + 1));
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('£100.00£10.00£110.00');
  });

  it('shows "Credit Calculation error." / "Please try again later." when the plan fails', async () => {
    fakeApi({
      'loan.getAllLoanDefinitions': { status: 500, errors: [{ message: 'down' }] },
      'loan.paymentPlan': { status: 422, errors: [{ message: 'amount must be more than 0.' }] },
    });
    renderAt(<HomePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Credit Calculation error. Please try again later.');
  });
});
