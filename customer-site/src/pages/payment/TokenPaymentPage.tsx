import { useEffect, useState } from 'react';
import { useParams } from '../../app/router.tsx';
import { call, type TokenLoan } from '@pronto/api/customer-site';
import { PageLoading } from '../../app/PageLoading.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { CardChoices } from '../../payment-details/CardForm.tsx';
import type { Card } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m } from './messages.ts';

/** paymentToken (/r/:paymentToken): pay the next instalment or the whole loan from a link, without logging in. */
export default function TokenPaymentPage() {
  const { paymentToken = '' } = useParams();
  const [info, setInfo] = useState<TokenLoan | null>(null);
  const [cards, setCards] = useState<Card[]>([]);
  const [cardId, setCardId] = useState<number | null>(null);
  const [full, setFull] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const vars = { token: paymentToken };
    void Promise.all([call('loan.loans.get', { vars, silent: true }), call('card.getCardsWithToken', { vars, silent: true })]).then(
      ([loan, list]) => {
        if (!live) return;
        if (loan.status !== 200) return setErrors(loan.errors.map((e) => e.message));
        setInfo(loan.data);
        const found = list.data ?? [];
        setCards(found);
        setCardId(found[0]?.id ?? null);
      },
    );
    return () => {
      live = false;
    };
  }, [paymentToken]);

  const pay = async () => {
    if (!cardId) return;
    setBusy(true);
    const result = await call('loan.payLoanWithToken', {
      vars: { token: paymentToken, selectedCardId: cardId },
      data: full ? { full: true } : {},
      silent: true,
    });
    setBusy(false);
    const { data } = result;
    if (result.status !== 200 || !data) return setErrors(result.errors.map((e) => e.message));
    setDone(data.loan.status === 'repaid' ? m.closed : m.paid(money(data.paid)));
    setInfo((current) => (current ? { ...current, loan: { ...current.loan, ...data.loan } } : current));
  };

  if (!info) {
    return (
      <div className="container page narrow">
        <h1>{m.tokenTitle}</h1>
        {errors.length ? <FormAlert errors={errors} /> : <PageLoading />}
      </div>
    );
  }
  const next = info.loan.nextInstallment;
  return (
    <div className="container page narrow">
      <h1>{m.tokenTitle}</h1>
      <p className="lead">{m.tokenHello(info.firstName)}</p>
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <FormAlert errors={errors} />
      {!next ? (
        <p>{m.tokenNothing}</p>
      ) : cards.length === 0 ? (
        <p>{m.tokenNoCards}</p>
      ) : (
        <>
          <fieldset className="choice-list">
            <legend>{m.whatToPay}</legend>
            <div className="check">
              <input type="radio" id="token-next" name="what" checked={!full} onChange={() => setFull(false)} />
              <label htmlFor="token-next">{m.nextInstalment(money(next.amount), date(next.expectedDate))}</label>
            </div>
            <div className="check">
              <input type="radio" id="token-full" name="what" checked={full} onChange={() => setFull(true)} />
              <label htmlFor="token-full">{m.tokenPayFull(money(info.loan.summary.settlementToday))}</label>
            </div>
          </fieldset>
          <CardChoices cards={cards} value={cardId} onChange={setCardId} legend={m.payWith} />
          <button type="button" className="btn btn-primary btn-block" onClick={pay} disabled={busy} aria-busy={busy}>
            {m.pay(money(full ? info.loan.summary.settlementToday : next.amount))}
          </button>
        </>
      )}
    </div>
  );
}
