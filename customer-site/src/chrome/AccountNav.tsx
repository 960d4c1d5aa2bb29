import { NavLink } from '../app/router.tsx';
import { href } from '../app/routes.ts';
import { accountMenu } from './account-menu.ts';
import { accountMenuText } from '../i18n/pages/account-menu.ts';
import { useSession } from '../session/session.ts';

/** The account menu on account pages (only customerExtend while preRegistered). */
export function AccountNav() {
  const { status } = useSession();
  const items = accountMenu(status);
  if (items.length === 0) return null;
  return (
    <nav className="account-nav" aria-label={accountMenuText.label}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={href(item.route)} end>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
