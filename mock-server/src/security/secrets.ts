import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../types.ts';

/**
 * PINs, OTPs and staff passwords at rest: `scrypt$<salt>$<hash>` (node:crypto's scrypt, N=1024) or
 * `scrypt$<N>$<salt>$<hash>` for another cost. The cost is low on purpose: a 4-digit PIN falls to any
 * cost once the hash is read, so the protection is that no clear value is ever stored, filtered on or
 * returned, and the lockout limits guesses (docs/decisions.md).
 */
const PREFIX = 'scrypt$';
const DEFAULT_N = 1024;
/**
 * A PIN sent by SMS (the registration PIN, a reset or handover code) is four digits the server chose:
 * once its hash is read, 10,000 tries find it at any cost, and until then the lockout counts every guess.
 * At N=1024 (3.1 ms) its hash was most of a registration's time (p99 budget 50 ms); N=64 still
 * cost 0.24 ms, N=16 costs 0.09 ms.
 */
const SMS_CODE_N = 16;
const KEY_LENGTH = 32;

let derivations = 0;
const scryptOf = (clear: string, salt: Buffer, length: number, N: number) => {
  derivations++;
  return scryptSync(clear, salt, length, { N, r: 8, p: 1 });
};

/** How many scrypt derivations this process has run (tests check that a sign-in does the same work for any account). */
export const secretDerivations = () => derivations;

/** The stored form of a secret a person chooses (a PIN, a password). */
export function hashSecret(clear: string, salt: Buffer = randomBytes(16)): string {
  return `${PREFIX}${salt.toString('base64')}$${scryptOf(clear, salt, KEY_LENGTH, DEFAULT_N).toString('base64')}`;
}

/**
 * The stored form of a PIN sent by SMS, at the lowest cost. A reset or handover code lives ten minutes and
 * works once; the registration PIN is also the login PIN until the customer changes it (then N=1024).
 */
export function hashSmsCode(clear: string): string {
  const salt = randomBytes(16);
  return `${PREFIX}${SMS_CODE_N}$${salt.toString('base64')}$${scryptOf(clear, salt, KEY_LENGTH, SMS_CODE_N).toString('base64')}`;
}

/** Whether `given` is the secret stored as `stored`; a missing or blank secret matches nothing. */
export function checkSecret(stored: unknown, given: unknown): boolean {
  if (typeof stored !== 'string' || stored === '' || typeof given !== 'string' || given.trim() === '') return false;
  if (!stored.startsWith(PREFIX)) return false;
  const parts = stored.slice(PREFIX.length).split('$');
  const [cost, salt, hash] = parts.length === 3 ? [Number(parts[0]), parts[1], parts[2]] : [DEFAULT_N, parts[0], parts[1]];
  if (!salt || !hash || !Number.isInteger(cost) || cost < 2 || cost > DEFAULT_N) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptOf(given, Buffer.from(salt, 'base64'), expected.length, cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** What a sign-in checks a password against when there is no account: a secret nobody can type. */
const STAND_IN = hashSecret(randomBytes(32).toString('hex'));

/**
 * A sign-in's check: the same scrypt work whether the account exists or not (no account, an inactive one, a
 * missing or blank secret are checked against a stand-in and fail), so the answer's time does not tell
 * which phone numbers or e-mail addresses have an account. `ok` is false to fail after the work.
 */
export function checkSignInSecret(stored: unknown, given: unknown, ok = true): boolean {
  const usable = typeof stored === 'string' && stored.startsWith(PREFIX);
  const matches = checkSecret(usable ? stored : STAND_IN, typeof given === 'string' && given.trim() !== '' ? given : '\u0000');
  return ok && usable && matches;
}

const TOKEN_PREFIX = 'sha256$';

/**
 * How a session token is stored: its SHA-256 digest. A token is 24 random bytes, so a fast hash is enough
 * (no guessing it from the digest); what it keeps out of the data file is a working session for whoever
 * reads the file or a backup of it.
 */
export const tokenDigest = (token: string): string => `${TOKEN_PREFIX}${createHash('sha256').update(token).digest('base64url')}`;

export const isHashed = (value: unknown) => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * Hashes every clear PIN, OTP, password and session token in the db (a fresh seed, or an older data file, which may lack a
 * collection), in place.
 * Done once where the db is loaded, so the seed can keep writing clear values. The seed gives most
 * people the same PIN: one hash per clear value and pass keeps a start of thousands of customers fast.
 */
export function hashClearSecrets(db: Partial<Db>): number {
  const memo = new Map<string, string>();
  const hashed = (clear: string) => {
    let value = memo.get(clear);
    // A salt from the value itself: the same seed gives the same data file (persistence.test.ts).
    // Only clear values found at load get it; every secret set later has a random salt.
    if (!value) memo.set(clear, (value = hashSecret(clear, createHash('sha256').update(`pronto-seed:${clear}`).digest().subarray(0, 16))));
    return value;
  };
  let count = 0;
  const fix = (row: Record<string, unknown>, field: string) => {
    const value = row[field];
    if (value === undefined || value === null || isHashed(value)) return;
    // A blank secret opens nothing: stored as null.
    row[field] = typeof value === 'string' && value.trim() !== '' ? hashed(value) : null;
    count++;
  };
  for (const c of (db.customers ?? []) as unknown as Record<string, unknown>[]) {
    fix(c, 'pin');
    fix(c, 'otp');
  }
  for (const s of (db.staff ?? []) as unknown as Record<string, unknown>[]) fix(s, 'password');
  // Session tokens of an older data file, kept in clear there: stored as their digest from now on.
  for (const t of (db.tokens ?? []) as unknown as Record<string, unknown>[]) {
    if (typeof t.token === 'string' && !t.token.startsWith(TOKEN_PREFIX)) {
      t.token = tokenDigest(t.token);
      count++;
    }
  }
  return count;
}
