import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { normalizeMobile } from '@pronto/domain';
import { market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { loginText } from '../../i18n/pages/login.ts';
import { forgotText } from '../../i18n/pages/forgot.ts';

/** Forgot PIN: mobile number, Send PIN -> "New PIN sent to your mobile phone." -> reset with the phone. */
export default function ForgotPinPage() {
  const methods = useForm<{ mobilePhone: string }>({ defaultValues: { mobilePhone: '' } });
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async ({ mobilePhone }: { mobilePhone: string }) => {
    const phone = normalizeMobile(mobilePhone, market);
    const result = await call('membership.forgotPin', { data: { countryCode: market, mobilePhone: phone } });
    if (result.status !== 200) {
      setErrors(errorMessages(result, t.common.tryAgain));
      return;
    }
    notifier.success(forgotText.sent);
    navigate(href('loginResetPassword', {}, { phone }));
  };

  return (
    <div className="container page narrow">
      <h1>{forgotText.title}</h1>
      <p>{forgotText.subtitle}</p>
      <FormProvider {...methods}>
        <form method="post" noValidate onSubmit={methods.handleSubmit(submit)}>
          <FormAlert errors={errors} />
          <TextField
            name="mobilePhone"
            label={loginText.mobilePhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            options={validation('forgotPin', 'mobilePhone')}
          />
          <SubmitButton busy={methods.formState.isSubmitting}>{forgotText.submit}</SubmitButton>
        </form>
      </FormProvider>
    </div>
  );
}
