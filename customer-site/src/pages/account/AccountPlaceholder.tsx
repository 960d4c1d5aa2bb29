import { useLocation } from '../../app/router.tsx';
import { t } from '../../i18n/index.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';

/** Account routes of the next release: an honest page that says so, inside the account frame. */
export default function AccountPlaceholder() {
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <h1>{t.account.profile}</h1>
      <AccountNav />
      <p>{t.account.soon}</p>
      <p className="muted">{pathname}</p>
    </div>
  );
}
