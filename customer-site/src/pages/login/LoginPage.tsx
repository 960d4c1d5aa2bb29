import { useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { FormLayout, HelpCard, SafeCard } from '../../forms/FormAside.tsx';
import { Link, useNavigate, useSearchParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { currentStatus, loginDecision, normalizeMobile } from '@pronto/domain';
import { market, supportEmail } from '../../app/config.ts';
import { useHydrated } from '../../app/hydrated.ts';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorMessages } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { formText } from '../../i18n/pages/forms.ts';
import { loginText } from '../../i18n/pages/login.ts';
import { session } from '../../session/session.ts';
import { trackConversion } from '../../tracking/conversion.ts';

interface Values {
  mobilePhone: string;
  password: string;
}

/** Login (mobile number and PIN); where it goes depends on the customer's status (customer-site.md §4, §8). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const methods = useForm<Values>({ defaultValues: { mobilePhone: params.get('phone') ?? '', password: '' } });
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [errors, setErrors] = useState<string[]>([]);
  const redirect = params.get('redirect');
  // Shown once hydrated: the static HTML of /login has no notice, and hydration must draw what it drew.
  const hydrated = useHydrated();
  const ended = hydrated ? loginText.ended[params.get('ended') ?? ''] : undefined;

  const submit = async ({ mobilePhone, password }: Values) => {
    const result = await call('membership.login', {
      data: { phoneNumber: normalizeMobile(mobilePhone, market), password, countryCode: market },
    });
    const details = result.data?.customerDetails;
    if (result.status !== 200 || !result.data?.token || !details) {
      trackConversion('loginFailure');
      setErrors(errorMessages(result, result.status === 200 ? t.common.tryAgain : formText.anErrorOccurred));
      return;
    }
    setErrors([]);
    const decision = loginDecision(currentStatus(details), {
      onLoginPage: true,
      // A path of this site only: '//host' would be another site.
      redirect: redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : null,
      supportEmail,
    });
    if (decision.kind === 'clearAndHome') {
      trackConversion('loginFailure');
      session.clear();
      notifier.error(loginText.refused[decision.reason](supportEmail));
      navigate(href('home'));
      return;
    }
    // Declined and closed (kind readOnly) keep a read-only session too: their past loans show the refusal.
    trackConversion('loginSuccess', { customerId: details.id });
    session.save(result.data.token, details);
    const goTo = decision.goTo;
    if (goTo) navigate('route' in goTo ? href(goTo.route) : goTo.path, { replace: true });
  };

  return (
    <div className="container page mid">
      <FormLayout
        aside={
          <>
            <HelpCard />
            <SafeCard />
          </>
        }
      >
        <h1>{loginText.title}</h1>
        <p>{loginText.subtitle}</p>
        {ended && (
          <p className="alert alert-info" role="status">
            {ended}
          </p>
        )}
        <FormProvider {...methods}>
          <form method="post" noValidate onSubmit={methods.handleSubmit(submit)} className="card">
            <FormAlert errors={errors} />
            <TextField
              name="mobilePhone"
              label={loginText.mobilePhone}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              options={validation('login', 'mobilePhone')}
            />
            <TextField
              name="password"
              label={loginText.password}
              type="password"
              inputMode="numeric"
              autoComplete="current-password"
              options={validation('login', 'password')}
            />
            <SubmitButton busy={methods.formState.isSubmitting}>{loginText.submit}</SubmitButton>
          </form>
        </FormProvider>
        <div className="form-links">
          <Link to={href('loginForgotPin')}>{loginText.forgot}</Link>
          <span>
            {loginText.noAccount} <Link to={href('registerPersonal')}>{loginText.apply}</Link>
          </span>
        </div>
      </FormLayout>
    </div>
  );
}
