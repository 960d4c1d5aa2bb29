import { configureRequest } from '@pronto/request';
import { markSessionExpired, readSession, restoreToken } from './providers/session.ts';
import { startRouteLoaders } from './routeLoaders.ts';

// The entry holds no React: it decides between the sign-in and the console and starts the
// chosen one's chunks, React's among them.
configureRequest({ application: 'Pronto Admin', onUnauthorized: () => markSessionExpired() });
restoreToken();

/**
 * The console, loaded once there is a session or a public report page; signed in, the first screen's
 * route loader starts beside it (routeLoaders.ts).
 */
function startConsole(): void {
  const queryClient = readSession() ? startRouteLoaders(window.location.hash) : Promise.resolve(undefined);
  void import('./start/console.tsx').then(async ({ renderConsole }) => renderConsole(await queryClient));
}

// A fresh visit without a session gets the sign-in first, without loading the console; the
// report pages are public and show their own sign-in inside the console (back-office.md §2).
const reportPage = /^#\/report(-summary)?(\?|$)/.test(window.location.hash);
if (readSession() || reportPage) startConsole();
else void import('./start/signIn.tsx').then(({ renderSignIn }) => renderSignIn(startConsole));
