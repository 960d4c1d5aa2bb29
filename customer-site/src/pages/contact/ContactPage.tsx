import { useEffect, useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { call } from '@pronto/api/customer-site';
import { normalizeMobile } from '@pronto/domain';
import { market, officeAddress, supportEmail, supportPhone } from '../../app/config.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { FieldFrame } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { TextAreaField, TextField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { contactText } from '../../i18n/pages/contact.ts';
import { CAPTCHA_WAIT_MS, type CaptchaWidget } from './captcha.ts';
import { MapLink } from './MapLink.tsx';
import { MockCaptcha } from './MockCaptcha.tsx';

interface Values {
  name: string;
  emailAddress: string;
  phoneNumber: string;
  subject: string;
  message: string;
  captcha: string;
}

/** Captcha state of customer-site.md §4: needed, submitted, error. */
type CaptchaState = 'needed' | 'submitted' | 'error';

const empty: Values = { name: '', emailAddress: '', phoneNumber: '', subject: '', message: '', captcha: '' };

/** Contact (Get in Touch): our details, an offline map, and the form with its captcha. */
export default function ContactPage({ Captcha = MockCaptcha }: { Captcha?: CaptchaWidget }) {
  const methods = useForm<Values>({ defaultValues: empty });
  const notifier = useNotifier();
  const [siteKey, setSiteKey] = useState<string | null>(null);
  const [captchaState, setCaptchaState] = useState<CaptchaState>('needed');
  const [widgetKey, setWidgetKey] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const token = methods.watch('captcha');

  useEffect(() => {
    let live = true;
    void call('communication.GetPublicCaptchaKey', { silent: true }).then((result) => {
      if (!live) return;
      if (result.status === 200 && typeof result.data === 'string' && result.data) setSiteKey(result.data);
      else setErrors([contactText.captchaKey]);
    });
    return () => {
      live = false;
    };
  }, []);

  // Waiting for the captcha times out after 60 s: error state and an empty result. The wait runs from the
  // moment it is solved (an answer not sent within 60 s expires), never while the customer is still typing.
  useEffect(() => {
    if (captchaState !== 'needed' || !token) return;
    const timer = setTimeout(() => {
      setCaptchaState('error');
      methods.setValue('captcha', '');
    }, CAPTCHA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [captchaState, token, methods]);

  const restartCaptcha = () => {
    methods.setValue('captcha', '');
    setCaptchaState('needed');
    setWidgetKey((k) => k + 1);
  };

  const submit = async (values: Values) => {
    setErrors([]);
    setCaptchaState('submitted');
    const check = await call('communication.ValidateCaptcha', { params: { response: values.captcha } });
    if (check.status !== 200 || !check.data?.success) {
      setErrors([contactText.captchaFailed]);
      restartCaptcha();
      return;
    }
    const result = await call('communication.contactForm', {
      data: { ...values, phoneNumber: normalizeMobile(values.phoneNumber, market) },
    });
    if (result.status !== 200) {
      setErrors([contactText.error]);
      restartCaptcha();
      return;
    }
    notifier.success(contactText.sent);
    setSent(true);
    methods.reset(empty);
    restartCaptcha();
  };

  return (
    <div className="container page">
      <h1>{contactText.title}</h1>
      <p className="lead">{contactText.subtitle}</p>
      <div className="contact-grid">
        <div>
          <dl>
            <dt>{contactText.address}</dt>
            <dd>{officeAddress}</dd>
            <dt>{contactText.email}</dt>
            <dd>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </dd>
            <dt>{contactText.phone}</dt>
            <dd>
              <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a>
            </dd>
          </dl>
          <MapLink />
        </div>
        <div className="card">
          {sent && (
            <p className="alert alert-success" role="status">
              {contactText.sent}
            </p>
          )}
          <FormProvider {...methods}>
            <form method="post" noValidate onSubmit={methods.handleSubmit(submit)}>
              <FormAlert errors={errors} />
              <TextField name="name" label={contactText.name} autoComplete="name" options={validation('contact', 'name')} />
              <TextField
                name="emailAddress"
                label={contactText.emailAddress}
                type="email"
                autoComplete="email"
                options={validation('contact', 'emailAddress')}
              />
              <TextField
                name="phoneNumber"
                label={contactText.phoneNumber}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                options={validation('contact', 'phoneNumber')}
              />
              <TextField name="subject" label={contactText.subject} options={validation('contact', 'subject')} />
              <TextAreaField name="message" label={contactText.message} options={validation('contact', 'message')} />
              <input type="hidden" {...methods.register('captcha', validation('contact', 'captcha'))} />
              {siteKey && (
                <FieldFrame name="captcha" label={null}>
                  {() =>
                    captchaState === 'error' ? (
                      <p className="alert alert-danger" role="alert">
                        {contactText.captchaExpired}{' '}
                        <button type="button" className="link-button" onClick={restartCaptcha}>
                          {contactText.robot}
                        </button>
                      </p>
                    ) : (
                      <Captcha
                        key={widgetKey}
                        siteKey={siteKey}
                        label={contactText.captchaLabel}
                        onToken={(value) => methods.setValue('captcha', value ?? '', { shouldValidate: methods.formState.isSubmitted })}
                      />
                    )
                  }
                </FieldFrame>
              )}
              <SubmitButton busy={methods.formState.isSubmitting}>{contactText.submit}</SubmitButton>
            </form>
          </FormProvider>
        </div>
      </div>
    </div>
  );
}
