import { useCallback } from 'react';
import { FormProvider, useForm } from '../../forms/form.tsx';
import { useNavigate } from '../../app/router.tsx';
import { call } from '@pronto/api/customer-site';
import { market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { useLeaveConfirm } from '../../chrome/leave-confirm.ts';
import { useNotifier } from '../../chrome/notifications.tsx';
import { PinField } from '../../forms/inputs.tsx';
import { ResendPin } from '../../forms/ResendPin.tsx';
import { validation } from '../../forms/rules.ts';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { t } from '../../i18n/index.ts';
import { otpText } from '../../i18n/pages/otp.ts';
import { resendText } from '../../i18n/pages/resend.ts';
import { session, useSession } from '../../session/session.ts';
import { personalMobile } from '../../session/customer.ts';
import { PhoneChange } from './PhoneChange.tsx';

/** registerOtp (Verify Your Phone): the PIN sent at registration, resend with countdown, phone change. */
export default function OtpPage() {
  const methods = useForm<{ pinCode: string }>({ defaultValues: { pinCode: '' } });
  const navigate = useNavigate();
  const notifier = useNotifier();
  const { customer } = useSession();
  const phone = personalMobile(customer);

  const cancel = useCallback(() => session.clear(), []);
  useLeaveConfirm(true, cancel);

  const submit = async ({ pinCode }: { pinCode: string }) => {
    const valid = await call('membership.pinValid', { data: { pin: pinCode } });
    if (valid.status !== 200) {
      methods.setError('pinCode', { message: valid.errors[0]?.message ?? otpText.pinInvalid });
      return;
    }
    const status = await call('customer.preRegistered', { data: { pin: pinCode } });
    if (status.status !== 200 || !status.data?.status) {
      notifier.error(status.errors[0]?.message ?? otpText.registerFailed);
      return;
    }
    if (valid.data?.token) session.save(valid.data.token);
    session.setStatus(status.data.status);
    navigate(href('customerExtend'));
  };

  const resend = async () => {
    const result = await call('membership.reSendOTP', { data: { countryCode: market, mobilePhone: phone } });
    if (result.status === 200) notifier.success(resendText.resent);
    else notifier.error(result.errors[0]?.message ?? t.common.tryAgain);
    // A refusal (too soon) still waits: the server counts from the last PIN it sent.
    return true;
  };

  return (
    <div className="container page narrow">
      <h1>{otpText.title}</h1>
      <p>{otpText.text(phone)}</p>
      <FormProvider {...methods}>
        <form noValidate onSubmit={methods.handleSubmit(submit)}>
          <PinField name="pinCode" label={otpText.pinCode} options={validation('otp', 'pinCode')} />
          <SubmitButton busy={methods.formState.isSubmitting}>{otpText.register}</SubmitButton>
        </form>
      </FormProvider>
      <ResendPin onResend={resend} />
      <PhoneChange />
    </div>
  );
}
