import { isReadOnlyStatus } from '@pronto/domain';
import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { supportEmail } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { loginText } from '../../i18n/pages/login.ts';
import { useSession } from '../../session/session.ts';
import { useLoad } from './account-api.ts';
import { date, money } from './format.ts';
import { m } from './messages.ts';

/**
 * pastLoans (/account/past-loans, not in the spec: issue 19, docs/decisions.md): every loan of the customer,
 * read-only, each with a way to its documents (agreement, pre-contract information, statement). A declined or
 * closed account lands here after login with the refusal of customer-site.md §8, and may open nothing else
 * of the account (route guard); the page offers no loan, payment or change.
 */
export default function PastLoansPage() {
  const { status } = useSession();
  const loans = useLoad('loan.customerAllLoans');
  const readOnly = isReadOnlyStatus(status);
  return (
    <div className="container page">
      <h1>{m.pastTitle}</h1>
      <AccountNav />
      {readOnly && (
        <div className="alert alert-info" role="status">
          <p>
            <strong>{loginText.refused[status](supportEmail)}</strong>
          </p>
          <p>{m.readOnly}</p>
        </div>
      )}
      {!loans.data ? (
        loans.error ? <p role="alert">{loans.error}</p> : <PageLoading />
      ) : loans.data.length === 0 ? (
        <p>{m.noHistory}</p>
      ) : (
        <div className="schedule">
          <table>
            <caption>{m.pastTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{m.number}</th>
                <th scope="col">{m.issued}</th>
                <th scope="col">{m.borrowed}</th>
                <th scope="col">{m.status}</th>
                <th scope="col">{m.totalRepaid}</th>
                <th scope="col">{m.totalCost}</th>
                <th scope="col">{m.documents}</th>
              </tr>
            </thead>
            <tbody>
              {loans.data.map((loan) => (
                <tr key={loan.id}>
                  <td>{loan.id}</td>
                  <td>{date(loan.issueDate)}</td>
                  <td>{money(loan.amount)}</td>
                  <td>{m.loanStatus[loan.status]}</td>
                  <td>{money(loan.summary.totalRepaid)}</td>
                  <td>{money(loan.summary.totalCost)}</td>
                  <td>
                    <Link to={href('documents', { id: loan.id })} aria-label={`${m.documents}: ${m.loanNumber(loan.id)}`}>
                      {m.documents}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
