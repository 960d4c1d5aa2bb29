import { Link } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { m } from '../../loan-flow/messages.ts';
import { useFlow } from '../../loan-flow/useFlow.ts';
import { NoApplication } from '../../loan-flow/NoApplication.tsx';

/** loanRequestCredentialMethod: continue with the current card or add a new one, then the bank account. */
export default function CredentialMethodPage() {
  const journey = useFlow();
  if (!journey.data) return <PageLoading />;
  const { loan, cards } = journey.data;
  if (loan?.status !== 'approved' || !loan.agreementAcceptedAt) return <NoApplication title={m.credentialTitle} loan={loan} />;
  return (
    <div className="container page narrow">
      <h1>{m.credentialTitle}</h1>
      <p>{m.credentialText}</p>
      <ul className="choice-list">
        {cards > 0 && (
          <li>
            <Link className="btn btn-primary btn-block" to={href('financialInformation') + '/choose-card'}>
              {m.currentCard}
            </Link>
          </li>
        )}
        <li>
          <Link className={`btn btn-block ${cards > 0 ? 'btn-secondary' : 'btn-primary'}`} to={href('financialInformation') + '/add-card'}>
            {m.addCard}
          </Link>
        </li>
      </ul>
    </div>
  );
}
