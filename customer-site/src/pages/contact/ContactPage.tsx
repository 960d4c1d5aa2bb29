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
import { t } from '../../i18n/index.ts';
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
      else setErrors([t.contact.captchaKey]);
    });
    return () => {
      live = false;
    };
  }, []);

  // Waiting for the captcha times out after 60 s: error state and an empty result.
  useEffect(() => {
    if (captchaState !== 'needed' || token || !siteKey) return;
    const timer = setTimeout(() => {
      setCaptchaState('error');
      methods.setValue('captcha', '');
    }, CAPTCHA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [captchaState, token, siteKey, methods, widgetKey]);

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
      setErrors([t.contact.captchaFailed]);
      restartCaptcha();
      return;
    }
    const { captcha: _captcha, ...form } = values;
    const result = await call('communication.contactForm', { data: { ...form, phoneNumber: normalizeMobile(form.phoneNumber, market) } });
    if (result.status !== 200) {
      setErrors([t.contact.error]);
      restartCaptcha();
      return;
    }
    notifier.success(t.contact.sent);
    setSent(true);
    methods.reset(empty);
    restartCaptcha();
  };

  return (
    <div className="container page">
      <h1>{t.contact.title}</h1>
      <p className="lead">{t.contact.subtitle}</p>
      <div className="contact-grid">
        <div>
          <dl>
            <dt>{t.contact.address}</dt>
            <dd>{officeAddress}</dd>
            <dt>{t.contact.email}</dt>
            <dd>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </dd>
            <dt>{t.contact.phone}</dt>
            <dd>
              <a href={`tel:${supportPhone.replace(/\s/g, '')}`}>{supportPhone}</a>
            </dd>
          </dl>
          <MapLink />
        </div>
        <div className="card">
          {sent && (
            <p className="alert alert-success" role="status">
              {t.contact.sent}
            </p>
          )}
          <FormProvider {...methods}>
            <form noValidate onSubmit={methods.handleSubmit(submit)}>
              <FormAlert errors={errors} />
              <TextField name="name" label={t.contact.name} autoComplete="name" options={validation('contact', 'name')} />
              <TextField name="emailAddress" label={t.contact.emailAddress} type="email" autoComplete="email" options={validation('contact', 'emailAddress')} />
              <TextField name="phoneNumber" label={t.contact.phoneNumber} type="tel" inputMode="tel" autoComplete="tel-national" options={validation('contact', 'phoneNumber')} />
              <TextField name="subject" label={t.contact.subject} options={validation('contact', 'subject')} />
              <TextAreaField name="message" label={t.contact.message} options={validation('contact', 'message')} />
              <input type="hidden" {...methods.register('captcha', validation('contact', 'captcha'))} />
              {siteKey && captchaState !== 'error' && (
                <FieldFrame name="captcha" label={null}>
                  {() => <Captcha key={widgetKey} siteKey={siteKey} label={t.contact.captchaLabel} onToken={(value) => methods.setValue('captcha', value ?? '', { shouldValidate: methods.formState.isSubmitted })} />}
                </FieldFrame>
              )}
              {captchaState === 'error' && (
                <p className="alert alert-danger" role="alert">
                  {t.contact.captchaExpired}{' '}
                  <button type="button" className="link-button" onClick={restartCaptcha}>
                    {t.contact.robot}
                  </button>
                </p>
              )}
              <SubmitButton busy={methods.formState.isSubmitting}>{t.contact.submit}</SubmitButton>
            </form>
          </FormProvider>
        </div>
      </div>
    </div>
  );
}
