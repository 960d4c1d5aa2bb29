import type { StaffUser } from '@pronto/api';
import { setAuthToken } from '@pronto/request';

/** localStorage keys of the staff session (read by the reports pages through react-admin's auth hooks). */
export const TOKEN_KEY = 'pronto.reportToken';
export const USER_KEY = 'pronto.staffUser';

export interface StaffSession {
  token: string;
  user: StaffUser;
}

/** The stored session, or null when signed out or the stored user is unreadable. */
export function readSession(storage: Storage = localStorage): StaffSession | null {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    return { token, user: JSON.parse(rawUser) as StaffUser };
  } catch {
    return null;
  }
}

export function writeSession(session: StaffSession, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

/** Set when a 401 ended the session, so the sign-in page opens as /login?redirect=login (back-office.md §8). */
const EXPIRED_KEY = 'pronto.sessionExpired';

export function markSessionExpired(storage: Storage = sessionStorage): void {
  clearSession();
  storage.setItem(EXPIRED_KEY, '1');
}

export function isSessionExpired(storage: Storage = sessionStorage): boolean {
  return storage.getItem(EXPIRED_KEY) === '1';
}

export function forgetSessionExpired(storage: Storage = sessionStorage): void {
  storage.removeItem(EXPIRED_KEY);
}

/** Set by the sign-in shown before the console loads, so the console says 'Login Success' once it is up. */
const SIGNED_IN_NOW_KEY = 'pronto.signedInNow';

export function markSignedInNow(storage: Storage = sessionStorage): void {
  storage.setItem(SIGNED_IN_NOW_KEY, '1');
}

/** True once after markSignedInNow. */
export function takeSignedInNow(storage: Storage = sessionStorage): boolean {
  const set = storage.getItem(SIGNED_IN_NOW_KEY) === '1';
  storage.removeItem(SIGNED_IN_NOW_KEY);
  return set;
}

/**
 * Puts a stored token back into the request layer (app start). Here and not in the auth provider: the
 * entry imports it, and the auth provider's access rules pull in the API catalogue (13 KB gzip), which
 * the sign-in page of a fresh visit does not need.
 */
export function restoreToken(): void {
  setAuthToken(readSession()?.token ?? null);
}
