import { describe, expect, it } from 'vitest';
import { SUMMARY_VALUE_KEYS } from './groups.ts';
import { summaryPeriods } from './periods.ts';
import { summaryReport } from './summary.ts';
import { handBook, instalment, loan, payment } from './test-book.ts';

const Q1 = { dateStart: '2018-01-01', dateEnd: '2018-04-01' };
const Q2 = { dateStart: '2018-04-01', dateEnd: '2018-07-01' };

describe('summaryReport on the hand-computed book (test-book.ts), as of 2018-12-31', () => {
  const [q1, q2] = summaryReport(handBook, [Q1, Q2], { asOf: '2018-12-31' });

  it('gives one row per period with its dates and every _v/_p key', () => {
    expect(q1).toMatchObject(Q1);
    expect(q2).toMatchObject(Q2);
    expect(Object.keys(q1?.values ?? {})).toEqual(SUMMARY_VALUE_KEYS);
  });

  it('Q1 2018, recomputed by hand', () => {
    // Loans issued in [2018-01-01, 2018-04-01): 1, 2, 9 (first loans) and 5, 10 (repeat loans).
    // Loan 4 (2017) and loan 3 (May) are outside; loan 5 on 03-31 is inside.
    // FTB issued     = 200 (1) + 400 (2) + 100 (9)           = 700
    // RTB issued     = 500 (5) + 150 (10)                    = 650;  all issued = 1350
    // ftbIssued_p    = 700 / 1350  = 51.85 %;  rtbIssued_p = 650 / 1350 = 48.15 %
    // FTB paid       = 100 (1#1, paid on due+5) + 200 (2#1)  = 300;  300 / 700 = 42.86 %
    //                  (1#2 was paid on due+6: not paid in time)
    // FTB unpaid     = 100 (1#2) + 200 (2#2) + 100 (9#1)     = 400;  400 / 700 = 57.14 %
    // FTB total paid = 130 + 135 (1) + 260 (2; the deleted 100 is not counted) = 525; 525 / 700 = 75 %
    // FTB-to-RTB     = 200 (C1 took loan 3) + 100 (C6 took loan 10) = 300; 300 / 700 = 42.86 %
    // RTB paid       = 500 (5, paid on due+5) + 150 (10)     = 650;  100 %;  RTB unpaid = 0
    // RTB total paid = 575 + 170                             = 745;  745 / 650 = 114.62 %
    // all paid 950 (70.37 %), unpaid 400 (29.63 %), total paid 1270 (94.07 %)
    expect(q1?.values).toEqual({
      ftbIssued_v: 700,
      ftbIssued_p: 51.85,
      ftbPrincipalPaid_v: 300,
      ftbPrincipalPaid_p: 42.86,
      ftbUnpaid_v: 400,
      ftbUnpaid_p: 57.14,
      ftbTotalPaid_v: 525,
      ftbTotalPaid_p: 75,
      ftbToRtb_v: 300,
      ftbToRtb_p: 42.86,
      rtbIssued_v: 650,
      rtbIssued_p: 48.15,
      rtbPrincipalPaid_v: 650,
      rtbPrincipalPaid_p: 100,
      rtbUnpaid_v: 0,
      rtbUnpaid_p: 0,
      rtbTotalPaid_v: 745,
      rtbTotalPaid_p: 114.62,
      allIssued_v: 1350,
      allIssued_p: 100,
      allPrincipalPaid_v: 950,
      allPrincipalPaid_p: 70.37,
      allUnpaid_v: 400,
      allUnpaid_p: 29.63,
      allTotalPaid_v: 1270,
      allTotalPaid_p: 94.07,
    });
  });

  it('Q2 2018: loan 6 on the first day counts, its instalment is still in grace; loan 8 on dateEnd and declined loan 7 do not', () => {
    // FTB 250 (6), RTB 300 (3): all 550; 250 / 550 = 45.45 %, 300 / 550 = 54.55 %.
    expect(q2?.values).toMatchObject({
      ftbIssued_v: 250,
      ftbIssued_p: 45.45,
      ftbPrincipalPaid_v: 0,
      ftbUnpaid_v: 0,
      ftbTotalPaid_v: 0,
      ftbToRtb_v: 0,
      ftbToRtb_p: 0,
      rtbIssued_v: 300,
      rtbIssued_p: 54.55,
      rtbPrincipalPaid_v: 300,
      rtbPrincipalPaid_p: 100,
      rtbTotalPaid_v: 345,
      rtbTotalPaid_p: 115,
      allIssued_v: 550,
    });
  });
});

