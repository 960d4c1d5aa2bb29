import { useEffect, useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { call } from '@pronto/api/customer-site';
import { normalizeMobile } from '@pronto/domain';
import { country, market } from '../../app/config.ts';
import { t } from '../../i18n/index.ts';
import { formText } from '../../i18n/pages/forms.ts';
import { otpText } from '../../i18n/pages/otp.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorMessages } from '../../forms/server-errors.ts';
import { session } from '../../session/session.ts';

/** The phone-change success message disappears after 3 s. */
export const CHANGED_MESSAGE_MS = 3000;

/** "I want to change my mobile number": phoneNumber with Submit / Cancel; a new PIN goes to the new number. */
export function PhoneChange() {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const methods = useForm<{ phoneNumber: string }>({ defaultValues: { phoneNumber: '' } });

  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => setChanged(false), CHANGED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  const submit = async ({ phoneNumber }: { phoneNumber: string }) => {
    const value = normalizeMobile(phoneNumber, market);
    const result = await call('customer.communication.post', {
      data: { id: 0, type: 'phone', subType: 'personal', countryCode: country.countryCode, value },
    });
    if (result.status !== 200) {
      setErrors(errorMessages(result, t.common.tryAgain));
      return;
    }
    if (result.data) session.setCustomer(result.data);
    setErrors([]);
    setOpen(false);
    setChanged(true);
    methods.reset();
  };

  return (
    <div className="phone-change">
      {changed && (
        <p className="alert alert-success" role="status">
          {otpText.changed}
        </p>
      )}
      {!open ? (
        <button type="button" className="link-button" aria-expanded={false} onClick={() => setOpen(true)}>
          {otpText.changeToggle}
        </button>
      ) : (
        <FormProvider {...methods}>
          <form noValidate onSubmit={methods.handleSubmit(submit)} aria-label={otpText.changeToggle}>
            <FormAlert errors={errors} />
            <TextField
              name="phoneNumber"
              label={otpText.phoneNumber}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              options={validation('phoneChange', 'phoneNumber')}
            />
            <div className="modal-actions">
              <button type="submit" className="btn btn-primary" disabled={methods.formState.isSubmitting}>
                {formText.submit}
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setOpen(false)}>
                {formText.cancel}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
