import type { Installment, Loan, LoanStatus, Payment } from '@pronto/api';

/** Tiny builders for hand-computed report books (tests only). */
export function instalment(loanId: number, number: number, expectedDate: string, principal: number, paidDate?: string): Installment {
  return {
    id: loanId * 10 + number,
    loanId,
    number,
    expectedDate,
    interestStartDate: expectedDate,
    principal,
    interest: 0,
    fee: 0,
    lateInterest: 0,
    paidAmount: paidDate ? principal : 0,
    ...(paidDate ? { paidDate } : {}),
    status: paidDate ? 'paid' : 'overdue',
  };
}

export function payment(loanId: number, amount: number, date: string, deleted = false): Payment {
  return { id: Number(`${loanId}${date.replaceAll('-', '')}`), loanId, amount, date, method: 'card', deleted };
}

export function loan(
  id: number,
  customerId: number,
  issueDate: string,
  amount: number,
  installments: Installment[] = [],
  payments: Payment[] = [],
  status: LoanStatus = 'issued',
): Loan {
  return {
    id,
    customerId,
    country: 'GB',
    application: 'PRONTO_UK',
    amount,
    issueDate,
    status,
    installments,
    payments,
    statusHistory: [],
  };
}

/**
 * The hand-computed book of summary.test.ts and rows.test.ts (periods Q1 and Q2 2018, as of 2018-12-31).
 *
 * C1: loan 1, 2018-01-10, 200 (FTB): #1 100 due 02-09 paid 02-14 (due+5: in time);
 *     #2 100 due 03-11 paid 03-17 (due+6: late). Payments 130 + 135. Takes loan 3 later.
 *     loan 3, 2018-05-02, 300 (RTB, Q2): 300 due 06-01 paid 06-01. Payment 345.
 * C2: loan 2, 2018-02-01, 400 (FTB): #1 200 due 03-03 paid 03-01; #2 200 due 04-02 never paid.
 *     Payment 260, and 100 on 04-01 that was deleted.
 * C3: loan 4, 2017-11-20, 100 (FTB, before the periods), repaid.
 *     loan 5, 2018-03-31 (last day of Q1), 500 (RTB): 500 due 04-30 paid 05-05 (due+5). Payment 575.
 * C4: loan 6, 2018-04-01 (first day of Q2), 250 (FTB): 250 due 2018-12-28, grace to 2019-01-02: pending.
 *     loan 7, 2018-06-15, declined: never issued, so C4 did not come back.
 * C5: loan 8, 2018-07-01 (the end of Q2, excluded).
 * C6: loans 9 (100) and 10 (150) both on 2018-02-20: the lower id, 9, is the first loan.
 *     loan 9: 100 due 03-20 never paid. loan 10: 150 due 03-22 paid 03-22, payment 170.
 */
export const handBook: Loan[] = [
  loan(
    1,
    1,
    '2018-01-10',
    200,
    [instalment(1, 1, '2018-02-09', 100, '2018-02-14'), instalment(1, 2, '2018-03-11', 100, '2018-03-17')],
    [payment(1, 130, '2018-02-14'), payment(1, 135, '2018-03-17')],
  ),
  loan(3, 1, '2018-05-02', 300, [instalment(3, 1, '2018-06-01', 300, '2018-06-01')], [payment(3, 345, '2018-06-01')]),
  loan(
    2,
    2,
    '2018-02-01',
    400,
    [instalment(2, 1, '2018-03-03', 200, '2018-03-01'), instalment(2, 2, '2018-04-02', 200)],
    [payment(2, 260, '2018-03-01'), payment(2, 100, '2018-04-01', true)],
    'overdue',
  ),
  loan(4, 3, '2017-11-20', 100, [instalment(4, 1, '2017-12-20', 100, '2017-12-20')], [payment(4, 120, '2017-12-20')], 'repaid'),
  loan(5, 3, '2018-03-31', 500, [instalment(5, 1, '2018-04-30', 500, '2018-05-05')], [payment(5, 575, '2018-05-05')], 'repaid'),
  loan(6, 4, '2018-04-01', 250, [instalment(6, 1, '2018-12-28', 250)]),
  loan(7, 4, '2018-06-15', 300, [], [], 'declined'),
  loan(8, 5, '2018-07-01', 100, [instalment(8, 1, '2018-07-31', 100)]),
  loan(10, 6, '2018-02-20', 150, [instalment(10, 1, '2018-03-22', 150, '2018-03-22')], [payment(10, 170, '2018-03-22')], 'repaid'),
  loan(9, 6, '2018-02-20', 100, [instalment(9, 1, '2018-03-20', 100)], [], 'overdue'),
];
