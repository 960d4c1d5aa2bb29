import type { CustomerStatus } from '@pronto/api';

/**
 * Collection follows arrears (CONC 7: fair treatment on true information): one rule moves a customer into
 * internal collection when a loan is past due and out of it when nothing is, from the ledger's days past
 * due. External collection and legal are steps staff (or their runs) take later: the rule leaves them.
 */

/** The statuses of a customer in collection. */
export const COLLECTION_STATUSES = ['internalCollection', 'externalCollection', 'legal'] as const satisfies readonly CustomerStatus[];

/** A staff decision against the rule, with its reason: it holds while the customer's arrears stay as they were. */
export interface CollectionOverride {
  status: CustomerStatus;
  reason: string;
  by: string;
  at: string;
  /** Whether a loan was past due when staff decided. */
  pastDue: boolean;
}

const inCollection = (status: CustomerStatus | undefined) => (COLLECTION_STATUSES as readonly string[]).includes(status ?? '');

/** Whether a customer's status agrees with their loans' days past due (the most of any open loan). */
export function collectionAgrees(status: CustomerStatus | undefined, daysPastDue: number): boolean {
  return daysPastDue > 0 ? inCollection(status) : status !== 'internalCollection';
}

/**
 * Where the arrears rule moves a customer: into internal collection when a loan is past due, back to the
 * status they had before it (approved when none) when nothing is; null when it leaves them where they
 * are. A staff override holds while the customer's arrears are as they were when it was made.
 */
export function collectionMove(
  history: readonly { status: CustomerStatus }[],
  daysPastDue: number,
  override?: CollectionOverride | null,
): CustomerStatus | null {
  if (override && override.pastDue === daysPastDue > 0) return null;
  const status = history.at(-1)?.status;
  if (collectionAgrees(status, daysPastDue)) return null;
  if (daysPastDue > 0) return 'internalCollection';
  const before = [...history].reverse().find((h) => !inCollection(h.status))?.status;
  return before ?? 'approved';
}
