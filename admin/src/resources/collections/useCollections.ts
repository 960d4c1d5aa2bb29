import { useGetList } from 'react-admin';

/** Collection agents: the console's one list of agents (people/useAgents.ts). */
export { useAgents as useCams } from '../../people/useAgents.ts';

/** Collection companies that take new cases. */
export function useActiveCompanies() {
  return useGetList<{ id: number; name: string; country?: string; active?: boolean }>('collectionCompanies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
}
