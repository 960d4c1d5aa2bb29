import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useFormContext, type RegisterOptions } from './form.tsx';
import { FieldFrame } from './Field.tsx';

interface Common {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options?: RegisterOptions;
  after?: ReactNode;
}

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A text-like input (text, email, tel, date, password). */
export function TextField({ name, label, hint, options, after, type = 'text', ...rest }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint} after={after}>
      {({ id, describedBy, invalid }) => (
        <input id={id} type={type} aria-invalid={invalid} aria-describedby={describedBy} {...rest} {...register(name, options)} />
      )}
    </FieldFrame>
  );
}

/** An amount with the currency symbol before the input. */
export function MoneyField({ name, label, hint, options, symbol, ...rest }: TextFieldProps & { symbol: string }) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <div className="input-prefix">
          <span aria-hidden="true">{symbol}</span>
          <input id={id} inputMode="numeric" aria-invalid={invalid} aria-describedby={describedBy} {...rest} {...register(name, options)} />
        </div>
      )}
    </FieldFrame>
  );
}

/** A 4-digit PIN. */
export function PinField({ name, label, options, ...rest }: TextFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      options={options}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      className="pin-input"
      {...rest}
    />
  );
}

type TextAreaProps = Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>;

export function TextAreaField({ name, label, hint, options, ...rest }: TextAreaProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} rows={5} aria-invalid={invalid} aria-describedby={describedBy} {...rest} {...register(name, options)} />
      )}
    </FieldFrame>
  );
}

export interface Choice {
  value: string;
  label: string;
}

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> & { choices: readonly Choice[]; placeholder?: string };

export function SelectField({ name, label, hint, options, choices, placeholder, ...rest }: SelectFieldProps) {
  const { register, getValues } = useFormContext();
  const registered = register(name, options);
  const element = useRef<HTMLSelectElement | null>(null);
  const { ref: formRef } = registered;
  const ref = useCallback(
    (el: HTMLSelectElement | null) => {
      element.current = el;
      return formRef(el);
    },
    [formRef],
  );
  // Choices that arrive after the value (the enums load on demand) left the select blank while the form
  // kept and sent the value (employment status). The value is shown again once its option exists.
  const keys = choices.map((c) => c.value).join('\n');
  useLayoutEffect(() => {
    const value = getValues(name);
    const el = element.current;
    if (el && typeof value === 'string' && value !== '' && el.value !== value) el.value = value;
  }, [keys, name, getValues]);
  return (
    <FieldFrame name={name} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-invalid={invalid} aria-describedby={describedBy} {...rest} {...registered} ref={ref}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A checkbox with its label on the right; the error is linked like any other field's. */
export function CheckboxField({ name, label, options }: Common) {
  const { register } = useFormContext();
  return (
    <FieldFrame name={name} label={null} className="field-check">
      {({ id, describedBy, invalid }) => (
        <div className="check">
          <input id={`${id}-box`} type="checkbox" aria-invalid={invalid} aria-describedby={describedBy} {...register(name, options)} />
          <label htmlFor={`${id}-box`}>{label}</label>
        </div>
      )}
    </FieldFrame>
  );
}
