import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@pronto/domain';
import { globalHandlerAction, responseBus, type HandlerAction } from '@pronto/request';
import { MemoryRouter } from '../test/memory-router.tsx';
import { aCustomer } from '../test/fixtures.ts';
import { fakeApi } from '../test/render.tsx';
import { session } from '../session/session.ts';
import { useLocation } from './router.tsx';
import { Providers } from './App.tsx';
import { Shell } from './Shell.tsx';

/* How a session ends: Logout tells the server first; a session ended elsewhere (another tab) or refused
 * (expired, revoked) sends the customer to log in again, saying why, and back to the page afterwards. */

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
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

const approved = aCustomer({ id: 8, firstName: 'Lennie', lastName: 'Koch' }, ['approved']);
const where = () => screen.getByTestId('where');

describe('ending a session', () => {
  it('Logout sends membership.logout while the session is still stored, then clears it', async () => {
    session.save('jwt-8', approved);
    const storedWhenSent: (string | null)[] = [];
    const api = fakeApi({
      'membership.token': { data: approved },
      'log.write.post': { data: { id: 1 } },
      'membership.logout': () => {
        storedWhenSent.push(localStorage.getItem(STORAGE_KEYS.token));
        return { data: { message: 'Logged out.' } };
      },
    });
    const user = userEvent.setup();
    renderShell('/loans-transactions');
    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: "YES I'M SURE" }));
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(api.bodiesOf('membership.logout')).toHaveLength(1);
    expect(storedWhenSent).toHaveLength(1);
    expect(storedWhenSent[0]).toContain('jwt-8');
    expect(where()).toHaveTextContent(/^\/$/);
  });

  it("another tab's logout sends this tab to login, saying why, with the way back", async () => {
    session.save('jwt-8', approved);
    fakeApi({ 'membership.token': { data: approved } });
    renderShell('/payment/pay/3');
    await waitFor(() => expect(session.get().customer?.id).toBe(8));
    // What the other tab's Logout does to the shared storage, and the event this tab then receives.
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.customerDetails);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    });
    await waitFor(() => expect(where()).toHaveTextContent('/login?ended=elsewhere&redirect=%2Fpayment%2Fpay%2F3'));
    expect(session.get().token).toBeNull();
  });

  it('a session the server refuses at start sends the customer to login, saying why, with the way back', async () => {
    session.save('jwt-old', approved);
    fakeApi({ 'membership.token': { status: 422, errors: [{ message: 'Your session has expired. Please log in again.' }] } });
    renderShell('/loans-transactions/history');
    await waitFor(() => expect(where()).toHaveTextContent('/login?ended=expired&redirect=%2Floans-transactions%2Fhistory'));
    expect(session.get().token).toBeNull();
  });

  it('a 401 on a page that needs a session sends the customer to login, saying why, with the way back', async () => {
    session.save('jwt-8', approved);
    // The activity log is flushed when the session ends.
    fakeApi({ 'membership.token': { data: approved }, 'log.write.post': { data: { id: 1 } } });
    renderShell('/payment/pay/3');
    await waitFor(() => expect(session.get().customer?.id).toBe(8));
    // What the request layer does on a 401 (shared/request): the app's hook, then the handler's action.
    const unauthorized = globalHandlerAction({ status: 401 }, '/api/loan/loan') as HandlerAction;
    // The popup stays 4 s: watched from before the 401, so a slow machine cannot miss it.
    const popup = screen.findByText('Please login with your credentials.');
    act(() => {
      session.end('expired');
      responseBus.publish(unauthorized, '/api/loan/loan');
    });
    expect(await popup).toBeInTheDocument();
    await waitFor(() => expect(where()).toHaveTextContent('/login?ended=expired&redirect=%2Fpayment%2Fpay%2F3'));
    // Another call of the same moment answered 401 too: the customer stays on the login page that says why.
    act(() => responseBus.publish(unauthorized, '/api/card/account/cards'));
    expect(where()).toHaveTextContent('/login?ended=expired&redirect=%2Fpayment%2Fpay%2F3');
  });

  it('a refused stored session on a public page just ends there', async () => {
    session.save('jwt-old', approved);
    fakeApi({ 'membership.token': { status: 422, errors: [{ message: 'Your session has expired. Please log in again.' }] } });
    renderShell('/faq');
    await waitFor(() => expect(session.get().token).toBeNull());
    expect(where()).toHaveTextContent(/^\/faq$/);
  });

  it('a visitor opening an account page without a session is sent to login with the way back', async () => {
    fakeApi({});
    renderShell('/payment/pay/3');
    await waitFor(() => expect(where()).toHaveTextContent('/login?redirect=%2Fpayment%2Fpay%2F3'));
  });
});
