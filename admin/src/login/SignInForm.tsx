import { useId, useState, type FormEvent } from 'react';
import type { ReportSignInRequest } from '@pronto/api';
import { signInTexts, type SignInLocale } from './texts.ts';
import './sign-in.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface SignInFormProps {
  locale: SignInLocale;
  onLocale: (locale: SignInLocale) => void;
  /** Signs in; resolves null when signed in, else what to tell the user (failureText.ts). */
  onSignIn: (credentials: ReportSignInRequest) => Promise<string | null>;
  /** Show 'Login Success' / the refusal here (inside the console its notifications say it). */
  showOutcome?: boolean;
}

type Errors = Partial<Record<'emailAddress' | 'password', string>>;

/**
 * Staff sign-in (back-office.md §2, §5): e-mail (required, valid), password (required), country.
 * Plain React: it is the first page of the console and loads before react-admin.
 */
export function SignInForm({ locale, onLocale, onSignIn, showOutcome = false }: SignInFormProps) {
  const text = signInTexts[locale];
  const id = useId();
  const [values, setValues] = useState<ReportSignInRequest>({ emailAddress: '', password: '', country: 'GB' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const check = (v: ReportSignInRequest): Errors => ({
    ...(v.emailAddress.trim() === ''
      ? { emailAddress: text.required }
      : !EMAIL.test(v.emailAddress.trim())
        ? { emailAddress: text.invalidEmail }
        : {}),
    ...(v.password === '' ? { password: text.required } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    const failure = await onSignIn({ ...values, emailAddress: values.emailAddress.trim() });
    setBusy(false);
    setOutcome(failure === null ? { ok: true, text: text.success } : { ok: false, text: failure });
  };

  const field = (name: 'emailAddress' | 'password', type: string, autoComplete: string) => (
    <div className="sign-in-field">
      <label htmlFor={`${id}-${name}`}>{text[name]} *</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => {
          const next = { ...values, [name]: e.target.value };
          setValues(next);
          if (errors[name]) setErrors(check(next));
        }}
      />
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="sign-in-error">
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <main className="sign-in" lang={locale}>
      <div className="sign-in-card">
        <div className="sign-in-head">
          <h1>{text.title}</h1>
          <label className="sign-in-lang">
            {text.language}
            <select value={locale} onChange={(e) => onLocale(e.target.value as SignInLocale)}>
              <option value="en">English</option>
              <option value="es">Español</option>
            </select>
          </label>
        </div>
        <form onSubmit={(e) => void submit(e)} noValidate>
          {field('emailAddress', 'email', 'username')}
          {field('password', 'password', 'current-password')}
          <div className="sign-in-field">
            <label htmlFor={`${id}-country`}>{text.country} *</label>
            <select
              id={`${id}-country`}
              name="country"
              value={values.country}
              onChange={(e) => setValues({ ...values, country: e.target.value as ReportSignInRequest['country'] })}
            >
              <option value="GB">{text.countries.GB}</option>
              <option value="ES">{text.countries.ES}</option>
            </select>
          </div>
          <button type="submit" disabled={busy}>
            {text.submit}
          </button>
        </form>
        <div role="status" aria-live="polite">
          {showOutcome && outcome && <p className={`sign-in-message ${outcome.ok ? 'is-success' : 'is-error'}`}>{outcome.text}</p>}
        </div>
      </div>
    </main>
  );
}
