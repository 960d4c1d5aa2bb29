import { useId, type ReactNode } from 'react';
import { useFormContext, type FieldError } from './form.tsx';

export interface FieldIds {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldFrameProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Extra content under the input (e.g. an e-mail suggestion). */
  after?: ReactNode;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Reads a (possibly nested) field error from the form state. */
export function useFieldError(name: string): FieldError | undefined {
  const { formState } = useFormContext();
  return name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
    FieldError | undefined;
}

/** Label, input, hint and error text; the input is described by the hint and the error (aria-describedby). */
export function FieldFrame({ name, label, hint, after, className, children }: FieldFrameProps) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error?.message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      {label !== null && <label htmlFor={id}>{label}</label>}
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={errorId} className="field-error">
          {error.message}
        </p>
      )}
      {after}
    </div>
  );
}
