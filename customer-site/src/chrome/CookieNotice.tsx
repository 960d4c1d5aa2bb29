import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '../app/router.tsx';
import { STORAGE_KEYS } from '@pronto/domain';
import { t } from '../i18n/index.ts';
import { href } from '../app/routes.ts';
import { store } from '../session/storage.ts';

/** Accepted automatically this long after the first route change (customer-site.md §9). */
export const COOKIE_AUTO_ACCEPT_MS = 1000;

/** The cookie notice: accepted by the button, or automatically 1 s after the first route change. */
export function CookieNotice() {
  const [accepted, setAccepted] = useState(() => store.get<boolean>(STORAGE_KEYS.cookieAccepted) === true);
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);

  const accept = () => {
    store.set(STORAGE_KEYS.cookieAccepted, true);
    setAccepted(true);
  };

  useEffect(() => {
    if (accepted || pathname === firstPath.current) return;
    const timer = setTimeout(accept, COOKIE_AUTO_ACCEPT_MS);
    return () => clearTimeout(timer);
  }, [accepted, pathname]);

  if (accepted) return null;
  return (
    <aside className="cookie-notice" aria-label={t.cookie.more}>
      <p>
        {t.cookie.text} <Link to={href('cookiePolicy')}>{t.cookie.more}</Link>
      </p>
      <button type="button" className="btn btn-small btn-primary" onClick={accept}>
        {t.cookie.accept}
      </button>
    </aside>
  );
}
