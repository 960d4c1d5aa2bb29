import { lazy, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, SiteRouter, Switch } from './router.tsx';
import { ConfirmProvider } from '../chrome/confirm.tsx';
import { NotificationsProvider } from '../chrome/notifications.tsx';
import { routes, urlOf, type RouteDef } from './routes.ts';
import { Shell } from './Shell.tsx';

/** One lazy component per page module (several routes share the calculator and the account placeholder). */
const lazyPages = new Map<RouteDef['page'], ComponentType>();
function pageOf(route: RouteDef): ComponentType {
  const load = route.page;
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

/** The route table as routes, first match wins, every page lazy. */
export function SiteRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.name} path={urlOf(route)} component={pageOf(route)} />
      ))}
      <Route>
        <Redirect to="/404" replace />
      </Route>
    </Switch>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <ConfirmProvider>{children}</ConfirmProvider>
    </NotificationsProvider>
  );
}

export function App() {
  return (
    <SiteRouter>
      <Providers>
        <Shell>
          <SiteRoutes />
        </Shell>
      </Providers>
    </SiteRouter>
  );
}
