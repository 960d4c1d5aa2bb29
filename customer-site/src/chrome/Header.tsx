import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from '../app/router.tsx';
import { t } from '../i18n/index.ts';
import { href } from '../app/routes.ts';
import { useSession } from '../session/session.ts';
import { staticPart } from '../app/static-part.ts';
import { publicItems } from './menu-items.ts';
import { throttle } from './throttle.ts';

// The word mark never changes once drawn: its code loads only on a page drawn on the client. Clicks go to the
// home link around it, never to it (styles.css): see app/static-part.ts.
const Logo = staticPart('.site-header .logo', () => import('./Logo.tsx').then((m) => m.Logo)).Part;
const logo = (
  <Suspense fallback={null}>
    <Logo />
  </Suspense>
);

// A signed-in customer's actions load with the first page that shows them: most first visits have no session.
const AccountActions = lazy(() => import('./AccountActions.tsx').then((m) => ({ default: m.AccountActions })));

/** Scroll handling is throttled at 150 ms (customer-site.md §9). */
export const SCROLL_THROTTLE_MS = 150;

interface HeaderProps {
  blue: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onLogout: () => void;
}

/** Sticky on scroll up, hidden on scroll down. */
function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      setHidden(y > lastY && y > 80);
      lastY = y;
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return hidden;
}

export function Header({ blue, menuOpen, onToggleMenu, onLogout }: HeaderProps) {
  const hidden = useHideOnScroll();
  const { loggedIn } = useSession();
  const navigate = useNavigate();

  return (
    <header className={`site-header${blue ? ' is-blue' : ''}${hidden ? ' is-hidden' : ''}`}>
      <div className="container header-row">
        <Link to={href('home')} className="brand" aria-label={t.header.home}>
          {logo}
        </Link>
        <nav className="top-menu" aria-label={t.menu.main}>
          <ul>
            {publicItems.slice(0, 3).map((item) => (
              <li key={item.route}>
                <NavLink to={href(item.route)}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {loggedIn ? (
            <Suspense fallback={null}>
              <AccountActions onLogout={onLogout} />
            </Suspense>
          ) : (
            <>
              <span className="welcome">{t.header.welcome}</span>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => navigate(href('login'))}>
                {t.header.login}
              </button>
              <Link to={href('registerPersonal')} className="btn btn-small btn-primary sign-up">
                {t.header.signUp}
              </Link>
            </>
          )}
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            aria-label={menuOpen ? t.header.closeMenu : t.header.openMenu}
            onClick={onToggleMenu}
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
    </header>
  );
}
