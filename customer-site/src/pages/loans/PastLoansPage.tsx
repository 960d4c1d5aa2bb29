import { isReadOnlyStatus } from '@pronto/domain';
import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { supportEmail } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { loginText } from '../../i18n/pages/login.ts';
import { useSession } from '../../session/session.ts';
import { useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m } from '../../account/messages.ts';
import { SummaryList } from '../../account/SummaryList.tsx';
import { Paged } from '../../account/Pagination.tsx';

/**
 * pastLoans (/account/past-loans, not in the spec: docs/decisions.md): every loan of the customer,
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
        loans.error ? (
          <p role="alert">{loans.error}</p>
        ) : (
          <PageLoading />
        )
      ) : loans.data.length === 0 ? (
        <p>{m.noHistory}</p>
      ) : (
        // One card per loan (not a table): every figure and the way to the documents fit a phone's width.
        <Paged rows={loans.data}>
          {(page) => (
            <ul className="past-loans">
              {page.map((loan) => {
                const rows: [string, string][] = [
                  [m.issued, date(loan.issueDate)],
                  [m.borrowed, money(loan.amount)],
                  [m.status, m.loanStatus[loan.status]],
                  [m.totalRepaid, money(loan.summary.totalRepaid)],
                  [m.totalCost, money(loan.summary.totalCost)],
                ];
                return (
                  <li key={loan.id}>
                    <article className="card" aria-labelledby={`past-loan-${loan.id}`}>
                      <h2 id={`past-loan-${loan.id}`}>{m.loanNumber(loan.id)}</h2>
                      <SummaryList rows={rows} />
                      <p className="actions">
                        <Link
                          className="btn btn-secondary btn-small"
                          to={href('documents', { id: loan.id })}
                          aria-label={`${m.documents}: ${m.loanNumber(loan.id)}`}
                        >
                          {m.documents}
                        </Link>
                      </p>
                    </article>
                  </li>
                );
              })}
            </ul>
          )}
        </Paged>
      )}
    </div>
  );
}
