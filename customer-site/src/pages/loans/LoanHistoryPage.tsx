import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { isOpen, useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m } from '../../account/messages.ts';
import { Paged } from '../../account/Pagination.tsx';

/** loanHistory: past loans with what each cost. */
export default function LoanHistoryPage() {
  const loans = useLoad('loan.customerAllLoans');
  if (!loans.data) return <PageLoading />;
  const past = loans.data.filter((l) => !isOpen(l) && l.status !== 'requested' && l.status !== 'approved');
  return (
    <div className="container page">
      <h1>{m.historyTitle}</h1>
      <AccountNav />
      {past.length === 0 ? (
        <p>{m.noHistory}</p>
      ) : (
        <Paged rows={past}>
          {(page) => (
            <div className="schedule">
              <table>
                <caption>{m.historyTitle}</caption>
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
                  {page.map((loan) => (
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
        </Paged>
      )}
    </div>
  );
}
