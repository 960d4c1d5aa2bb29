import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

/** Collection agents (membership.cams), cached for the page. */
export function useCams() {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  return useQuery({ queryKey: ['collections', 'cams'], queryFn: () => dataProvider.cams('loans') });
}

/** Collection companies that take new cases. */
export function useActiveCompanies() {
  return useGetList<{ id: number; name: string; country?: string; active?: boolean }>('collectionCompanies', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { active: true },
  });
}
