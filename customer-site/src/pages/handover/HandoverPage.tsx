import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate, useParams } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { setAuthToken } from '@pronto/request';
import { PageLoading } from '../../app/PageLoading.tsx';
import { href } from '../../app/routes.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { PinField } from '../../forms/inputs.tsx';
import { validation } from '../../forms/rules.ts';
import { errorCode } from '../../forms/server-errors.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { handoverText } from '../../i18n/pages/handover.ts';
import { session } from '../../session/session.ts';
import { store } from '../../session/storage.ts';
import { attachAffiliates } from '../../tracking/affiliate.ts';
import { EmailModal } from './EmailModal.tsx';

const EMAIL_CODES = new Set(['PartnerCustomerInvalidEmail', 'EmailNotAvailable']);
export const HANDOVER_KEY = 'handoverAffiliate';

type Phase = 'loading' | 'pin' | 'failed';

/** Partner handover (/handover/v1/:introductionId): welcome, offer and PIN in the market's language; e-mail correction when the partner's is refused. */
export default function HandoverPage() {
  const { introductionId = '' } = useParams();
  const navigate = useNavigate();
  const notifier = useNotifier();
  const [phase, setPhase] = useState<Phase>('loading');
  const [emailError, setEmailError] = useState<string | null>(null);
  const token = useRef('');
  const pin = useRef('');
  const methods = useForm<{ pinCode: string }>({ defaultValues: { pinCode: '' } });

  useEffect(() => {
    let live = true;
    void call('customer.handoverLogin', { vars: { introductionId }, silent: true }).then((result) => {
      if (!live) return;
      const data = result.data;
      if (result.status === 200 && data?.status === 'handoverCompleted') {
        notifier.info(handoverText.completed);
        navigate(href('login'), { replace: true });
        return;
      }
      if (result.status !== 200 || data?.status !== 'waitingForPin' || !data.token) {
        notifier.error(result.errors[0]?.message ?? handoverText.loginError);
        setPhase('failed');
        return;
      }
      // The partner token signs only the PIN call; it becomes the session once the PIN is confirmed.
      token.current = data.token;
      setAuthToken(data.token);
      store.set(HANDOVER_KEY, { introductionId, at: new Date().toISOString() });
      setPhase('pin');
    });
    return () => {
      live = false;
      setAuthToken(session.get().token);
    };
  }, [introductionId, navigate, notifier]);

  const confirm = async (email?: string) => {
    const result = await call('customer.handoverOtp', { data: email ? { pin: pin.current, email } : { pin: pin.current } });
    if (result.status === 200 && result.data?.status === 'handoverCompleted') {
      setEmailError(null);
      const details = await call('membership.token', { params: { token: token.current } });
      if (details.status !== 200 || !details.data) {
        notifier.error(details.errors[0]?.message ?? handoverText.loginError);
        return;
      }
      session.save(token.current, details.data);
      void attachAffiliates();
      navigate(href('loansAndTransactions'));
      return;
    }
    const message = result.errors[0]?.message ?? t.common.tryAgain;
    if (EMAIL_CODES.has(errorCode(result) ?? '')) {
      notifier.error(message);
      setEmailError(message);
      return;
    }
    setEmailError(null);
    methods.setError('pinCode', { message });
  };

  const submit = async ({ pinCode }: { pinCode: string }) => {
    pin.current = pinCode;
    await confirm();
  };

  if (phase === 'loading') return <PageLoading />;
  return (
    <div className="container page narrow">
      <h1>{handoverText.title}</h1>
      <p className="lead">{handoverText.welcome}</p>
      <p className="alert alert-info">{handoverText.offer}</p>
      {phase === 'failed' ? (
        <p className="alert alert-danger" role="alert">
          {handoverText.loginError}
        </p>
      ) : (
        <FormProvider {...methods}>
          <form noValidate onSubmit={methods.handleSubmit(submit)}>
            <PinField name="pinCode" label={handoverText.pin} options={validation('handover', 'pinCode')} />
            <SubmitButton busy={methods.formState.isSubmitting}>{handoverText.submit}</SubmitButton>
          </form>
        </FormProvider>
      )}
      {emailError !== null && <EmailModal message={emailError} onSubmit={(email) => confirm(email)} />}
    </div>
  );
}
