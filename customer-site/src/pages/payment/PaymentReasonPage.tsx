import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate, useParams } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { SelectField, TextAreaField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { accountCall } from '../../account/api.ts';
import { m } from './messages.ts';

/** paymentReason: why a payment is late, recorded on the loan for the collections team. */
export default function PaymentReasonPage() {
  const { loanId = '' } = useParams();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<{ reason: string; details: string }>({ defaultValues: { reason: '', details: '' } });
  const submit = form.handleSubmit(async (values) => {
    const result = await accountCall('loan.account/paymentReason', { data: { loanId: Number(loanId), ...values } });
    if (result.status !== 200) return setErrors(result.errors.map((e) => e.message));
    notifier.success(m.reasonSaved);
    navigate(href('loansAndTransactions'));
  });
  return (
    <div className="container page narrow">
      <h1>{m.reasonTitle}</h1>
      <p>{m.reasonIntro}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <FormAlert errors={errors} />
          <SelectField
            name="reason"
            label={m.reason}
            placeholder=""
            choices={Object.entries(m.reasons).map(([value, label]) => ({ value, label }))}
            options={{ required: m.required }}
          />
          <TextAreaField name="details" label={m.details} />
          <SubmitButton busy={form.formState.isSubmitting}>{m.send}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
