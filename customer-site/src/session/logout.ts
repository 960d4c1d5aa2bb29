import { call } from '@pronto/api/customer-site';
import type { ConfirmOptions } from '../chrome/confirm.tsx';
import { logoutText } from '../i18n/pages/logout.ts';

/**
 * Asks whether to log out and, on yes, calls `onYes` and ends the token on the server, so that it stops working
 * everywhere, not only in this browser. Resolves whether the customer said yes. Loaded with the first Logout:
 * a visit without a session never needs it.
 */
export async function confirmLogout(confirm: (options: ConfirmOptions) => Promise<boolean>, onYes: () => void): Promise<boolean> {
  if (!(await confirm(logoutText))) return false;
  onYes();
  await call('membership.logout', { silent: true });
  return true;
}
