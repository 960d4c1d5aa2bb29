import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';

/** What to say when a call succeeded: a translation key, or one chosen from the answer (a proposal, or the thing done). */
export type Success<R> = string | ((result: R) => string);

/**
 * A data-provider RPC call as a mutation: on success notify `success` (a translation key) and refresh
 * the page's queries; on failure notify the server's first error message.
 */
export function useRpc<P, R>(
  call: (dataProvider: ProntoDataProvider, params: P) => Promise<R>,
  success: Success<R>,
  onDone?: (result: R) => void,
) {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (params: P) => call(dataProvider, params),
    onSuccess: (result) => {
      notify(typeof success === 'function' ? success(result) : success, { type: 'success' });
      refresh();
      onDone?.(result);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}
