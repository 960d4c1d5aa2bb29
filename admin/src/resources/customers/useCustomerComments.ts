import { useGetManyReference } from 'react-admin';
import type { Comment } from '../../providers/customer.ts';

/**
 * A customer's comments, newest first: one query for the comments tab and the latest activity, so the
 * 360 asks for them once. A role that may not read them (403) gets none rather than a failed page.
 */
export function useCustomerComments(customerId: number | undefined): Comment[] | undefined {
  return useGetManyReference<Comment>(
    'comments',
    { target: 'customerId', id: customerId, pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: customerId !== undefined, retry: false },
  ).data;
}
