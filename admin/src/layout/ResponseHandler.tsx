import { useEffect } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ErrorState } from './ErrorPage.tsx';
import { MESSAGES, responseBus } from '@pronto/request';
import { LOGIN_REDIRECT } from '../providers/authProvider.ts';

/**
 * The global response handler (back-office.md §8) for the console: 401 signs out and opens
 * /login?redirect=login with the authorization popup; timeouts, network and technical errors pop up;
 * a 404 opens the error route (panels whose calls are silent show their own message instead).
 */
export function ResponseHandler() {
  const notify = useNotify();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(
    () =>
      responseBus.subscribe((action) => {
        if (action.type === 'notFound') {
          const state: ErrorState = { from: pathname };
          void navigate('/error', { state });
        } else if (action.type === 'unauthorized') {
          void logout({}, LOGIN_REDIRECT, false);
          notify(`${action.title}: ${action.message}`, { type: 'error' });
        } else if (action.popup) {
          notify(`${action.title} ${action.message}`, { type: action.type === 'network' ? 'warning' : 'error' });
        }
      }),
    [logout, notify, navigate, pathname],
  );
  // Offline the request layer sends nothing (and react-query pauses its calls): say so when the connection drops.
  useEffect(() => {
    const offline = () => notify(MESSAGES.offline, { type: 'warning' });
    window.addEventListener('offline', offline);
    return () => window.removeEventListener('offline', offline);
  }, [notify]);
  return null;
}
