import { useLocation } from '../../app/router.tsx';
import { accountText } from '../../i18n/pages/account.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';

/** Account routes of the next release: an honest page that says so, inside the account frame. */
export default function AccountPlaceholder() {
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <h1>{accountText.profile}</h1>
      <AccountNav />
      <p>{accountText.soon}</p>
      <p className="muted">{pathname}</p>
    </div>
  );
}
