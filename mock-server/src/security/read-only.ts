import type { CountryCode } from '@pronto/api';
import { currentStatus, isReadOnlyStatus, LOGIN_MESSAGES, LOGIN_MESSAGES_ES } from '@pronto/domain';
import type { CustomerRecord } from '../types.ts';

/** The support address each market's refusal names (the site's `supportEmail`). */
export const SUPPORT_EMAIL: Record<CountryCode, string> = { GB: 'help@pronto.test', ES: 'ayuda@pronto.es' };

/**
 * The customer calls a read-only account (declined or closed) may still make: read its own
 * details, loans, agreements and documents, and log out. Every other customer call is refused (403).
 */
export const READ_ONLY_CALLS: ReadonlySet<string> = new Set([
  'membership.logout',
  'customer.account/customer',
  'loan.customerAllLoans',
  'loan.customerLoansByStatus',
  'loan.loan',
  'loan.loanagreement',
  'loan.loanAgreementAsPdf',
  'loan.loanAgreementData',
  'communication.account/documentList',
  'communication.account/document',
]);

/**
 * Why a customer call is refused because the account is read-only: the login refusal of customer-site.md §8
 * ("Your account is closed. Please mail us {email}.") in the site's language; null when the call may go on.
 */
export function readOnlyRefusal(customer: CustomerRecord, callId: string, spanish: boolean): string | null {
  const status = currentStatus(customer);
  if (!isReadOnlyStatus(status) || READ_ONLY_CALLS.has(callId)) return null;
  const message = (spanish ? LOGIN_MESSAGES_ES : LOGIN_MESSAGES)[status];
  return message.replace('{email}', SUPPORT_EMAIL[customer.country]);
}
