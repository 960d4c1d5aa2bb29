import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureRequest } from '@pronto/request';
import { preloadFirstScreen } from './firstScreen.ts';
import { QuickSignIn } from './login/QuickSignIn.tsx';
import { restoreToken } from './providers/authProvider.ts';
import { markSessionExpired, readSession } from './providers/session.ts';

configureRequest({ application: 'Pronto Admin', onUnauthorized: () => markSessionExpired() });
restoreToken();

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');
const root = createRoot(element);

/** The console (react-admin and everything in it), loaded once there is a session or a public report page. */
function startConsole(): void {
  preloadFirstScreen(window.location.hash);
  // A transition: React renders the console in slices, not in one long task that blocks input (issue 8).
  void import('./App.tsx').then(({ App }) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}

// A fresh visit without a session gets the sign-in first, without loading the console (issue 8); the
// report pages are public and show their own sign-in inside the console (back-office.md §2).
const reportPage = /^#\/report(-summary)?(\?|$)/.test(window.location.hash);
if (readSession() || reportPage) startConsole();
else
  root.render(
    <StrictMode>
      <QuickSignIn onSignedIn={startConsole} />
    </StrictMode>,
  );
