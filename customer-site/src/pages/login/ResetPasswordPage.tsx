import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate, useSearchParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { normalizeMobile } from '@pronto/domain';
import { market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { PinField, TextField } from '../../forms/inputs.tsx';
import { ResendPin } from '../../forms/ResendPin.tsx';
import { validation } from '../../forms/rules.ts';
import { errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { loginText } from '../../i18n/pages/login.ts';
import { resendText } from '../../i18n/pages/resend.ts';
import { resetText } from '../../i18n/pages/reset.ts';

interface Values {
  mobilePhone: string;
  pin: string;
  password: string;
  password2: string;
}

/** Reset PIN: phone prefilled from ?phone= (with the leading 0), SMS PIN, new PIN twice. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const phone = normalizeMobile(params.get('phone') ?? '', market);
  const methods = useForm<Values>({ defaultValues: { mobilePhone: phone, pin: '', password: '', password2: '' } });
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (values: Values) => {
    const mobilePhone = normalizeMobile(values.mobilePhone, market);
    const result = await call('membership.validateAndChangePassword', { data: { ...values, mobilePhone, countryCode: market } });
    if (result.status !== 200) {
      setErrors(errorMessages(result, t.common.tryAgain).slice(0, 1));
      return;
    }
    notifier.success(resetText.done);
    navigate(href('login', {}, { phone: mobilePhone }));
  };

  // The PIN again, to the number in the form (forgotPin sends a reset PIN; the last one sent is the one that works).
  const resend = async () => {
    if (!(await methods.trigger('mobilePhone'))) return false;
    const mobilePhone = normalizeMobile(methods.getValues('mobilePhone'), market);
    const result = await call('membership.forgotPin', { data: { countryCode: market, mobilePhone } });
    if (result.status === 200) notifier.success(resendText.resent);
    else notifier.error(result.errors[0]?.message ?? t.common.tryAgain);
    return true;
  };

  return (
    <div className="container page narrow">
      <h1>{resetText.title}</h1>
      <p>{resetText.subtitle}</p>
      <FormProvider {...methods}>
        <form noValidate onSubmit={methods.handleSubmit(submit)}>
          <FormAlert errors={errors} />
          <TextField
            name="mobilePhone"
            label={loginText.mobilePhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            options={validation('reset', 'mobilePhone')}
          />
          <PinField name="pin" label={resetText.pin} options={validation('reset', 'pin')} />
          <TextField
            name="password"
            label={resetText.password}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            options={validation('reset', 'password')}
          />
          <TextField
            name="password2"
            label={resetText.password2}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            options={validation('reset', 'password2')}
          />
          <SubmitButton busy={methods.formState.isSubmitting}>{resetText.submit}</SubmitButton>
        </form>
      </FormProvider>
      <ResendPin onResend={resend} sentAlready />
    </div>
  );
}
