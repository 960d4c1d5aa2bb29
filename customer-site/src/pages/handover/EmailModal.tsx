import { FormProvider, useForm } from '../../forms/form.tsx';
import { Modal } from '../../chrome/Modal.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { handoverText } from '../../i18n/pages/handover.ts';

/** The non-dismissable e-mail correction modal (width 500) of the partner handover. */
export function EmailModal({ message, onSubmit }: { message: string; onSubmit: (email: string) => Promise<void> }) {
  const methods = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <Modal title={handoverText.emailTitle} width={500}>
      <p>{handoverText.emailNotice}</p>
      {message && (
        <p className="alert alert-danger" role="alert">
          {message}
        </p>
      )}
      <FormProvider {...methods}>
        <form noValidate onSubmit={methods.handleSubmit(({ email }) => onSubmit(email.trim()))}>
          <TextField
            name="email"
            label={handoverText.email}
            type="email"
            autoComplete="email"
            options={validation('emailCorrection', 'email')}
          />
          <SubmitButton busy={methods.formState.isSubmitting}>{handoverText.emailSubmit}</SubmitButton>
        </form>
      </FormProvider>
    </Modal>
  );
}
