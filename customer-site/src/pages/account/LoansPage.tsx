import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call, type Loan } from '@pronto/api';
import { formatDate, formatMoney } from '@pronto/countries';
import { market } from '../../app/config.ts';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { fullName } from '../../session/customer.ts';
import { useSession } from '../../session/session.ts';
import { AccountNav } from './AccountNav.tsx';

/** loansAndTransactions: the account landing page with the customer's name and loans. */
export default function LoansPage() {
  const { customer } = useSession();
  const [loans, setLoans] = useState<Loan[] | null>(null);

  useEffect(() => {
    let live = true;
    void call('loan.customerAllLoans').then((result) => {
      if (live) setLoans(Array.isArray(result.data) ? (result.data as Loan[]) : []);
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="container page">
      <h1>{t.account.hello(fullName(customer))}</h1>
      <AccountNav />
      <h2>{t.account.loans}</h2>
      {loans === null ? (
        <PageLoading />
      ) : loans.length === 0 ? (
        <p>{t.account.noLoans}</p>
      ) : (
        <div className="schedule">
          <table>
            <caption className="visually-hidden">{t.account.loans}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t.account.issued}</th>
                <th scope="col">{t.account.amount}</th>
                <th scope="col">{t.account.status}</th>
              </tr>
            </thead>
            <tbody>
              {loans.map((loan) => (
                <tr key={loan.id}>
                  <td>{loan.id}</td>
                  <td>{formatDate(loan.issueDate, market)}</td>
                  <td>{formatMoney(loan.amount, market)}</td>
                  <td>{loan.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link to={href('loanRequest')} className="btn btn-primary">
          {t.account.request}
        </Link>
      </p>
    </div>
  );
}
