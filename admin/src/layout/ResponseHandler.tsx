import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { MESSAGES, responseBus } from '@pronto/request';
import { LOGIN_REDIRECT } from '../providers/authProvider.ts';

/**
 * The global response handler (back-office.md §8) for the console: 401 signs out and opens
 * /login?redirect=login with the authorization popup; timeouts, network and technical errors pop up.
 * A 404 is left to the page that asked (react-admin shows its own not-found).
 */
export function ResponseHandler() {
  const notify = useNotify();
  const logout = useLogout();
  useEffect(
    () =>
      responseBus.subscribe((action) => {
        if (action.type === 'unauthorized') {
          void logout({}, LOGIN_REDIRECT, false);
          notify(`${action.title}: ${action.message}`, { type: 'error' });
        } else if (action.popup) {
          notify(`${action.title} ${action.message}`, { type: action.type === 'network' ? 'warning' : 'error' });
        }
      }),
    [logout, notify],
  );
  // Offline the request layer sends nothing (and react-query pauses its calls): say so when the connection drops.
  useEffect(() => {
    const offline = () => notify(MESSAGES.offline, { type: 'warning' });
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, [notify]);
  return null;
}
