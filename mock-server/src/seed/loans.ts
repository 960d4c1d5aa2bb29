import { createHash } from 'node:crypto';
import type { CountryCode, Installment, Loan, LoanStatus, Payment } from '@pronto/api';
import { applyPayment, installmentsFromPlan, loanAt, paymentPlan, replayLoan, round2, settlementAmount, toPounds } from '@pronto/domain';
import { addDays, addMonths, daysBetween } from '../dates.ts';
import type { CustomerRecord, LoanRecord, Row } from '../types.ts';
import { at, seedToday, type Fakers } from './random.ts';

export interface LoanIds {
  loan: number;
  installment: number;
  payment: number;
}

export type Outcome = 'onTime' | 'late' | 'partial' | 'default' | 'running' | 'settled';

/** Days after the last due date when a debt still unpaid is written off. */
const WRITE_OFF_DAYS = 730;

const AMOUNTS = [100, 150, 200, 250, 300, 350, 400];

/** A loan with its schedule from @pronto/domain paymentPlan and payments following `outcome`. */
export function makeLoan(
  fakers: Fakers,
  ids: LoanIds,
  customer: CustomerRecord,
  issueDate: string,
  outcome: Outcome,
  amount?: number,
  count?: number,
): LoanRecord {
  const f = fakers[customer.country];
  const loanId = ids.loan++;
  const principal = amount ?? f.helpers.arrayElement(AMOUNTS);
  const n = count ?? f.number.int({ min: 1, max: 4 });
  const dates = Array.from({ length: n }, (_, i) => addMonths(issueDate, i + 1));
  const plan = paymentPlan({ issueDate, paymentDates: dates, amount: principal });
  const installments: Installment[] = installmentsFromPlan(plan, loanId, ids.installment);
  ids.installment += installments.length;
  const today = seedToday();
  const method = () => f.helpers.arrayElement<Payment['method']>(['card', 'card', 'manual', 'token']);
  // Payments are posted through the domain's ledger (applyPayment replays it), so the charges and
  // instalment statuses are what the engine would have left on the seed's day.
  const application = customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES';
  let loan: Loan = {
    id: loanId,
    customerId: customer.id,
    country: customer.country,
    application,
    amount: principal,
    issueDate,
    status: 'issued',
    installments,
    payments: [],
    statusHistory: [],
  };
  const payLine = (index: number, date: string, share = 1) => {
    // A payment falling due today has been taken from about half the cards by the time the book is read.
    if (date > today || (date === today && f.datatype.boolean(0.5))) return;
    const inst = installments[index] as Installment;
    let owed = inst.principal + inst.interest;
    if (date > inst.expectedDate) {
      // Late: what the ledger says the instalment owes that day, charges included.
      const line = replayLoan(loan, date).lines[index];
      if (!line) return;
      owed = toPounds(
        line.fee - line.paidFee + line.late - line.paidLate + line.interest - line.paidInterest + line.principal - line.paidPrincipal,
      );
    }
    const amountPaid = round2(owed * share);
    // The payment is only recorded here; loanAt below replays the ledger once to allocate it.
    if (amountPaid > 0)
      loan = {
        ...loan,
        payments: [...loan.payments, { id: loan.payments.length + 1, loanId, amount: amountPaid, date, method: method(), deleted: false }],
      };
  };
  const paidCount = outcome === 'partial' ? f.number.int({ min: 0, max: Math.max(0, n - 1) }) : outcome === 'default' ? 0 : n;
  const settleIndex = outcome === 'settled' ? f.number.int({ min: 0, max: n - 1 }) : -1;
  for (let i = 0; i < n; i++) {
    const inst = installments[i] as Installment;
    if (i === settleIndex) {
      // Early settlement: what settles the loan on a day before this instalment falls due.
      const from = i === 0 ? addDays(issueDate, 3) : (installments[i - 1] as Installment).expectedDate;
      const day = addDays(from, f.number.int({ min: 1, max: Math.max(1, daysBetween(from, inst.expectedDate) - 1) }));
      if (day <= today) loan = applyPayment(loan, settlementAmount(loan, day), day, method());
      break;
    }
    if (i < paidCount) {
      const lateDays = outcome === 'late' && i === n - 1 ? f.number.int({ min: 3, max: 25 }) : 0;
      payLine(i, addDays(inst.expectedDate, lateDays));
    } else if (outcome === 'partial' && i === paidCount) {
      payLine(i, addDays(inst.expectedDate, 1), 0.5);
    }
  }
  const view = loanAt(loan, `${today}T00:00:00Z`);
  const payments: Payment[] = view.payments.map((p) => ({ ...p, id: ids.payment++, loanId }));
  installments.splice(0, installments.length, ...view.installments);
  const lastPaid = payments.at(-1)?.date ?? issueDate;
  const allPaid = installments.every((i) => i.status === 'paid');
  const anyOverdue = installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < today));
  const lastDue = installments.at(-1)?.expectedDate ?? issueDate;
  // Debts still unpaid two years after the last due date are written off (closed): see docs/decisions.md.
  const writtenOff = anyOverdue && addDays(lastDue, WRITE_OFF_DAYS) < today;
  const status: LoanStatus = allPaid ? 'repaid' : writtenOff ? 'closed' : anyOverdue ? 'overdue' : 'issued';
  // Applied for, decided and paid out on the same morning (the instant decision).
  const statusHistory: LoanRecord['statusHistory'] = [
    { status: 'requested', createdAt: at(issueDate, 8), createdBy: 'customer' },
    { status: 'approved', createdAt: at(issueDate, 9), createdBy: 'system' },
    { status: 'issued', createdAt: at(issueDate, 10), createdBy: 'system' },
  ];
  if (anyOverdue)
    statusHistory.push({ status: 'overdue', createdAt: at(addDays(firstUnpaid(installments) ?? issueDate, 1), 0), createdBy: 'system' });
  if (writtenOff) statusHistory.push({ status: 'closed', createdAt: at(addDays(lastDue, WRITE_OFF_DAYS), 6), createdBy: 'system' });
  if (status === 'repaid') statusHistory.push({ status: 'repaid', createdAt: at(lastPaid, 11), createdBy: 'system' });
  return {
    id: loanId,
    customerId: customer.id,
    country: customer.country,
    application,
    amount: principal,
    issueDate,
    status,
    purpose: f.helpers.arrayElement(['bills', 'car repair', 'holiday', 'household', 'medical', 'other']),
    installments,
    payments,
    statusHistory,
    createdAt: at(issueDate, 8),
    collectionStatus: null,
  };
}

