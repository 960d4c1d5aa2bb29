import type { Installment, Loan, PlanInstallment } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { addDays, addMonths, daysBetween } from './dates.ts';
import { roundPence, toPence, toPounds } from './money.ts';
import { DAILY_COST_CAP_RATE, totalCostRoom } from './cap-limits.ts';
import { replayLoan, settlementAmount } from './ledger.ts';
import { DAILY_RATE, paymentPlan } from './payment-plan.ts';
import { LoanRuleError } from './refusals.ts';

/**
 * The FCA price cap for high-cost short-term credit (CONC 5A), one set of functions that every money
 * path (schedule, late interest, default fee, rollover, restructure, discount, settlement) goes through.
 */

export {
  DAILY_COST_CAP_RATE,
  DEFAULT_FEES_CAP,
  TOTAL_COST_CAP_RATIO,
  defaultFeeAllowed,
  lateInterestForDay,
  totalCostRoom,
} from './cap-limits.ts';
/** Restructures offer 1 to 12 monthly instalments. */
export const MAX_RESTRUCTURE_INSTALLMENTS = 12;
/** A rollover moves the next unpaid instalment by 1 to 30 days. */
export const MAX_ROLLOVER_DAYS = 30;
/** A credit may be rolled over at most twice, by the customer or by staff (CONC 6.7.23R). */
export const MAX_ROLLOVERS = 2;

/** A plan instalment as the cap sees it: its period, principal and interest. */
export interface CappedInstalment {
  interestStartDate: string;
  expectedDate: string;
  principal: number;
  interest: number;
}

/** Why a schedule breaks a cap, or null when it fits. */
export type CapBreach =
  { cap: 'daily'; day: string; interest: number; allowed: number } | { cap: 'total'; charges: number; allowed: number };

/**
 * Checks a schedule against the initial cost cap and the total cost cap, cumulatively (CONC 5A.3.5G):
 * by the end of every day, the interest accrued (each instalment's interest spread evenly over its
 * period) must not exceed 0.8% of the principal outstanding on each day so far, repaid as scheduled
 * (early repayments disregarded, CONC 5A.3.7R); and `chargedBeforePence` (interest and charges already
 * on the credit) plus all the schedule's interest must not exceed the amount borrowed. Amounts in pounds.
 */
export function scheduleCapBreach(
  amountBorrowed: number,
  instalments: readonly CappedInstalment[],
  chargedBefore = 0,
  allowanceBefore = 0,
): CapBreach | null {
  const lines = instalments.map((i) => ({ ...i, principalPence: toPence(i.principal), interestPence: toPence(i.interest) }));
  const charges = toPence(chargedBefore) + lines.reduce((s, l) => s + l.interestPence, 0);
  const allowedTotal = totalCostRoom(toPence(amountBorrowed), 0);
  if (charges > allowedTotal) return { cap: 'total', charges: toPounds(charges), allowed: toPounds(allowedTotal) };
  if (lines.length === 0) return null;
  const first = lines.reduce((d, l) => (l.interestStartDate < d ? l.interestStartDate : d), lines[0]?.interestStartDate ?? '');
  const last = lines.reduce((d, l) => (l.expectedDate > d ? l.expectedDate : d), first);
  let allowance = toPence(allowanceBefore);
  for (let day = first, n = 0; day < last; day = addDays(day, 1), n++) {
    const principal = lines.reduce((s, l) => s + (l.expectedDate > day ? l.principalPence : 0), 0);
    allowance += principal * DAILY_COST_CAP_RATE;
    const end = addDays(day, 1);
    const accrued = lines.reduce((s, l) => s + accruedShare(l.interestPence, l.interestStartDate, l.expectedDate, end), 0);
    // Half a penny of tolerance: amounts are rounded to the penny, the allowance is not.
    if (accrued > allowance + 0.5) return { cap: 'daily', day, interest: toPounds(accrued), allowed: toPounds(Math.floor(allowance)) };
    if (n > 5000) break;
  }
  return null;
}

