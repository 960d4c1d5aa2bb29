import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, usePermissions } from 'react-admin';
import type { Role } from '@pronto/api';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';

/** The active agents (membership.availableCamsForInternalCollection), cached for the session's pages. */
export function useAgents() {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  return useQuery({ queryKey: ['people', 'agents'], queryFn: () => dataProvider.cams('loans'), staleTime: 60_000 });
}

/**
 * A staff member's name: from the agents' list, or for an admin (who may read the whole staff list,
 * membership.members) from that; "#id" only when an agent looks at someone who is not an agent.
 */
export function useStaffName(): (id: number | null | undefined) => string {
  const agents = useAgents();
  const { permissions } = usePermissions<Role>();
  const staff = useGetList<{ id: number; fullName?: string }>(
    'staff',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
    { enabled: permissions === 'admin', staleTime: 60_000 },
  );
  return (id) => {
    if (id === null || id === undefined) return '-';
    return agents.data?.find((a) => a.id === id)?.fullName ?? staff.data?.find((s) => s.id === id)?.fullName ?? `#${id}`;
  };
}
