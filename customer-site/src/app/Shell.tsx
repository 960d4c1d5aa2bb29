import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from './router.tsx';
import { GUARD_DELAY_MS, guardRedirect } from '@pronto/domain';
import { responseBus } from '@pronto/request';
import { t } from '../i18n/index.ts';
import { cookiesAccepted } from '../chrome/cookie-consent.ts';
// Part of the shell, not a chunk of its own: every first visit shows it, and as a chunk it cost each of
// them a request and 0.35 KB gzip, against 0.15 KB in the shell for a visitor who has accepted.
import CookieNotice from '../chrome/CookieNotice.tsx';
import { footerChunk } from '../chrome/footer-chunk.ts';
import { Header } from '../chrome/Header.tsx';
import { useConfirm } from '../chrome/confirm.tsx';
import { useNotifier } from '../chrome/notifications.tsx';
import { session, useSession } from '../session/session.ts';
import { useActivityLog } from '../tracking/use-activity-log.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { PageLoading } from './PageLoading.tsx';
import { staticPart } from './static-part.ts';
import { bodyClassOf, href, type RouteDef } from './routes.ts';
import { useCurrentRoute } from './use-current-route.ts';
import { hydratingOwnHtml, useHydrated } from './hydrated.ts';
import type { StartResult } from './start.ts';
import { takeTokenFromAddress } from './address-token.ts';

const calculatorPages = new Set(['home', 'installment', 'howItWorks']);

/**
 * App start (customer-site.md §4): a `?jwt=` is taken at once; the check of the token (app/start.ts) is
 * loaded only when there is one: a first visit, the common case on the pages where people decide to
 * borrow, does not load it.
 */
function start(): Promise<StartResult> {
  takeTokenFromAddress();
  return session.get().token !== null ? import('./start.ts').then((m) => m.startSession()) : Promise.resolve({});
}

// Loaded the first time the menu opens: most visits never open it.
const SideMenu = lazy(() => import('../chrome/SideMenu.tsx').then((m) => ({ default: m.SideMenu })));
/** Where the side menu goes until it is first opened (the menu button's aria-controls names it). */
const menuPlaceholder = <div id="side-menu" className="side-menu" hidden />;
const pageLoading = <PageLoading />;
// The risk warning never changes once drawn: its code loads only on a page drawn on the client.
const LegalBanner = staticPart('.legal-banner', () => import('../chrome/LegalBanner.tsx').then((m) => m.LegalBanner)).Part;
const legalBanner = (
  <Suspense fallback={null}>
    <LegalBanner />
  </Suspense>
);
const LazyFooter = lazy(() => footerChunk().then((m) => ({ default: m.Footer })));
// One element for good, without props: while its static HTML waits for its code (chrome/footer-chunk.ts), a new
// element would be an update to it, and React would drop that HTML until the code came.
const footer = (
  <Suspense fallback={null}>
    <LazyFooter />
  </Suspense>
);

/** Page title and body class of the current route. */
function usePageMeta(route: RouteDef | undefined) {
  // The build's HTML of the first page carries its title already: the titles load with the next page.
  const first = useRef(hydratingOwnHtml());
  useEffect(() => {
    if (!route) return;
    let live = true;
    if (!first.current)
      void import('../i18n/pages/titles.ts').then((m) => {
        const title = m.pageTitles[route.name];
        if (live) document.title = title ? `${title} | ${t.brand}` : t.brand;
      });
    first.current = false;
    const cls = bodyClassOf(route.name);
    document.body.classList.add(cls);
    return () => {
      live = false;
      document.body.classList.remove(cls);
    };
  }, [route]);
}

/** Global response handler: popups, 401 -> clear session and login, 404 -> error page. */
function useResponseHandler(onLoginPage: { current: boolean }) {
  const navigate = useNavigate();
  const notifier = useNotifier();
  useEffect(
    () =>
      responseBus.subscribe((action) => {
        if (action.popup) notifier.error(action.message, action.title);
        // A session the server stopped accepting has ended (app/boot.tsx): its own redirect says why and where
        // back. The other 401s of the same moment find the customer on the login page already.
        if (action.clearSession && session.get().token) session.end('expired');
        if (action.navigate?.route === 'login' && !session.get().ended && !onLoginPage.current)
          navigate(href('login', {}, action.navigate.query));
        if (action.navigate?.route === 'error') navigate(href('error'), { replace: true });
      }),
    [navigate, notifier, onLoginPage],
  );
}

