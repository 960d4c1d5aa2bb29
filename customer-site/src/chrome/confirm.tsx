import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

// Loaded when a dialog first opens: most pages never ask.
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

export interface ConfirmOptions {
  title: string;
  content: string;
  yes?: string;
  no?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/** `await confirm({ title, content, yes, no })` resolves true on yes. */
export const useConfirm = (): Confirm => useContext(ConfirmContext);

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

/** The yes/no confirm dialog (customer-site.md §2 Modals). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>((options) => new Promise((resolve) => setPending({ ...options, resolve })), []);
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog title={pending.title} content={pending.content} yes={pending.yes} no={pending.no} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
