import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { accountCall, useLoad } from '../../account/api.ts';
import { money } from '../../account/format.ts';
import { SummaryList } from '../../account/SummaryList.tsx';
import { CardPicker } from './CardPicker.tsx';
import { m } from './messages.ts';
import { useCards } from './useCards.ts';

/** paymentClose: early repayment in full, with interest only up to today. */
export default function ClosePage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const quote = useLoad('loan.account/calculateFutureCloseAmount', { data: { loanId: Number(id) } });
  const { cards, cardId, setCardId } = useCards();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (quote.error) {
    return (
      <div className="container page narrow">
        <h1>{m.closeTitle}</h1>
        <p>{quote.error}</p>
        <Link to={href('loansAndTransactions')}>{m.back}</Link>
      </div>
    );
  }
  if (!quote.data || !cards) return <PageLoading />;
  const q = quote.data;
  const repay = async () => {
    setBusy(true);
    const result = await accountCall('loan.account/payloanv2', { data: { loanId: Number(id), cardId, full: true } });
    setBusy(false);
    if (result.status !== 200) return setErrors(result.errors.map((e) => e.message));
    notifier.success(m.closed);
    navigate(href('loansAndTransactions'));
  };
  // Every figure is a line of the sum: a credit (interest paid in advance) is shown, with a minus sign.
  const credit = q.interestCredit ?? 0;
  const rows: [string, string][] = [
    [m.principalLeft, money(q.principal)],
    [m.interestToday, money(q.interest)],
    [m.charges, money(q.charges)],
    ...(credit > 0 ? [[m.interestCredit, `−${money(credit)}`] as [string, string]] : []),
    [m.settleAmount, money(q.amount)],
  ];
  return (
    <div className="container page narrow">
      <h1>{m.closeTitle}</h1>
      <p>{m.settleIntro}</p>
      <FormAlert errors={errors} />
      <SummaryList rows={rows} className="card" testId="close-quote" />
      <CardPicker cards={cards} cardId={cardId} onChange={setCardId} back={pathname} />
      <button type="button" className="btn btn-primary btn-block" onClick={repay} disabled={busy || cardId === null} aria-busy={busy}>
        {m.repayNow(money(q.amount))}
      </button>
    </div>
  );
}
