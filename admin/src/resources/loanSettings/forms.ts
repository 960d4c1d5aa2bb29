/** Small pure helpers of the loan-settings screens. */

/** "1, 2, 3" -> [1, 2, 3]; a piece that is not a number stays (NaN) so the server names the problem. */
export function parseOptions(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return String(value ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
}

/** [1, 2, 3] -> "1, 2, 3" (the text field of the edit form). */
export function formatOptions(value: unknown): string {
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

/** The impediment statuses and where each may go next (the mock's rule, docs/decisions.md "Loan settings"). */
export const IMPEDIMENT_STATUSES = ['pending', 'accepted', 'rejected', 'closed'] as const;
export type ImpedimentStatus = (typeof IMPEDIMENT_STATUSES)[number];
const NEXT: Record<ImpedimentStatus, ImpedimentStatus[]> = {
  pending: ['accepted', 'rejected'],
  accepted: ['closed'],
  rejected: [],
  closed: [],
};

/** The status is the stored record's: any text, which only the known statuses may index. */
const isImpedimentStatus = (status: string): status is ImpedimentStatus => Object.hasOwn(NEXT, status);

export function nextImpedimentStatuses(status: string): ImpedimentStatus[] {
  return isImpedimentStatus(status) ? NEXT[status] : [];
}

export const IMPEDIMENT_REASONS = ['illness', 'unemployment', 'bereavement', 'other'] as const;
