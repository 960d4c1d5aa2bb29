import type { Context } from '../context.ts';
import type { CustomerRecord } from '../types.ts';
import { guarded, lockKey } from './lockout.ts';
import { clearResend, resendKey, throttleResend } from './resend-throttle.ts';

/**
 * A customer's PIN check (OTP, handover OTP, PIN reset) under the lockout: five wrong PINs lock
 * the phone's PIN checks for 15 minutes; a right PIN clears the count and the resend wait.
 */
export function guardPin(ctx: Context, customer: CustomerRecord, wrongMessage: string, check: () => void): void {
  guarded(ctx, lockKey('pin', customer.mobilePhone, customer.country), [wrongMessage], check);
  clearResend(ctx, resendKey(customer.mobilePhone, customer.country));
}

/** A login under the lockout, counted per phone number and market (known or not). */
export function guardLogin<T>(ctx: Context, phone: string, country: unknown, wrongMessage: string, login: () => T): T {
  return guarded(ctx, lockKey('login', phone, country), [wrongMessage], login);
}

/** Refuses a PIN resend for this customer's phone within 180 s of the last one. */
export function throttlePinResend(ctx: Context, customer: CustomerRecord): void {
  throttleResend(ctx, resendKey(customer.mobilePhone, customer.country));
}
