import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aJourney, aLoan } from '../../test/fixtures.ts';

// The market is read once at start (app/config.ts); the Spanish variant gets fresh modules.
let SiteRoutes: typeof import('../../app/App.tsx').SiteRoutes;
let helpers: typeof import('../../test/render.tsx');
let store: typeof import('../../session/session.ts');

beforeAll(async () => {
  vi.stubEnv('VITE_MARKET', 'ES');
  vi.resetModules();
  ({ SiteRoutes } = await import('../../app/App.tsx'));
  helpers = await import('../../test/render.tsx');
  store = await import('../../session/session.ts');
  const { aCustomer } = await import('../../test/fixtures.ts');
  signIn = () => store.session.save('jwt-1', aCustomer({ country: 'ES' }, ['new', 'preRegistered', 'registered', 'approved']));
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});
let signIn: () => void;

const approved = aJourney({ step: 'financialInformation', loan: aLoan({ id: 4, status: 'approved', agreementAcceptedAt: '2026-01-01' }) });

describe('bankQuestions (/cuenta/q): which bank the salary is paid into, before the bank is read', () => {
  it('asks in Spanish, then opens the scrape step with that bank chosen', async () => {
    signIn();
    helpers.fakeApi({
      'loan.WidgetInit': { data: { sessionId: 's1', banks: ['Santander', 'BBVA', 'CaixaBank'] } },
      'loan.journey': { data: approved },
      'loan.prescrape': { data: { able: true, reason: null } },
    });
    const user = userEvent.setup();
    helpers.renderAt(<SiteRoutes />, '/cuenta/q');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas sobre su banco' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija el banco donde cobra su nómina.');
    await user.click(screen.getByRole('radio', { name: 'BBVA' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/financial-information/scrape?bank=BBVA'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifique su cuenta de nómina' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'BBVA' })).toBeChecked();
  });
});
