import { rpc } from './rpc.ts';

type LoanId = { loanId: number };

export type { AssignmentChange, Cam, CollectionBookLoan as BookLoan } from '@pronto/api';

/** Collections calls: agents, the overdue book, assignments and collection companies. */
export const collectionsRpc = {
  cams: (_: string) => rpc('membership.availableCamsForInternalCollection', { silent: true }),
  collectionBook: (_: string, p: { page: number; perPage: number; staffId?: number }) => rpc('loan.internalCollectionSearch', { data: p }),
  assignToCam: (_: string, p: LoanId & { staffId: number }) => rpc('customer.assignToCam', { data: p }),
  unassignFromCam: (_: string, p: LoanId) => rpc('customer.unassignFromCam', { vars: p, data: {} }),
  assignCompany: (_: string, p: LoanId & { collectionCompanyId: number }) => rpc('customer.collectionCompany/assign', { data: p }),
  unassignCompany: (_: string, p: LoanId) => rpc('customer.collectionCompany/unassign', { data: p }),
  assignmentHistory: (_: string, p: Partial<LoanId> = {}) => rpc('customer.collectionCompany/history', { params: p, silent: true }),
  collectionCustomers: (_: string) => rpc('customer.collectionCustomers', { silent: true }),
};
