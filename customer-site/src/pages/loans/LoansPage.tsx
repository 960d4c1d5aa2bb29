import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { isOpen, useLoad, type LoanView } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { CostSummary, ScheduleTable, TransactionsTable } from '../../account/LoanTables.tsx';
import { m } from '../../account/messages.ts';

function CurrentLoan({ loan }: { loan: LoanView }) {
  const next = loan.nextInstallment;
  return (
    <section className="card current-loan" aria-labelledby="current-loan">
      <h2 id="current-loan">
        {m.currentLoan}: {m.loanNumber(loan.id)} — <span className="loan-status">{m.loanStatus[loan.status]}</span>
      </h2>
      {loan.status === 'overdue' && (
        <p className="alert alert-danger" role="alert">
          {m.overdueWarning}
        </p>
      )}
      <dl>
        <div className="summary-row">
          <dt>{m.borrowed}</dt>
          <dd>{money(loan.amount)}</dd>
        </div>
        {next && (
          <div className="summary-row">
            <dt>{m.nextPayment}</dt>
            <dd data-testid="next-payment">{m.nextPaymentText(money(next.amount), date(next.expectedDate))}</dd>
          </div>
        )}
        <div className="summary-row">
          <dt>{m.settleToday}</dt>
          <dd data-testid="settle-today">{money(loan.summary.settlementToday)}</dd>
        </div>
      </dl>
      <p className="actions">
        <Link className="btn btn-primary" to={href('paymentPay', { id: loan.id })}>
          {m.payNext}
        </Link>{' '}
        <Link className="btn btn-secondary" to={href('paymentClose', { id: loan.id })}>
          {m.payFull}
        </Link>{' '}
        <Link className="btn btn-ghost btn-small" to={href('paymentPlan', { id: loan.id })}>
          {m.plan}
        </Link>{' '}
        <Link className="btn btn-ghost btn-small" to={href('rollOverCredit', {}, { loanId: String(loan.id) })}>
          {m.rollover}
        </Link>{' '}
        <Link className="btn btn-ghost btn-small" to={href('documents', { id: loan.id })}>
          {m.documents}
        </Link>{' '}
        {loan.status === 'overdue' && (
          <Link className="btn btn-ghost btn-small" to={href('paymentReason', { loanId: loan.id })}>
            {m.reason}
          </Link>
        )}
      </p>
      <ScheduleTable loan={loan} />
      <TransactionsTable loan={loan} />
      <CostSummary loan={loan} />
    </section>
  );
}

/** loansAndTransactions: the account landing page (current loan, schedule, transactions, cost). */
export default function LoansPage() {
  const loans = useLoad('loan.customerAllLoans');
  const journey = useLoad('loan.journey');
  if (!loans.data || !journey.data) return <PageLoading />;
  const current = loans.data.find(isOpen);
  const pending = journey.data.loan && ['requested', 'approved'].includes(journey.data.loan.status);
  const last = loans.data.find((l) => l.status === 'repaid');
  return (
    <div className="container page">
      <h1>{m.title}</h1>
      <AccountNav />
      {current ? (
        <CurrentLoan loan={current} />
      ) : (
        <section className="card">
          <p>{m.noLoan}</p>
          <p data-testid="credit-limit">{m.limit(money(journey.data.limit))}</p>
          {pending ? (
            <p>
              {m.pending} <Link to={href('loanFlow')}>{m.continueApplication}</Link>
            </p>
          ) : (
            <Link className="btn btn-primary" to={href('loanRequest')}>
              {m.request}
            </Link>
          )}
        </section>
      )}
      {!current && last && (
        <section aria-labelledby="last-loan" className="card">
          <h2 id="last-loan">
            {m.loanNumber(last.id)} — <span className="loan-status">{m.loanStatus[last.status]}</span>
          </h2>
          <ScheduleTable loan={last} />
          <TransactionsTable loan={last} />
          <CostSummary loan={last} />
        </section>
      )}
    </div>
  );
}
