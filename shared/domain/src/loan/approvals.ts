import type { CheckedAction, CheckerRule } from '@pronto/api';

/**
 * Four-eyes by rule (maker-checker): what one staff member may book on their own is limited by running
 * totals, not by the size of one call, so splitting a large write-off or payment into small calls gains
 * nothing. A product decision (docs/decisions.md, "Four-eyes by running totals").
 */

/** A manual payment above this amount, counted on the loan's running total, waits for a checker. */
export const MANUAL_PAYMENT_APPROVAL_LIMIT = 250;

/**
 * A discount writes off interest the customer owes: up to this amount on a loan (a goodwill gesture) it is
 * given at once; beyond it, a write-off a second staff member, an admin, approves.
 */
export const WRITE_OFF_APPROVAL_LIMIT = 50;

/**
 * What staff may book without a checker: the running total per loan (every unchecked booking of the
 * action on that loan) and per staff member per day (every unchecked booking of theirs that UTC day).
 */
export const CHECKER_LIMITS: Readonly<Record<CheckedAction, { perLoan: number; perStaffDay: number }>> = {
  writeOff: { perLoan: WRITE_OFF_APPROVAL_LIMIT, perStaffDay: 100 },
  manualPayment: { perLoan: MANUAL_PAYMENT_APPROVAL_LIMIT, perStaffDay: 1000 },
  refund: { perLoan: 50, perStaffDay: 100 },
};

/** One money action booked without a checker (the maker alone). */
export interface UncheckedBooking {
  action: CheckedAction;
  loanId: number;
  staffId: number;
  /** YYYY-MM-DD (UTC) */
  day: string;
  amount: number;
}

const cents = (x: number) => Math.round(x * 100);

/**
 * The rule that sends an action of `amount` by `at.staffId` on `at.loanId` to a checker, given what was
 * booked unchecked so far; null when the maker may book it at once. The loan's limit is tested first.
 */
export function checkerRule(
  action: CheckedAction,
  amount: number,
  at: { loanId: number; staffId: number; day: string },
  booked: readonly UncheckedBooking[],
): CheckerRule | null {
  const limits = CHECKER_LIMITS[action];
  const same = booked.filter((b) => b.action === action);
  const totals = [
    { scope: 'loan' as const, limit: limits.perLoan, rows: same.filter((b) => b.loanId === at.loanId) },
    { scope: 'staffDay' as const, limit: limits.perStaffDay, rows: same.filter((b) => b.staffId === at.staffId && b.day === at.day) },
  ];
  for (const { scope, limit, rows } of totals) {
    const before = rows.reduce((sum, b) => sum + cents(b.amount), 0);
    const total = before + cents(amount);
    if (total > cents(limit)) return { action, scope, bookedBefore: before / 100, total: total / 100, limit };
  }
  return null;
}
