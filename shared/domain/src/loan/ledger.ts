import type { Installment, Loan } from '@pronto/api';
import { addDays, daysBetween } from './dates.ts';
import { roundPence, toPence, toPounds } from './money.ts';
import { defaultFeeAllowed, lateInterestForDay, totalCostRoom } from './cap-limits.ts';
import { DAILY_RATE } from './payment-plan.ts';
import { OverpaymentError } from './refusals.ts';

/** Late interest: the contract rate, 0.75% per day, on the overdue principal only (CONC 5A.2.4R). */
export const LATE_DAILY_RATE = DAILY_RATE;
/** Missed-payment fee, charged once per credit. */
export const MISSED_PAYMENT_FEE = 10;
/** Charges are posted at 23:45 (UTC) each day; the fee on the day after a missed due date. */
export const CHARGE_POSTING_TIME = '23:45';

/** One instalment's running account in pence. */
export interface Line {
  number: number;
  expectedDate: string;
  interestStartDate: string;
  principal: number;
  interest: number;
  fee: number;
  late: number;
  /** Its fee and late interest were fixed by a restructure (not accrued by the replay). */
  settled: boolean;
  paidFee: number;
  paidLate: number;
  paidInterest: number;
  paidPrincipal: number;
  paidDate?: string;
}

export interface Ledger {
  lines: Line[];
  /** Late charges stopped at the cap (interest plus fees equal the amount borrowed). */
  capped: boolean;
  /** Payment money left after everything was paid. */
  surplus: number;
}

/** A date-time; a bare YYYY-MM-DD means the start of that day (UTC). */
export function toInstant(at: string | Date): Date {
  if (at instanceof Date) return at;
  return new Date(at.length === 10 ? `${at}T00:00:00Z` : at);
}

const outstanding = (l: Line) =>
  l.fee - l.paidFee + (l.late - l.paidLate) + (l.interest - l.paidInterest) + (l.principal - l.paidPrincipal);
/** Late interest runs on the overdue principal only: no interest on interest or charges. */
const overdueBase = (l: Line) => l.principal - l.paidPrincipal;

/** Pay `amount` pence into the lines, oldest first: fees, late interest, interest, then principal. */
function allocate(lines: Line[], amount: number, date: string): number {
  let left = amount;
  for (const line of lines) {
    for (const [due, paid] of [
      ['fee', 'paidFee'],
      ['late', 'paidLate'],
      ['interest', 'paidInterest'],
      ['principal', 'paidPrincipal'],
    ] as const) {
      const part = Math.min(left, line[due] - line[paid]);
      if (part > 0) {
        line[paid] += part;
        left -= part;
      }
    }
    if (line.paidDate === undefined && outstanding(line) <= 0) line.paidDate = date;
    if (left <= 0) break;
  }
  return left;
}

/**
 * Replays a loan's schedule and payments up to `at`: payments of a day are applied first, then at
 * 23:45 that day's late interest is posted on every instalment still unpaid after its due date, and
 * on the day after the first missed due date the 10 fee (within the 15 default-fee cap). Late
 * interest is the contract rate on the overdue principal, rounded down; it and the fee stop where the
 * loan's interest plus charges (and interest written off) reach the amount borrowed (caps.ts). On the
 * loan's freeze days (`frozenDays`) no late interest accrues and no fee is charged.
 */
