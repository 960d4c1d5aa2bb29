import type { CustomerStatus } from '@pronto/api';
import { READ_ONLY_ROUTES, type AuthType, type RouteName } from './routes.ts';
import { isReadOnlyStatus } from './statuses.ts';

/** The guard waits this long before redirecting (customer-site.md §9). */
export const GUARD_DELAY_MS = 100;

/**
 * Route guard of customer-site.md §4: where a page of `authType` sends a visitor whose current
 * status is `status` (undefined = not logged in), or null when the page may be shown.
 * Statuses other than new and preRegistered (waiting included) follow the "later statuses" row, except
 * the read-only accounts (declined, closed): every page that is not public sends them to pastLoans, but
 * pastLoans and documents (`route`) themselves (docs/decisions.md).
 */
export function guardRedirect(status: CustomerStatus | undefined, authType: AuthType, route?: RouteName): RouteName | null {
  const userPage = authType === 'user' || authType === 'account';
  if (status === undefined) {
    return userPage || authType === 'register' || authType === 'preRegistered' ? 'login' : null;
  }
  if (status === 'new') {
    return userPage || authType === 'preRegistered' ? 'registerOtp' : null;
  }
  if (status === 'preRegistered') {
    return userPage || authType === 'register' ? 'customerExtend' : null;
  }
  if (isReadOnlyStatus(status)) {
    if (authType === 'public') return null;
    return (authType === 'user' || authType === 'account') && route !== undefined && READ_ONLY_ROUTES.includes(route) ? null : 'pastLoans';
  }
  return authType === 'register' || authType === 'preRegistered' || authType === 'login' ? 'loansAndTransactions' : null;
}
