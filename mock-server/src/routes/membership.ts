import { getCountry } from '@pronto/countries';
import { enMessages } from '@pronto/domain';
import { checkSecret, checkSignInSecret, hashSecret, hashSmsCode } from '../security/secrets.ts';
import { formPhone, normalizeCountry, type Context } from '../context.ts';
import { ApiError, invalid } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { optStr, str } from '../validate.ts';
import { guarded, guardLogin, guardPin, lockKey, resendKey, throttlePinResend, throttleResend } from '../security/index.ts';
import type { Routes } from './define.ts';
import { registerMembershipSupportRoutes } from './membership-support.ts';
import { createSprayLimit, type SprayLimit } from '../security/spray-limit.ts';

export const PIN_INVALID = 'Your pin is invalid';
export const PIN_USED = 'This PIN has been used already. Please ask for a new one.';
export const LOGIN_FAILED = 'The mobile phone number or PIN is not correct.';
export const CUSTOMER_MISSING = 'Customer does not exist.';

/** The customer a phone and country point at, or 422 "Customer does not exist.". */
export function customerFor(ctx: Context, phone: string, countryCode: unknown): CustomerRecord {
  const customer = ctx.customerByPhone(phone, normalizeCountry(countryCode));
  if (!customer) throw invalid(CUSTOMER_MISSING);
  return customer;
}

/**
 * Sends a fresh 4-digit PIN by SMS as the pending OTP. At registration it is also the login PIN;
 * a forgotten-PIN or handover PIN changes nothing until it is validated.
 */
export function sendPin(ctx: Context, customer: CustomerRecord, wording: 'registration' | 'reset' | 'handover'): string {
  const pin = ctx.newPin();
  const stored = hashSmsCode(pin);
  customer.otp = stored;
  customer.otpExpires = new Date(Date.now() + OTP_LIFE_MS).toISOString();
  customer.otpConfirmedAt = null;
  if (wording === 'registration' && customer.statuses.at(-1)?.status === 'new') customer.pin = stored;
  const es = customer.country === 'ES';
  const text =
    wording === 'reset'
      ? es
        ? `Su nuevo PIN de Pronto es ${pin}.`
        : `Your new Pronto PIN is ${pin}.`
      : es
        ? `Su PIN de Pronto es ${pin}.`
        : `Your Pronto PIN is ${pin}.`;
  ctx.sendSms(customer.mobilePhone, text, customer.id, customer.country, wording === 'reset' ? 'forgotPin' : 'pin');
  ctx.changed();
  return pin;
}

/** A sent PIN (OTP) works for ten minutes, once. */
export const OTP_LIFE_MS = 10 * 60 * 1000;

/** Checks the pending OTP: four digits, not expired, the one sent. */
export function checkPin(customer: CustomerRecord, pin: string): void {
  const live = typeof customer.otpExpires !== 'string' || Date.parse(customer.otpExpires) > Date.now();
  if (!/^\d{4}$/.test(pin) || !live || !checkSecret(customer.otp, pin)) throw invalid(PIN_INVALID);
}

/** A session answer: token and customer details. */
export function session(ctx: Context, customer: CustomerRecord, token?: string) {
  return { token: token ?? ctx.issueToken('customer', customer.id), customerDetails: ctx.details(customer) };
}

