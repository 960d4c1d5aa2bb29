import { useEffect } from 'react';
import { Link, useNavigate } from '../app/router.tsx';
import { PageLoading } from '../app/PageLoading.tsx';
import { href } from '../app/routes.ts';
import { isOpen, type LoanView } from '../account/api.ts';
import { m } from './messages.ts';

/**
 * A step of the loan application with no application waiting for it. A loan already paid out (the back
 * button after Transfer Successful) goes to the customer's loans; otherwise the page says so and offers the
 * loans and a new request.
 */
export function NoApplication({
  title,
  loan,
  message = m.nothingToDo,
}: {
  title: string;
  loan: LoanView | null | undefined;
  message?: string;
}) {
  const navigate = useNavigate();
  const paidOut = loan ? isOpen(loan) || loan.status === 'repaid' : false;
  useEffect(() => {
    if (paidOut) navigate(href('loansAndTransactions'), { replace: true });
  }, [paidOut, navigate]);
  if (paidOut) return <PageLoading />;
  return (
    <div className="container page narrow">
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="actions">
        <Link className="btn btn-primary" to={href('loansAndTransactions')}>
          {m.toAccount}
        </Link>{' '}
        <Link className="btn btn-secondary" to={href('loanRequest')}>
          {m.requestTitle}
        </Link>
      </p>
    </div>
  );
}
