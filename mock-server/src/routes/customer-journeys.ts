import type { AddressEntry, CommunicationEntry, CountryCode, LeadView } from '@pronto/api';
import { getCountry } from '@pronto/countries';
import { currentStatus, isDisposableEmail, validateExtension, validateForm, validEmail, formRules } from '@pronto/domain';
import { formPhone, normalizeCountry, type Context } from '../context.ts';
import { ApiError, invalid, isObject, type Call } from '../http.ts';
import type { CustomerRecord, Stored } from '../types.ts';
import { id, list, optStr, str } from '../validate.ts';
import { trackCustomer } from './customer-operations.ts';
import type { Routes } from './define.ts';
import { readRegistration } from './registration-body.ts';
import { guardPin } from '../security/index.ts';
import { OTP_LIFE_MS, PIN_INVALID, checkPin, sendPin, session } from './membership.ts';
import { resendKey, secondsLeft, throttleResend } from '../security/resend-throttle.ts';

export const ALREADY_REGISTERED = 'This mobile number is already registered. Please login or contact us.';
export const EMAIL_REFUSED = 'This e-mail address cannot be used. Please enter another e-mail address.';

/** The market of a registration: countryCode / country in the body, else the application or language header, else GB. */
export function marketOf(call: Call): CountryCode {
  const b = call.body;
  const declared = b.countryCode ?? b.country;
  if (typeof declared === 'string' && declared) return normalizeCountry(declared);
  const app = String(call.req.headers.application ?? '');
  const lang = String(call.req.headers.language ?? '');
  return app.toUpperCase().endsWith('_ES') || lang.toLowerCase().startsWith('es') ? 'ES' : 'GB';
}

/**
 * A customer's new mobile in the market's form spelling; refused (422) when it is not a mobile of the
 * customer's market or another customer of that market has it (one phone, one customer). `taken` words the
 * second refusal for who asks: the customer's own form, or staff.
 */
export function freeMobile(
  ctx: Context,
  value: string,
  customer: Pick<CustomerRecord, 'id' | 'country'>,
  taken: (ownerId: number) => ApiError = () => invalid(ALREADY_REGISTERED, 'CustomerAlreadyRegistered'),
): string {
  const phone = formPhone(value, customer.country);
  if (!getCountry(customer.country).mobilePattern.test(phone))
    throw invalid(customer.country === 'GB' ? 'This is not a valid UK number' : 'Wrong pattern');
  const owner = ctx.customerByPhone(phone, customer.country);
  if (owner && owner.id !== customer.id) throw taken(owner.id);
  return phone;
}

export function requireCustomer(call: Call): CustomerRecord {
  if (call.caller.kind !== 'customer') throw new ApiError(401, 'Authorization Error');
  return call.caller.customer;
}

/** An e-mail address registration refuses: a reserved or dotless domain, or a disposable provider. */
export async function refusedEmail(email: string): Promise<boolean> {
  const domain = email.split('@').pop()?.toLowerCase() ?? '';
  return domain.endsWith('.invalid') || !domain.includes('.') || (await isDisposableEmail(email));
}

function setStatus(ctx: Context, customer: CustomerRecord, status: CustomerRecord['statuses'][number]['status'], by: string): void {
  customer.statuses.push({ status, createdAt: ctx.nowIso(), createdBy: by });
  ctx.changed();
}

function text(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : undefined;
}

