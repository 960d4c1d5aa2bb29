import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { clearFailures, isLocked, lockKey } from '../security/lockout.ts';
import { id } from '../validate.ts';
import type { Routes } from './define.ts';
import { memberView } from './staff-admin.ts';
import { customerOr422, idFrom } from './staff-helpers.ts';
import { registerSuspectedRelationsRoute } from './suspected-logins.ts';

/** How long a support token works: long enough for one support session, short enough to leave nothing lying about. */
export const SUPPORT_TOKEN_MS = 60 * 60 * 1000;

/** Staff support for customers' sign-in (unblock, a support token), a staff member by id, suspected sign-in relations. */
export function registerMembershipSupportRoutes(routes: Routes, ctx: Context): void {
  // Recorded (audit.ts RECORDED): both the sign-in and the PIN-check lockouts of the customer's phone end.
  routes.id('membership.unblock', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const keys = (['login', 'pin'] as const).map((scope) => lockKey(scope, customer.mobilePhone, customer.country));
    const wasLocked = keys.some((key) => isLocked(ctx, key));
    for (const key of keys) clearFailures(ctx, key);
    return {
      customerId: customer.id,
      wasLocked,
      message: wasLocked ? 'The customer can sign in again.' : 'The customer was not locked out; their wrong tries are forgotten.',
    };
  });

  // Audited (audit.ts): a token that acts as the customer, for an hour, given with a reason.
  routes.id('membership.token.post', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    if (customer.deleted) throw invalid(`Customer ${customer.id} is deleted.`);
    const token = ctx.issueToken('customer', customer.id, null, SUPPORT_TOKEN_MS);
    return { customerId: customer.id, token, expires: ctx.findToken(token)?.expires ?? null };
  });

  routes.id('membership.member', (call) => {
    const staffId = id(call.params.id, 'id');
    const member = ctx.staffById(staffId);
    if (!member) throw invalid(`Staff member ${staffId} does not exist.`);
    return memberView(member);
  });

  registerSuspectedRelationsRoute(routes, ctx);
}
