import type { Request } from 'express';
import { ApiError } from '../http.ts';

/** Accounts one client may give a wrong sign-in answer for within 15 minutes, before it tries no new one. */
export const SPRAY_LIMIT = 30;
const WINDOW_MS = 15 * 60 * 1000;
export const SPRAY_REFUSAL = 'Too many wrong sign-in attempts from this connection. Please try again in 15 minutes.';
export const SPRAY_CODE = 'TooManyAttemptsFromClient';

interface Window {
  start: number;
  /** The accounts (phone or e-mail keys) the client answered wrongly for. */
  accounts: Set<string>;
}

/**
 * The per-client side of the sign-in lockout: the lockout counts wrong answers per account, so one PIN
 * tried over many phone numbers (or one password over many staff e-mails) was never counted. Here a client
 * (remote address) that gave wrong answers for SPRAY_LIMIT accounts within 15 minutes may try no other
 * account until the window ends (429); the accounts it already tried stay under their own lockout, so a
 * person retrying their own PIN is not held up by it. Kept in memory: a restart forgets it, as it forgets
 * the per-minute rate limits.
 */
export function createSprayLimit(now: () => number = Date.now) {
  const windows = new Map<string, Window>();
  const windowOf = (client: string): Window => {
    const at = now();
    let window = windows.get(client);
    if (!window || at - window.start >= WINDOW_MS) {
      if (windows.size > 10_000) for (const [key, w] of windows) if (at - w.start >= WINDOW_MS) windows.delete(key);
      window = { start: at, accounts: new Set() };
      windows.set(client, window);
    }
    return window;
  };
  return {
    /**
     * Runs a sign-in to `account` for the request's client: refused for a new account once the client is at
     * the limit; a 422 in `wrongMessages` records the account.
     */
    run<T>(req: Request, account: string, wrongMessages: readonly string[], signIn: () => T): T {
      const window = windowOf(req.socket.remoteAddress ?? '?');
      if (window.accounts.size >= SPRAY_LIMIT && !window.accounts.has(account)) throw new ApiError(429, SPRAY_REFUSAL, SPRAY_CODE);
      try {
        return signIn();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422 && wrongMessages.includes(error.message)) window.accounts.add(account);
        throw error;
      }
    },
  };
}

export type SprayLimit = ReturnType<typeof createSprayLimit>;
