import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavLink } from '../app/router.tsx';
import { t } from '../i18n/index.ts';
import { href } from '../app/routes.ts';
import { useSession } from '../session/session.ts';
import { accountMenu } from './account-menu.ts';
import { accountMenuText } from '../i18n/pages/account-menu.ts';
import { publicItems } from './menu-items.ts';
import { throttle } from './throttle.ts';

/** The mobile menu closes when the window grows wider than this (customer-site.md §2). */
export const MENU_CLOSE_WIDTH = 1100;
export const RESIZE_THROTTLE_MS = 1000;

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** Left / mobile menu: account links (or only customerExtend while preRegistered) and the public pages. */
export function SideMenu({ open, onClose, onLogout }: SideMenuProps) {
  const { status, loggedIn } = useSession();
  const account = accountMenu(status);

  useEffect(() => {
    if (!open) return;
    const onResize = throttle(() => {
      if (window.innerWidth > MENU_CLOSE_WIDTH) onClose();
    }, RESIZE_THROTTLE_MS);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  // The panel starts where the header ends: the legal banner above the sticky header scrolls away, so the
  // header's bottom is 143 px at the top of a phone page and 64 px further down (a fixed 64 px
  // hid the first links under the header).
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const header = document.querySelector('.site-header');
      if (header && panel.current) panel.current.style.top = `${Math.max(0, header.getBoundingClientRect().bottom)}px`;
    };
    place();
    window.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [open]);

  return (
    <div id="side-menu" ref={panel} className={`side-menu${open ? ' is-open' : ''}`} hidden={!open}>
      {account.length > 0 && (
        <nav aria-label={accountMenuText.label}>
          <ul>
            {account.map((item) => (
              <li key={item.route}>
                <NavLink to={href(item.route)} onClick={onClose}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav aria-label={t.menu.main}>
        <ul>
          {publicItems.map((item) => (
            <li key={item.route}>
              <NavLink to={href(item.route)} onClick={onClose}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="side-actions">
        {loggedIn ? (
          <button type="button" className="btn btn-secondary" onClick={onLogout}>
            {t.header.logout}
          </button>
        ) : (
          <>
            <NavLink to={href('login')} className="btn btn-secondary" onClick={onClose}>
              {t.header.login}
            </NavLink>
            <NavLink to={href('registerPersonal')} className="btn btn-primary" onClick={onClose}>
              {t.header.signUp}
            </NavLink>
          </>
        )}
      </div>
    </div>
  );
}
