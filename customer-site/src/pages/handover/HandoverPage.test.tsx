import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi, renderAt } from '../../test/render.tsx';
import HandoverPage from './HandoverPage.tsx';

describe('partner handover on the UK site', () => {
  it('welcomes in English with the UK offer', async () => {
    fakeApi({ 'customer.handoverLogin': { data: { token: 'partner-jwt', status: 'waitingForPin' } } });
    const { container } = renderAt(<HandoverPage />, '/handover/v1/intro-1', '/handover/v1/:introductionId');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pronto' })).toBeInTheDocument();
    expect(screen.getByText(/^Your application has reached us from our partner\./)).toBeInTheDocument();
    expect(screen.getByText(/up to £400/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('says what went wrong in English', async () => {
    fakeApi({ 'customer.handoverLogin': { status: 422, errors: [] } });
    renderAt(<HandoverPage />, '/handover/v1/intro-nobody', '/handover/v1/:introductionId');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Pronto');
  });
});
