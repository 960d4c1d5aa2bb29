import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { t } from '../i18n/index.ts';

// Loaded when a dialog first opens: most pages never ask.
const Modal = lazy(() => import('./Modal.tsx').then((m) => ({ default: m.Modal })));

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
          <Modal title={pending.title} onClose={() => answer(false)}>
            <p>{pending.content}</p>
            <div className="modal-actions">
              <button type="button" className="btn btn-primary" onClick={() => answer(true)}>
                {pending.yes ?? t.common.yes}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => answer(false)}>
                {pending.no ?? t.common.no}
              </button>
            </div>
          </Modal>
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}
