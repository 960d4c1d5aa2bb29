import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { formText } from '../i18n/pages/forms.ts';

/*
 * The site's form state: the part of react-hook-form's API its forms use (useForm, FormProvider,
 * useFormContext; register with required / pattern / validate; validation on submit, then on change),
 * with the same names, so a form reads like one written for react-hook-form. react-hook-form was 12 KB
 * gzip on the registration and login pages, whose budget over React is 27 KB; this is about 1.5 KB.
 * See docs/decisions.md "Customer site forms".
 */

/** A field's error: the message shown under it. */
export interface FieldError {
  type: 'required' | 'pattern' | 'validate' | 'manual';
  message?: string;
}

export type FieldErrors = Record<string, FieldError | undefined>;

type Input = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Validate = (value: never, values: never) => string | boolean | undefined | Promise<string | boolean | undefined>;

/** Rules of a field, checked in this order; the first failing one gives the error. */
export interface RegisterOptions {
  /** A message (or true for no message) when the field is empty; false for none. */
  required?: string | boolean;
  pattern?: { value: RegExp; message: string };
  /** A message or false when invalid, true or undefined when valid; may be async. */
  validate?: Validate;
  // Method syntax: a handler written for its own element type (a select's, an input's) fits.
  onChange?(event: ChangeEvent<Input>): void;
  onBlur?(event: FocusEvent<Input>): void;
}

export interface FormState {
  errors: FieldErrors;
  isSubmitting: boolean;
  isSubmitted: boolean;
  /** Fields whose async validation is running. */
  validatingFields: Record<string, boolean>;
}

type Values = Record<string, unknown>;

export interface UseFormReturn<T extends object = Values> {
  register: (
    name: string,
    options?: RegisterOptions,
  ) => {
    name: string;
    ref: (el: Input | null) => (() => void) | undefined;
    onChange: (event: ChangeEvent<Input>) => void;
    onBlur: (event: FocusEvent<Input>) => void;
  };
  handleSubmit: (onValid: (values: T) => unknown, onInvalid?: (errors: FieldErrors) => unknown) => (event?: FormEvent) => Promise<void>;
  formState: FormState;
  watch: <K extends string>(name: K) => K extends keyof T ? T[K] : unknown;
  getValues: <K extends string>(name: K) => K extends keyof T ? T[K] : unknown;
  setValue: (name: string, value: unknown, options?: { shouldValidate?: boolean }) => void;
  setError: (name: string, error: { message: string; type?: FieldError['type'] }) => void;
  trigger: (name?: string) => Promise<boolean>;
  reset: (values?: Partial<T>) => void;
}

interface Options<T> {
  defaultValues?: Partial<T>;
  /** Drop a field's value when its input leaves the page (react-hook-form's option of that name). */
  shouldUnregister?: boolean;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/** The value an input holds: checked state for a checkbox, the chosen value for a radio group. */
function readInput(el: Input, current: unknown): unknown {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked;
  if (el instanceof HTMLInputElement && el.type === 'radio') return el.checked ? el.value : current;
  return el.value;
}

function writeInput(el: Input, value: unknown): void {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
  else if (el instanceof HTMLInputElement && el.type === 'radio') el.checked = el.value === value;
  else el.value = value === undefined || value === null ? '' : String(value);
}

/** True when the input no longer shows what its HTML said: the customer changed it before React attached. */
function changedBeforeHydration(el: Input): boolean {
  if (el instanceof HTMLSelectElement) {
    // The HTML's choice: the option marked selected, or else the first.
    const initial = [...el.options].reverse().find((option) => option.defaultSelected) ?? el.options[0];
    return el.value !== (initial?.value ?? '');
  }
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) return el.checked !== el.defaultChecked;
  return el.value !== el.defaultValue;
}

/** The first failing rule's error, or undefined. */
async function check(options: RegisterOptions, value: unknown, values: Values, onAsync: () => void): Promise<FieldError | undefined> {
  if (options.required && isEmpty(value))
    return { type: 'required', message: typeof options.required === 'string' ? options.required : '' };
  if (options.pattern && typeof value === 'string' && value !== '' && !options.pattern.value.test(value))
    return { type: 'pattern', message: options.pattern.message };
  if (options.validate) {
    // The rules are written for the field's own value type; the form holds unknowns.
    let result = (options.validate as (v: unknown, all: Values) => ReturnType<Validate>)(value, values);
    if (result instanceof Promise) {
      onAsync();
      try {
        result = await result;
      } catch {
        // A rule that cannot run (a list that failed to load, a lost connection) must not leave the form
        // waiting with a spinner: the field says so and the customer can try again.
        return { type: 'validate', message: formText.checkFailed };
      }
    }
    if (typeof result === 'string') return { type: 'validate', message: result };
    if (result === false) return { type: 'validate', message: '' };
  }
  return undefined;
}

const initialState: FormState = { errors: {}, isSubmitting: false, isSubmitted: false, validatingFields: {} };

