import { beforeEach, describe, expect, it } from 'vitest';
import { getAuthToken, resetRequestConfig } from '@pronto/request';
import { fakeApi } from '../test/fakeApi.ts';
import { aStaffUser } from '../test/fixtures.ts';
import { authProvider, LOGIN_REDIRECT, SignInError } from './authProvider.ts';
import { call } from './call.ts';
import { markSessionExpired, TOKEN_KEY, USER_KEY } from './session.ts';

const user = aStaffUser();
/** The sign-in answers with this token and user. */
const signIn = (token: string, who = user) => fakeApi({ 'report.login': { data: { token, user: who } } });

beforeEach(() => {
  resetRequestConfig();
  localStorage.clear();
  sessionStorage.clear();
});

describe('authProvider', () => {
  it('signs in: stores token and user, sends the token as bearer', async () => {
    const fake = signIn('t-1');
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    expect(fake.bodiesOf('report.login')).toEqual([{ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? '')).toEqual(user);
    expect(getAuthToken()).toBe('t-1');
    expect(await authProvider.getPermissions?.({})).toBe('agent');
    expect(await authProvider.getIdentity?.()).toEqual({ id: 2, fullName: 'Ana Agent', email: 'agent@pronto.test' });
  });

  it('sends a reporter to the reports after sign-in', async () => {
    signIn('t-2', aStaffUser({ role: 'reporter' }));
    expect(await authProvider.login({ emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' })).toEqual({
      redirectTo: '/report',
    });
  });

  it('refuses wrong credentials as such and stores nothing', async () => {
    const message = 'The e-mail address, password or country is not correct.';
    fakeApi({ 'report.login': { status: 422, errors: [{ message, code: 'wrongCredentials' }] } });
    const refused = authProvider.login({ emailAddress: 'agent@pronto.test', password: 'nope', country: 'GB' });
    await expect(refused).rejects.toBeInstanceOf(SignInError);
    await expect(refused).rejects.toMatchObject({ wrongCredentials: true, message });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('passes on what happened when it is not the credentials (a lock after too many tries)', async () => {
    fakeApi({ 'report.login': { status: 422, errors: [{ message: 'Too many attempts.', code: 'TooManyAttempts' }] } });
    await expect(authProvider.login({ emailAddress: 'agent@pronto.test', password: 'nope', country: 'GB' })).rejects.toMatchObject({
      wrongCredentials: false,
      message: 'Too many attempts.',
    });
  });

  it('leaves a 401 to the global handler (one sign-out path); after it, checkAuth opens /login?redirect=login without a popup of its own', async () => {
    signIn('t-3');
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    await expect(authProvider.checkError({ status: 401 })).resolves.toBeUndefined();
    // What the request layer's onUnauthorized does when the handler takes the 401 (main.tsx).
    markSessionExpired();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: LOGIN_REDIRECT, message: false });
  });

  it('a 403 keeps the session', async () => {
    signIn('t-4');
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t-4');
  });

  it('logout ends the session on the server with its token, then clears the stored session', async () => {
    const fake = signIn('t-5');
    const ended: (string | null)[] = [];
    fake.on('membership.logout', () => {
      ended.push(getAuthToken());
      return { data: { message: 'Logged out.' } };
    });
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    await authProvider.logout({});
    expect(ended).toEqual(['t-5']);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it('logout signs out here when the server cannot end the session, and calls nothing after a 401', async () => {
    const fake = signIn('t-7');
    fake.on('membership.logout', { status: 500, errors: [{ message: 'down' }] });
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    await authProvider.logout({});
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getAuthToken()).toBeNull();
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    // A 401 reaches the request layer, which drops the token before the global handler signs out.
    fake.on('customer.search', { status: 401, errors: [{ message: 'Session ended.' }] });
    expect((await call('customer.search', { data: { page: 1, perPage: 10 } })).status).toBe(401);
    expect(getAuthToken()).toBeNull();
    await authProvider.logout({});
    expect(fake.calls.filter((c) => c.id === 'membership.logout')).toHaveLength(1);
  });

  it('canAccess follows the role: an agent may use customers but not the API console', async () => {
    signIn('t-6');
    await authProvider.login({ emailAddress: 'agent@pronto.test', password: 'pronto123', country: 'GB' });
    expect(await authProvider.canAccess?.({ resource: 'customers', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess?.({ resource: 'catalogue', action: 'list' })).toBe(false);
  });
});
