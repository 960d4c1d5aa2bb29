import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { paymentPlan } from '@pronto/domain';
import { fakeApi, renderAt } from '../../test/render.tsx';
import HomePage from './HomePage.tsx';

const calculatorApi = () =>
  fakeApi({
    'loan.getAllLoanDefinitions': { data: [] },
    'loan.paymentPlan': (body) => ({ data: { installments: paymentPlan(body) } }),
  });

describe('home page texts of customer-site.md', () => {
  it('the UK bundle states on the home banner that the product is no longer available in the UK (§1)', async () => {
    calculatorApi();
    renderAt(<HomePage />);
    // Drawn on the client here: the notice's code loads with the page (the build's HTML carries it).
    expect(await screen.findByRole('region', { name: 'Service notice' })).toHaveTextContent('Pronto is no longer available in the UK.');
    await screen.findByRole('table');
  });

  it('states the APR range beside the representative APR (§9: min 859%, max 2430%)', async () => {
    calculatorApi();
    renderAt(<HomePage />);
    const example = screen.getByRole('region', { name: 'Representative example' });
    expect(example).toHaveTextContent('Our APRs range from 859% to 2430%.');
    await screen.findByRole('table');
  });
});
