import { describe, expect, it } from 'vitest';
import type { Installment, Loan } from '@pronto/api';
import {
  CapError,
  defaultFeeAllowed,
  lateInterestForDay,
  restructureFit,
  restructureSchedule,
  rolloverFit,
  rolloverSchedule,
  scheduleCapBreach,
} from './caps.ts';
import { applyPayment, loanAt, replayLoan, settlementAmount } from './ledger.ts';
import { installmentsFromPlan, paymentPlan } from './payment-plan.ts';

/** A UK loan of 100 issued on 1 Jan 2025 with instalments due on `dates`, nothing paid. */
const issuedLoan = (dates: string[]): Loan => ({
  id: 1,
  customerId: 1,
  country: 'GB',
  application: 'installment_UK',
  amount: 100,
  issueDate: '2025-01-01',
  status: 'issued',
  installments: installmentsFromPlan(paymentPlan({ issueDate: '2025-01-01', paymentDates: dates, amount: 100 }), 1, 1),
  payments: [],
  statusHistory: [],
});

const unpaid = (number: number, principal: number, interest: number, start: string, due: string): Installment => ({
  id: number,
  loanId: 3,
  number,
  expectedDate: due,
  interestStartDate: start,
  principal,
  interest,
  fee: 0,
  lateInterest: 0,
  paidAmount: 0,
  status: 'overdue',
});

// Like the loan 3: 200 borrowed, nothing paid; 12 new monthly instalments charge about 400 of interest.
const loan3 = {
  id: 3,
  amount: 200,
  status: 'overdue' as const,
  issueDate: '2026-01-01',
  payments: [],
  installments: [unpaid(1, 200, 46.5, '2026-01-01', '2026-02-01')],
};

