import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m as loanText } from '../../account/messages.ts';
import { m } from './messages.ts';

/** payment: the open loans and what can be paid on each. */
export default function PaymentPage() {
  const loans = useLoad('loan.customerLoansByStatus', { params: { status: 'issued,overdue' } });
  if (!loans.data) return <PageLoading />;
  return (
    <div className="container page">
      <h1>{m.paymentTitle}</h1>
      <AccountNav />
      {loans.data.length === 0 && <p>{m.noOpenLoans}</p>}
      {loans.data.map((loan) => (
        <section key={loan.id} className="card" aria-labelledby={`loan-${loan.id}`}>
          <h2 id={`loan-${loan.id}`}>{loanText.loanNumber(loan.id)}</h2>
          {loan.nextInstallment && <p>{m.nextInstalment(money(loan.nextInstallment.amount), date(loan.nextInstallment.expectedDate))}</p>}
          <p className="actions">
            <Link className="btn btn-primary" to={href('paymentPay', { id: loan.id })}>
              {loanText.payNext}
            </Link>{' '}
            <Link className="btn btn-secondary" to={href('paymentClose', { id: loan.id })}>
              {loanText.payFull}
            </Link>{' '}
            <Link to={href('paymentPlan', { id: loan.id })}>{loanText.plan}</Link>
          </p>
        </section>
      ))}
    </div>
  );
}