/** Interest (pence) of one period accrued by the start of `day`, evenly over the period's days. */
function accruedShare(interest: number, start: string, end: string, day: string): number {
  if (day >= end) return interest;
  const period = daysBetween(start, end);
  const elapsed = daysBetween(start, day);
  if (elapsed <= 0 || period <= 0) return 0;
  return (interest * elapsed) / period;
}

/**
 * A restructure or rollover refused by the caps or the rules; `fits` is the largest instalment count allowed
 * (0: none), `breach` the cap that refused it (null when a rule did), so that a screen can say why in its
 * own language.
 */
export class CapError extends LoanRuleError {
  constructor(
    message: string,
    readonly fits: number,
    readonly breach: CapBreach | null = null,
  ) {
    super(message);
    this.name = 'CapError';
  }
}

/** The restructure of a loan: the principal still owed re-planned over monthly instalments from `today`. */
export interface RestructureSchedule<I extends Installment = Installment> {
  owed: number;
  issueDate: string;
  /** The paid instalments kept before the new plan (see keptInstallments). */
  kept: I[];
  installments: PlanInstallment[];
}

/** A loan as a restructure reads it: its instalments as loanAt leaves them and the payments they were paid by. */
export type RestructurableLoan = Pick<
  Loan,
  'id' | 'amount' | 'status' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'
>;

/**
 * The instalments a restructure keeps, as far as they were paid (`installments` as loanAt leaves them). A
 * paid one is kept whole, except that one paid before its period ended keeps only the interest accrued by
 * `today`: the new plan charges interest on the principal still owed from today, so the rest of that
 * period's interest would be charged twice (it is waived, and its payment counts towards the plan). A
 * partially paid one is kept as the part its payments covered, split as the ledger allocates them (fee,
 * late interest, interest, then principal; interest only as accrued by `today`): the principal it repaid
 * is no longer owed, so the new plan neither re-lends it nor charges interest on it, and its payments
 * stay with it instead of paying the new plan's interest ahead.
 */
export function keptInstallments<L extends RestructurableLoan>(loan: L, today: string): L['installments'][number][] {
  const lines = replayLoan(loan, today).lines;
  return [...loan.installments]
    .sort((a, b) => a.number - b.number)
    .flatMap((i, n) => {
      const line = lines[n];
      const paid = line ? line.paidFee + line.paidLate + line.paidInterest + line.paidPrincipal : 0;
      if (i.status !== 'paid' && paid <= 0) return [];
      const interest = toPence(i.interest);
      const period = daysBetween(i.interestStartDate, i.expectedDate);
      const elapsed = Math.max(0, daysBetween(i.interestStartDate, today));
      const accrued = i.expectedDate <= today || period <= 0 ? interest : roundPence((interest * elapsed) / period);
      if (i.status === 'paid' || !line)
        return [accrued === interest ? { ...i, chargesSettled: true } : { ...i, interest: toPounds(accrued), chargesSettled: true }];
      // Interest paid ahead of its accrual repays principal instead, as a paid instalment's does.
      const keptInterest = Math.min(line.paidInterest, accrued);
      const principal = Math.min(line.principal, line.paidPrincipal + line.paidInterest - keptInterest);
      return [
        {
          ...i,
          principal: toPounds(principal),
          interest: toPounds(keptInterest),
          fee: toPounds(line.paidFee),
          lateInterest: toPounds(line.paidLate),
          chargesSettled: true,
        },
      ];
    });
}

/** The principal (pence) of `installments` not kept by a restructure: what it re-plans. */
const principalOwed = (installments: readonly Installment[], kept: readonly Installment[]) =>
  installments.reduce((sum, i) => sum + toPence(i.principal), 0) - kept.reduce((sum, i) => sum + toPence(i.principal), 0);

const plannedInterest = (plan: readonly PlanInstallment[]) => plan.reduce((s, p) => s + toPence(p.initialCalculatedInterest), 0);

