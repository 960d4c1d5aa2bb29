import { Link } from '../../app/router.tsx';
import type { RouteName } from '@pronto/domain';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { useLoad } from '../../account/api.ts';
import { date } from '../../account/format.ts';
import { m } from './messages.ts';

const STEP_INDEX: Record<string, number> = { creditDecision: 1, agreements: 2, financialInformation: 3, issued: 4, overdue: 4, repaid: 4 };
const STEP_ROUTE: (RouteName | null)[] = [
  'loanRequest',
  'loanRequestCreditDecision',
  'loanRequestAgreements',
  'loanRequestCredentialMethod',
  null,
];

/** loanFlow (/account/progress): where the latest application stands and how it got there. */
export default function ProgressPage() {
  const journey = useLoad('loan.journey');
  if (!journey.data) return <PageLoading />;
  const { step, loan } = journey.data;
  const current = STEP_INDEX[step] ?? 0;
  const inProgress = step === 'creditDecision' || step === 'agreements' || step === 'financialInformation';
  const route = STEP_ROUTE[current];
  return (
    <div className="container page narrow">
      <h1>{m.title}</h1>
      <AccountNav />
      {!loan || step === 'cancelled' ? <p>{m.none}</p> : step === 'declined' ? <p>{m.declined}</p> : null}
      <ol className="progress-steps">
        {m.steps.map((label, i) => {
          const state =
            i < current || (i === current && !inProgress && loan && step !== 'declined' && step !== 'cancelled')
              ? m.done
              : i === current && inProgress
                ? m.current
                : m.todo;
          return (
            <li key={label} aria-current={i === current && inProgress ? 'step' : undefined} data-state={state}>
              {label} — <span>{state}</span>
            </li>
          );
        })}
      </ol>
      {inProgress && route ? (
        <Link className="btn btn-primary" to={href(route)}>
          {m.continue}
        </Link>
      ) : (
        (!loan || ['declined', 'cancelled', 'repaid'].includes(step)) && (
          <Link className="btn btn-primary" to={href('loanRequest')}>
            {m.request}
          </Link>
        )
      )}
      {loan && (
        <section aria-labelledby="history">
          <h2 id="history">{m.history}</h2>
          <ul>
            {loan.statusHistory.map((s) => (
              <li key={`${s.status}-${s.createdAt}`}>
                {date(s.createdAt)}: {m.loanStatus[s.status] ?? s.status}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
