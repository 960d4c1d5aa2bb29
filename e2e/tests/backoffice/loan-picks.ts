import { api } from '../../fixtures/index.ts';

/** A loan as the catalogue's loan.loans answers it (the fields these tasks read). */
export type BookLoan = {
  id: number;
  customerId: number;
  country: string;
  amount: number;
  issueDate: string;
  status: string;
  collectionStatus?: string | null;
  bankNotAvailable?: { bankName: string; by: string } | null;
  autoIssue?: { eligible: boolean; reason: string | null };
  summary: { settlementToday: number };
};

/** Statuses of a loan that was paid out (loan.loans' statuses). */
const PAID_OUT = ['issued', 'overdue', 'repaid', 'closed'];

/** The rows of `rows` in a random order, so that no other test (nor an earlier run) works on the same ones. */
export function shuffled<T>(rows: readonly T[]): T[] {
  return rows
    .map((row) => ({ row, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ row }) => row);
}

/** The GB loans of the book in a status, one page of the search as the Loans list reads it. */
async function gbLoans(token: string, status: string): Promise<BookLoan[]> {
  const found = await api<{ items: BookLoan[] }>(
    'POST',
    '/api/loan/searchLoans',
    { filter: { status, country: 'GB' }, page: 1, perPage: 300 },
    token,
  );
  return found.body?.data.items ?? [];
}

/** A customer's loans, newest first (loan.loans). */
export async function loansOfCustomer(token: string, customerId: number): Promise<BookLoan[]> {
  return (await api<BookLoan[]>('POST', '/api/loan/loans', { customerId }, token)).body?.data ?? [];
}

/** One loan, as loan.loans answers it. */
export async function loanById(token: string, loanId: number): Promise<BookLoan | undefined> {
  return (await api<BookLoan[]>('POST', '/api/loan/loans', { loanIds: [loanId] }, token)).body?.data[0];
}

/**
 * A generated GB customer of the seed, not blacklisted or deleted, who repaid their first loan and has a later
 * one running (overdue), and no other running: the repaid loan is a first loan, the running one a repeat loan,
 * the customer's newest running loan. A different one each run.
 */
export async function repeatBorrower(token: string): Promise<{ customerId: number; first: BookLoan; running: BookLoan }> {
  for (const overdue of shuffled(await gbLoans(token, 'overdue'))) {
    const paidOut = (await loansOfCustomer(token, overdue.customerId))
      .filter((l) => PAID_OUT.includes(l.status))
      .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id - b.id);
    const [first] = paidOut;
    // The loan as loan.loans answers it, with what settles it today.
    const running = paidOut.find((l) => l.id === overdue.id);
    if (first?.status !== 'repaid' || !running || first.id === running.id) continue;
    // Some of the seed's customers have a second loan running, paid out after the overdue one.
    if (paidOut.some((l) => l.id !== running.id && (l.status === 'issued' || l.status === 'overdue'))) continue;
    const customer = await api<{ blacklisted?: boolean; deleted?: boolean }>(
      'GET',
      `/api/rest/customers/${overdue.customerId}`,
      undefined,
      token,
    );
    if (customer.body?.data && !customer.body.data.blacklisted && !customer.body.data.deleted)
      return { customerId: overdue.customerId, first, running };
  }
  throw new Error('no GB customer of the seed with a repaid first loan and an overdue one');
}

/** A generated GB customer of the seed who repaid a loan and may borrow again now (no loan running or waiting). */
export async function customerWhoMayBorrow(token: string): Promise<number> {
  const tried = new Set<number>();
  for (const repaid of shuffled(await gbLoans(token, 'repaid'))) {
    if (tried.has(repaid.customerId)) continue;
    tried.add(repaid.customerId);
    const products = await api<{ eligible: boolean }>(
      'POST',
      '/api/loan/getEligibleProductsOfCustomers',
      { customerId: repaid.customerId },
      token,
    );
    if (products.body?.data.eligible) return repaid.customerId;
  }
  throw new Error('no GB customer of the seed who may borrow again');
}