function restructureCandidate(loan: RestructurableLoan, count: number, today: string) {
  const kept = keptInstallments(loan, today);
  const owed = toPounds(principalOwed(loan.installments, kept));
  const dates = Array.from({ length: count }, (_, i) => addMonths(today, i + 1));
  const installments = paymentPlan({ issueDate: today, paymentDates: dates, amount: owed });
  // Everything charged on the instalments kept (paid): interest, the default fee and late interest. They
  // stay charged, so the new plan's interest fits in what the total cost cap leaves after them.
  const keptCharges = toPounds(kept.reduce((s, i) => s + toPence(i.interest) + toPence(i.fee) + toPence(i.lateInterest), 0));
  const breach = scheduleCapBreach(
    loan.amount,
    installments.map((p) => ({
      interestStartDate: p.interestStartDate,
      expectedDate: p.expectedDate,
      principal: p.initialBase,
      interest: p.initialCalculatedInterest,
    })),
    keptCharges,
  );
  return { owed, kept, installments, breach, keptCharges, newInterest: toPounds(plannedInterest(installments)) };
}

/**
 * How many monthly instalments (0 to 12) a restructure of the loan on `today` may have within the caps:
 * the interest, fees and late interest charged on paid instalments plus the new plan's interest within the
 * amount borrowed, and the new plan within 0.8% a day. Unpaid late charges are waived by a restructure.
 */
export function restructureFit(loan: RestructurableLoan, today: string): number {
  if (!['issued', 'overdue'].includes(loan.status)) return 0;
  let fits = 0;
  for (let count = 1; count <= MAX_RESTRUCTURE_INSTALLMENTS; count++) {
    if (restructureCandidate(loan, count, today).breach) break;
    fits = count;
  }
  return fits;
}

/** The restructure plan over `count` instalments, or a CapError saying why not and how many fit. */
export function restructureSchedule<L extends RestructurableLoan>(
  loan: L,
  count: number,
  today: string,
): RestructureSchedule<L['installments'][number]> {
  if (!['issued', 'overdue'].includes(loan.status))
    throw new CapError(`Loan ${loan.id} is ${loan.status}: only a running loan can be restructured.`, 0);
  if (!Number.isInteger(count) || count < 1 || count > MAX_RESTRUCTURE_INSTALLMENTS) {
    throw new CapError(`installmentCount must be a whole number from 1 to ${MAX_RESTRUCTURE_INSTALLMENTS}.`, restructureFit(loan, today));
  }
  const candidate = restructureCandidate(loan, count, today);
  if (candidate.owed <= 0) throw new CapError('Nothing is left to restructure.', 0);
  if (candidate.breach) {
    const fits = restructureFit(loan, today);
    const why =
      candidate.breach.cap === 'total'
        ? `its interest (${candidate.newInterest.toFixed(2)}) plus the ${candidate.keptCharges.toFixed(2)} of interest, fees and late interest already charged would exceed the ${loan.amount.toFixed(2)} borrowed (total cost cap: 100% of the amount borrowed)`
        : `its interest would exceed 0.8% a day of the principal outstanding by ${candidate.breach.day}`;
    const fit =
      fits === 0
        ? 'No restructure fits the caps.'
        : `At most ${fits} instalment${fits === 1 ? '' : 's'} fit${fits === 1 ? 's' : ''} the caps.`;
    throw new CapError(`A restructure over ${count} instalments is refused: ${why}. ${fit}`, fits, candidate.breach);
  }
  return { owed: candidate.owed, issueDate: today, kept: candidate.kept, installments: candidate.installments };
}

type RolloverLoan = Pick<Loan, 'amount' | 'installments' | 'rollovers' | 'writtenOff'>;

/**
 * Interest, fees and late interest charged so far (pence), counting each instalment's contract interest
 * whole, and interest written off: the ledger keeps a write-off out of the cap's room too.
 */
const chargedPence = (loan: Pick<RolloverLoan, 'installments' | 'writtenOff'>) =>
  loan.installments.reduce((s, i) => s + toPence(i.interest) + toPence(i.fee) + toPence(i.lateInterest), 0) + toPence(loan.writtenOff ?? 0);

/** Why a loan may not be rolled over again (CONC 6.7.23R: at most two rollovers), or null. */
export function rolloverLimitReason(loan: Pick<Loan, 'rollovers'>): string | null {
  return (loan.rollovers ?? 0) >= MAX_ROLLOVERS
    ? 'This loan has already been rolled over twice: a loan may be rolled over at most twice (FCA CONC 6.7.23).'
    : null;
}

