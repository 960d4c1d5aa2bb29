import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { country } from '../../app/config.ts';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { accountCall, useLoad, type LoanView } from '../loans/account-api.ts';
import { date, money } from '../loans/format.ts';
import { CardPicker } from './CardPicker.tsx';
import { m } from './messages.ts';
import { useCards } from './useCards.ts';

/** paymentPay: the next instalment or a chosen amount, by card. */
export default function PayPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const loan = useLoad<LoanView>('loan.loan', { params: { loanId: id } });
  const { cards, cardId, setCardId } = useCards();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [choice, setChoice] = useState<'next' | 'other'>('next');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  if (!loan.data || !cards) return <PageLoading />;
  const next = loan.data.nextInstallment;
  const max = loan.data.summary.settlementToday;
  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (choice === 'other' && !(value > 0 && value <= max)) return setErrors([m.amountRange(money(max))]);
    setBusy(true);
    const result =
      choice === 'next'
        ? await accountCall<{ paid: number; loan: LoanView }>('loan.account/payLoanSingleInstallment', { data: { loanId: loan.data?.id, cardId } })
        : await accountCall<{ paid: number; loan: LoanView }>('loan.account/payloanv2', { data: { loanId: loan.data?.id, cardId, amount: value } });
    setBusy(false);
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    notifier.success(result.data.loan.status === 'repaid' ? m.closed : m.paid(money(result.data.paid)));
    navigate(href('loansAndTransactions'));
  };
  return (
    <div className="container page narrow">
      <h1>{m.payTitle}</h1>
      {!next ? (
        <p>{m.tokenNothing}</p>
      ) : (
        <form onSubmit={pay} noValidate>
          <FormAlert errors={errors} />
          <fieldset className="choice-list">
            <legend>{m.whatToPay}</legend>
            <div className="check">
              <input type="radio" id="pay-next" name="what" checked={choice === 'next'} onChange={() => setChoice('next')} />
              <label htmlFor="pay-next">{m.nextInstalment(money(next.amount), date(next.expectedDate))}</label>
            </div>
            <div className="check">
              <input type="radio" id="pay-other" name="what" checked={choice === 'other'} onChange={() => setChoice('other')} />
              <label htmlFor="pay-other">{m.otherAmount}</label>
            </div>
          </fieldset>
          {choice === 'other' && (
            <div className="field">
              <label htmlFor="pay-amount">{m.amount}</label>
              <div className="input-prefix">
                <span aria-hidden="true">{country.currency.symbol}</span>
                <input id="pay-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
              </div>
            </div>
          )}
          <CardPicker cards={cards} cardId={cardId} onChange={setCardId} back={pathname} />
          <button type="submit" className="btn btn-primary btn-block" disabled={busy || cardId === null} aria-busy={busy}>
            {choice === 'next' ? m.pay(money(next.amount)) : m.payChosen}
          </button>
        </form>
      )}
    </div>
  );
}
