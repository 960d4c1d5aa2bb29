import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';

/**
 * A data-provider RPC call as a mutation: on success notify `success` (a translation key) and refresh
 * the page's queries; on failure notify the server's first error message.
 */
export function useRpc<P, R>(
  call: (dataProvider: ProntoDataProvider, params: P) => Promise<R>,
  success: string,
  onDone?: (result: R) => void,
) {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: P) => call(dataProvider, params),
    onSuccess: (result) => {
      notify(success, { type: 'success' });
      refresh();
      onDone?.(result);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
