import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRequestConfig } from '@pronto/request';
import { fakeApi } from '../test/fakeApi.ts';
import { aStaffUser } from '../test/fixtures.ts';
import { takeSignedInNow } from '../providers/session.ts';
import { QuickSignIn } from './QuickSignIn.tsx';

/** The mock's refusal of a wrong e-mail, password or country (report.login). */
const WRONG = 'The e-mail address, password or country is not correct.';

const user = (role: 'admin' | 'agent' | 'reporter') => aStaffUser({ id: 1, emailAddress: `${role}@pronto.test`, fullName: 'Alex', role });

async function signIn(email: string) {
  await userEvent.type(screen.getByLabelText(/E-mail address/), email);
  await userEvent.type(screen.getByLabelText(/^Password/), 'pronto123');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  resetRequestConfig();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/#/login');
});

describe('the sign-in before the console loads', { timeout: 20_000 }, () => {
  it('checks the fields without calling the server', async () => {
    const fake = fakeApi();
    const started = vi.fn();
    render(<QuickSignIn onSignedIn={started} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(started).not.toHaveBeenCalled();
    expect(fake.calls).toEqual([]);
  });

  it('says the e-mail or password is wrong and stays', async () => {
    fakeApi({ 'report.login': { status: 422, errors: [{ message: WRONG, code: 'wrongCredentials' }] } });
    const started = vi.fn();
    render(<QuickSignIn onSignedIn={started} />);
    await signIn('admin@pronto.test');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('E-mail or password is wrong'));
    expect(screen.getByRole('status')).not.toHaveTextContent('Reports could not get loaded');
    expect(started).not.toHaveBeenCalled();
    expect(localStorage.getItem('pronto.reportToken')).toBeNull();
  });

  it('says it in Spanish on the Spanish form', async () => {
    fakeApi({ 'report.login': { status: 422, errors: [{ message: WRONG, code: 'wrongCredentials' }] } });
    render(<QuickSignIn onSignedIn={vi.fn()} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Language/), 'es');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'admin@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('El correo electrónico o la contraseña no son correctos'));
  });

  it('says what happened when it is not the password: locked after too many tries', async () => {
    const locked = 'Too many attempts. Please try again later.';
    fakeApi({ 'report.login': { status: 422, errors: [{ message: locked, code: 'TooManyAttempts' }] } });
    render(<QuickSignIn onSignedIn={vi.fn()} />);
    await signIn('admin@pronto.test');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(locked));
  });

  it('stores the session and starts the console on the dashboard, or the reports for a reporter', async () => {
    const fake = fakeApi({ 'report.login': { data: { token: 't', user: user('admin') } } });
    const started = vi.fn();
    const { unmount } = render(<QuickSignIn onSignedIn={started} />);
    await signIn('admin@pronto.test');
    expect(started).toHaveBeenCalledOnce();
    expect(localStorage.getItem('pronto.reportToken')).toBe('t');
    expect(window.location.hash).toBe('#/');
    expect(takeSignedInNow()).toBe(true);
    unmount();

    window.history.replaceState(null, '', '/#/login');
    fake.on('report.login', { data: { token: 'r', user: user('reporter') } });
    render(<QuickSignIn onSignedIn={started} />);
    await signIn('reporter@pronto.test');
    expect(window.location.hash).toBe('#/report');
    expect(fake.bodiesOf('report.login')).toEqual([
      { emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' },
      { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' },
    ]);
  });

  it('keeps a deep link and switches to Spanish for the console too', async () => {
    window.history.replaceState(null, '', '/#/loans/7/show');
    fakeApi({ 'report.login': { data: { token: 't', user: user('agent') } } });
    render(<QuickSignIn onSignedIn={() => undefined} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Language/), 'es');
    expect(screen.getByRole('heading', { name: 'Acceso del personal' })).toBeInTheDocument();
    expect(localStorage.getItem('pronto.locale')).toBe('es');
    await userEvent.type(screen.getByLabelText(/Correo electrónico/), 'agent@pronto.test');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'pronto123');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/loans/7/show'));
  });
});
