import { useCallback, useEffect, useState } from 'react';
import type { CallOptions, Installment, Loan } from '@pronto/api/customer-site';
import { accountCall } from '@pronto/api/customer-site/account';
// Every account page imports this module, so the area's stylesheet comes with it.
import './account.css';

/** The next instalment and the cost summary the mock adds to every loan of the account pages. */
export interface LoanView extends Loan {
  nextInstallment: { number: number; expectedDate: string; amount: number; status: Installment['status'] } | null;
  summary: {
    borrowed: number;
    interest: number;
    charges: number;
    totalPayable: number;
    totalRepaid: number;
    totalCost: number;
    outstanding: number;
    settlementToday: number;
  };
  agreementAcceptedAt?: string;
  declineMessage?: string;
}

export type JourneyStep = 'request' | 'creditDecision' | 'agreements' | 'financialInformation' | Loan['status'];

export interface Journey {
  step: JourneyStep;
  loan: LoanView | null;
  limit: number;
  cards: number;
  purposes: string[];
}

export interface Card {
  id: number;
  maskedPan: string;
  last4: string;
  brand: string;
  expiry?: string;
}

export interface BankAccount {
  id: number;
  bankName: string;
  sortCode?: string;
  accountNumber?: string;
  iban?: string;
}

export interface DocumentInfo {
  id: number | string;
  type: string;
  title?: string;
  createdAt: string;
  content?: string;
}

export interface CloseQuote {
  date: string;
  amount: number;
  principal: number;
  interest: number;
  charges: number;
  /** Interest paid before it accrued (an instalment paid early), taken off the amount. */
  interestCredit?: number;
}

export { accountCall };

export const OPEN_STATUSES: readonly Loan['status'][] = ['issued', 'overdue'];
export const isOpen = (loan: Pick<Loan, 'status'>) => OPEN_STATUSES.includes(loan.status);

/** Loads data once (and again on `reload()`); null while loading, the error message on failure. */
export function useLoad<T>(id: string, options: CallOptions = {}, enabled = true) {
  const key = JSON.stringify(options);
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: enabled });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    void accountCall<T>(id, JSON.parse(key) as CallOptions).then((result) => {
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
