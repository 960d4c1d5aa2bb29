import type { CustomerDetails, CustomerStatus } from '@pronto/api';

/** Every customer status, in the order of customer-site.md §4. */
export const CUSTOMER_STATUSES = [
  'new',
  'preRegistered',
  'registered',
  'systemApproved',
  'securityChecked',
  'internalCollection',
  'externalCollection',
  'approved',
  'closed',
  'legal',
  'declined',
  'waiting',
] as const satisfies readonly CustomerStatus[];

/** Statuses past registration: login goes to the account area, register pages are closed to them. */
export const LATER_STATUSES = [
  'registered',
  'systemApproved',
  'securityChecked',
  'internalCollection',
  'externalCollection',
  'approved',
  'closed',
  'legal',
  'declined',
] as const satisfies readonly CustomerStatus[];

/**
 * Read-only accounts (docs/decisions.md): declined and closed customers keep a session (§4) after
 * the refusal message (§8), but may only read their past loans and their documents: no loan, no payment, no change.
 */
export const READ_ONLY_STATUSES = ['closed', 'declined'] as const satisfies readonly CustomerStatus[];

export function isReadOnlyStatus(status: CustomerStatus | undefined): status is (typeof READ_ONLY_STATUSES)[number] {
  return status === 'closed' || status === 'declined';
}

export function isCustomerStatus(value: unknown): value is CustomerStatus {
  return typeof value === 'string' && (CUSTOMER_STATUSES as readonly string[]).includes(value);
}

/**
 * The one reading of the current status: the LAST entry of `statuses` (oldest first).
 * Undefined when there is no customer, no entry, or an unknown value.
 */
export function currentStatus(
  // Customers come from the API or the browser's storage: statuses may be missing.
  customer: Partial<Pick<CustomerDetails, 'statuses'>> | null | undefined,
): CustomerStatus | undefined {
  const last = customer?.statuses?.at(-1)?.status;
  return isCustomerStatus(last) ? last : undefined;
}

/** Logged in: a token exists and the current status is any known status except new. */
export function isLoggedIn(token: string | null | undefined, customer: Pick<CustomerDetails, 'statuses'> | null | undefined): boolean {
  const status = currentStatus(customer);
  return Boolean(token) && status !== undefined && status !== 'new';
}

/** Sub-statuses staff add to qualify a customer's status (why an application waits, how a debt is handled). */
export const SUB_STATUSES = [
  'awaitingDocuments',
  'identityCheck',
  'fraudSuspected',
  'affordabilityReview',
  'promiseToPay',
  'paymentPlan',
  'dispute',
  'vulnerable',
  'bereavement',
  'insolvency',
  'doNotContact',
] as const;

/** The steps of an application, then where the customer ended up. Staff may set the application steps only. */
export const CUSTOMER_STAGES = [
  'phoneConfirmation',
  'personalDetails',
  'loanApplication',
  'review',
  'customer',
  'declined',
  'closed',
] as const;
