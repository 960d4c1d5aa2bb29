import { describe, expect, it } from 'vitest';
import type { Loan, Payment } from '@pronto/api';
import { addDays } from './dates.ts';
import { applyPayment, chargesAt, loanAt, settlementAmount } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';

const ISSUE = '2026-01-01';
const DUE = [30, 60, 90, 120].map((d) => addDays(ISSUE, d)); // 2026-01-31, 03-02, 04-01, 05-01

/** The representative loan: 200 over four 30-day periods, 80.95 each. */
function makeLoan(payments: Omit<Payment, 'id' | 'loanId' | 'method' | 'deleted'>[] = [], deleted: number[] = []): Loan {
  const plan = paymentPlan({ issueDate: ISSUE, paymentDates: DUE, amount: 200 });
  return {
    id: 1,
    customerId: 1,
    country: 'GB',
    application: 'installment_UK',
    amount: 200,
    issueDate: ISSUE,
    status: 'issued',
    installments: installmentsFromPlan(plan, 1, 1),
    payments: payments.map((p, i) => ({ id: i + 1, loanId: 1, method: 'card', deleted: deleted.includes(i + 1), ...p })),
    statusHistory: [{ status: 'issued', createdAt: `${ISSUE}T10:00:00Z` }],
  };
}

// Late interest is 0.75% of the overdue principal only (not the instalment's interest), rounded down:
// the first instalment's principal is 35.95 (80.95 less 45.00 interest): 0.2696 -> 0.26 a day.
const PLAN = paymentPlan({ issueDate: ISSUE, paymentDates: DUE, amount: 200 });
const lateADay = (i: number) => Math.floor(Math.round(PLAN[i]!.initialBase * 100) * 0.0075) / 100;
const LATE_A_DAY = lateADay(0);

describe('chargesAt: missed-payment fee and late interest', () => {
  it.each([
    { name: 'before the due date', at: `${DUE[0]}T12:00:00Z`, fee: 0, late: 0 },
    { name: 'the day after, 23:44', at: `${addDays(DUE[0]!, 1)}T23:44:00Z`, fee: 0, late: 0 },
    { name: 'the day after, 23:45', at: `${addDays(DUE[0]!, 1)}T23:45:00Z`, fee: 10, late: LATE_A_DAY },
    { name: 'two days after, 23:45', at: `${addDays(DUE[0]!, 2)}T23:45:00Z`, fee: 10, late: 2 * LATE_A_DAY },
    { name: 'ten days after, noon', at: `${addDays(DUE[0]!, 10)}T12:00:00Z`, fee: 10, late: 9 * LATE_A_DAY },
  ])('nothing paid, $name -> fee $fee, late interest $late', ({ at, fee, late }) => {
    const charges = chargesAt(makeLoan(), at);
    expect(charges.fee).toBe(fee);
    expect(charges.lateInterest).toBeCloseTo(late, 2);
  });

  it('no charges when every instalment is paid on its due date', () => {
    const loan = makeLoan(DUE.map((date) => ({ date, amount: 80.95 })));
    expect(chargesAt(loan, '2027-01-01T00:00:00Z')).toMatchObject({ fee: 0, lateInterest: 0, total: 0 });
  });

  it('paying the day after the due date, before 23:45, costs nothing', () => {
    const loan = makeLoan([{ date: addDays(DUE[0]!, 1), amount: 80.95 }]);
    expect(chargesAt(loan, `${addDays(DUE[0]!, 5)}T00:00:00Z`).total).toBe(0);
  });

  it('charges the fee once per credit, even when two instalments are missed', () => {
    const charges = chargesAt(makeLoan(), `${addDays(DUE[1]!, 3)}T00:00:00Z`);
    expect(charges.fee).toBe(10);
  });

  it('late interest runs on both overdue instalments', () => {
    // 31 days (DUE[0]+1 to DUE[1]+1) on the first instalment, DUE[1]+1 on the second too.
    const at = `${addDays(DUE[1]!, 1)}T23:45:00Z`;
    expect(LATE_A_DAY).toBe(0.26);
    expect(chargesAt(makeLoan(), at).lateInterest).toBeCloseTo(31 * LATE_A_DAY + lateADay(1), 2);
  });

  it('stops when interest plus charges reach the amount borrowed (200)', () => {
    const charges = chargesAt(makeLoan(), '2028-01-01T00:00:00Z');
    // contract interest 123.80 + late interest + fee = 200
    expect(charges.total).toBe(76.2);
    expect(charges.fee).toBe(10);
    expect(charges.capped).toBe(true);
  });

  it('ignores deleted payments', () => {
    const loan = makeLoan([{ date: DUE[0]!, amount: 80.95 }], [1]);
    expect(chargesAt(loan, `${addDays(DUE[0]!, 2)}T00:00:00Z`).fee).toBe(10);
  });
});

