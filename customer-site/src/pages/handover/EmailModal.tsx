import { FormProvider, useForm } from '../../forms/form.tsx';
import { Modal } from '../../chrome/Modal.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';

/** The non-dismissable e-mail correction modal (width 500) of the partner handover. */
export function EmailModal({ message, onSubmit }: { message: string; onSubmit: (email: string) => Promise<void> }) {
  const methods = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <Modal title={t.handover.emailTitle} width={500}>
      <p>{t.handover.emailNotice}</p>
      {message && (
        <p className="alert alert-danger" role="alert">
          {message}
        </p>
      )}
      <FormProvider {...methods}>
        <form noValidate onSubmit={methods.handleSubmit(({ email }) => onSubmit(email.trim()))}>
          <TextField name="email" label={t.handover.email} type="email" autoComplete="email" options={validation('emailCorrection', 'email')} />
          <SubmitButton busy={methods.formState.isSubmitting}>{t.handover.emailSubmit}</SubmitButton>
        </form>
      </FormProvider>
    </Modal>
  );
}
