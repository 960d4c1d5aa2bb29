import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../test/memory-router.tsx';
import { useLocation } from './router.tsx';
import { session } from '../session/session.ts';
import { fakeApi } from '../test/render.tsx';
import { Providers } from './App.tsx';
import { Shell } from './Shell.tsx';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The shell at `path` around a page; the current path is in test id "where", shown while the page waits too. */
function renderShell(path: string) {
  return render(
    <MemoryRouter path={path}>
      <Providers>
        <Shell>
          <p>The page</p>
        </Shell>
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}

const approved = {
  id: 8,
  firstName: 'Lennie',
  lastName: 'Koch',
  birthDate: '1980-01-01T12:00:00Z',
  emailAddress: 'l@k.co',
  country: 'GB' as const,
  statuses: [{ status: 'approved' as const, createdAt: '2026-01-01' }],
  communication: [],
  customerAddress: [],
};

describe('shell', () => {
  it('sends a visitor without a session from an account page to login, 100 ms later (customer-site.md §4)', async () => {
    // The page's timers run only as the test lets them: the guard's delay, and never the activity log's
    // first batch (2 s after the first page view), which a slow run would otherwise send mid-test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fakeApi({});
    renderShell('/loans-transactions');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.getByTestId('where')).toHaveTextContent('/loans-transactions');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    // The titles load with the first page the app draws: once loaded here too, the shell has set its title.
    await act(() => import('../i18n/pages/titles.ts'));
    expect(document.title).toBe('Login | Pronto');
    expect(document.body).toHaveClass('page-login');
  });

  it('sends a logged-in customer away from login; logout asks first and goes home', async () => {
    session.save('jwt-8', approved);
    // The activity log sends its first batch (POST) 2 s after the first page view and later ones (PUT)
    // 2 s after new actions; logging out flushes it first. This test waits for the first batch and lets
    // the later ones come as they may.
    const fake = fakeApi({
      'membership.token': { data: approved },
      'log.write.post': { data: { id: 1 } },
      'log.write.put': { data: { id: 1 } },
      'membership.logout': { data: { message: 'Logged out.' } },
    });
    const user = userEvent.setup();
    renderShell('/login');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/loans-transactions'));
    expect(screen.getByRole('link', { name: 'My account: Lennie Koch' })).toHaveTextContent('LK');
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    // The dialog's code loads on first use.
    expect(await screen.findByRole('dialog', { name: 'Logout' })).toHaveTextContent('Are you sure you want to logout?');
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(session.get().token).toBe('jwt-8');
    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: "YES I'M SURE" }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(fake.bodiesOf('log.write.post')).toHaveLength(1));
    // The first batch opens with the first page view.
    const [first] = fake.bodiesOf('log.write.post') as { actions: object[] }[];
    expect(first?.actions[0]).toMatchObject({ type: 'page', path: '/login' });
  });

  it('shows the legal warning and the footer', () => {
    fakeApi({});
    renderShell('/faq');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Warning: Late repayment can cause you serious money problems. For help, go to moneyhelper.org.uk',
    );
    expect(screen.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
  });
});
