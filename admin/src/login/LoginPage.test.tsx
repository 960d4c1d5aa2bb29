import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
import { resetRequestConfig } from '@pronto/request';
import { fakeApi } from '../test/fakeApi.ts';
import { aStaffUser } from '../test/fixtures.ts';
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

beforeEach(() => {
  resetRequestConfig();
  localStorage.clear();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('labels every field and requires them', async () => {
    const fake = fakeApi();
    renderLogin();
    expect(screen.getByLabelText(/E-mail address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Country/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(fake.calls).toEqual([]);
  });

  it('refuses an invalid e-mail', async () => {
    const fake = fakeApi();
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pronto123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(fake.calls).toEqual([]);
  });

  it("says 'E-mail or password is wrong' when the password is wrong (not the report sign-in's text)", async () => {
    fakeApi({
      'report.login': {
        status: 422,
        errors: [{ message: 'The e-mail address, password or country is not correct.', code: 'wrongCredentials' }],
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail or password is wrong', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Reports could not get loaded')).toBeNull();
  });

  it("shows 'Login Success' and stores the session", async () => {
    const fake = fakeApi({
      'report.login': {
        data: { token: 't', user: aStaffUser({ id: 1, emailAddress: 'admin@pronto.test', fullName: 'Alex Admin', role: 'admin' }) },
      },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'admin@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'pronto123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login Success', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(localStorage.getItem('pronto.reportToken')).toBe('t');
    expect(fake.bodiesOf('report.login')).toEqual([{ emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' }]);
  });
});
