import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { aCustomer } from '../test/fixtures.ts';
import { MemoryRouter } from '../test/memory-router.tsx';
import { fakeApi } from '../test/render.tsx';
import { pageTitles } from '../i18n/pages/titles.ts';
import { session } from '../session/session.ts';
import { Providers } from './App.tsx';
import { routes } from './routes.ts';
import { Shell } from './Shell.tsx';

/* Every page has a title of its own in the browser tab, not the bare "Pronto". */

describe('page titles', () => {
  it('every route has one (loaded with the first page the app draws)', () => {
    const missing = routes.map((r) => r.name).filter((name) => !pageTitles[name]);
    expect(missing).toEqual([]);
  });

  it.each([
    ['/payment/pay/3', 'Pay your loan | Pronto'],
    ['/loans-transactions/history', 'Loan history | Pronto'],
    ['/account/progress', 'Your application | Pronto'],
  ])('%s is "%s"', async (path, title) => {
    session.save('jwt-8', aCustomer({ id: 8 }, ['approved']));
    fakeApi({ 'membership.token': { data: aCustomer({ id: 8 }, ['approved']) } });
    document.title = 'Pronto';
    render(
      <MemoryRouter path={path}>
        <Providers>
          <Shell>
            <p />
          </Shell>
        </Providers>
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe(title));
  });
});
