import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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

function renderShell(path: string) {
  return render(
    <MemoryRouter path={path}>
      <Providers>
        <Shell>
          <Where />
        </Shell>
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
  it('sends a visitor without a session from an account page to login', async () => {
    fakeApi({});
    renderShell('/loans-transactions');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(document.title).toBe('Login | Pronto');
    expect(document.body).toHaveClass('page-login');
  });

  it('sends a logged-in customer away from login; logout asks first and goes home', async () => {
    session.save('jwt-8', approved);
    // Logging out flushes the activity log first.
    fakeApi({ 'membership.token': { data: approved }, 'log.write.post': { data: { id: 1 } } });
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
