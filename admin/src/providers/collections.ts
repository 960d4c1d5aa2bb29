import type { Loan } from '@pronto/api';
import { rpc } from './rpc.ts';

type LoanId = { loanId: number };

/** A collection agent as membership.cams answers. */
export interface Cam {
  id: number;
  emailAddress: string;
  fullName: string;
  country: string;
  openLoans: number;
}

/** An overdue loan of the collection book (loan.internalCollectionSearch). */
export type BookLoan = Loan & { daysOverdue: number; owed: number; assignedCamId?: number | null; collectionCompanyId?: number | null };

/** One assignment change (agent, company or collection status) with who and when. */
export interface AssignmentChange {
  id: number;
  loanId: number;
  customerId: number;
  kind: 'cam' | 'collectionCompany' | 'collectionStatus';
  value: number | string | null;
  createdBy: string;
  createdAt: string;
}

/** Collections calls: agents, the overdue book, assignments and collection companies. */
export const collectionsRpc = {
  cams: (_: string) => rpc<Cam[]>('membership.availableCamsForInternalCollection', { silent: true }),
  collectionBook: (_: string, p: { page: number; perPage: number; staffId?: number }) =>
    rpc<{ items: BookLoan[]; total: number }>('loan.internalCollectionSearch', { data: p }),
  assignToCam: (_: string, p: LoanId & { staffId: number }) => rpc<unknown>('customer.assignToCam', { data: p }),
  unassignFromCam: (_: string, p: LoanId) => rpc<unknown>('customer.unassignFromCam', { vars: p, data: {} }),
  assignCompany: (_: string, p: LoanId & { collectionCompanyId: number }) => rpc<unknown>('customer.collectionCompany/assign', { data: p }),
  unassignCompany: (_: string, p: LoanId) => rpc<unknown>('customer.collectionCompany/unassign', { data: p }),
  assignmentHistory: (_: string, p: Partial<LoanId> = {}) =>
    rpc<AssignmentChange[]>('customer.collectionCompany/history', { params: p, silent: true }),
  collectionCustomers: (_: string) =>
    rpc<{ id: number; firstName: string; lastName: string; status: string; country: string; mobilePhone: string }[]>(
      'customer.collectionCustomers',
      { silent: true },
    ),
};
