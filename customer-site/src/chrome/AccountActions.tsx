import { isReadOnlyStatus } from '@pronto/domain';
import { Link } from '../app/router.tsx';
import { href } from '../app/routes.ts';
import { t } from '../i18n/index.ts';
import { fullName as fullNameOf } from '../session/customer.ts';
import { useSession } from '../session/session.ts';

const initials = (first = '', last = '') => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

/** The header's actions of a signed-in customer: their name, their account and Logout. */
export function AccountActions({ onLogout }: { onLogout: () => void }) {
  const { customer, status } = useSession();
  const fullName = fullNameOf(customer);
  return (
    <>
      {/* A long name is cut with an ellipsis so it cannot push the header's buttons out; the title keeps it whole. */}
      <span className="full-name truncate" title={fullName}>
        {fullName}
      </span>
      <Link
        to={href(isReadOnlyStatus(status) ? 'pastLoans' : 'loansAndTransactions')}
        className="initials"
        aria-label={`${t.header.account}: ${fullName}`}
      >
        {initials(customer?.firstName, customer?.lastName)}
      </Link>
      <button type="button" className="btn btn-small btn-ghost" onClick={onLogout}>
        {t.header.logout}
      </button>
    </>
  );
}