/** Form state over uncontrolled inputs: values live in the inputs and a ref, errors and flags in React state. */
export function useForm<T extends object = Values>({ defaultValues, shouldUnregister = false }: Options<T> = {}): UseFormReturn<T> {
  const defaults = useRef<Values>({ ...(defaultValues as Values | undefined) });
  const values = useRef<Values>({ ...defaults.current });
  const fields = useRef(new Map<string, { options: RegisterOptions; inputs: Set<Input> }>());
  const refs = useRef(new Map<string, (el: Input | null) => (() => void) | undefined>());
  const watched = useRef(new Set<string>());
  const [state, setState] = useState<FormState>(initialState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const [, setVersion] = useState(0);

  const update = useCallback((patch: Partial<FormState> | ((s: FormState) => Partial<FormState>)) => {
    setState((s) => {
      const next = { ...s, ...(typeof patch === 'function' ? patch(s) : patch) };
      stateRef.current = next;
      return next;
    });
  }, []);

  const changed = useCallback((name: string) => {
    if (watched.current.has(name)) setVersion((v) => v + 1);
  }, []);

  /** Checks one field and records its error; true when valid. Fields no longer on the page are not checked. */
  const validateField = useCallback(
    async (name: string): Promise<boolean> => {
      const field = fields.current.get(name);
      if (!field || field.inputs.size === 0) return true;
      const error = await check(field.options, values.current[name], values.current, () =>
        update((s) => ({ validatingFields: { ...s.validatingFields, [name]: true } })),
      );
      update((s) => ({ errors: { ...s.errors, [name]: error }, validatingFields: { ...s.validatingFields, [name]: false } }));
      return !error;
    },
    [update],
  );

  const validateAll = useCallback(async (): Promise<FieldErrors> => {
    const errors: FieldErrors = {};
    for (const [name, field] of fields.current) {
      if (field.inputs.size === 0) continue;
      const error = await check(field.options, values.current[name], values.current, () => undefined);
      if (error) errors[name] = error;
    }
    return errors;
  }, []);

  const register = useCallback<UseFormReturn<T>['register']>(
    (name, options = {}) => {
      const field = fields.current.get(name);
      if (field) field.options = options;
      else fields.current.set(name, { options, inputs: new Set() });
      let ref = refs.current.get(name);
      if (!ref) {
        // One ref callback a field, so React attaches it once; the cleanup it returns detaches one input.
        ref = (el) => {
          const entry = fields.current.get(name);
          if (!el || !entry) return undefined;
          entry.inputs.add(el);
          // What the customer typed into the static HTML before the page hydrated is kept.
          if (name in values.current && !changedBeforeHydration(el)) writeInput(el, values.current[name]);
          else values.current[name] = readInput(el, undefined);
          return () => {
            entry.inputs.delete(el);
            if (shouldUnregister && entry.inputs.size === 0) delete values.current[name];
          };
        };
        refs.current.set(name, ref);
      }
      return {
        name,
        ref,
        onChange: (event) => {
          values.current[name] = readInput(event.target, values.current[name]);
          fields.current.get(name)?.options.onChange?.(event);
          const s = stateRef.current;
          if (s.isSubmitted || s.errors[name]) void validateField(name);
          changed(name);
        },
        onBlur: (event) => fields.current.get(name)?.options.onBlur?.(event),
      };
    },
    [changed, shouldUnregister, validateField],
  );

  const handleSubmit = useCallback<UseFormReturn<T>['handleSubmit']>(
    (onValid, onInvalid) => async (event) => {
      event?.preventDefault();
      update({ isSubmitting: true });
      try {
        const errors = await validateAll();
        update({ errors, isSubmitted: true });
        const invalid = Object.keys(errors);
        if (invalid.length > 0) {
          // Like react-hook-form: the first invalid field (in the order they were registered) gets the focus.
          const first = invalid[0] === undefined ? undefined : fields.current.get(invalid[0])?.inputs.values().next().value;
          first?.focus();
          await onInvalid?.(errors);
          return;
        }
        // Values hold what the inputs registered under T's names.
        await onValid({ ...values.current } as T);
      } finally {
        update({ isSubmitting: false });
      }
    },
    [update, validateAll],
  );

  const setValue = useCallback<UseFormReturn<T>['setValue']>(
    (name, value, options) => {
      values.current[name] = value;
      for (const el of fields.current.get(name)?.inputs ?? []) writeInput(el, value);
      if (options?.shouldValidate) void validateField(name);
      changed(name);
    },
    [changed, validateField],
  );

  const read = useCallback((name: string) => values.current[name], []);

  const methods = useMemo<UseFormReturn<T>>(
    () => ({
      register,
      handleSubmit,
      formState: state,
      // Watched values re-render the form when they change.
      watch: ((name: string) => {
        watched.current.add(name);
        return values.current[name];
      }) as UseFormReturn<T>['watch'],
      getValues: read as UseFormReturn<T>['getValues'],
      setValue,
      setError: (name, error) =>
        update((s) => ({ errors: { ...s.errors, [name]: { type: error.type ?? 'manual', message: error.message } } })),
      trigger: async (name) => (name === undefined ? Object.keys(await validateAll()).length === 0 : validateField(name)),
      reset: (next) => {
        values.current = { ...(next === undefined ? defaults.current : next) };
        for (const [name, field] of fields.current) for (const el of field.inputs) writeInput(el, values.current[name]);
        update(initialState);
        setVersion((v) => v + 1);
      },
    }),
    [register, handleSubmit, state, read, setValue, update, validateAll, validateField],
  );
  return methods;
}

const FormContext = createContext<UseFormReturn | null>(null);

/** Gives the fields inside a form its state (react-hook-form's FormProvider). */
export function FormProvider<T extends object>({ children, ...methods }: UseFormReturn<T> & { children: ReactNode }) {
  // The fields read values by name; the context is untyped like react-hook-form's.
  return <FormContext.Provider value={methods as unknown as UseFormReturn}>{children}</FormContext.Provider>;
}

/** The state of the form around a field. */
export function useFormContext(): UseFormReturn {
  const methods = useContext(FormContext);
  if (!methods) throw new Error('useFormContext outside a FormProvider');
  return methods;
}
