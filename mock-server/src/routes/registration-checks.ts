import { disposableEmailRule, fieldRules, firstError, isValidCif, isValidDni, isValidNie, messagesFor, nameRules } from '@pronto/domain';
import { formPhone, newLeadToken, type Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { optStr, str } from '../validate.ts';
import { ALREADY_REGISTERED, EMAIL_REFUSED, marketOf, refusedEmail } from './customer-journeys.ts';
import type { Routes } from './define.ts';
import type { CountryCode } from '@pronto/countries';
import { RESEND_TOO_SOON_CODE, resendKey, secondsLeft, throttleResend } from '../security/resend-throttle.ts';
import { siteUrl } from '../site-urls.ts';

/** The SMS that sends a lead its link, by market. */
const LEAD_SMS: Record<CountryCode, (link: string) => string> = {
  GB: (link) => `Finish your Pronto application: ${link}`,
  ES: (link) => `Termina tu solicitud de Pronto: ${link}`,
};

/** The national ID of a body: `dni`, or the registration form's own name for it, `additionalField`. */
const dniOf = (body: Record<string, unknown>) => optStr(body, 'dni') ?? optStr(body, 'additionalField');

/** Which Spanish ID a valid value is. */
const idType = (value: string) => (isValidDni(value) ? 'DNI' : isValidNie(value) ? 'NIE' : isValidCif(value) ? 'CIF' : null);

/**
 * The public registration checks: a light registration (a lead from a phone and an e-mail), whether a
 * phone or DNI is registered, and a DNI/NIE/CIF check. Each checks its fields with the registration
 * form's own rules (@pronto/domain) and tells nothing about a customer beyond "registered".
 */
export function registerRegistrationCheckRoutes(routes: Routes, ctx: Context): void {
  /** A field checked with the market's registration rules: 422 `field: message` on the first failure. */
  const checked = (call: Call, field: 'mobilePhone' | 'emailAddress' | 'additionalField', value: string) => {
    const message = firstError(value, fieldRules(marketOf(call))[field], call.body);
    if (message !== undefined) throw invalid(`${field}: ${message}`);
    return value;
  };

  // A lead the site follows up (its lead link opens the registration with these details, customer.lead).
  routes.id('customer.lightRegister', async (call) => {
    const market = marketOf(call);
    const mobilePhone = formPhone(checked(call, 'mobilePhone', str(call.body, 'mobilePhone')), market);
    const emailAddress = checked(call, 'emailAddress', str(call.body, 'emailAddress')).toLowerCase();
    const names: Record<string, string> = {};
    for (const field of ['firstName', 'lastName'] as const) {
      const value = optStr(call.body, field);
      if (value === undefined) continue;
      const message = firstError(value, nameRules(market), call.body);
      if (message !== undefined) throw invalid(`${field}: ${message}`);
      names[field] = value;
    }
    const disposable = await disposableEmailRule(market)(emailAddress);
    if (disposable !== undefined) throw invalid(disposable, 'InvalidEmail');
    if (await refusedEmail(emailAddress)) throw invalid(EMAIL_REFUSED, 'InvalidEmail');
    if (ctx.customerByPhone(mobilePhone, market)) throw invalid(ALREADY_REGISTERED, 'CustomerAlreadyRegistered');
    // A lead is followed up: the link to finish the application goes by SMS to the phone it gave (the site's
    // /lead/:leadCustomerId), at most once per resend wait per number (a wait of its own, apart from the
    // PIN's) so the public call cannot flood a phone.
    const key = `lead:${resendKey(mobilePhone, market)}`;
    const wait = secondsLeft(ctx, key);
    if (wait > 0)
      throw invalid(
        `A link to finish the application was sent to this number a moment ago. You can ask again in ${wait} seconds.`,
        RESEND_TOO_SOON_CODE,
      );
    throttleResend(ctx, key);
    const token = newLeadToken();
    ctx.insert('leads', {
      firstName: names.firstName ?? '',
      lastName: names.lastName ?? '',
      emailAddress,
      mobilePhone,
      postCode: '',
      country: market,
      building: '',
      town: '',
      street: '',
      county: '',
      houseNumber: '',
      flatNumber: '',
      source: 'lightRegister',
      token,
      createdAt: ctx.nowIso(),
    });
    ctx.sendSms(mobilePhone, LEAD_SMS[market](`${siteUrl(market)}/lead/${token}`), null, market, 'lead');
    return { leadCustomerId: token };
  });

  routes.id(
    'customer.CheckPhoneDNI',
    (call) => {
      const market = marketOf(call);
      const phone = optStr(call.body, 'mobilePhone');
      const dni = dniOf(call.body);
      if (phone === undefined && dni === undefined) throw invalid('mobilePhone or dni is required.');
      if (dni !== undefined && market !== 'ES') throw invalid('dni: a national ID is asked in Spain only.');
      const answer: { phoneRegistered?: boolean; dniRegistered?: boolean } = {};
      if (phone !== undefined)
        answer.phoneRegistered = !!ctx.customerByPhone(formPhone(checked(call, 'mobilePhone', phone), market), market);
      if (dni !== undefined) {
        const wanted = checked(call, 'additionalField', dni).toUpperCase();
        answer.dniRegistered = ctx.db.customers.some(
          (c) => !c.deleted && c.country === 'ES' && String(c.additionalField ?? '').toUpperCase() === wanted,
        );
      }
      return answer;
    },
    { readOnly: true },
  );

  routes.id(
    'customer.validateDni',
    (call) => {
      const dni = dniOf(call.body);
      if (dni === undefined) throw invalid('dni is required.');
      const value = dni.toUpperCase().replace(/[\s-]/g, '');
      const type = idType(value);
      if (!type) throw invalid(messagesFor('ES').spanishId);
      return { dni: value, type, valid: true };
    },
    { readOnly: true },
  );
}
