import { Link, useParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useLoad } from '../../account/api.ts';
import { CostSummary, ScheduleTable } from '../../account/LoanTables.tsx';
import { m } from './messages.ts';

/** paymentPlan: the loan's schedule with statuses and its cost. */
export default function PlanPage() {
  const { id = '' } = useParams();
  const loan = useLoad('loan.loan', { params: { loanId: id } });
  if (!loan.data) return <PageLoading />;
  return (
    <div className="container page">
      <h1>{m.planTitle}</h1>
      <ScheduleTable loan={loan.data} />
      <CostSummary loan={loan.data} />
      <Link to={href('loansAndTransactions')}>{m.back}</Link>
    </div>
  );
}
