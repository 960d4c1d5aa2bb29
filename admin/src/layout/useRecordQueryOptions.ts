import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ErrorState } from './ErrorPage.tsx';

/** The HTTP status a failed read carries (react-admin's HttpError has one), if any. */
function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The console's route now, from the address bar (hash router): `#/templates/3/show?x=1` -> `/templates/3/show`. */
const consoleRoute = (): string => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * The query options of a record's page (Show, Edit) when its read fails, instead of react-admin's
 * "Element does not exist" and a jump to the list: a record the API does not have (404, the data
 * provider's RECORD_MISSING) opens the error route (back-office.md §2, §8), in place of the address
 * that named it, so Back leaves it; a 401 is the global handler's (sign-in, its popup); anything else
 * says its message and the page stays.
 */
export function useRecordQueryOptions(): { onError: (error: unknown) => void } {
  const navigate = useNavigate();
  const notify = useNotify();
  const { pathname } = useLocation();
  return useMemo(
    () => ({
      onError: (error: unknown) => {
        const status = statusOf(error);
        if (status === 404) {
          // A record deleted from its own page is read again as the page leaves (the refresh after the call):
          // only a page still on screen goes to the error route, not the list staff were sent to.
          if (consoleRoute() !== pathname) return;
          const state: ErrorState = { from: pathname };
          void navigate('/error', { replace: true, state });
        } else if (status !== 401) {
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
        }
      },
    }),
    [navigate, notify, pathname],
  );
}
