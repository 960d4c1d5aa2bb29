import { Illustration } from '../../chrome/Illustration.tsx';
import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m } from '../../loan-flow/messages.ts';

/** loanRequestSuccess: Transfer Successful. */
export default function SuccessPage() {
  const journey = useLoad('loan.journey');
  if (!journey.data) return <PageLoading />;
  const loan = journey.data.loan;
  // The instalment as the loan states it (its amount due), not a sum of floats here.
  const first = loan?.nextInstallment;
  return (
    <div className="container page narrow">
      <Illustration name="success" />
      <h1>{m.successTitle}</h1>
      {loan && <p className="lead">{m.successText(money(loan.amount))}</p>}
      {first && <p>{m.firstPayment(money(first.amount), date(first.expectedDate))}</p>}
      <section aria-labelledby="next-steps" className="next-steps">
        <h2 id="next-steps">{m.nextTitle}</h2>
        <ul>
          {m.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
      <Link className="btn btn-primary" to={href('loansAndTransactions')}>
        {m.toAccount}
      </Link>
    </div>
  );
}