describe('settlementAmount: principal plus interest accrued to the day', () => {
  it.each([
    { name: 'on the issue date', day: ISSUE, amount: 200 },
    // 200 + 45 (the first period's interest) x 10 / 30
    { name: 'after 10 days', day: addDays(ISSUE, 10), amount: 215 },
    { name: 'after 30 days (first due date)', day: DUE[0]!, amount: 245 },
  ])('$name -> $amount', ({ day, amount }) => {
    expect(settlementAmount(makeLoan(), day)).toBe(amount);
  });

  it('after the first instalment, 10 days into the second period', () => {
    const loan = makeLoan([{ date: DUE[0]!, amount: 80.95 }]);
    const [first, second] = loan.installments;
    const expected = 200 - first!.principal + Math.round((second!.interest * 10 * 100) / 30) / 100;
    expect(settlementAmount(loan, addDays(DUE[0]!, 10))).toBeCloseTo(expected, 2);
  });

  it('adds unpaid late charges', () => {
    // nothing paid; 3 days after the first due date: fee + 2 days of late interest were posted
    const loan = makeLoan();
    const second = loan.installments[1]!;
    const expected = 200 + 45 + Math.round((second.interest * 3 * 100) / 30) / 100 + 10 + 2 * LATE_A_DAY;
    expect(settlementAmount(loan, addDays(DUE[0]!, 3))).toBeCloseTo(expected, 2);
  });
});

describe('applyPayment', () => {
  it('pays the due instalment and marks it paid', () => {
    const loan = applyPayment(makeLoan(), 80.95, DUE[0]!);
    expect(loan.installments.map((i) => i.status)).toEqual(['paid', 'pending', 'pending', 'pending']);
    expect(loan.installments[0]).toMatchObject({ paidAmount: 80.95, paidDate: DUE[0] });
    expect(loan.payments).toHaveLength(1);
    expect(loan.status).toBe('issued');
  });

  it('a smaller payment leaves the instalment partially paid', () => {
    const loan = applyPayment(makeLoan(), 50, DUE[0]!);
    expect(loan.installments[0]).toMatchObject({ status: 'partiallyPaid', paidAmount: 50 });
  });

  it('pays fees and late interest before interest and principal', () => {
    const day = addDays(DUE[0]!, 3); // fee 10 + late interest posted
    const loan = applyPayment(makeLoan(), 80.95, day);
    const first = loan.installments[0]!;
    expect(first.fee).toBe(10);
    expect(first.status).toBe('partiallyPaid');
    // 80.95 covers fee + late interest first, so the contract part is still short by those
    expect(first.paidAmount).toBe(80.95);
    const stillDue = first.principal + first.interest + first.fee + first.lateInterest - first.paidAmount;
    expect(stillDue).toBeCloseTo(10 + first.lateInterest, 2);
  });

  it('pays the oldest instalment first and runs over to the next', () => {
    const loan = applyPayment(makeLoan(), 100, DUE[0]!);
    expect(loan.installments.map((i) => i.status)).toEqual(['paid', 'partiallyPaid', 'pending', 'pending']);
    expect(loan.installments[1]!.paidAmount).toBeCloseTo(19.05, 2);
  });

  it('four on-time payments repay the loan', () => {
    let loan = makeLoan();
    for (const date of DUE) loan = applyPayment(loan, 80.95, date);
    expect(loan.installments.every((i) => i.status === 'paid')).toBe(true);
    expect(loan.status).toBe('repaid');
    expect(loan.statusHistory.at(-1)?.status).toBe('repaid');
  });

  it('early settlement repays with interest only to that day', () => {
    const day = addDays(ISSUE, 10);
    const loan = applyPayment(makeLoan(), settlementAmount(makeLoan(), day), day);
    expect(loan.status).toBe('repaid');
    expect(loan.installments.map((i) => i.interest)).toEqual([15, 0, 0, 0]);
    expect(loan.installments.reduce((sum, i) => sum + i.paidAmount, 0)).toBeCloseTo(215, 2);
  });

  it('refuses a non-positive amount', () => {
    expect(() => applyPayment(makeLoan(), 0, ISSUE)).toThrow(RangeError);
  });
});

describe('loanAt', () => {
  it('marks an unpaid past instalment overdue with its charges', () => {
    const loan = loanAt(makeLoan(), `${addDays(DUE[0]!, 2)}T23:50:00Z`);
    expect(loan.installments[0]).toMatchObject({ status: 'overdue', fee: 10 });
    expect(loan.installments[0]!.lateInterest).toBeCloseTo(2 * LATE_A_DAY, 2);
    expect(loan.installments[1]!.status).toBe('pending');
  });
});
