import type { ReportSignInRequest } from '@pronto/api';
import { useLocaleState, useLogin, useNotify } from 'react-admin';
import { SignInForm } from './SignInForm.tsx';

/** The console's sign-in page (after a sign-out or a 401): the same form, signing in through react-admin. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [locale, setLocale] = useLocaleState();
  const signIn = async (credentials: ReportSignInRequest) => {
    try {
      await login(credentials);
      notify('pronto.login.success', { type: 'success' });
      return true;
    } catch {
      notify('pronto.login.failure', { type: 'error' });
      return false;
    }
  };
  return <SignInForm locale={locale === 'es' ? 'es' : 'en'} onLocale={setLocale} onSignIn={signIn} />;
}
