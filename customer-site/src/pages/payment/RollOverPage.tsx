import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { accountCall, useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { CardPicker } from './CardPicker.tsx';
import { m } from './messages.ts';
import { useCards } from './useCards.ts';

/** rollOverCredit: move the next payment once, by up to 30 days, where the rules allow. */
export default function RollOverPage() {
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  const open = useLoad('loan.customerLoansByStatus', { params: { status: 'issued,overdue' } });
  const loanId = Number(search.get('loanId')) || open.data?.[0]?.id || 0;
  const dates = useLoad('loan.rolloverAvailableDates', { params: { loanId } }, loanId > 0);
  const [day, setDay] = useState('');
  const quote = useLoad('loan.rolloverCalculate', { params: { loanId, date: day } }, day !== '');
  const { cards, cardId, setCardId } = useCards();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  if (!open.data || !cards || (loanId > 0 && !dates.data)) return <PageLoading />;
  const confirm = async () => {
    const result = await accountCall('loan.account/rollover', { data: { loanId, date: day, cardId } });
    if (result.status !== 200) return setErrors(result.errors.map((e) => e.message));
    notifier.success(m.rolledOver(date(day)));
    navigate(href('loansAndTransactions'));
  };
  return (
    <div className="container page narrow">
      <h1>{m.rolloverTitle}</h1>
      <p>{m.rolloverIntro}</p>
      <FormAlert errors={errors} />
      {!dates.data || dates.data.dates.length === 0 ? (
        <p className="alert alert-info">{dates.data?.reason ?? m.noOpenLoans}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="rollover-date">{m.newDate}</label>
            <select id="rollover-date" value={day} onChange={(e) => setDay(e.target.value)}>
              <option value="" />
              {dates.data.dates.map((d) => (
                <option key={d} value={d}>
                  {date(d)}
                </option>
              ))}
            </select>
          </div>
          {quote.data && (
            <>
              <dl className="card" aria-live="polite">
                <div className="summary-row">
                  <dt>{m.payNow}</dt>
                  <dd>{money(quote.data.payNow)}</dd>
                </div>
                <div className="summary-row">
                  <dt>{m.extraInterest}</dt>
                  <dd>{money(quote.data.extraInterest)}</dd>
                </div>
                <div className="summary-row">
                  <dt>{m.newAmount}</dt>
                  <dd>{money(quote.data.newInstallmentAmount)}</dd>
                </div>
              </dl>
              <CardPicker cards={cards} cardId={cardId} onChange={setCardId} back={pathname + query} />
              <button type="button" className="btn btn-primary btn-block" onClick={confirm} disabled={cardId === null}>
                {m.confirmRollover}
              </button>
            </>
          )}
        </>
      )}
      <p>
        <Link to={href('loansAndTransactions')}>{m.back}</Link>
      </p>
    </div>
  );
}
