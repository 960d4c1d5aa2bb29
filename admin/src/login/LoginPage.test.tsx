import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { authProvider } from '../providers/authProvider.ts';
import { LoginPage } from './LoginPage.tsx';

function renderLogin() {
  return render(
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      <LoginPage />
      <Notification />
    </AdminContext>,
  );
}

function answer(status: number, body: unknown) {
  configureRequest({ fetch: (async () => new Response(JSON.stringify(body), { status })) as typeof fetch });
}

beforeEach(() => {
  resetRequestConfig();
  localStorage.clear();
});
afterEach(() => resetRequestConfig());

describe('LoginPage', { timeout: 20_000 }, () => {
  it('labels every field and requires them', async () => {
    renderLogin();
    expect(screen.getByLabelText(/E-mail address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Country/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('refuses an invalid e-mail', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pronto123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows 'Reports could not get loaded' when the sign-in is refused", async () => {
    answer(401, { data: null, errors: [{ message: 'Wrong e-mail or password.' }] });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Reports could not get loaded', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it("shows 'Login Success' and stores the session", async () => {
    answer(200, { data: { token: 't', user: { id: 1, emailAddress: 'admin@pronto.test', fullName: 'Alex Admin', role: 'admin', country: 'GB' } }, errors: [] });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pronto123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Success', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(localStorage.getItem('pronto.reportToken')).toBe('t');
  });
});
