import type { AuthProvider } from 'react-admin';
import type { ReportSignInRequest } from '@pronto/api';
import { call } from './call.ts';
import { getAuthToken, setAuthToken } from '@pronto/request';
import { isOk } from './result.ts';
import { clearSession, forgetSessionExpired, isSessionExpired, markSessionExpired, readSession, writeSession } from './session.ts';

/** back-office.md §8 (the sign-in page shows pronto.login.success / pronto.login.failure, the same texts). */
export const LOGIN_FAILURE = 'Reports could not get loaded';
/** Where a 401 sends the user (back-office.md §8: login route with redirect query value login). */
export const LOGIN_REDIRECT = '/login?redirect=login';
/** How long sign-out waits for the server to end the session before it signs out here anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

function signOut(): void {
  clearSession();
  setAuthToken(null);
}

/** Staff sign-in is the report sign-in (back-office.md §2, §7); the role decides every screen. */
export const authProvider: AuthProvider = {
  async login(credentials: ReportSignInRequest) {
    const result = await call('report.login', { data: credentials, silent: true });
    const body = result.data;
    if (!isOk(result) || !body?.token) throw new Error(LOGIN_FAILURE);
    writeSession({ token: body.token, user: body.user });
    forgetSessionExpired();
    setAuthToken(body.token);
    // Reporters see only the reports; everyone else goes back where they were (or the dashboard).
    return body.user.role === 'reporter' ? { redirectTo: '/report' } : undefined;
  },
  async logout() {
    // The server ends the session first, so the token stops working everywhere it was copied; a
    // sign-out that cannot reach the server still signs out here. After a 401 there is no token to end.
    if (getAuthToken()) await call('membership.logout', { silent: true, timeout: LOGOUT_TIMEOUT_MS });
    signOut();
  },
  async checkAuth() {
    const session = readSession();
    if (!session) {
      signOut();
      // After a 401 the sign-in page opens with ?redirect=login, as the global handler asks.
      if (isSessionExpired()) throw { redirectTo: LOGIN_REDIRECT, message: 'pronto.handler.loggedOut' };
      throw new Error('ra.auth.auth_check_error');
    }
    setAuthToken(session.token);
  },
  // react-admin passes whatever the failed call threw, which need not be an object.
  async checkError(error: unknown) {
    if (typeof error === 'object' && error !== null && 'status' in error && error.status === 401) {
      markSessionExpired();
      setAuthToken(null);
      throw { redirectTo: LOGIN_REDIRECT, message: 'ra.notification.logged_out' };
    }
  },
  async getIdentity() {
    const session = readSession();
    if (!session) throw new Error('ra.auth.auth_check_error');
    return { id: session.user.id, fullName: session.user.fullName, email: session.user.emailAddress };
  },
  async getPermissions() {
    return readSession()?.user.role;
  },
  async canAccess({ resource, action }) {
    // Imported when asked: the access rules read the API catalogue, which the sign-in page (it uses
    // login above) does not need; the console has it loaded by then.
    const { canAccessResource } = await import('./access.ts');
    return canAccessResource(readSession()?.user.role, resource, action);
  },
};
