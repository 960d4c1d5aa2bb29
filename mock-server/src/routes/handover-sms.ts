import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { resendKey, secondsLeft, throttleResend } from '../security/resend-throttle.ts';
import { str } from '../validate.ts';
import { otpLive } from './customer-journeys.ts';
import type { Routes } from './define.ts';
import { sendPin } from './membership.ts';
import { customerOr422, idFrom, newest } from './staff-helpers.ts';

const ACTIONS = ['resend', 'check'] as const;

/**
 * Staff help with a partner handover's PIN SMS: `check` says where the handover stands and when its PIN
 * was sent (never the PIN); `resend` sends a fresh PIN, under the customer's own 180-second resend wait.
 */
export function registerHandoverSmsRoute(routes: Routes, ctx: Context): void {
  routes.id('customer.handover/smsControl', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const action = str(call.body, 'action');
    if (!(ACTIONS as readonly string[]).includes(action)) throw invalid(`action must be one of ${ACTIONS.join(', ')}.`);
    const intro = ctx.db.introductions.find((i) => i.customerId === customer.id);
    if (!intro) throw invalid(`Customer ${customer.id} did not come through a partner handover.`);
    if (action === 'resend') {
      if (intro.status === 'handoverCompleted')
        throw invalid(`The handover of customer ${customer.id} is already completed: no PIN is needed.`);
      throttleResend(ctx, resendKey(customer.mobilePhone, customer.country));
      sendPin(ctx, customer, 'handover');
    }
    const lastSms = newest(ctx.db.smsHistory.filter((s) => s.customerId === customer.id && s.type === 'pin'))[0];
    const live = otpLive(customer);
    return {
      customerId: customer.id,
      introductionId: intro.introductionId,
      partner: intro.partner,
      status: intro.status,
      partnerEmailInvalid: intro.partnerEmailInvalid,
      mobilePhone: customer.mobilePhone,
      lastPinSentAt: lastSms?.createdAt ?? null,
      pinLive: intro.status !== 'handoverCompleted' && live,
      pinExpires: live ? (customer.otpExpires ?? null) : null,
      resendInSeconds: secondsLeft(ctx, resendKey(customer.mobilePhone, customer.country)),
    };
  });
}