/** The page frame: banner, header, menus, the guarded page, footer, cookie notice. */
export function Shell({ children }: { children: ReactNode }) {
  const route = useCurrentRoute()?.route;
  const { status, token, ended } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const notifier = useNotifier();
  const confirm = useConfirm();
  // Without a token there is nothing to check: the page shows at once, in the static HTML too (useSession
  // answers "nobody" while hydrating, so hydration draws the same; a stored token then waits for its check).
  const [started, setStarted] = useState(false);
  const ready = started || token === null;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // The static HTML carries the notice, and hydration draws it too; before any of the app runs, only a visitor
  // who has not accepted sees it (src/ask-cookies.ts marks the page, styles.css shows it). It is then part
  // of the first paint instead of arriving with the app. Once hydrated, the stored answer decides.
  const hydrated = useHydrated();
  const askCookies = !hydrated || !cookiesAccepted();

  usePageMeta(route);
  const onLoginPage = useRef(false);
  onLoginPage.current = route?.name === 'login';
  useResponseHandler(onLoginPage);
  useActivityLog(pathname);

  // App start runs once. `navigate` changes on every navigation in declarative routing, so it is
  // read through a ref: re-running the start would fetch the customer again on each page change.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    let live = true;
    void start().then(({ message }) => {
      if (!live) return;
      if (message) {
        notifier.error(message);
        navigateRef.current(href('home'), { replace: true });
      }
      setStarted(true);
    });
    return () => {
      live = false;
    };
  }, [notifier]);

  // A page that needs a session is where login returns to (customer-site.md §4: "the chosen redirect").
  const back = route && route.auth !== 'public' && route.auth !== 'login' ? { redirect: pathname + search } : undefined;
  const backRef = useRef(back);
  backRef.current = back;

  // The route guard: redirects after 100 ms (customer-site.md §4).
  const target = route && ready ? guardRedirect(status, route.auth, route.name) : null;
  useEffect(() => {
    if (!target) return;
    const to = target === 'login' ? href('login', {}, backRef.current) : href(target);
    const timer = setTimeout(() => navigate(to, { replace: true }), GUARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  // A session ended without this tab's Logout: log in again, told why, then back to this page. A public
  // page stays as it is when only its stored session was refused; a Logout in another tab moves every tab.
  useEffect(() => {
    if (!ended) return;
    if (backRef.current || ended === 'elsewhere') navigate(href('login', {}, { ended, ...backRef.current }), { replace: true });
    session.clear();
  }, [ended, navigate]);

  useEffect(() => setMenuOpen(false), [pathname]);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Logging out of a page that needs a session: go home first, clear the session once there, so the
  // guard never sees "no session" on the account page (it would send the visitor to login).
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    const { confirmLogout } = await import('../session/logout.ts');
    if (!(await confirmLogout(confirm, () => setMenuOpen(false)))) return;
    if (route && route.auth !== 'public' && route.auth !== 'login') {
      setLoggingOut(true);
      navigate(href('home'));
    } else {
      session.clear();
    }
  }, [confirm, navigate, route]);
  useEffect(() => {
    if (!loggingOut || route?.auth !== 'public') return;
    session.clear();
    setLoggingOut(false);
  }, [loggingOut, route]);

  const waiting = (!ready && route?.auth !== 'public') || target !== null;
  const content = waiting ? pageLoading : children;
  const pageKey = route?.name ?? pathname;
  // The same element until the page or its waiting changes: while the page's static HTML waits for its
  // chunk to hydrate, a new element would be an update to it, and React would drop that HTML
  // (and what the customer typed into it) to render the page again on the client.
  const page = useMemo(
    () => (
      <PageErrorBoundary key={pageKey}>
        <Suspense fallback={pageLoading}>{content}</Suspense>
      </PageErrorBoundary>
    ),
    [pageKey, content],
  );
  return (
    <>
      <a className="skip-link" href="#main">
        {t.common.skipToContent}
      </a>
      {legalBanner}
      <Header
        blue={calculatorPages.has(route?.name ?? '')}
        menuOpen={menuOpen}
        onToggleMenu={() => {
          setMenuUsed(true);
          setMenuOpen((o) => !o);
        }}
        onLogout={logout}
      />
      {menuUsed ? (
        <Suspense fallback={menuPlaceholder}>
          <SideMenu open={menuOpen} onClose={closeMenu} onLogout={logout} />
        </Suspense>
      ) : (
        menuPlaceholder
      )}
      <main id="main" tabIndex={-1}>
        {page}
      </main>
      {footer}
      {askCookies && <CookieNotice />}
    </>
  );
}
