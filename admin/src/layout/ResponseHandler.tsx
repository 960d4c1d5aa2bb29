import { useEffect, useRef } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ErrorState } from './ErrorPage.tsx';
import { MESSAGES, responseBus } from '@pronto/request';
import { LOGIN_REDIRECT } from '../providers/authProvider.ts';

/**
 * The global response handler (back-office.md §8) for the console: 401 signs out and opens
 * /login?redirect=login with the authorization popup; timeouts, network and technical errors pop up
 * with §8's title; a 404 opens the error route (panels whose calls are silent show their own message
 * instead). The 401 path is the only one (authProvider.checkError leaves 401s to it), taken once for
 * the calls of a screen that fail together.
 */
export function ResponseHandler() {
  const notify = useNotify();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signingOut = useRef(false);
  useEffect(
    () =>
      responseBus.subscribe((action) => {
        if (action.type === 'notFound') {
          const state: ErrorState = { from: pathname };
          void navigate('/error', { state });
        } else if (action.type === 'unauthorized') {
          if (signingOut.current) return;
          signingOut.current = true;
          void logout({}, LOGIN_REDIRECT, false);
          notify(action.message, { type: 'error', title: action.title });
        } else if (action.popup) {
          notify(action.message, { type: action.type === 'network' ? 'warning' : 'error', title: action.title });
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
