import type { Approval, AuditEntry, Installment, StaffLoan } from '@pronto/api';
import { addDays, round2 } from '@pronto/domain';
import type { World } from '../harness.ts';

/** Today as the mock books it (it runs on the real clock). */
export const today = () => new Date().toISOString().slice(0, 10);
export { addDays, round2 };

/** A loan as the console's loan page reads it (loan.searchLoans by id). */
export async function loanOf(w: World, loanId: number): Promise<StaffLoan> {
  const found = await w.ok('loan.searchLoans', { data: { filter: { id: loanId }, page: 1, perPage: 1 } });
  const loan = found.items[0];
  if (!loan) throw new Error(`loan ${loanId} not found through loan.searchLoans`);
  return loan;
}

/**
 * Loans each case took from the seed, so that no two cases change the same loan. Kept out from the start,
 * read as seeded: customer 4's approved loan 1, customer 6's overdue loan 3, customer 301's approved loan 437.
 */
const taken = new Set<number>([1, 3, 437]);

/** The loans of the book matching a search filter, read through loan.searchLoans. */
export async function loansWhere(w: World, filter: Record<string, unknown>): Promise<StaffLoan[]> {
  return (await w.ok('loan.searchLoans', { data: { filter, page: 1, perPage: 1000 } })).items;
}

/** A seeded loan matching the filter and the test that no earlier case took; it is now this case's. */
export async function take(w: World, filter: Record<string, unknown>, test: (l: StaffLoan) => boolean | Promise<boolean>, what: string) {
  for (const loan of await loansWhere(w, filter)) {
    if (taken.has(loan.id) || !(await test(loan))) continue;
    taken.add(loan.id);
    return loan;
  }
  throw new Error(`no ${what} left in the seed`);
}

interface CardRow {
  id: number;
  status: string;
  deleted: boolean;
}

/** The customer's active card, read through card.customer. */
export async function activeCard(w: World, customerId: number): Promise<CardRow | undefined> {
  const cards = (await w.ok('card.customer', { params: { customerId } })) as CardRow[];
  return cards.find((c) => c.status === 'active' && !c.deleted);
}

/** A GB loan running, nothing paid, no instalment due yet, its customer with an active card. */
export const runningLoan = (w: World, amountMin = 0) =>
  take(
    w,
    { status: 'issued', country: 'GB', amountMin },
    async (l) =>
      l.payments.length === 0 &&
      l.installments.every((i) => i.paidAmount === 0 && i.expectedDate > today()) &&
      (await activeCard(w, l.customerId)) !== undefined,
    'running GB loan',
  );

/** The loan a call's body names (`loanId`), whatever the entry's request type. */
export const loanIdIn = (opts: { data?: unknown }) => (opts.data as { loanId: number }).loanId;

/** A loan as loan.searchLoans reads it, by the loan a call's body names. */
export const byLoan = (w: World, opts: { data?: unknown }) => loanOf(w, loanIdIn(opts));

/** What an instalment still owes. */
export const due = (i: Installment) => round2(i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount);

/** What settles a loan today (loan.calculateFutureCloseAmount). */
export async function settlement(w: World, loanId: number): Promise<number> {
  return ((await w.ok('loan.calculateFutureCloseAmount', { data: { loanId } })) as { amount: number }).amount;
}

/** A loan and what settles it today (nothing once it no longer runs). */
export async function loanAndOwed(w: World, opts: { data?: unknown }) {
  const loan = await byLoan(w, opts);
  return { loan, owed: ['issued', 'overdue'].includes(loan.status) ? await settlement(w, loan.id) : 0 };
}

/** The payments of a loan that stand (not deleted). */
export const standing = (l: StaffLoan) => l.payments.filter((p) => !p.deleted);

/** The audit trail of a loan, newest first (loan.staff/audit). */
export const trailOf = async (w: World, loanId: number): Promise<AuditEntry[]> => w.ok('loan.staff/audit', { params: { loanId } });

