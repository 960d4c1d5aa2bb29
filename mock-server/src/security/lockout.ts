import { normalizeCountry, phoneKey, type Context } from '../context.ts';
import { ApiError } from '../http.ts';

/** Wrong tries allowed before a PIN check or a login is locked. */
export const MAX_WRONG_TRIES = 5;
/** How long a lock lasts. */
export const LOCK_MS = 15 * 60 * 1000;
export const TOO_MANY_ATTEMPTS = 'Too many wrong attempts. Please try again in 15 minutes.';
export const TOO_MANY_ATTEMPTS_CODE = 'TooManyAttempts';

/** The internal collection holding lock counters (not a simple-rest collection: nothing exposes it). */
export const LOCKS = 'securityLocks';

/** What is counted: logins and PIN checks (OTP, handover, PIN reset) separately. */
export type LockScope = 'login' | 'pin';

interface LockRow {
  id: number;
  key: string;
  wrong: number;
  lockedUntil: string | null;
  updatedAt: string;
}

/** The counter key of a phone number in a market: the same number typed any way maps to one key. */
export function lockKey(scope: LockScope, phone: string, country: unknown): string {
  return `${scope}:${normalizeCountry(country)}:${phoneKey(phone)}`;
}

const rowsOf = (ctx: Context) => ctx.rows(LOCKS) as unknown as LockRow[];
const find = (ctx: Context, key: string) => rowsOf(ctx).find((r) => r.key === key);

function lockedError(): ApiError {
  return new ApiError(422, TOO_MANY_ATTEMPTS, TOO_MANY_ATTEMPTS_CODE);
}

/** True while the key is locked. */
export function isLocked(ctx: Context, key: string): boolean {
  const row = find(ctx, key);
  return !!row?.lockedUntil && Date.parse(row.lockedUntil) > ctx.now().getTime();
}

/** Refuses with 422 TooManyAttempts while the key is locked; an expired lock starts a fresh count. */
export function assertNotLocked(ctx: Context, key: string): void {
  const row = find(ctx, key);
  if (!row?.lockedUntil) return;
  if (Date.parse(row.lockedUntil) > ctx.now().getTime()) throw lockedError();
  clearFailures(ctx, key);
}

/** Counts a wrong try; the fifth locks the key for 15 minutes. Returns true when it locked. */
export function recordFailure(ctx: Context, key: string): boolean {
  let row = find(ctx, key);
  if (!row) {
    row = ctx.insert(LOCKS, { key, wrong: 0, lockedUntil: null, updatedAt: ctx.nowIso() });
  }
  row.wrong += 1;
  row.updatedAt = ctx.nowIso();
  if (row.wrong >= MAX_WRONG_TRIES) row.lockedUntil = new Date(ctx.now().getTime() + LOCK_MS).toISOString();
  ctx.changed();
  return row.lockedUntil !== null;
}

/** A right answer forgets the wrong tries. */
export function clearFailures(ctx: Context, key: string): void {
  const list = rowsOf(ctx);
  const index = list.findIndex((r) => r.key === key);
  if (index < 0) return;
  list.splice(index, 1);
  ctx.changed();
}

/**
 * Runs a check under the lock: refused while locked; a thrown 422 whose message is one of
 * `wrongMessages` counts a wrong try (the fifth answers TooManyAttempts instead); success clears the count.
 * Other refusals (missing fields, mismatched new PINs) are not guesses and are not counted.
 */
export function guarded<T>(ctx: Context, key: string, wrongMessages: readonly string[], check: () => T): T {
  assertNotLocked(ctx, key);
  try {
    const result = check();
    clearFailures(ctx, key);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422 && wrongMessages.includes(error.message)) {
      if (recordFailure(ctx, key)) throw lockedError();
    }
    throw error;
  }
}