export function registerCustomerJourneys(routes: Routes, ctx: Context): void {
  routes.checked(
    'customer.customer.post',
    (call) => readRegistration(call, marketOf(call)),
    async (call) => {
      const body = call.body;
      const market = body.countryCode;
      const mobilePhone = formPhone(body.mobilePhone, market);
      if (ctx.customerByPhone(mobilePhone, market)) throw invalid(ALREADY_REGISTERED, 'CustomerAlreadyRegistered');
      const emailAddress = body.emailAddress.toLowerCase();
      if (await refusedEmail(emailAddress)) throw invalid(EMAIL_REFUSED, 'InvalidEmail');
      const dialling = getCountry(market).countryCode;
      const communication: CommunicationEntry[] = [
        { id: 1, type: 'phone', subType: 'personal', countryCode: dialling, value: mobilePhone },
        { id: 2, type: 'email', subType: 'personal', countryCode: dialling, value: emailAddress },
      ];
      const uk = body.countryCode === 'GB' ? body : null;
      if (uk?.workPhone) communication.push({ id: 3, type: 'phone', subType: 'work', countryCode: dialling, value: uk.workPhone });
      const customerAddress: AddressEntry[] = [];
      if (uk) {
        const { building, postCode, town, street, county, houseNumber, flatNumber } = uk;
        customerAddress.push({ addressType: 'home', country: market, building, postCode, town, street, county, houseNumber, flatNumber });
        if (uk.workAddressCompanyName)
          customerAddress.push({
            addressType: 'work',
            country: market,
            companyName: uk.workAddressCompanyName,
            district: uk.workAddressCompanyAddress,
          });
      }
      const customer: CustomerRecord = {
        id: ctx.nextId('customers'),
        firstName: body.firstName,
        lastName: body.lastName,
        group: 'standard',
        additionalField: body.countryCode === 'ES' ? body.additionalField : undefined,
        birthDate: `${body.birthDate.slice(0, 10)}T12:00:00Z`,
        gender: uk?.gender,
        employmentStatus: uk?.employmentStatus,
        monthlyIncome: uk?.monthlyIncome ? Number(uk.monthlyIncome) : undefined,
        position: uk?.position,
        emailAddress,
        statuses: [{ status: 'new', createdAt: ctx.nowIso(), createdBy: 'customer' }],
        communication,
        customerAddress,
        country: market,
        mobilePhone,
        pin: '',
        createdAt: ctx.nowIso(),
        deleted: false,
        blacklisted: false,
        vip: false,
        collectionStatus: null,
        emailVerified: false,
        affiliateHistory: [],
      };
      ctx.db.customers.push(customer);
      sendPin(ctx, customer, 'registration');
      ctx.insert('calls', {
        entryId: 'customer.customer.post',
        tracking: { isPingTreeCustomer: body.isPingTreeCustomer, uId: body.uId, tryCount: body.tryCount, landingGroup: body.landingGroup },
        customerId: customer.id,
        createdAt: ctx.nowIso(),
      });
      return session(ctx, customer);
    },
  );

  routes.id('customer.preRegistered', (call) => {
    const customer = requireCustomer(call);
    const pin = optStr(call.body, 'pin') ?? str(call.body, 'pinCode');
    const status = currentStatus(customer);
    if (status === 'new') {
      guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
      customer.otp = null;
      customer.otpExpires = null;
      customer.otpConfirmedAt = null;
      setStatus(ctx, customer, 'preRegistered', 'customer');
    } else if (customer.otp) guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
    return { status: currentStatus(customer) };
  });

  routes.id('customer.customerV2', (call) => {
    const customer = requireCustomer(call);
    const body = call.body;
    const first = validateExtension(body, customer.country, customer.mobilePhone)[0];
    if (first) throw invalid(`${first.field}: ${first.message}`);
    // Recorded for the customer's operations and field changes (customer-operations.ts).
    trackCustomer(ctx, customer, 'customer.customerV2', 'customer', () => {
      for (const field of ['gender', 'employmentStatus', 'position'] as const) {
        const value = text(body, field);
        if (value !== undefined) customer[field] = value;
      }
      const income = text(body, 'monthlyIncome');
      if (income !== undefined) customer.monthlyIncome = Number(income);
      if (Array.isArray(body.customerAddress)) {
        for (const entry of body.customerAddress) {
          if (!isObject(entry) || (entry.addressType !== 'home' && entry.addressType !== 'work'))
            throw invalid('customerAddress entries need addressType home or work.');
          const others = customer.customerAddress.filter((a) => a.addressType !== entry.addressType);
          customer.customerAddress = [...others, { ...(entry as unknown as AddressEntry), country: customer.country }];
        }
      }
      if (Array.isArray(body.communication)) {
        for (const entry of body.communication) {
          if (!isObject(entry) || typeof entry.value !== 'string') throw invalid('communication entries need a value.');
          if (entry.type === 'phone' && entry.subType === 'personal') continue;
          const kept = customer.communication.filter((c) => !(c.type === entry.type && c.subType === entry.subType));
          const nextId = Math.max(0, ...customer.communication.map((c) => c.id)) + 1;
          customer.communication = [
            ...kept,
            {
              id: nextId,
              type: entry.type === 'email' ? 'email' : 'phone',
              subType: entry.subType === 'personal' ? 'personal' : 'work',
              countryCode: String(entry.countryCode ?? getCountry(customer.country).countryCode),
              value: entry.value,
            },
          ];
        }
      }
    });
    ctx.changed();
    return ctx.details(customer);
  });

  routes.id('customer.registered', (call) => {
    const customer = requireCustomer(call);
    const status = currentStatus(customer);
    if (status === 'new') throw invalid('Please confirm the PIN sent to your mobile phone first.');
    if (status === 'preRegistered') setStatus(ctx, customer, 'registered', 'customer');
    return { status: currentStatus(customer) };
  });

  // The PIN sent to a new personal phone (customer.communication.post) confirms it: checked under the PIN
  // lockout, it works once; the phone is then marked verified.
  routes.id('customer.communicationVerifyWithOTP', (call) => {
    const customer = requireCustomer(call);
    const pin = optStr(call.body, 'pin') ?? str(call.body, 'pinCode');
    guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
    customer.otp = null;
    customer.otpExpires = null;
    customer.mobileVerifiedAt = ctx.nowIso();
    ctx.changed();
    return { verified: true, mobilePhone: customer.mobilePhone };
  });

  routes.id('customer.communication.post', (call) => {
    const customer = requireCustomer(call);
    const body = call.body;
    const type = str(body, 'type');
    const subType = str(body, 'subType');
    const value = str(body, 'value');
    if (type !== 'phone' && type !== 'email') throw invalid('type must be phone or email.');
    if (subType !== 'personal' && subType !== 'work') throw invalid('subType must be personal or work.');
    if (type === 'phone' && subType === 'personal') {
      const phone = freeMobile(ctx, value, customer);
      // Each change texts the new number: throttled per number like the PIN resends (no SMS flood).
      throttleResend(ctx, resendKey(phone, customer.country));
      customer.mobilePhone = phone;
      ctx.phoneChanged();
      customer.communication = customer.communication.map((c) =>
        c.type === 'phone' && c.subType === 'personal' ? { ...c, value: phone } : c,
      );
      sendPin(ctx, customer, 'registration');
    } else {
      if (type === 'email' && validEmail()(value)) throw invalid('Invalid e-mail');
      // One personal e-mail, one customer: the address signs in and receives the agreements (as account/customer.put).
      const owner = type === 'email' && subType === 'personal' ? ctx.customerByEmail(value) : null;
      if (owner && owner.id !== customer.id) throw invalid('This e-mail address is already in use. Please enter another one.');
      const kept = customer.communication.filter((c) => !(c.type === type && c.subType === subType));
      const nextId = Math.max(0, ...customer.communication.map((c) => c.id)) + 1;
      customer.communication = [
        ...kept,
        { id: nextId, type, subType, countryCode: String(body.countryCode ?? getCountry(customer.country).countryCode), value },
      ];
      if (type === 'email' && subType === 'personal') customer.emailAddress = value;
      if (type === 'email' && subType === 'work') {
        customer.workEmailVerifyCode = `verify-${customer.id}-${ctx.newPin()}`;
        ctx.sendEmail(
          value,
          'Verify your work e-mail',
          `Your verification code: ${customer.workEmailVerifyCode}`,
          customer.id,
          'verifyEmail',
        );
      }
    }
    ctx.changed();
    return ctx.details(customer);
  });

  routes.id('customer.buildingList', ({ query }) => {
    const postCode = typeof query.postCode === 'string' ? query.postCode.trim().toUpperCase() : '';
    if (!getCountry('GB').postCodePattern.test(postCode)) throw invalid("Couldn't get building list.");
    return buildingsAt(postCode);
  });

  routes.id('customer.lead', ({ params }) => leadView(leadByToken(ctx, params.leadCustomerId)));

  routes.id('customer.saveAddress', ({ body }) => {
    const lead = leadByToken(ctx, body.leadCustomerId);
    const first = validateForm(body, formRules('GB').lead)[0];
    if (first) throw invalid(`${first.field}: ${first.message}`);
    for (const field of ['building', 'town', 'street', 'county', 'houseNumber', 'flatNumber']) lead[field] = text(body, field) ?? '';
    lead.updatedAt = ctx.nowIso();
    ctx.changed();
    return leadView(lead);
  });

  // The older registration PIN check: the pending OTP under the lockout, like membership.pinValid.
  routes.id('customer.pinValidate', (call) => {
    const customer = requireCustomer(call);
    const pin = optStr(call.body, 'pin') ?? str(call.body, 'pinCode');
    guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
    return { token: call.caller.kind === 'customer' ? call.caller.token : '' };
  });

  routes.id('customer.handoverLogin', ({ params }) => {
    const intro = ctx.db.introductions.find((i) => i.introductionId === params.introductionId);
    if (!intro) throw invalid('This introduction does not exist.');
    const customer = ctx.customerById(intro.customerId);
    if (!customer) throw invalid(CUSTOMER_GONE);
    if (intro.status === 'handoverCompleted') return { token: '', status: intro.status };
    // Per phone like the PIN resends: a reload within the wait gets a token but no second SMS (the PIN
    // already sent still works); with no live PIN to reuse, the wait is refused (ResendTooSoon).
    const key = resendKey(customer.mobilePhone, customer.country);
    if (!(secondsLeft(ctx, key) > 0 && otpLive(customer))) {
      throttleResend(ctx, key);
      sendPin(ctx, customer, 'handover');
    }
    // A pending token: it signs the PIN call only and becomes the session when the PIN is right.
    return { token: ctx.issueToken('handover', customer.id, null, OTP_LIFE_MS), status: intro.status };
  });

  routes.id('customer.handoverOtp', async (call) => {
    const customer = requireCustomer(call);
    const intro = ctx.db.introductions.find((i) => i.customerId === customer.id);
    if (!intro) throw invalid('No partner introduction is waiting for this customer.');
    if (intro.status === 'handoverCompleted')
      return { token: call.caller.kind === 'customer' ? call.caller.token : '', status: intro.status };
    const pin = optStr(call.body, 'pin') ?? str(call.body, 'pinCode');
    guardPin(ctx, customer, PIN_INVALID, () => checkPin(customer, pin));
    const email = optStr(call.body, 'email');
    if (email !== undefined) {
      if (validEmail()(email) || (await refusedEmail(email)))
        throw invalid('The e-mail address is invalid. Please enter another one.', 'PartnerCustomerInvalidEmail');
      const owner = ctx.customerByEmail(email);
      if (owner && owner.id !== customer.id)
        throw invalid('This e-mail address is already in use. Please enter another one.', 'EmailNotAvailable');
      customer.emailAddress = email.toLowerCase();
      customer.communication = customer.communication.map((c) =>
        c.type === 'email' && c.subType === 'personal' ? { ...c, value: customer.emailAddress } : c,
      );
      intro.partnerEmailInvalid = false;
    } else if (intro.partnerEmailInvalid) {
      throw invalid('The e-mail address your partner sent is invalid. Please enter your e-mail address.', 'PartnerCustomerInvalidEmail');
    }
    intro.status = 'handoverCompleted';
    customer.otp = null;
    if (call.caller.kind === 'customer') ctx.promoteToken(call.caller.token);
    ctx.changed();
    return { token: call.caller.kind === 'customer' ? call.caller.token : '', status: intro.status };
  });

  routes.id('customer.verifyEmail', ({ query, caller }) => {
    const code = typeof query.verifyCode === 'string' ? query.verifyCode : '';
    // Staff may mark a customer's work e-mail verified by id (the admin's action).
    if (!code && caller.kind === 'staff' && query.customerId !== undefined) {
      const customer = ctx.customerById(id(query.customerId, 'customerId'));
      if (!customer) throw invalid(CUSTOMER_GONE);
      customer.emailVerified = true;
      customer.workEmailVerifyCode = undefined;
      ctx.changed();
      return { message: 'Your work E-mail verified successfully' };
    }
    if (!code) throw invalid('verifyCode is required.');
    const customer = ctx.db.customers.find((c) => c.workEmailVerifyCode === code);
    if (!customer) throw invalid('This verification link is not valid.');
    customer.emailVerified = true;
    customer.workEmailVerifyCode = undefined;
    ctx.changed();
    return { message: 'Your work E-mail verified successfully' };
  });

  routes.id('customer.affiliateClick', ({ body }) => {
    const uniqueClientId = str(body, 'uniqueClientId');
    const history = list(body, 'history');
    // The campaign of the click when the landing history names one, for the back office: the site sends
    // the pages the visitor landed on (`fullUri`), the affiliate's link carrying `campaignId` in its query.
    const named = history.map(campaignOf).find((v) => v !== undefined);
    const click = ctx.insert('affiliateClicks', {
      uniqueClientId,
      history,
      campaignId: named ?? null,
      customerId: null,
      createdAt: ctx.nowIso(),
    });
    return { id: click.id };
  });

  routes.id('customer.affiliateAttach', (call) => {
    const customer = requireCustomer(call);
    const uniqueClientId = str(call.body, 'uniqueClientId');
    const history = list(call.body, 'history');
    const clicks = ctx.rows('affiliateClicks').filter((c) => c.uniqueClientId === uniqueClientId && c.customerId === null);
    for (const click of clicks) click.customerId = customer.id;
    customer.affiliateHistory = [...(customer.affiliateHistory ?? []), ...history];
    ctx.changed();
    return { attached: clicks.length };
  });
}

