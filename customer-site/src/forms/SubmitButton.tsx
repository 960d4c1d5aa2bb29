import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  disabled?: boolean;
}

/** Submit button: disabled and showing a spinner while the form submits or validates. */
export function SubmitButton({ busy, children, disabled }: SubmitButtonProps) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner spinner-small" aria-hidden="true" />}
      {children}
    </button>
  );
}
