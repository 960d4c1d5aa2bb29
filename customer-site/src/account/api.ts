import { useCallback, useEffect, useState } from 'react';
import type { CallOptions, Loan, ResponseOf } from '@pronto/api/customer-site';
import { accountCall, type AccountCallId } from '@pronto/api/customer-site/account';
// Every account page imports this module, so the area's stylesheet comes with it.
import './account.css';

// The account area's models are the contract's (@pronto/api); re-exported for the pages.
export type { BankAccount, Card, CloseQuote, DocumentInfo, Journey, JourneyStep, LoanView } from '@pronto/api/customer-site';

export { accountCall };

export const OPEN_STATUSES: readonly Loan['status'][] = ['issued', 'overdue'];
export const isOpen = (loan: Pick<Loan, 'status'>) => OPEN_STATUSES.includes(loan.status);

/** Loads data once (and again on `reload()`); null while loading, the error message on failure. */
export function useLoad<Id extends AccountCallId>(id: Id, options: CallOptions<Id> = {}, enabled = true) {
  type T = ResponseOf<Id>;
  const key = JSON.stringify(options);
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({
    data: null,
    error: null,
    loading: enabled,
  });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    void accountCall(id, JSON.parse(key) as CallOptions<Id>).then((result) => {
      if (!live) return;
      if (result.status === 200) setState({ data: result.data, error: null, loading: false });
      else setState({ data: null, error: result.errors[0]?.message ?? 'Error', loading: false });
    });
    return () => {
      live = false;
    };
  }, [id, key, enabled, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, reload };
}
