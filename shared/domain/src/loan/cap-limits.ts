import { toPence } from './money.ts';
import { DAILY_RATE } from './payment-plan.ts';

/**
 * The CONC 5A limits themselves, which the ledger applies day by day; caps.ts (the cap engine, which
 * re-exports them) applies them to whole schedules. Apart so that the cap engine can read the ledger.
 */

/** Initial cost cap: interest of at most 0.8% a day of the principal outstanding (CONC 5A.2.3R). */
export const DAILY_COST_CAP_RATE = 0.008;
/** Default fees: at most 15 in total over the life of the credit (CONC 5A.2.5R). */
export const DEFAULT_FEES_CAP = 15;
/** Total cost cap: all interest and charges at most 100% of the amount borrowed (CONC 5A.2.7R). */
export const TOTAL_COST_CAP_RATIO = 1;

/**
 * One day's late interest in pence: the contract rate on the overdue principal only (never on unpaid
 * interest or charges), rounded down so that it can never exceed the contract rate (CONC 5A.2.4R).
 */
export const lateInterestForDay = (overduePrincipalPence: number): number =>
  overduePrincipalPence > 0 ? Math.floor(overduePrincipalPence * DAILY_RATE + 1e-9) : 0;

/** The part of a `wantedPence` default fee that fits under the 15 total, given the fees already charged. */
export const defaultFeeAllowed = (wantedPence: number, feesChargedPence: number): number =>
  Math.max(0, Math.min(wantedPence, toPence(DEFAULT_FEES_CAP) - feesChargedPence));

/** What may still be charged (interest and charges, in pence) before the 100% total cost cap. */
export const totalCostRoom = (amountBorrowedPence: number, chargedPence: number): number =>
  Math.max(0, Math.round(amountBorrowedPence * TOTAL_COST_CAP_RATIO) - chargedPence);