/** The customer's sign-in and PIN calls; `spray` counts every wrong answer per client, over all accounts. */
export function registerMembershipRoutes(routes: Routes, ctx: Context, spray: SprayLimit = createSprayLimit()): void {
  // Every status gets its session: the site decides by status (loginDecision) what to do with it.
  routes.id('membership.login', ({ body, req }) => {
    const phone = optStr(body, 'phoneNumber') ?? str(body, 'mobilePhone');
    const password = str(body, 'password');
    const country = normalizeCountry(optStr(body, 'countryCode') ?? 'GB');
    return spray.run(req, lockKey('login', phone, country), [LOGIN_FAILED], () =>
      guardLogin(ctx, formPhone(phone, country), country, LOGIN_FAILED, () => {
        const customer = ctx.customerByPhone(formPhone(phone, country), country);
        if (!checkSignInSecret(customer?.pin, password) || !customer) throw invalid(LOGIN_FAILED);
        return session(ctx, customer);
      }),
    );
  });

  routes.id('membership.loginWithRepayToken', ({ params }) => {
    // A repayment link's own token opens a session; a live session token (links sent with the customer's
    // token) opens that same session, never a fresh one: it cannot outlive its own expiry or a PIN change.
    const record = ctx.findToken(params.repayToken);
    const customer = record && (record.kind === 'repay' || record.kind === 'customer') ? ctx.customerById(record.subjectId) : null;
    if (!record || !customer || customer.deleted) throw invalid('This payment link is not valid any more. Please log in.');
    return session(ctx, customer, record.kind === 'customer' ? params.repayToken : undefined);
  });

  // Like login, the answer never tells whether the number is registered: an unknown number gets
  // the same success and the same resend wait, but no SMS.
  routes.id('membership.forgotPin', ({ body }) => {
    const country = normalizeCountry(str(body, 'countryCode'));
    const phone = formPhone(str(body, 'mobilePhone'), country);
    throttleResend(ctx, resendKey(phone, country));
    const customer = ctx.customerByPhone(phone, country);
    if (customer) sendPin(ctx, customer, 'reset');
    return { message: 'New PIN sent to your mobile phone.' };
  });

  routes.id('membership.validateAndChangePassword', ({ body, req }) => {
    const country = normalizeCountry(str(body, 'countryCode'));
    const phone = formPhone(str(body, 'mobilePhone'), country);
    const pin = str(body, 'pin');
    const password = str(body, 'password');
    const password2 = str(body, 'password2');
    if (password.length < 4) throw invalid('Min length is 4');
    if (password.length > 20) throw invalid('Max length is 20');
    if (password !== password2) throw invalid('Fields do not match.');
    const found = ctx.customerByPhone(phone, country);
    const customer = spray.run(req, lockKey('pin', phone, country), [PIN_INVALID], () => {
      // An unknown number fails as a wrong PIN would, under the same lockout, so the reset reveals nothing either.
      if (!found)
        return guarded(ctx, lockKey('pin', phone, country), [PIN_INVALID], () => {
          throw invalid(PIN_INVALID);
        });
      guardPin(ctx, found, PIN_INVALID, () => checkPin(found, pin));
      return found;
    });
    customer.pin = hashSecret(password);
    customer.otp = null;
    customer.otpExpires = null;
    // A new PIN ends every session the old one opened.
    ctx.revokeSessions('customer', customer.id);
    ctx.changed();
    return { message: 'Password resetted successfully. Please log in.' };
  });

  routes.id('membership.token', ({ query }) => {
    const token = typeof query.token === 'string' ? query.token : '';
    if (!token) throw invalid('token is required.');
    const customer = ctx.customerByToken(token);
    if (!customer || customer.deleted) throw invalid('Your session has expired. Please log in again.');
    return ctx.details(customer);
  });

  // The caller's own session ends (customer or staff); their other sessions go on.
  routes.id('membership.logout', ({ caller }) => {
    if (caller.kind === 'anonymous') throw new ApiError(401, 'Authorization Error');
    ctx.revokeToken(caller.token);
    return { message: 'Logged out.' };
  });

  routes.id('membership.pinValid', ({ body, caller }) => {
    if (caller.kind !== 'customer') throw new ApiError(401, 'Authorization Error');
    const pin = optStr(body, 'pin') ?? str(body, 'pinCode');
    const customer = caller.customer;
    // A code confirms here once (the site then completes the registration with it, customer.preRegistered).
    if (customer.otpConfirmedAt) throw invalid(PIN_USED, 'PinUsed');
    guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
    customer.otpConfirmedAt = ctx.nowIso();
    ctx.changed();
    return { token: caller.token };
  });

  routes.id('membership.reSendOTP', ({ body, caller }) => {
    if (caller.kind !== 'customer') throw new ApiError(401, 'Authorization Error');
    const phone = optStr(body, 'mobilePhone');
    const country = normalizeCountry(optStr(body, 'countryCode') ?? caller.customer.country);
    if (phone && formPhone(phone, country) !== formPhone(caller.customer.mobilePhone, caller.customer.country)) {
      throw invalid(`This is not your mobile phone number (${getCountry(country).name}).`);
    }
    throttlePinResend(ctx, caller.customer);
    sendPin(ctx, caller.customer, 'registration');
    return { message: 'A new PIN has been sent to your mobile phone.' };
  });

  // Staff: a new PIN for a customer by SMS (by customerId, or mobilePhone and countryCode), throttled like the customer's own resends.
  routes.id('membership.sendNewPin', ({ body }) => {
    const byId = body.customerId === undefined ? null : ctx.customerById(Number(body.customerId));
    const country = normalizeCountry(optStr(body, 'countryCode') ?? 'GB');
    const customer =
      byId ?? (body.customerId === undefined ? customerFor(ctx, formPhone(str(body, 'mobilePhone'), country), country) : null);
    if (!customer || customer.deleted) throw invalid(CUSTOMER_MISSING);
    throttlePinResend(ctx, customer);
    sendPin(ctx, customer, 'reset');
    return { message: 'New PIN sent to your mobile phone.' };
  });

  // Staff set a customer's PIN (the customer asked by phone): four digits, stored hashed; the customer's
  // sessions end and a pending SMS code stops working. The PIN is never answered back.
  routes.id('membership.pin', ({ body }) => {
    const customer = ctx.customerById(Number(body.customerId));
    if (!customer || customer.deleted) throw invalid(CUSTOMER_MISSING);
    const pin = str(body, 'pin');
    if (!/^\d{4}$/.test(pin)) throw invalid(enMessages.pin);
    customer.pin = hashSecret(pin);
    customer.otp = null;
    customer.otpExpires = null;
    ctx.revokeSessions('customer', customer.id);
    ctx.changed();
    return { customerId: customer.id, message: 'PIN changed. The customer signs in with the new PIN; their sessions have ended.' };
  });

  // Staff "log in as" a customer: a customer token for the customer site (the admin's morphTo action).
  routes.id('membership.morphTo', ({ params }) => {
    const customer = ctx.customerById(Number(params.customerId));
    if (!customer || customer.deleted) throw invalid(CUSTOMER_MISSING);
    return { token: ctx.issueToken('customer', customer.id), customerDetails: ctx.details(customer) };
  });

  registerMembershipSupportRoutes(routes, ctx);
}
