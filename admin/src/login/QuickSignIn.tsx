import { useState } from 'react';
import type { ReportSignInRequest } from '@pronto/api';
import { authProvider } from '../providers/authProvider.ts';
import { markSignedInNow } from '../providers/session.ts';
import { rememberLocale, storedLocale } from '../i18n/locale.ts';
import { signInFailureText } from './failureText.ts';
import { SignInForm } from './SignInForm.tsx';
import { signInTexts } from './texts.ts';

/**
 * The sign-in of a fresh visit, before the console has loaded: on success it stores the session, picks
 * where to go (the page asked for, the reports for a reporter, else the dashboard) and starts the console.
 */
export function QuickSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [locale, setLocale] = useState(storedLocale);
  const signIn = async (credentials: ReportSignInRequest) => {
    try {
      const result = (await authProvider.login(credentials)) as { redirectTo?: string } | undefined;
      const asked = window.location.hash.replace(/^#/, '');
      const target = result?.redirectTo ?? (asked === '' || asked.startsWith('/login') ? '/' : asked);
      window.history.replaceState(null, '', `#${target}`);
      markSignedInNow();
      onSignedIn();
      return null;
    } catch (error) {
      return signInFailureText(error, signInTexts[locale].wrongCredentials);
    }
  };
  return (
    <SignInForm
      locale={locale}
      onLocale={(next) => {
        rememberLocale(next);
        setLocale(next);
      }}
      onSignIn={signIn}
      showOutcome
    />
  );
}