describe('summaryReport rules', () => {
  it('an instalment paid on due date + 5 days counts as paid, + 6 days counts as unpaid', () => {
    const book = [
      loan(1, 1, '2018-01-01', 100, [instalment(1, 1, '2018-01-31', 100, '2018-02-05')]),
      loan(2, 2, '2018-01-01', 100, [instalment(2, 1, '2018-01-31', 100, '2018-02-06')]),
    ];
    const [row] = summaryReport(book, [Q1], { asOf: '2018-12-31' });
    expect(row?.values).toMatchObject({ ftbPrincipalPaid_v: 100, ftbUnpaid_v: 100, ftbPrincipalPaid_p: 50, ftbUnpaid_p: 50 });
  });

  it('an unpaid instalment is unpaid only once its grace (due + 5 days) has passed', () => {
    const book = [loan(2, 2, '2018-02-01', 200, [instalment(2, 1, '2018-03-03', 200)])];
    expect(summaryReport(book, [Q1], { asOf: '2018-03-08' })[0]?.values.ftbUnpaid_v).toBe(0);
    expect(summaryReport(book, [Q1], { asOf: '2018-03-09' })[0]?.values.ftbUnpaid_v).toBe(200);
  });

  it('classifies a customer first loan as FTB and the later ones as RTB, wherever the periods are', () => {
    const book = [
      loan(30, 7, '2018-02-01', 300),
      loan(20, 7, '2017-06-01', 200), // first loan, before the periods
      loan(40, 8, '2018-03-01', 400),
      loan(41, 8, '2018-03-15', 100),
    ];
    const [row] = summaryReport(book, [Q1], { asOf: '2018-12-31' });
    // FTB: loan 40 (400). RTB: loans 30 (300) and 41 (100). FTB-to-RTB: loan 40 (C8 came back).
    expect(row?.values).toMatchObject({ ftbIssued_v: 400, rtbIssued_v: 400, ftbToRtb_v: 400, ftbToRtb_p: 100 });
  });

  it('ignores deleted payments and payments after the as-of day in total paid', () => {
    const book = [
      loan(1, 1, '2018-01-10', 100, [], [payment(1, 50, '2018-02-01'), payment(1, 70, '2018-02-02', true), payment(1, 30, '2018-05-01')]),
    ];
    expect(summaryReport(book, [Q1], { asOf: '2018-04-30' })[0]?.values.ftbTotalPaid_v).toBe(50);
  });

  it('gives zero percentages for an empty period', () => {
    const [row] = summaryReport([], [Q1], { asOf: '2018-12-31' });
    expect(Object.values(row?.values ?? {})).toEqual(SUMMARY_VALUE_KEYS.map(() => 0));
  });

  it('places every loan of a ~30k book in exactly one of the 12 UK quarters', () => {
    const book = Array.from({ length: 30_000 }, (_, i) => {
      const day = `201${6 + (i % 3)}-${String(1 + (i % 12)).padStart(2, '0')}-15`;
      return loan(
        i + 1,
        i % 9_000,
        day,
        100 + (i % 5) * 50,
        [instalment(i + 1, 1, day, 100, i % 4 ? day : undefined)],
        [payment(i + 1, 120, day)],
      );
    });
    const rows = summaryReport(book, summaryPeriods('GB'), { asOf: '2019-06-30' });
    expect(rows.reduce((sum, row) => sum + (row.values.allIssued_v ?? 0), 0)).toBe(book.reduce((sum, l) => sum + l.amount, 0));
  });
});
