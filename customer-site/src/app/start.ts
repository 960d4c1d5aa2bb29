import { call } from '@pronto/api/customer-site';
import { currentStatus, loginDecision } from '@pronto/domain';
import { loginText } from '../i18n/pages/login.ts';
import { session } from '../session/session.ts';
import { supportEmail } from './config.ts';

export interface StartResult {
  /** Error to show when the stored session was refused (waiting or an unknown status). */
  message?: string;
}

/**
 * App start (customer-site.md §4): the token (from `?jwt=`, see app/address-token.ts, or storage) is
 * checked by fetching the customer; an invalid token clears the session. Network failures keep the
 * stored session.
 */
export async function startSession(): Promise<StartResult> {
  const { token } = session.get();
  if (!token) return {};
  const result = await call('membership.token', { params: { token }, silent: true });
  if (result.status === 0) return {};
  if (result.status !== 200 || !result.data) {
    session.clear();
    return {};
  }
  const decision = loginDecision(currentStatus(result.data), { onLoginPage: false, supportEmail });
  if (decision.kind === 'clearAndHome') {
    session.clear();
    return { message: loginText.refused[decision.reason](supportEmail) };
  }
  // Declined and closed keep their read-only session: the guard keeps them on their past loans.
  session.save(token, result.data);
  return {};
}
