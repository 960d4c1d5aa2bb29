import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';

/** The active agents (membership.availableCamsForInternalCollection), cached for the session's pages. */
export function useAgents() {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  return useQuery({ queryKey: ['people', 'agents'], queryFn: () => dataProvider.cams('loans'), staleTime: 60_000 });
}

/** A staff member's name from the agents' list, or "#id" when they are not an agent (an admin). */
export function useStaffName(): (id: number | null | undefined) => string {
  const agents = useAgents();
  return (id) => (id === null || id === undefined ? '-' : (agents.data?.find((a) => a.id === id)?.fullName ?? `#${id}`));
}
