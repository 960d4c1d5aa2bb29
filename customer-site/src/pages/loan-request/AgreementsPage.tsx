import type { RenderedText } from '@pronto/api/customer-site';
import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { CheckboxField } from '../../forms/inputs.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { accountCall, useLoad } from '../../account/api.ts';
import { m } from '../../loan-flow/messages.ts';
import { useFlow } from '../../loan-flow/useFlow.ts';
import { NoApplication } from '../../loan-flow/NoApplication.tsx';

function Document({ id, title, text }: { id: string; title: string; text: RenderedText }) {
  return (
    <div className="card agreement-text">
      <h2 id={id}>{title}</h2>
      <h3>{text.subject}</h3>
      {/* A scrollable region must be reachable by keyboard. */}
      <div className="agreement-body" tabIndex={0} role="region" aria-labelledby={id}>
        {text.body.split('\n').map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** loanRequestAgreements: pre-contract information and the agreement from the templates; accept. */
export default function AgreementsPage() {
  const journey = useFlow();
  const navigate = useNavigate();
  const loan = journey.data?.loan;
  const ready = loan?.status === 'approved';
  const texts = useLoad('loan.loanagreement', { params: { loanId: loan?.id ?? 0 } }, ready);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<{ accepted: boolean }>({ defaultValues: { accepted: false } });

  if (!journey.data || (ready && !texts.data)) return <PageLoading />;
  if (!loan || !ready || !texts.data) return <NoApplication title={m.agreementsTitle} loan={loan} message={texts.error ?? undefined} />;
  const submit = form.handleSubmit(async () => {
    const result = await accountCall('loan.account/agreement', { data: { loanId: loan.id, accepted: true } });
    if (result.status !== 200) return setErrors(result.errors.map((e) => e.message));
    navigate(href('loanRequestCredentialMethod'));
  });
  return (
    <div className="container page">
      <h1>{m.agreementsTitle}</h1>
      <Document id="pre-contract" title={m.preContract} text={texts.data.preContract} />
      <Document id="agreement" title={m.agreement} text={texts.data.agreement} />
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="narrow">
          <FormAlert errors={errors} />
          <CheckboxField name="accepted" label={m.accept} options={{ required: m.acceptRequired }} />
          <SubmitButton busy={form.formState.isSubmitting}>{m.acceptButton}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
