import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useLocation, useNavigate, useParams } from '../../app/router.tsx';
import { country } from '../../app/config.ts';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { MoneyField } from '../../forms/inputs.tsx';
import { accountCall, useLoad } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { CardPicker } from './CardPicker.tsx';
import { m } from './messages.ts';
import { useCards } from './useCards.ts';
import { FormLayout } from '../../forms/FormAside.tsx';
import { LoanAside } from './LoanAside.tsx';

/** paymentPay: the next instalment or a chosen amount, by card. */
export default function PayPage() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const loan = useLoad('loan.loan', { params: { loanId: id } });
  const { cards, cardId, setCardId } = useCards();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const form = useForm<{ what: 'next' | 'other'; amount: string }>({ defaultValues: { what: 'next', amount: '' }, shouldUnregister: true });
  const [errors, setErrors] = useState<string[]>([]);
  const choice = form.watch('what');
  if (!loan.data || !cards) return <PageLoading />;
  const next = loan.data.nextInstallment;
  const max = loan.data.summary.settlementToday;
  const pay = form.handleSubmit(async (values) => {
    setErrors([]);
    const value = Number(values.amount);
    const result =
      values.what === 'next'
        ? await accountCall('loan.account/payLoanSingleInstallment', { data: { loanId: loan.data?.id, cardId } })
        : await accountCall('loan.account/payloanv2', { data: { loanId: loan.data?.id, cardId, amount: value } });
    if (result.status !== 200 || !result.data) return setErrors(result.errors.map((e) => e.message));
    notifier.success(result.data.loan.status === 'repaid' ? m.closed : m.paid(money(result.data.paid)));
    navigate(href('loansAndTransactions'));
  });
  const busy = form.formState.isSubmitting;
  return (
    <div className="container page mid">
      <FormLayout aside={<LoanAside loan={loan.data} />}>
        <h1>{m.payTitle}</h1>
        {!next ? (
          <p>{m.tokenNothing}</p>
        ) : (
          <FormProvider {...form}>
            <form onSubmit={pay} noValidate className="card">
              <FormAlert errors={errors} />
              <fieldset className="choice-list">
                <legend>{m.whatToPay}</legend>
                <div className="check">
                  <input type="radio" id="pay-next" value="next" {...form.register('what')} />
                  <label htmlFor="pay-next">{m.nextInstalment(money(next.amount), date(next.expectedDate))}</label>
                </div>
                <div className="check">
                  <input type="radio" id="pay-other" value="other" {...form.register('what')} />
                  <label htmlFor="pay-other">{m.otherAmount}</label>
                </div>
              </fieldset>
              {choice === 'other' && (
                <MoneyField
                  name="amount"
                  label={m.amount}
                  symbol={country.currency.symbol}
                  inputMode="decimal"
                  options={{
                    required: m.required,
                    validate: (v: string) => (Number(v) > 0 && Number(v) <= max) || m.amountRange(money(max)),
                  }}
                />
              )}
              <CardPicker cards={cards} cardId={cardId} onChange={setCardId} back={pathname} />
              <button type="submit" className="btn btn-primary btn-block" disabled={busy || cardId === null} aria-busy={busy}>
                {choice === 'next' ? m.pay(money(next.amount)) : m.payChosen}
              </button>
            </form>
          </FormProvider>
        )}
      </FormLayout>
    </div>
  );
}
