import type { CreditDecision } from '@pronto/api/customer-site';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { accountCall } from '../../account/api.ts';
import { money } from '../../account/format.ts';
import { m } from '../../loan-flow/messages.ts';
import { useFlow } from '../../loan-flow/useFlow.ts';
import { NoApplication } from '../../loan-flow/NoApplication.tsx';

/** loanRequestCreditDecision: the instant decision (limit, status, open loan); declined goes to /declined. */
export default function CreditDecisionPage() {
  const journey = useFlow();
  const navigate = useNavigate();
  const [decision, setDecision] = useState<CreditDecision | null>(null);
  const loan = journey.data?.loan;

  useEffect(() => {
    if (!loan || !['requested', 'approved'].includes(loan.status)) return;
    let live = true;
    void accountCall('loan.checkstatus', { data: { loanId: loan.id } }).then((result) => {
      if (!live || !result.data) return;
      if (result.data.status === 'declined') navigate(href('declined'), { replace: true });
      else setDecision(result.data);
    });
    return () => {
      live = false;
    };
  }, [loan, navigate]);

  if (!journey.data) return <PageLoading />;
  if (!loan || !['requested', 'approved'].includes(loan.status)) return <NoApplication title={m.decisionTitle} loan={loan} />;
  return (
    <div className="container page narrow">
      <h1>{m.decisionTitle}</h1>
      {!decision ? (
        <p aria-busy="true">{m.checking}</p>
      ) : (
        <section className="card" aria-labelledby="approved">
          <h2 id="approved">{m.approvedTitle}</h2>
          <p>{m.approvedText(money(decision.loan.amount), decision.loan.installments.length)}</p>
          <Link className="btn btn-primary" to={href('loanRequestAgreements')}>
            {m.toAgreement}
          </Link>
        </section>
      )}
    </div>
  );
}