/** The proposals of a loan waiting for a checker, or decided (membership.approvals). */
export const proposalsOf = async (w: World, loanId: number, status: Approval['status'] = 'pending'): Promise<Approval[]> =>
  w.ok('membership.approvals', { params: { loanId, status } });

/** A loan and its pending proposals: what a four-eyes call changes. */
export async function loanAndProposals(w: World, loanId: number) {
  return { loan: await loanOf(w, loanId), pending: await proposalsOf(w, loanId) };
}

/** The data of an entry the contract does not type yet, read as the shape the case knows it has. */
export const as = <T>(data: unknown) => data as T;

/** One loan (or record) per case, made on first use: the refusals and the call see the same one. */
export function once<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  let made: Promise<T> | undefined;
  return (w) => (made ??= make(w));
}

/** A GB loan paid out in the last 10 days (within its withdrawal period), its customer with an active card. */
export const recentLoan = (w: World) =>
  take(
    w,
    { status: 'issued', country: 'GB', issueDateFrom: addDays(today(), -10) },
    async (l) => (await activeCard(w, l.customerId)) !== undefined,
    'GB loan issued in the last 10 days',
  );

/** The customer's withdrawal from a loan, as staff record it: an agent proposes the desist, an admin approves it. */
export async function approvedWithdrawal(w: World, loanId: number): Promise<void> {
  const proposal = (await w.ok('loan.desistContract', { as: 'agent', data: { loanId, reason: 'Customer withdrew by e-mail' } })) as {
    id: number;
  };
  await w.ok('membership.approval/decide', { data: { approvalId: proposal.id, decision: 'approve', reason: 'E-mail read' } });
}

/** A running GB loan past its 14-day withdrawal period. */
export const oldLoan = (w: World) =>
  take(w, { status: 'issued', country: 'GB', issueDateTo: addDays(today(), -15) }, () => true, 'GB loan issued over 14 days ago');

/** Customers a case has given a new loan. */
const borrowers = new Set<number>();

/** A GB customer free to borrow: their loans all repaid or closed, and loan.getEligibleProductsOfCustomers says yes. */
export async function freeCustomer(w: World): Promise<number> {
  for (const loan of await loansWhere(w, { status: 'repaid', country: 'GB' })) {
    if (borrowers.has(loan.customerId)) continue;
    borrowers.add(loan.customerId);
    const theirs = (await w.ok('loan.loans', { data: { customerId: loan.customerId } })) as StaffLoan[];
    if (theirs.some((l) => ['requested', 'approved', 'issued', 'overdue'].includes(l.status))) continue;
    const offer = (await w.ok('loan.getEligibleProductsOfCustomers', { data: { customerId: loan.customerId } })) as { eligible: boolean };
    if (offer.eligible && (await activeCard(w, loan.customerId))) return loan.customerId;
  }
  throw new Error('no customer free to borrow in the seed');
}

/** A new loan made through the console (loan.createLoan): approved, or paid out (loan.setLoanIssued) today. */
export async function newLoan(w: World, amount: number, issued = false): Promise<StaffLoan> {
  const customerId = await freeCustomer(w);
  const made = (await w.ok('loan.createLoan', { data: { customerId, amount, installmentCount: 2, reason: 'Made for a case' } })) as {
    id: number;
  };
  taken.add(made.id);
  if (issued) {
    await customerAccepts(w, made.id);
    await w.ok('loan.setLoanIssued', { data: { loanId: made.id, reason: 'Paid out for a case' } });
  }
  return loanOf(w, made.id);
}

/** The loan's customer signs in on the site and accepts (signs) its agreement (loan.account/agreement). */
export async function customerAccepts(w: World, loanId: number): Promise<void> {
  const loan = await loanOf(w, loanId);
  const details = as<{ mobilePhone: string }>(await w.ok('customer.customer', { as: 'agent', params: { customerId: loan.customerId } }));
  const session = await w.ok('membership.login', {
    data: { phoneNumber: details.mobilePhone, password: '1234', countryCode: loan.country },
  });
  await w.ok('loan.account/agreement', { as: { token: session.token }, data: { loanId, accepted: true } });
}
