import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { ParamsProvider, SiteRouter, useNavigate, type LocationSource } from './router.tsx';
import { ConfirmProvider } from '../chrome/confirm.tsx';
import { NotificationsProvider } from '../chrome/notifications.tsx';
import type { PageChunk } from './page-chunks.ts';
import { href, type RouteDef } from './routes.ts';
import { Shell } from './Shell.tsx';
import { useCurrentRoute } from './use-current-route.ts';
import { HydratedMark } from './hydrated.ts';

/** One lazy component per page module (several routes share the calculator and the static page). */
const lazyPages = new Map<RouteDef['page'], ComponentType>();
function pageOf(route: RouteDef): ComponentType {
  // A page in app/page-chunks.ts is under the route's name unless the table names it.
  const load = route.page ?? (route.name as PageChunk);
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(typeof load === 'string' ? () => import('./page-chunks.ts').then((m) => m.pageChunks[load]()) : load);
    lazyPages.set(load, page);
  }
  return page;
}

/** The page of the current route (first match of the table), every page lazy; no match goes to the 404 page. */
export function SiteRoutes() {
  const match = useCurrentRoute();
  const navigate = useNavigate();
  useEffect(() => {
    if (!match) navigate(href('error'), { replace: true });
  }, [match, navigate]);
  if (!match) return null;
  const Page = pageOf(match.route);
  return (
    <ParamsProvider params={match.params}>
      <Page />
      {/* Beside the page, so it mounts when the page (a lazy chunk) has hydrated, not before. */}
      <HydratedMark />
    </ParamsProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </NotificationsProvider>
  );
}

/** The site; `source` is the browser's location unless given (the build renders fixed urls). */
export function App({ source }: { source?: LocationSource }) {
  return (
    <SiteRouter source={source}>
      <Providers>
        <Shell>
          <SiteRoutes />
        </Shell>
      </Providers>
    </SiteRouter>
  );
}