/** The campaign a landing history item names: its own `campaignId`, else the `campaignId` of its page's query. */
function campaignOf(item: unknown): number | undefined {
  if (!isObject(item)) return undefined;
  if (item.campaignId !== undefined && item.campaignId !== null) return Number(item.campaignId);
  if (typeof item.fullUri !== 'string') return undefined;
  const query = item.fullUri.includes('?') ? item.fullUri.slice(item.fullUri.indexOf('?') + 1) : '';
  const value = new URLSearchParams(query).get('campaignId');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

const CUSTOMER_GONE = 'Customer does not exist.';
export const LEAD_LINK_INVALID = 'This lead link is not valid. Please register with the form.';

/** True while the customer's pending PIN (OTP) can still be used. */
export function otpLive(customer: CustomerRecord): boolean {
  return (
    typeof customer.otp === 'string' &&
    customer.otp !== '' &&
    (typeof customer.otpExpires !== 'string' || Date.parse(customer.otpExpires) > Date.now())
  );
}

/**
 * The lead a lead link names. The link carries the lead's own token (random, given at creation), never
 * its number: numbers are guessable and would hand out anyone's name, e-mail, mobile and address.
 */
function leadByToken(ctx: Context, value: unknown): Stored<LeadRecord> {
  const token = typeof value === 'string' ? value.trim() : '';
  const lead = /^[0-9a-f]{32}$/.test(token) ? ctx.rows<LeadRecord>('leads').find((l) => l.token === token) : undefined;
  if (!lead) throw invalid(LEAD_LINK_INVALID);
  return lead;
}

/** What the lead's page sees: its data under the link's token as `id` (the site sends that id back). */
function leadView(lead: Stored<LeadRecord>): LeadView {
  const { id: _id, token, ...rest } = lead;
  return { ...rest, id: token };
}

/** A stored lead: what its page shows, under its own random token. */
type LeadRecord = Omit<LeadView, 'id'> & { token: string };
const STREETS = ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue', 'Mill Lane', 'Queens Road', 'Green Lane'];
const TOWNS = [
  ['London', 'Greater London'],
  ['Manchester', 'Greater Manchester'],
  ['Leeds', 'West Yorkshire'],
  ['Bristol', 'Bristol'],
  ['Birmingham', 'West Midlands'],
];

/** Deterministic buildings at a UK postcode: the same postcode always gives the same list. */
export function buildingsAt(postCode: string) {
  let hash = 0;
  for (const ch of postCode.replace(/\s/g, '')) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const street = STREETS[hash % STREETS.length] as string;
  const [town, county] = TOWNS[hash % TOWNS.length] as [string, string];
  const count = 4 + (hash % 5);
  return Array.from({ length: count }, (_, i) => {
    const houseNumber = String(1 + ((hash >>> 3) % 40) + i * 2);
    const flatNumber = i % 3 === 2 ? String(1 + (i % 4)) : '';
    return {
      building: `${flatNumber ? `Flat ${flatNumber}, ` : ''}${houseNumber} ${street}`,
      houseNumber,
      flatNumber,
      street,
      town,
      county,
      postCode,
    };
  });
}
