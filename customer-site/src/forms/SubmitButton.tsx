import type { ReactNode } from 'react';
import { useHydrated } from '../app/hydrated.ts';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
}

/**
 * Submit button: disabled and showing a spinner while the form submits or validates. In the build's
 * static HTML it is disabled until the page hydrates: a form sent before then would be the browser's own
 * GET, with the customer's details in the url.
 */
export function SubmitButton({ busy, children, disabled }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled || !hydrated} aria-busy={busy}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}
