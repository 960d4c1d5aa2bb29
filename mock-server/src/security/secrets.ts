import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../types.ts';

/**
 * PINs, OTPs and staff passwords at rest: `scrypt$<salt>$<hash>` (node:crypto's scrypt). The cost is
 * low (N=1024) on purpose: a 4-digit PIN falls to any cost once the hash is read, so the protection is
 * that no clear value is ever stored, filtered on or returned, and the lockout limits guesses; a low
 * cost keeps a login or a registration within the latency budget (docs/decisions.md, issue 17).
 */
const PREFIX = 'scrypt$';
const COST = { N: 1024, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** The stored form of a secret. */
export function hashSecret(clear: string, salt: Buffer = randomBytes(16)): string {
  return `${PREFIX}${salt.toString('base64')}$${scryptSync(clear, salt, KEY_LENGTH, COST).toString('base64')}`;
}

/** Whether `given` is the secret stored as `stored`; a missing or blank secret matches nothing. */
export function checkSecret(stored: unknown, given: unknown): boolean {
  if (typeof stored !== 'string' || stored === '' || typeof given !== 'string' || given.trim() === '') return false;
  if (!stored.startsWith(PREFIX)) return false;
  const [salt, hash] = stored.slice(PREFIX.length).split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(given, Buffer.from(salt, 'base64'), expected.length, COST);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const isHashed = (value: unknown) => typeof value === 'string' && value.startsWith(PREFIX);

/**
 * Hashes every clear PIN, OTP and password in the db (a fresh seed, or an older data file, which may lack a
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
  return count;
}
