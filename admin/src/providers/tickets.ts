import type { GetListParams } from 'react-admin';

/** A queue's answer: a plain array (paged here) or a search page. */
export function normalizePage<T>(data: unknown, page: number, perPage: number): { data: T[]; total: number } {
  if (Array.isArray(data)) return { data: data.slice((page - 1) * perPage, page * perPage) as T[], total: data.length };
  const paged = data as { items?: T[]; total?: number } | null;
  return { data: paged?.items ?? [], total: paged?.total ?? paged?.items?.length ?? 0 };
}

export type TicketQueue = 'open' | 'unissued' | 'mine' | 'all';

/**
 * How a ticket queue is read: `unissued` is the camUnissuedTickets call (nobody assigned cannot be
 * said in the simple-rest filter), the others are simple-rest filters (open, assigned to me, all).
 */
export function ticketQuery(params: Pick<GetListParams, 'filter'>, staffId: number | undefined): { rpc: 'unissued' } | { filter: Record<string, unknown> } {
  const { queue, ...rest } = (params.filter ?? {}) as { queue?: TicketQueue } & Record<string, unknown>;
  switch (queue) {
    case 'unissued':
      return { rpc: 'unissued' };
    case 'open':
      return { filter: { ...rest, status: 'open' } };
    case 'mine':
      return { filter: { ...rest, assignedTo: staffId ?? -1 } };
    default:
      return { filter: rest };
  }
}