export function replayLoan(
  loan: Pick<Loan, 'amount' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>,
  at: string | Date,
): Ledger {
  const instant = toInstant(at);
  const atDay = instant.toISOString().slice(0, 10);
  const postedToday = instant.toISOString().slice(11, 16) >= CHARGE_POSTING_TIME;
  const lastPostingDay = postedToday ? atDay : addDays(atDay, -1);

  const lines: Line[] = [...loan.installments]
    .sort((a, b) => a.number - b.number)
    .map((i) => ({
      number: i.number,
      expectedDate: i.expectedDate,
      interestStartDate: i.interestStartDate,
      principal: toPence(i.principal),
      interest: toPence(i.interest),
      // Charges a restructure kept are what they were then; the rest accrue below.
      fee: i.chargesSettled ? toPence(i.fee) : 0,
      late: i.chargesSettled ? toPence(i.lateInterest) : 0,
      settled: i.chargesSettled === true,
      paidFee: 0,
      paidLate: 0,
      paidInterest: 0,
      paidPrincipal: 0,
    }));
  const payments = loan.payments
    .filter((p) => !p.deleted && p.date.slice(0, 10) <= atDay)
    .map((p) => ({ ...p, date: p.date.slice(0, 10) < loan.issueDate ? loan.issueDate : p.date.slice(0, 10) }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  // A write-off (a discount) stays off: the room late charges may fill is what interest and write-offs leave.
  let room = totalCostRoom(
    toPence(loan.amount),
    lines.reduce((sum, l) => sum + l.interest + (l.settled ? l.fee + l.late : 0), 0) + toPence(loan.writtenOff ?? 0),
  );
  let fees = lines.reduce((sum, l) => sum + (l.settled ? l.fee : 0), 0);
  let capped = false;
  let feeCharged = fees > 0;
  let surplus = 0;
  const charge = (wanted: number) => {
    const granted = Math.max(0, Math.min(wanted, room));
    if (granted < wanted) capped = true;
    room -= granted;
    return granted;
  };

  // Freeze days: no late interest is posted for them, and the missed-payment fee waits for the next day
  // that is not frozen.
  const frozen = new Set(loan.frozenDays ?? []);
  const unfrozenDays = (from: string, to: string) => {
    let count = 0;
    for (let d = from; d <= to; d = addDays(d, 1)) if (!frozen.has(d)) count++;
    return count;
  };
  // Days where something changes: payments, the day after each due date and after each freeze day.
  const breakpoints = [
    ...new Set([
      loan.issueDate,
      ...payments.map((p) => p.date),
      ...lines.map((l) => addDays(l.expectedDate, 1)),
      ...[...frozen].map((d) => addDays(d, 1)),
    ]),
  ]
    .filter((d) => d >= loan.issueDate && d <= atDay)
    .sort();
  breakpoints.forEach((day, index) => {
    for (const p of payments) if (p.date === day) surplus += allocate(lines, toPence(p.amount), day);
    if (day > lastPostingDay) return;
    const next = breakpoints[index + 1];
    const segmentEnd = next !== undefined && next <= lastPostingDay ? addDays(next, -1) : lastPostingDay;
    const days = frozen.size === 0 ? daysBetween(day, segmentEnd) + 1 : unfrozenDays(day, segmentEnd);
    for (const line of lines) {
      if (line.settled || line.expectedDate >= day || overdueBase(line) <= 0) continue;
      if (!feeCharged && day >= addDays(line.expectedDate, 1) && !frozen.has(day)) {
        feeCharged = true;
        const fee = charge(defaultFeeAllowed(toPence(MISSED_PAYMENT_FEE), fees));
        fees += fee;
        line.fee += fee;
      }
      line.late += charge(lateInterestForDay(overdueBase(line)) * days);
    }
  });
  return { lines, capped, surplus };
}

export interface Charges {
  lateInterest: number;
  fee: number;
  total: number;
  /** Late charges still unpaid. */
  unpaid: number;
  capped: boolean;
}

/** Late interest and the missed-payment fee charged on a loan by `at` (a date-time, UTC). */
export function chargesAt(
  loan: Pick<Loan, 'amount' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>,
  at: string | Date,
): Charges {
  const { lines, capped } = replayLoan(loan, at);
  const sum = (pick: (l: Line) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const late = sum((l) => l.late);
  const fee = sum((l) => l.fee);
  return {
    lateInterest: toPounds(late),
    fee: toPounds(fee),
    total: toPounds(late + fee),
    unpaid: toPounds(sum((l) => l.late - l.paidLate + l.fee - l.paidFee)),
    capped,
  };
}

/** Contract interest of an instalment accrued by the start of `day`, in pence. */
export function accruedInterest(line: Line, day: string): number {
  if (line.expectedDate <= day) return line.interest;
  const period = daysBetween(line.interestStartDate, line.expectedDate);
  const elapsed = daysBetween(line.interestStartDate, day);
  if (elapsed <= 0 || period <= 0) return 0;
  return roundPence((line.interest * elapsed) / period);
}

/**
 * What settles the loan on `onDate`: outstanding principal, interest accrued only up to that day
 * (an instalment's interest pro rata over its period; later periods none), unpaid late charges,
 * less everything paid.
 */
export function settlementAmount(
  loan: Pick<Loan, 'amount' | 'issueDate' | 'installments' | 'payments' | 'writtenOff' | 'frozenDays'>,
  onDate: string,
): number {
  const day = onDate.slice(0, 10);
  const { lines, surplus } = replayLoan(loan, day);
  const due = lines.reduce((sum, l) => sum + l.principal + accruedInterest(l, day) + l.fee + l.late, 0);
  const paid = lines.reduce((sum, l) => sum + l.paidFee + l.paidLate + l.paidInterest + l.paidPrincipal, 0) + surplus;
  return toPounds(Math.max(0, due - paid));
}

/**
 * The loan's instalments as of `at`: charges, amounts paid, statuses (paid, partiallyPaid, overdue,
 * pending) and the loan repaid once every instalment is paid.
 */
export function loanAt(loan: Loan, at: string | Date): Loan {
  const { lines } = replayLoan(loan, at);
  const atDay = toInstant(at).toISOString().slice(0, 10);
  const installments = [...loan.installments]
    .sort((a, b) => a.number - b.number)
    .map((installment, i): Installment => {
      const line = lines[i];
      if (!line) return installment;
      const paidAmount = line.paidFee + line.paidLate + line.paidInterest + line.paidPrincipal;
      const status: Installment['status'] =
        outstanding(line) <= 0 ? 'paid' : paidAmount > 0 ? 'partiallyPaid' : line.expectedDate < atDay ? 'overdue' : 'pending';
      const { paidDate: _previous, ...rest } = installment;
      return {
        ...rest,
        fee: toPounds(line.fee),
        lateInterest: toPounds(line.late),
        paidAmount: toPounds(paidAmount),
        status,
        ...(status === 'paid' && line.paidDate ? { paidDate: line.paidDate } : {}),
      };
    });
  const repaid = installments.length > 0 && installments.every((i) => i.status === 'paid');
  const becameRepaid = repaid && loan.status !== 'repaid';
  return {
    ...loan,
    installments,
    status: becameRepaid ? 'repaid' : loan.status,
    statusHistory: becameRepaid
      ? [...loan.statusHistory, { status: 'repaid', createdAt: toInstant(at).toISOString() }]
      : loan.statusHistory,
  };
}

/**
 * Records a payment of `amount` on `date` and allocates it oldest due instalment first (fees, late
 * interest, interest, principal). A payment reaching the settlement amount repays the loan early:
 * interest not yet accrued is waived. A payment above the settlement amount is refused with an
 * OverpaymentError naming what is owed: every payment path (card, link, manual, an approved proposal)
 * books through here, so none can leave an unexplained surplus.
 */
export function applyPayment(loan: Loan, amount: number, date: string, method: 'card' | 'manual' | 'token' = 'card'): Loan {
  if (!(amount > 0)) throw new RangeError('A payment must be positive.');
  const day = date.slice(0, 10);
  const owed = settlementAmount(loan, day);
  if (toPence(amount) > toPence(owed)) throw new OverpaymentError(loan, amount, owed, day);
  const settles = toPence(amount) === toPence(owed);
  const ledger = settles ? replayLoan(loan, day).lines : [];
  const installments = settles
    ? loan.installments.map((i) => {
        const line = ledger.find((l) => l.number === i.number);
        return line ? { ...i, interest: toPounds(accruedInterest(line, day)) } : i;
      })
    : loan.installments;
  const id = loan.payments.reduce((max, p) => Math.max(max, p.id), 0) + 1;
  const payments = [...loan.payments, { id, loanId: loan.id, amount, date: day, method, deleted: false }];
  return loanAt({ ...loan, installments, payments }, `${day}T23:59:59Z`);
}
