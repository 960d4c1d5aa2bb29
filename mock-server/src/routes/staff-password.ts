import { canRole } from '@pronto/api';
import type { Context } from '../context.ts';
import { ApiError, FORBIDDEN, invalid } from '../http.ts';
import { guarded } from '../security/lockout.ts';
import { checkSecret } from '../security/secrets.ts';
import { checkStaffPassword, setStaffPassword, WRONG_CURRENT_PASSWORD } from '../security/staff-password.ts';
import { str } from '../validate.ts';
import type { Routes } from './define.ts';

/** The lockout key of a staff member's password: the one the sign-in counts wrong passwords under. */
export const staffLockKey = (country: string, email: string) => `staff:${country}:${email.trim().toLowerCase()}`;

/**
 * membership.changePassword: a staff member changes their own password (any role), or an admin sets another
 * member's (`staffId`). Either way the caller first gives their own current password (`currentPassword`),
 * counted by the sign-in lockout; the new one (`password`) follows the password rule, is stored hashed and
 * ends the member's other sessions (the caller keeps theirs). The answer never holds a password.
 */
export function registerStaffPasswordRoutes(routes: Routes, ctx: Context): void {
  routes.id('membership.changePassword', ({ body, caller }) => {
    if (caller.kind !== 'staff') throw new ApiError(401, 'Authorization Error');
    const self = caller.staff;
    const memberId = body.staffId === undefined ? self.id : Number(body.staffId);
    const member = ctx.staffById(memberId);
    if (!member) throw invalid(`Staff member ${String(body.staffId)} does not exist.`);
    if (member.id !== self.id && !canRole(self.role, 'staff')) throw new ApiError(403, FORBIDDEN);
    const current = str(body, 'currentPassword');
    guarded(ctx, staffLockKey(self.country, self.emailAddress), [WRONG_CURRENT_PASSWORD], () => {
      if (!checkSecret(self.password, current)) throw invalid(WRONG_CURRENT_PASSWORD);
    });
    const password = str(body, 'password');
    checkStaffPassword(password, member);
    setStaffPassword(ctx, member, password, caller.token);
    return { staffId: member.id, message: 'Password changed.' };
  });
}
