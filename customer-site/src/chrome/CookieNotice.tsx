import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '../app/router.tsx';
import { cookieText } from '../i18n/pages/cookie.ts';
import { href } from '../app/routes.ts';
import { useHydrated } from '../app/hydrated.ts';
import { acceptCookies } from './cookie-consent.ts';

/** Accepted automatically this long after the first route change (customer-site.md §9). */
export const COOKIE_AUTO_ACCEPT_MS = 1000;

/**
 * The cookie notice: accepted by the button, or automatically 1 s after the first route change. The shell
 * shows it only to a visitor who has not accepted (and in the static HTML, which hydration must draw again),
 * so it starts unaccepted. Its button waits for hydration: a click before then would do nothing.
 */
export default function CookieNotice() {
  const [accepted, setAccepted] = useState(false);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  const accept = () => {
    acceptCookies();
    setAccepted(true);
  };

  useEffect(() => {
    if (accepted || pathname === firstPath.current) return;
    const timer = setTimeout(accept, COOKIE_AUTO_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [accepted, pathname]);

  if (accepted) return null;
  return (
    <aside className="cookie-notice" aria-label={cookieText.more}>
      <p>
        {cookieText.text} <Link to={href('cookiePolicy')}>{cookieText.more}</Link>
      </p>
      <button type="button" className="btn btn-small btn-primary" onClick={accept} disabled={!hydrated}>
        {cookieText.accept}
      </button>
    </aside>
  );
}
