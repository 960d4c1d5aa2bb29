import { lazy, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { ConfirmProvider } from '../chrome/confirm.tsx';
import { NotificationsProvider } from '../chrome/notifications.tsx';
import HomePage from '../pages/home/HomePage.tsx';
import { routes, urlOf, type RouteDef } from './routes.ts';
import { Shell } from './Shell.tsx';

/** One lazy component per page module (several routes share the account placeholder). */
const lazyPages = new Map<RouteDef['page'], ComponentType>();
function pageOf(route: RouteDef): ComponentType {
  const load = route.page;
  if (!load) return HomePage;
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
}

/** The route table as react-router routes: the calculator pages in the entry, every other page lazy. */
export function SiteRoutes() {
  return (
    <Routes>
      {routes.map((route) => {
        const Page = pageOf(route);
        return <Route key={route.name} path={urlOf(route)} element={<Page />} />;
      })}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
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
    <BrowserRouter>
      <Providers>
        <Shell>
          <SiteRoutes />
        </Shell>
      </Providers>
    </BrowserRouter>
  );
}
