import { configureRequest } from '@pronto/request';
import { markSessionExpired, readSession, restoreToken } from './providers/session.ts';

// The entry holds no React: it decides between the sign-in and the console and starts the
// chosen one's chunks, React's among them.
configureRequest({ application: 'Pronto Admin', onUnauthorized: () => markSessionExpired() });
restoreToken();

/** The console, loaded once there is a session or a public report page. */
function startConsole(): void {
  void import('./start/console.tsx').then(({ renderConsole }) => renderConsole());
}

// A fresh visit without a session gets the sign-in first, without loading the console; the
// report pages are public and show their own sign-in inside the console (back-office.md §2).
const reportPage = /^#\/report(-summary)?(\?|$)/.test(window.location.hash);
if (readSession() || reportPage) startConsole();
else void import('./start/signIn.tsx').then(({ renderSignIn }) => renderSignIn(startConsole));
