import { t } from '../../i18n/index.ts';
import { fullName } from '../../session/customer.ts';
import { useSession } from '../../session/session.ts';
import { AccountNav } from './AccountNav.tsx';

/** loanRequest: where registration ends. The loan-side flow after it is not part of this release (docs/decisions.md). */
export default function LoanRequestPage() {
  const { customer } = useSession();
  return (
    <div className="container page">
      <h1>{t.account.loanRequestTitle}</h1>
      <AccountNav />
      <p className="lead">{t.account.hello(fullName(customer))}</p>
      <p>{t.account.loanRequestText}</p>
      <p className="alert alert-info">{t.account.loanRequestSoon}</p>
    </div>
  );
}
