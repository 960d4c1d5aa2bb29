import type { AuthProvider } from 'react-admin';
import type { ReportSignInRequest } from '@pronto/api';
import { call } from './call.ts';
import { getAuthToken, setAuthToken } from '@pronto/request';
import { firstError, isOk } from './result.ts';
import { clearSession, forgetSessionExpired, isSessionExpired, readSession, writeSession } from './session.ts';

/**
 * A refused staff sign-in: `wrongCredentials` when the e-mail, password or country did not match (the
 * sign-in pages say so in the user's language); otherwise `message` says what happened (locked after
 * too many tries, no connection...). The report sign-in keeps §8's 'Reports could not get loaded'.
 */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly wrongCredentials: boolean,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}
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
    if (!isOk(result) || !body?.token) {
      const wrong = result.status === 401 || result.errors[0]?.code === 'wrongCredentials';
      throw new SignInError(firstError(result), wrong);
    }
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
      // After a 401 the sign-in page opens with ?redirect=login, as the global handler asks; the
      // handler's popup has said why (a second one here told it twice).
      if (isSessionExpired()) throw { redirectTo: LOGIN_REDIRECT, message: false };
      throw new Error('ra.auth.auth_check_error');
    }
    setAuthToken(session.token);
  },
  // A 401 is the global handler's alone (layout/ResponseHandler.tsx: one sign-out, one popup, always
  // /login?redirect=login): signing out here as well raced it to the sign-in page. A silent call's 401
  // signs nobody out (its panel says it); a 403 keeps the session.
  async checkError() {},
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
