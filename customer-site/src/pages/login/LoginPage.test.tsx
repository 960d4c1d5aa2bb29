import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerStatus } from '@pronto/api';
import { session } from '../../session/session.ts';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aCustomer } from '../../test/fixtures.ts';
import LoginPage from './LoginPage.tsx';

const details = (status: CustomerStatus) => aCustomer({}, ['new', status]);

async function login(status: CustomerStatus | null, path = '/login') {
  const api = fakeApi({
    'membership.login': status
      ? { data: { token: 'jwt-5', customerDetails: details(status) } }
      : { status: 422, errors: [{ message: 'The mobile phone number or PIN is not correct.' }] },
  });
  const user = userEvent.setup();
  renderAt(<LoginPage />, path);
  await user.type(screen.getByLabelText('Mobile number'), '7100000008');
  await user.type(screen.getByLabelText('PIN'), '1234');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return api;
}

describe('Login outcomes by status (customer-site.md §4, §8)', () => {
  it.each<[CustomerStatus, string]>([
    ['approved', '/loans-transactions'],
    ['registered', '/loans-transactions'],
    ['legal', '/loans-transactions'],
    ['preRegistered', '/register/complete'],
    // Registered, PIN never confirmed: the OTP page, where the registration can be finished.
    ['new', '/register/otp'],
  ])('%s goes to %s with the session saved', async (status, path) => {
    const api = await login(status);
    expect(await screen.findByText(path)).toBeInTheDocument();
    expect(session.get().token).toBe('jwt-5');
    expect(api.bodiesOf('membership.login')).toEqual([{ phoneNumber: '07100000008', password: '1234', countryCode: 'GB' }]);
  });

  it.each<CustomerStatus>(['declined', 'closed'])(
    '%s keeps a read-only session and goes to the past loans, never to a redirect',
    async (status) => {
      await login(status, '/login?redirect=%2Floan-request');
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/past-loans$/));
      expect(session.get().token).toBe('jwt-5');
    },
  );

  it.each<[CustomerStatus, string]>([['waiting', 'Your account is closed. Please mail us help@pronto.test.']])(
    '%s clears the session and goes home with its message',
    async (status, message) => {
      await login(status);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
      expect(session.get().token).toBeNull();
    },
  );

  it('goes to the redirect when one is given', async () => {
    await login('approved', '/login?redirect=%2Floan-request');
    expect(await screen.findByText('/loan-request')).toBeInTheDocument();
  });

  it('shows the server message on a wrong PIN', async () => {
    await login(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('The mobile phone number or PIN is not correct.');
  });

  it('validates the PIN length', async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<LoginPage />, '/login');
    await user.type(screen.getByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('Min length is 4');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This field is required');
  });
});