function firstUnpaid(installments: Installment[]): string | undefined {
  return installments.find((i) => i.status === 'overdue' || i.status === 'partiallyPaid')?.expectedDate;
}

/**
 * A borrower's history inside a window: a first loan, then repeat loans a few weeks after each
 * repaid one, until the window closes or a loan goes bad.
 */
export function borrowerHistory(fakers: Fakers, ids: LoanIds, customer: CustomerRecord, firstIssue: string, to: string): LoanRecord[] {
  const f = fakers[customer.country];
  const loans: LoanRecord[] = [];
  let issue = firstIssue;
  while (issue <= to && loans.length < 6) {
    const outcome = f.helpers.weightedArrayElement<Outcome>([
      { value: 'onTime', weight: 66 },
      { value: 'late', weight: 14 },
      { value: 'settled', weight: 8 },
      { value: 'partial', weight: 10 },
      { value: 'default', weight: 10 },
    ]);
    const loan = makeLoan(fakers, ids, customer, issue, outcome);
    loans.push(loan);
    if (loan.status !== 'repaid') break;
    const lastPaid = loan.payments.at(-1)?.date ?? issue;
    issue = addDays(lastPaid, f.number.int({ min: 3, max: 90 }));
  }
  return loans;
}

/** A seeded card's provider token: fixed for the card, shaped like the tokens the provider issues. */
export function seedProviderToken(country: string, cardId: number): string {
  const provider = country === 'GB' ? 'credorax' : 'paynopain';
  return `${provider}_tok_${createHash('sha256').update(`seed-card-${cardId}`).digest('hex').slice(0, 24)}`;
}

export function makeCards(fakers: Fakers, customer: CustomerRecord, cardId: () => number, txId: () => number, loans: LoanRecord[]) {
  const f = fakers[customer.country];
  const cards: Row[] = [];
  const transactions: Row[] = [];
  const count = f.number.int({ min: 1, max: 2 });
  for (let i = 0; i < count; i++) {
    const id = cardId();
    const status = i === 0 ? 'active' : f.helpers.arrayElement(['linked', 'unlinked', 'deleted']);
    const createdAt = customer.createdAt;
    cards.push({
      id,
      customerId: customer.id,
      country: customer.country,
      maskedPan: `**** **** **** ${f.string.numeric(4)}`,
      brand: f.helpers.arrayElement(['VISA', 'MASTERCARD']),
      expiry: `${String(f.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${f.number.int({ min: 27, max: 31 })}`,
      holderName: `${customer.firstName} ${customer.lastName}`,
      provider: customer.country === 'GB' ? 'credorax' : 'paynopain',
      // The provider dropped the token of a card the customer unlinked or deleted.
      providerToken: status === 'active' || status === 'linked' ? seedProviderToken(customer.country, id) : null,
      validated: true,
      validatedAt: createdAt,
      status,
      active: status === 'active',
      linked: status === 'active' || status === 'linked',
      deleted: status === 'deleted',
      subStatus: null,
      createdAt,
      statusHistory: [
        { status: 'linked', createdAt, createdBy: 'customer' },
        ...(status !== 'linked' ? [{ status, createdAt, createdBy: 'system' }] : []),
      ],
    });
    transactions.push({
      id: txId(),
      cardId: id,
      customerId: customer.id,
      loanId: null,
      amount: 0.01,
      currency: customer.country === 'GB' ? 'GBP' : 'EUR',
      type: 'validate',
      status: 'success',
      createdAt,
    });
    if (i === 0) {
      for (const loan of loans) {
        for (const p of loan.payments) {
          if (p.method !== 'card') continue;
          transactions.push({
            id: txId(),
            cardId: id,
            customerId: customer.id,
            loanId: loan.id,
            amount: p.amount,
            currency: customer.country === 'GB' ? 'GBP' : 'EUR',
            type: 'sale',
            status: 'success',
            paymentId: p.id,
            createdAt: at(p.date, 8),
          });
        }
      }
    }
  }
  return { cards, transactions };
}

export type { CountryCode };
