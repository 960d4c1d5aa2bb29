import { useState } from 'react';
import type { ReportSignInRequest } from '@pronto/api';
import { authProvider } from '../providers/authProvider.ts';
import { markSignedInNow } from '../providers/session.ts';
import { SignInForm } from './SignInForm.tsx';
import type { SignInLocale } from './texts.ts';

/** react-admin keeps the chosen language in its localStorage store under this key (JSON). */
const LOCALE_KEY = 'RaStore.locale';

function storedLocale(): SignInLocale {
  try {
    return JSON.parse(localStorage.getItem(LOCALE_KEY) ?? '"en"') === 'es' ? 'es' : 'en';
  } catch {
    return 'en';
  }
}

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
      return true;
    } catch {
      return false;
    }
  };
  return (
    <SignInForm
      locale={locale}
      onLocale={(next) => {
        localStorage.setItem(LOCALE_KEY, JSON.stringify(next));
        setLocale(next);
      }}
      onSignIn={signIn}
      showOutcome
    />
  );
}
