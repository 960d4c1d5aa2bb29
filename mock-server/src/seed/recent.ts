import type { CountryCode, CustomerStatus, LoanStatus } from '@pronto/api';
import { addDays } from '../dates.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';
import { makeLoan, type LoanIds, type Outcome } from './loans.ts';
import { makeCustomer, statusPath } from './people.ts';
import { at, seedToday, type Fakers } from './random.ts';

/** How many days back the daily flow of new applications runs (today included). */
export const RECENT_DAYS = 45;

/** Applications a day across both markets: a small lender's 30-80 (full), a handful (small). */
const PER_DAY = { full: [30, 80], small: [2, 4] } as const;

type Decision = 'requested' | 'approved' | 'declined' | 'cancelled' | 'issued';

/** Today's applications reach every state; older ones were decided long ago. */
const TODAY: { value: Decision; weight: number }[] = [
  { value: 'requested', weight: 20 },
  { value: 'approved', weight: 15 },
  { value: 'declined', weight: 20 },
  { value: 'issued', weight: 45 },
];
const EARLIER: { value: Decision; weight: number }[] = [
  { value: 'declined', weight: 22 },
  { value: 'cancelled', weight: 5 },
  { value: 'issued', weight: 73 },
];
const OUTCOMES: { value: Outcome; weight: number }[] = [
  { value: 'running', weight: 78 },
  { value: 'settled', weight: 8 },
  { value: 'partial', weight: 5 },
  { value: 'default', weight: 9 },
];

/** The customer's status after their application (and loan) as the decision flow leaves it. */
function customerStatusAfter(decision: Decision, loan: LoanRecord): CustomerStatus {
  if (decision === 'requested') return 'securityChecked';
  if (decision === 'approved') return 'systemApproved';
  if (decision === 'declined') return 'declined';
  if (decision === 'cancelled') return 'registered';
  return loan.status === 'overdue' ? 'internalCollection' : 'approved';
}

/** A decided application that was never paid out: its plan as offered, no payments. */
function undisbursed(loan: LoanRecord, status: LoanStatus, day: string): LoanRecord {
  const requested = { status: 'requested' as const, createdAt: at(day, 8), createdBy: 'customer' };
  const history: LoanRecord['statusHistory'] =
    status === 'requested'
      ? [requested]
      : status === 'approved'
        ? [requested, { status: 'approved', createdAt: at(day, 9), createdBy: 'system' }]
        : status === 'declined'
          ? [requested, { status: 'declined', createdAt: at(day, 9), createdBy: 'system' }]
          : [
              requested,
              { status: 'approved', createdAt: at(day, 9), createdBy: 'system' },
              { status, createdAt: at(day, 17), createdBy: 'customer' },
            ];
  return {
    ...loan,
    status,
    payments: [],
    installments: loan.installments.map((i) => ({ ...i, fee: 0, lateInterest: 0, paidAmount: 0, status: 'pending', paidDate: undefined })),
    statusHistory: history,
  };
}

/**
 * The last RECENT_DAYS days of new business: every day 30-80 applications from new customers in
 * both markets (two thirds UK), decided at once; issued ones repaid, settled early or missed as the
 * clock has reached them, so today has applications in every state and payments falling due.
 */
export function recentApplications(fakers: Fakers, ids: LoanIds, firstCustomerId: number, size: 'full' | 'small') {
  const today = seedToday();
  const customers: CustomerRecord[] = [];
  const loans: LoanRecord[] = [];
  const [min, max] = PER_DAY[size];
  const counters: Record<CountryCode, number> = { GB: 0, ES: 0 };
  for (let back = RECENT_DAYS - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const drawn = fakers.GB.number.int({ min, max });
    const count = back === 0 ? Math.max(drawn, TODAY.length * 2) : drawn;
    for (let k = 0; k < count; k++) {
      // Today's first applications cover every state in both markets, whatever the draw.
      const country: CountryCode =
        back === 0 && k < TODAY.length * 2 ? (k % 2 ? 'ES' : 'GB') : fakers.GB.datatype.boolean(0.66) ? 'GB' : 'ES';
      const f = fakers[country];
      const n = counters[country]++;
      const mobilePhone = country === 'GB' ? `07${String(250_000_000 + n)}` : `6${String(50_000_000 + n)}`;
      const decision =
        back === 0
          ? k < TODAY.length * 2
            ? (TODAY[Math.floor(k / 2)] as (typeof TODAY)[number]).value
            : f.helpers.weightedArrayElement(TODAY)
          : f.helpers.weightedArrayElement(EARLIER);
      const customer = makeCustomer(fakers, {
        id: firstCustomerId + customers.length,
        country,
        status: 'registered',
        mobilePhone,
        createdDay: day,
      });
      const issued = makeLoan(fakers, ids, customer, day, decision === 'issued' ? f.helpers.weightedArrayElement(OUTCOMES) : 'running');
      const loan = decision === 'issued' ? issued : undisbursed(issued, decision, day);
      customer.statuses = statusPath(customerStatusAfter(decision, loan), day).map((s) => ({
        ...s,
        createdAt: at(day, Math.min(Number(s.createdAt.slice(11, 13)), 12)),
      }));
      customer.collectionStatus = customerStatusAfter(decision, loan) === 'internalCollection' ? 'internal' : null;
      customers.push(customer);
      loans.push(loan);
    }
  }
  return { customers, loans };
}
