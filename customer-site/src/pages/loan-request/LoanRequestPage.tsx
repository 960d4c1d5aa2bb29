import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { calculatorDates, INSTALLMENT_OPTIONS, MIN_LOAN_AMOUNT, paymentPlan } from '@pronto/domain';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { MoneyField, SelectField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { country } from '../../app/config.ts';
import { AccountNav } from '../../chrome/AccountNav.tsx';
import { accountCall, isOpen, useLoad } from '../../account/api.ts';
import { money } from '../../account/format.ts';
import { m } from '../../loan-flow/messages.ts';

interface Values {
  amount: string;
  installments: string;
  purpose: string;
}

function Preview({ amount, count }: { amount: number; count: number }) {
  if (!(amount >= MIN_LOAN_AMOUNT)) return null;
  const today = new Date().toISOString().slice(0, 10);
  const plan = paymentPlan({ issueDate: today, paymentDates: calculatorDates(today, count), amount });
  const first = plan[0];
  if (!first) return null;
  const total = plan.reduce((s, p) => s + p.initialBase + p.initialCalculatedInterest, 0);
  return (
    <p className="alert alert-info" aria-live="polite">
      {m.preview(count, money(first.initialBase + first.initialCalculatedInterest), money(Math.round(total * 100) / 100))}
    </p>
  );
}

/** loanRequest: amount within the limit, instalments and purpose; then the instant credit decision. */
export default function LoanRequestPage() {
  const journey = useLoad('loan.journey');
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<Values>({ defaultValues: { amount: '', installments: '4', purpose: '' } });
  if (!journey.data) return <PageLoading />;
  const { limit, purposes, loan } = journey.data;
  const min = money(MIN_LOAN_AMOUNT);
  const max = money(limit);

  const submit = form.handleSubmit(async (values) => {
    setErrors([]);
    const result = await accountCall('loan.requestLoan', {
      data: { amount: Number(values.amount), installments: Number(values.installments), purpose: values.purpose },
    });
    if (result.status !== 200) {
      setErrors(result.errors.map((e) => e.message));
      return;
    }
    navigate(href('loanRequestCreditDecision'));
  });

  const amount = Number(form.watch('amount'));
  const count = Number(form.watch('installments'));
  return (
    <div className="container page narrow">
      <h1>{m.requestTitle}</h1>
      <AccountNav />
      <p>{m.requestIntro(max)}</p>
      {loan && isOpen(loan) && <p className="alert alert-info">{m.openLoanNotice}</p>}
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <FormAlert errors={errors} />
          <MoneyField
            name="amount"
            label={m.amount}
            hint={m.amountHint(min, max)}
            symbol={country.currency.symbol}
            options={{
              required: m.required,
              validate: (v: string) => (Number(v) >= MIN_LOAN_AMOUNT && Number(v) <= limit) || m.amountRange(min, max),
            }}
          />
          <SelectField
            name="installments"
            label={m.installments}
            choices={INSTALLMENT_OPTIONS.map((n) => ({ value: String(n), label: m.installmentLabels[n - 1] ?? String(n) }))}
          />
          <SelectField
            name="purpose"
            label={m.purpose}
            placeholder={m.purposePlaceholder}
            choices={purposes.map((p) => ({ value: p, label: m.purposes[p] ?? p }))}
            options={{ required: m.required }}
          />
          <Preview amount={amount} count={count} />
          <SubmitButton busy={form.formState.isSubmitting}>{m.submit}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
