import { useMemo } from 'react';
import { useLocation } from './router.tsx';
import { routeAt } from './routes.ts';

/** The route table's match for the current location (null: no route, the 404 page follows). */
export function useCurrentRoute() {
  const { pathname } = useLocation();
  return useMemo(() => routeAt(pathname), [pathname]);
}