describe('caps', () => {
  it('late interest is the contract rate on the principal, rounded down', () => {
    expect(lateInterestForDay(20000)).toBe(150);
    expect(lateInterestForDay(67)).toBe(0); // 0.5025p: rounding up would charge 1.49% that day
    expect(lateInterestForDay(-5)).toBe(0);
  });

  it('default fees stop at 15 in total', () => {
    expect(defaultFeeAllowed(1000, 0)).toBe(1000);
    expect(defaultFeeAllowed(1000, 1000)).toBe(500);
    expect(defaultFeeAllowed(1000, 1500)).toBe(0);
  });

  it('a restructure of 200 fits up to 6 monthly instalments; 12 are refused with the reason and the count', () => {
    expect(restructureFit(loan3, '2026-03-01')).toBe(6);
    expect(restructureSchedule(loan3, 6, '2026-03-01').installments).toHaveLength(6);
    expect(() => restructureSchedule(loan3, 12, '2026-03-01')).toThrow(CapError);
    expect(() => restructureSchedule(loan3, 12, '2026-03-01')).toThrow(
      /^A restructure over 12 instalments is refused: its interest \(\d+\.\d\d\) plus the 0\.00 of interest, fees and late interest already charged .*total cost cap.* At most 6 instalments fit the caps\.$/,
    );
  });

  it('counts the interest already charged on paid instalments', () => {
    const paid = { ...unpaid(1, 100, 90, '2026-01-01', '2026-02-01'), status: 'paid' as const };
    const loan = {
      id: 4,
      amount: 200,
      status: 'issued' as const,
      issueDate: '2026-01-01',
      payments: [],
      installments: [paid, unpaid(2, 100, 20, '2026-02-01', '2026-03-01')],
    };
    expect(restructureFit(loan, '2026-02-15')).toBeLessThan(
      restructureFit({ ...loan, installments: [{ ...paid, interest: 0 }, loan.installments[1]!] }, '2026-02-15'),
    );
  });

  it('counts the fees and late interest of paid instalments too: a late first payment leaves less room for a new plan', () => {
    // 150 borrowed; instalment 1 paid 25 days late: 34 of interest, the 10 fee and 9.37 of late interest.
    const late = { ...unpaid(1, 50, 34, '2026-01-01', '2026-02-01'), fee: 10, lateInterest: 9.37, status: 'paid' as const };
    const loan = {
      id: 5,
      amount: 150,
      status: 'overdue' as const,
      issueDate: '2026-01-01',
      payments: [],
      installments: [late, unpaid(2, 100, 23, '2026-02-01', '2026-03-01')],
    };
    const fits = restructureFit(loan, '2026-03-20');
    expect(fits).toBeLessThan(
      restructureFit({ ...loan, installments: [{ ...late, fee: 0, lateInterest: 0 }, loan.installments[1]!] }, '2026-03-20'),
    );
    for (let count = 1; count <= fits; count++) {
      const plan = restructureSchedule(loan, count, '2026-03-20').installments;
      const charges = 34 + 10 + 9.37 + plan.reduce((sum, p) => sum + p.initialCalculatedInterest, 0);
      expect(charges).toBeLessThanOrEqual(150);
    }
    expect(() => restructureSchedule(loan, fits + 1, '2026-03-20')).toThrow(
      /plus the 53\.37 of interest, fees and late interest already charged/,
    );
  });

  it('a rollover counts every fee and all late interest already charged against the total cost cap', () => {
    const paidLate = { ...unpaid(1, 50, 30, '2026-01-01', '2026-02-01'), fee: 10, lateInterest: 45, status: 'paid' as const };
    const loan = { amount: 100, installments: [paidLate, unpaid(2, 50, 5, '2026-02-01', '2026-03-01')] };
    // 30 + 10 + 45 + 5 = 90 charged: 10 more fits, 11 does not.
    expect(() => rolloverSchedule(loan, 20, 10)).not.toThrow();
    expect(() => rolloverSchedule(loan, 20, 11)).toThrow(
      expect.objectContaining({ breach: { cap: 'total', charges: 101, allowed: 100 } }) as Error,
    );
  });

  it('a loan is rolled over at most twice, whoever asks (CONC 6.7.23)', () => {
    const loan = { amount: 200, installments: [unpaid(1, 200, 46.5, '2026-01-01', '2026-02-01')] };
    expect(rolloverSchedule({ ...loan, rollovers: 1 }, 5)[0]!.expectedDate).toBe('2026-02-06');
    expect(() => rolloverSchedule({ ...loan, rollovers: 2 }, 5)).toThrow(
      new CapError('This loan has already been rolled over twice: a loan may be rolled over at most twice (FCA CONC 6.7.23).', 0),
    );
    expect(rolloverFit({ ...loan, rollovers: 2 })).toBe(0);
  });

  it('refuses 31 days of interest over a 1-day period (0.8% a day), allows it spread over its period', () => {
    expect(
      scheduleCapBreach(1000, [{ interestStartDate: '2026-01-01', expectedDate: '2026-01-02', principal: 100, interest: 23.25 }]),
    ).toMatchObject({ cap: 'daily' });
    expect(
      scheduleCapBreach(1000, [{ interestStartDate: '2026-01-01', expectedDate: '2026-02-01', principal: 100, interest: 23.25 }]),
    ).toBeNull();
    expect(
      scheduleCapBreach(100, [{ interestStartDate: '2026-01-01', expectedDate: '2026-02-01', principal: 100, interest: 23.25 }], 80),
    ).toMatchObject({ cap: 'total' });
  });

  it('a rollover never moves an instalment onto the next one', () => {
    const loan = {
      amount: 200,
      installments: [unpaid(1, 100, 23.25, '2026-01-01', '2026-02-01'), unpaid(2, 100, 21, '2026-02-01', '2026-03-01')],
    };
    expect(rolloverSchedule(loan, 10)[1]!.interestStartDate).toBe('2026-02-11');
    expect(() => rolloverSchedule(loan, 28)).toThrow('The installment cannot move onto or past the next one.');
  });

  it('a refusal carries the cap it broke, so that a screen can word it (restructure: total, with the amounts)', () => {
    const refusal = (() => {
      try {
        restructureSchedule(loan3, 7, '2026-03-01');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CapError);
    expect(refusal).toMatchObject({ fits: 6, breach: { cap: 'total', allowed: 200 } });
    expect((refusal as CapError).breach).toMatchObject({ charges: expect.any(Number) as number });
  });

  it('rolloverFit is the longest move the rules and caps allow: 27 days before the next due date, 0 over the cap', () => {
    const loan = {
      amount: 200,
      installments: [unpaid(1, 100, 23.25, '2026-01-01', '2026-02-01'), unpaid(2, 100, 21, '2026-02-01', '2026-03-01')],
    };
    expect(rolloverFit(loan)).toBe(27);
    expect(rolloverFit({ amount: 200, installments: [unpaid(1, 200, 46.5, '2026-01-01', '2026-02-01')] })).toBe(30);
    const over = {
      amount: 100,
      installments: [unpaid(1, 50, 65, '2026-01-01', '2026-02-01'), unpaid(2, 50, 65, '2026-02-01', '2026-03-01')],
    };
    expect(rolloverFit(over)).toBe(0);
    expect(() => rolloverSchedule(over, 1)).toThrow(
      expect.objectContaining({ breach: { cap: 'total', charges: 130, allowed: 100 } }) as Error,
    );
  });

  it('a restructure re-plans only the principal still owed: a partially paid instalment keeps what its payments covered', () => {
    // 100 borrowed on 1 Jan 2025, one instalment on 1 Feb (23.25 of interest); 100.75 paid on the due date
    // (23.25 interest, 77.50 principal); restructured on 4 Feb over one month.
    const issued = issuedLoan(['2025-02-01']);
    const paid = applyPayment(issued, 100.75, '2025-02-01');
    const current = loanAt(paid, '2025-02-04T00:00:00Z');
    const restructure = restructureSchedule({ ...current, status: 'overdue' }, 1, '2025-02-04');
    expect(restructure.owed).toBe(22.5);
    expect(restructure.kept).toEqual([expect.objectContaining({ number: 1, principal: 77.5, interest: 23.25, fee: 0, lateInterest: 0 })]);
    expect(restructure.installments).toEqual([
      { interestStartDate: '2025-02-04', expectedDate: '2025-03-04', initialBase: 22.5, initialCalculatedInterest: 4.73 },
    ]);
    const [next] = restructure.installments;
    const loan = loanAt(
      {
        ...current,
        installments: [
          ...restructure.kept,
          {
            ...issued.installments[0]!,
            id: 2,
            number: 2,
            interestStartDate: '2025-02-04',
            expectedDate: '2025-03-04',
            principal: next!.initialBase,
            interest: next!.initialCalculatedInterest,
          },
        ],
      },
      '2025-02-05T12:00:00Z',
    );
    expect(loan.installments.map((i) => [i.status, i.paidAmount])).toEqual([
      ['paid', 100.75],
      ['pending', 0],
    ]);
    // 22.50 of principal and one day of the new interest (4.73 / 28); before, 0 settled it and no payment could.
    expect(settlementAmount(loan, '2025-02-05')).toBe(22.67);
    const repaid = applyPayment(loan, 27.23, '2025-03-04');
    expect(repaid.status).toBe('repaid');
  });

  it('a restructure keeps the late charges the kept instalments were paid: the ledger never recomputes them later', () => {
    // 100 over four months from 1 Jan 2025; nothing paid until 14 May, when the first two instalments are paid
    // in full with their late charges; restructured over one month the next day.
    let loan = issuedLoan(['2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01']);
    for (let n = 0; n < 2; n++) {
      const line = replayLoan(loan, '2025-05-14').lines[n]!;
      const due =
        line.principal + line.interest + line.fee + line.late - line.paidPrincipal - line.paidInterest - line.paidFee - line.paidLate;
      loan = applyPayment(loan, due / 100, '2025-05-14');
    }
    const current = loanAt(loan, '2025-05-15T00:00:00Z');
    const charged = current.installments.slice(0, 2).map((i) => [i.status, i.fee, i.lateInterest]);
    expect(charged.every(([status]) => status === 'paid')).toBe(true);
    const restructure = restructureSchedule({ ...current, status: 'overdue' }, 1, '2025-05-15');
    const [next] = restructure.installments;
    const after = loanAt(
      {
        ...current,
        installments: [
          ...restructure.kept,
          {
            ...current.installments[2]!,
            number: 3,
            interestStartDate: next!.interestStartDate,
            expectedDate: next!.expectedDate,
            principal: next!.initialBase,
            interest: next!.initialCalculatedInterest,
            fee: 0,
            lateInterest: 0,
            paidAmount: 0,
            status: 'pending',
          },
        ],
      },
      '2025-05-16T12:00:00Z',
    );
    // Before, the replay re-spread the cap's room over the new schedule and the first instalment's paid
    // late interest went from 12.01 to 12.12 (and it read as owed again).
    expect(after.installments.slice(0, 2).map((i) => [i.status, i.fee, i.lateInterest])).toEqual(charged);
  });
});
