import type { ReportSignInRequest } from '@pronto/api';
import { useLocaleState, useLogin, useNotify, useTranslate } from 'react-admin';
import { signInFailureText } from './failureText.ts';
import { SignInForm } from './SignInForm.tsx';

/** The console's sign-in page (after a sign-out or a 401): the same form, signing in through react-admin. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const signIn = async (credentials: ReportSignInRequest) => {
    try {
      await login(credentials);
      notify('pronto.login.success', { type: 'success' });
      return null;
    } catch (error) {
      const text = signInFailureText(error, translate('pronto.login.wrongCredentials'));
      notify(text, { type: 'error' });
      return text;
    }
  };
  return <SignInForm locale={locale === 'es' ? 'es' : 'en'} onLocale={setLocale} onSignIn={signIn} />;
}
