import type { CountryCode, Installment, LoanStatus, Payment } from '@pronto/api';
import { paymentPlan } from '@pronto/domain';
import { addDays, addMonths } from '../dates.ts';
import type { CustomerRecord, LoanRecord, Row } from '../types.ts';
import { REFERENCE_DATE, at, round2, type Fakers } from './random.ts';

export interface LoanIds {
  loan: number;
  installment: number;
  payment: number;
}

type Outcome = 'onTime' | 'late' | 'partial' | 'default' | 'running';

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
  const installments: Installment[] = plan.map((p, i) => ({
    id: ids.installment++,
    loanId,
    number: i + 1,
    expectedDate: p.expectedDate,
    interestStartDate: p.interestStartDate,
    principal: p.initialBase,
    interest: p.initialCalculatedInterest,
    fee: 0,
    lateInterest: 0,
    paidAmount: 0,
    status: 'pending',
  }));
  const payments: Payment[] = [];
  const paidCount =
    outcome === 'onTime' || outcome === 'late' ? n : outcome === 'partial' ? f.number.int({ min: 0, max: Math.max(0, n - 1) }) : outcome === 'default' ? 0 : installments.filter((i) => i.expectedDate < REFERENCE_DATE).length;
  let lastPaid = issueDate;
  installments.forEach((inst, i) => {
    const due = inst.principal + inst.interest;
    if (i < paidCount) {
      const lateDays = outcome === 'late' && i === n - 1 ? f.number.int({ min: 3, max: 25 }) : 0;
      const date = lateDays ? addDays(inst.expectedDate, lateDays) : addDays(inst.expectedDate, -f.number.int({ min: 0, max: 3 }));
      if (date > REFERENCE_DATE) return;
      inst.fee = lateDays ? 10 : 0;
      inst.lateInterest = lateDays ? round2(Math.min(inst.principal * 0.0075 * lateDays, inst.principal)) : 0;
      const amountPaid = round2(due + inst.fee + inst.lateInterest);
      inst.paidAmount = amountPaid;
      inst.paidDate = date;
      inst.status = 'paid';
      lastPaid = date;
      payments.push({ id: ids.payment++, loanId, amount: amountPaid, date, method: f.helpers.arrayElement(['card', 'card', 'manual', 'token']), deleted: false });
    } else if (inst.expectedDate < REFERENCE_DATE) {
      inst.status = 'overdue';
      if (outcome === 'partial' && i === paidCount) {
        const part = round2(due / 2);
        inst.paidAmount = part;
        inst.status = 'partiallyPaid';
        payments.push({ id: ids.payment++, loanId, amount: part, date: addDays(inst.expectedDate, 1), method: 'card', deleted: false });
      }
    }
  });
  const allPaid = installments.every((i) => i.status === 'paid');
  const anyOverdue = installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < REFERENCE_DATE));
  const status: LoanStatus = allPaid ? 'repaid' : anyOverdue ? 'overdue' : 'issued';
  const statusHistory: LoanRecord['statusHistory'] = [
    { status: 'requested', createdAt: at(addDays(issueDate, -1), 9), createdBy: 'customer' },
    { status: 'approved', createdAt: at(addDays(issueDate, -1), 12), createdBy: 'system' },
    { status: 'issued', createdAt: at(issueDate, 10), createdBy: 'system' },
  ];
  if (status === 'overdue') statusHistory.push({ status: 'overdue', createdAt: at(addDays(firstUnpaid(installments) ?? issueDate, 1), 0), createdBy: 'system' });
  if (status === 'repaid') statusHistory.push({ status: 'repaid', createdAt: at(lastPaid, 11), createdBy: 'system' });
  return {
    id: loanId,
    customerId: customer.id,
    country: customer.country,
    application: customer.country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
    amount: principal,
    issueDate,
    status,
    purpose: f.helpers.arrayElement(['bills', 'car repair', 'holiday', 'household', 'medical', 'other']),
    installments,
    payments,
    statusHistory,
    createdAt: at(addDays(issueDate, -1), 9),
    collectionStatus: null,
  };
}

function firstUnpaid(installments: Installment[]): string | undefined {
  return installments.find((i) => i.status !== 'paid')?.expectedDate;
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
      status,
      active: status === 'active',
      linked: status === 'active' || status === 'linked',
      deleted: status === 'deleted',
      subStatus: null,
      createdAt,
      statusHistory: [{ status: 'linked', createdAt, createdBy: 'customer' }, ...(status !== 'linked' ? [{ status, createdAt, createdBy: 'system' }] : [])],
    });
    transactions.push({ id: txId(), cardId: id, customerId: customer.id, loanId: null, amount: 0.01, currency: customer.country === 'GB' ? 'GBP' : 'EUR', type: 'validate', status: 'success', createdAt });
    if (i === 0) {
      for (const loan of loans) {
        for (const p of loan.payments) {
          if (p.method !== 'card') continue;
          transactions.push({ id: txId(), cardId: id, customerId: customer.id, loanId: loan.id, amount: p.amount, currency: customer.country === 'GB' ? 'GBP' : 'EUR', type: 'sale', status: 'success', createdAt: at(p.date, 8) });
        }
      }
    }
  }
  return { cards, transactions };
}

export type { CountryCode };
