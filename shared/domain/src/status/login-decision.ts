import type { CustomerStatus } from '@pronto/api';
import type { RouteName } from './routes.ts';
import { isReadOnlyStatus, LATER_STATUSES } from './statuses.ts';

/** Login messages of customer-site.md §8; `{email}` is the market's support address. */
export const LOGIN_MESSAGES = {
  declined: 'Your account is declined. Please mail us {email}.',
  closed: 'Your account is closed. Please mail us {email}.',
  generic: 'An error occurred.',
  noData: 'An error occurred. Please try again.',
} as const;

/** The same messages on the Spanish site (its wording, "tú"; the spec gives only the English ones). */
export const LOGIN_MESSAGES_ES = {
  declined: 'Tu cuenta ha sido rechazada. Escríbenos a {email}.',
  closed: 'Tu cuenta está cerrada. Escríbenos a {email}.',
  generic: 'Se ha producido un error.',
  noData: 'Se ha producido un error. Inténtalo de nuevo.',
} as const satisfies Record<keyof typeof LOGIN_MESSAGES, string>;

export type GoTo = { route: RouteName } | { path: string };

export type LoginDecision =
  /** Save token and customer details, then navigate (null: stay where you are). */
  | { kind: 'session'; goTo: GoTo | null }
  /** Do not keep the session: clear it, show `message` (English; `reason` lets an app word it) as an error, go home. */
  | { kind: 'clearAndHome'; reason: RefusalReason; message: string }
  /**
   * Declined or closed: show the refusal `message` (§8) but keep the session (§4), read-only: then navigate
   * to the past loans (null: stay where you are; the guard keeps them on the read-only pages).
   */
  | { kind: 'readOnly'; reason: 'declined' | 'closed'; message: string; goTo: GoTo | null };

/** Why a login or restore was refused: the account is declined, closed (or waiting), or the status is unknown. */
export type RefusalReason = 'declined' | 'closed' | 'generic';

export interface LoginContext {
  /** True when the decision is taken on the login page (not a session restore). */
  onLoginPage: boolean;
  /** Where the visitor wanted to go before being sent to login, if anywhere. */
  redirect?: string | null;
  /** Support e-mail put into the declined / closed messages. */
  supportEmail: string;
}

/** Statuses that keep a full session after login or restore (declined and closed keep a read-only one: docs/decisions.md). */
const SESSION_STATUSES: readonly CustomerStatus[] = LATER_STATUSES.filter((s) => !isReadOnlyStatus(s));

const withEmail = (message: string, email: string) => message.replace('{email}', email);

/**
 * Login or session restore by current status (customer-site.md §4, §8).
 * new -> registerOtp (registered, PIN not confirmed: that is the step left to finish),
 * preRegistered -> customerExtend (the PIN was confirmed), later statuses -> loansAndTransactions; a
 * redirect wins over these when given. declined and closed keep a read-only session with their message and
 * go to pastLoans (a redirect never wins); waiting clears the session with the closed message; anything
 * else a generic error.
 */
export function loginDecision(status: CustomerStatus | undefined, context: LoginContext): LoginDecision {
  const landing = landingRoute(status);
  if (landing) {
    if (context.redirect) return { kind: 'session', goTo: { path: context.redirect } };
    return { kind: 'session', goTo: context.onLoginPage ? { route: landing } : null };
  }
  if (isReadOnlyStatus(status)) {
    const message = withEmail(LOGIN_MESSAGES[status], context.supportEmail);
    return { kind: 'readOnly', reason: status, message, goTo: context.onLoginPage ? { route: 'pastLoans' } : null };
  }
  if (status === 'waiting') {
    return { kind: 'clearAndHome', reason: 'closed', message: withEmail(LOGIN_MESSAGES.closed, context.supportEmail) };
  }
  return { kind: 'clearAndHome', reason: 'generic', message: LOGIN_MESSAGES.generic };
}

function landingRoute(status: CustomerStatus | undefined): RouteName | null {
  if (status === 'new') return 'registerOtp';
  if (status === 'preRegistered') return 'customerExtend';
  if (status !== undefined && SESSION_STATUSES.includes(status)) return 'loansAndTransactions';
  return null;
}
