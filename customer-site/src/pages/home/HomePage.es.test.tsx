import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { paymentPlan } from '@pronto/domain';

// The market is read once at start (app/config.ts); the Spanish variant gets fresh modules.
let HomePage: typeof import('./HomePage.tsx').default;
let helpers: typeof import('../../test/render.tsx');

beforeAll(async () => {
  vi.stubEnv('VITE_MARKET', 'ES');
  vi.resetModules();
  ({ default: HomePage } = await import('./HomePage.tsx'));
  helpers = await import('../../test/render.tsx');
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Spanish home page', () => {
  it('has no UK availability banner (one text bundle only) and states the TAE range', async () => {
    helpers.fakeApi({
      'loan.getAllLoanDefinitions': { data: [] },
      'loan.paymentPlan': (body) => ({ data: { installments: paymentPlan(body) } }),
    });
    helpers.renderAt(<HomePage />);
    // The hero's texts (with the UK notice in the UK bundle) load with the page when drawn on the client.
    await screen.findByRole('heading', { level: 1, name: 'Préstamos rápidos, decididos en minutos' });
    expect(screen.queryByRole('region', { name: /aviso/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/UK|Reino Unido/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ejemplo representativo' })).toHaveTextContent('Nuestras TAE van del 859 % al 2430 %.');
    await screen.findByRole('table');
  });
});
