import { useGetList } from 'react-admin';
import type { Loan } from '@pronto/api';

/** The customer's loans, newest first: one query shared by the summary, the activity and the message dialog. */
export function useCustomerLoans(customerId: number | undefined) {
  return useGetList<Loan>(
    'loans',
    { filter: { customerId }, pagination: { page: 1, perPage: 100 }, sort: { field: 'issueDate', order: 'DESC' } },
    { enabled: customerId !== undefined },
  );
}
