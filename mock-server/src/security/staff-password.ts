import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { StaffRecord } from '../types.ts';
import { checkSecret, hashSecret } from './secrets.ts';

export const STAFF_PASSWORD_RULE = 'The new password must be 10 to 128 characters long, with at least one letter and one digit.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';

/**
 * A staff member's new password: 10 to 128 characters with a letter and a digit, not their e-mail
 * address, not the password they have now. Refused with 422 otherwise.
 */
export function checkStaffPassword(password: string, member: Pick<StaffRecord, 'emailAddress' | 'password'> | null): void {
  if (password.length < 10 || password.length > 128 || !/\p{L}/u.test(password) || !/\d/.test(password)) throw invalid(STAFF_PASSWORD_RULE);
  if (member && password.trim().toLowerCase() === member.emailAddress.toLowerCase())
    throw invalid('The new password must not be your e-mail address.');
  if (member && checkSecret(member.password, password)) throw invalid(SAME_PASSWORD);
}

/** Stores a staff member's new password hashed and ends their sessions, except `keep` (the caller's own, when they change their own). */
export function setStaffPassword(ctx: Context, member: StaffRecord, password: string, keep?: string): void {
  member.password = hashSecret(password);
  ctx.revokeSessions('staff', member.id, keep);
  ctx.changed();
}