/**
 * Why a customer's rollover (the next instalment's interest paid now) is refused on `today` because that
 * costs at least what repays the whole loan (interest paid ahead lowers the settlement), or null: a
 * rollover then only costs the customer more than repaying in full.
 */
export function rolloverDearerThanSettling(
  loan: Pick<Loan, 'amount' | 'country' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>,
  today: string,
): string | null {
  const next = loan.installments.find((i) => i.status !== 'paid');
  if (!next) return null;
  const settles = settlementAmount(loan, today);
  if (next.interest < settles) return null;
  const money = (x: number) => formatMoney(x, loan.country);
  return `Repaying the loan in full today costs ${money(settles)}, no more than the roll-over's ${money(next.interest)}: please repay it in full instead.`;
}

/**
 * The extra interest (pounds) for moving the next unpaid instalment `days` later: the contract rate on its
 * principal for those days, within what the total cost cap leaves (interest, fees and late interest so far).
 */
export function rolloverInterest(loan: RolloverLoan, days: number): number {
  const next = loan.installments.find((i) => i.status !== 'paid');
  if (!next || days <= 0) return 0;
  const charged = chargedPence(loan);
  const wanted = Math.floor(toPence(next.principal) * DAILY_RATE * days + 1e-9);
  return toPounds(Math.min(wanted, totalCostRoom(toPence(loan.amount), charged)));
}

/**
 * The instalments after a rollover moving the next unpaid one `days` later (adding `extraInterest` to it),
 * or a CapError when the loan was rolled over twice already (CONC 6.7.23R) or the new schedule would
 * break a cap. The caller counts the rollover (`rollovers`).
 */
export function rolloverSchedule<L extends RolloverLoan>(loan: L, days: number, extraInterest = 0): L['installments'] {
  const limit = rolloverLimitReason(loan);
  if (limit) throw new CapError(limit, 0);
  const index = loan.installments.findIndex((i) => i.status !== 'paid');
  const inst = loan.installments[index];
  if (!inst) throw new CapError('This loan has nothing left to roll over.', 0);
  const moved = addDays(inst.expectedDate, days);
  const following = loan.installments[index + 1];
  if (following && moved >= following.expectedDate) throw new CapError('The installment cannot move onto or past the next one.', 0);
  const installments = loan.installments.map((i, n) => {
    if (n === index) return { ...i, expectedDate: moved, interest: toPounds(toPence(i.interest) + toPence(extraInterest)) };
    if (n === index + 1) return { ...i, interestStartDate: moved };
    return i;
  });
  const unpaid = installments.filter((i) => i.status !== 'paid');
  // Counted besides the unpaid instalments' interest: everything else charged so far (paid instalments'
  // interest, every fee and all late interest), so a rollover never takes room already used.
  const before = chargedPence({ installments, writtenOff: loan.writtenOff }) - unpaid.reduce((s, i) => s + toPence(i.interest), 0);
  const breach = scheduleCapBreach(loan.amount, unpaid, toPounds(before));
  if (breach) {
    throw new CapError(
      breach.cap === 'total'
        ? `This rollover is refused: its charges (${breach.charges.toFixed(2)}) would exceed the ${loan.amount.toFixed(2)} borrowed (total cost cap).`
        : `This rollover is refused: the interest would exceed 0.8% a day of the principal outstanding by ${breach.day}.`,
      0,
      breach,
    );
  }
  return installments;
}

/**
 * How many days (0 to 30) the next unpaid instalment may move within the rules and the caps: the largest
 * move rolloverSchedule accepts, with `extraInterest(days)` added to the instalment (none for staff).
 */
export function rolloverFit(loan: RolloverLoan, extraInterest: (days: number) => number = () => 0): number {
  let fits = 0;
  for (let days = 1; days <= MAX_ROLLOVER_DAYS; days++) {
    try {
      rolloverSchedule(loan, days, extraInterest(days));
    } catch (error) {
      if (error instanceof CapError) break;
      throw error;
    }
    fits = days;
  }
  return fits;
}
