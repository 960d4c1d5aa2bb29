import type { RegistrationFormField } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { servesSpain } from '@pronto/countries/served';
import { disposableEmailRule, extensionPostCodeRules, fieldRules, type FieldName, type FieldRules } from './fields.ts';
import { messagesFor } from './messages.ts';
import { digitsOnly, firstError, required, valueOf, type Rule, type RuleSet } from './rules.ts';

/** Forms of the customer site that have rules. */
export type FormName =
  | 'registration'
  | 'additionalInfo'
  | 'lead'
  | 'otp'
  | 'handover'
  | 'login'
  | 'forgotPin'
  | 'reset'
  | 'phoneChange'
  | 'contact'
  | 'emailCorrection';

/** A field error as the mock server answers it (first message per field). */
export interface FieldError {
  field: string;
  message: string;
}

const pick = (rules: FieldRules, names: readonly FieldName[]): RuleSet => Object.fromEntries(names.map((name) => [name, rules[name]]));

const ukRegistration = [
  'firstName',
  'lastName',
  'gender',
  'birthDate',
  'postCode',
  'building',
  'town',
  'street',
  'county',
  'houseNumber',
  'flatNumber',
  'employmentStatus',
  'mobilePhone',
  'emailAddress',
  'workAddressCompanyName',
  'monthlyIncome',
  'workAddressCompanyAddress',
  'workPhone',
  'position',
  'agreementsAccept',
  'accurateInformation',
] as const satisfies readonly (FieldName & RegistrationFormField<'GB'>)[];
const spanishRegistration = [
  'firstName',
  'lastName',
  'additionalField',
  'birthDate',
  'emailAddress',
  'mobilePhone',
  'agreementsAccept',
  'accurateInformation',
] as const satisfies readonly (FieldName & RegistrationFormField<'ES'>)[];

// The request type (@pronto/api RegistrationRequest) and these rules name the same fields: a field of the
// type without a rule here does not compile (the `satisfies` above catch a rule without a field).
type Unchecked<Market extends CountryCode, Listed extends readonly string[]> = Exclude<RegistrationFormField<Market>, Listed[number]>;
export type RegistrationFieldsCovered = [Unchecked<'GB', typeof ukRegistration>, Unchecked<'ES', typeof spanishRegistration>] extends [
  never,
  never,
]
  ? true
  : never;
const covered: RegistrationFieldsCovered = true;
void covered;

/** Fields of the new-customer form per market (customer-site.md §3); the fields of @pronto/api's RegistrationRequest. */
export const registrationFields: Readonly<Record<CountryCode, readonly FieldName[]>> = { GB: ukRegistration, ES: spanishRegistration };

const built = new Map<CountryCode, Readonly<Record<FormName, RuleSet>>>();

/**
 * Rules of every form of a market, by form and field name. Built once per market: the rules hold no
 * state (dates are read when a value is checked), and the mock checked every registration with a fresh set.
 */
export function formRules(market: CountryCode): Readonly<Record<FormName, RuleSet>> {
  let rules = built.get(market);
  if (!rules) built.set(market, (rules = buildFormRules(market)));
  return rules;
}

function buildFormRules(market: CountryCode): Readonly<Record<FormName, RuleSet>> {
  const f = fieldRules(market);
  const m = messagesFor(market);
  const req = required(m.required);
  const mobileLogin = f.mobilePhone.slice(0, 2);
  return {
    registration: pick(f, servesSpain && market === 'ES' ? spanishRegistration : ukRegistration),
    additionalInfo: {
      gender: [req],
      town: [req],
      postCode: extensionPostCodeRules(market),
      street: [req],
      county: [req],
      houseNumber: [req, digitsOnly(m.digits)],
      flatNumber: [req],
      employmentStatus: [req],
      workAddressCompanyName: f.workAddressCompanyName,
      monthlyIncome: f.monthlyIncome,
      workAddressCompanyAddress: f.workAddressCompanyAddress,
      workPhone: f.workPhone,
      position: f.position,
    },
    lead: pick(f, ['building', 'town', 'street', 'county', 'houseNumber', 'flatNumber']),
    otp: { pinCode: f.pinCode },
    handover: { pinCode: f.pinCode },
    login: { mobilePhone: mobileLogin, password: f.password },
    forgotPin: { mobilePhone: mobileLogin },
    reset: { mobilePhone: mobileLogin, pin: f.pinCode, password: f.password, password2: f.password2 },
    phoneChange: { phoneNumber: [...f.phoneNumber, ...mobileLogin.slice(1)] },
    contact: {
      name: f.name,
      emailAddress: f.emailAddress,
      phoneNumber: mobileLogin,
      subject: f.subject,
      message: f.message,
      captcha: f.captcha,
    },
    emailCorrection: { email: f.email },
  };
}

/** The first error of each field of a rule set against a body, skipping the fields in `omit`. */
export function validateForm(body: object, rules: RuleSet, omit: readonly string[] = []): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, fieldRules] of Object.entries(rules)) {
    if (omit.includes(field)) continue;
    const message = firstError(valueOf(body, field), fieldRules, body);
    if (message !== undefined) errors.push({ field, message });
  }
  return errors;
}

/** Errors of a registration body (the new-customer form of the market, tracking fields ignored). */
export function validateRegistration(body: object, market: CountryCode): FieldError[] {
  return validateForm(body, formRules(market).registration);
}

/** Like validateRegistration, plus the Spanish disposable e-mail check (loads the domain list on first use). */
export async function validateRegistrationAsync(body: object, market: CountryCode): Promise<FieldError[]> {
  const errors = validateRegistration(body, market);
  if (errors.some((e) => e.field === 'emailAddress')) return errors;
  const message = await disposableEmailRule(market)(valueOf(body, 'emailAddress'));
  return message === undefined ? errors : [...errors, { field: 'emailAddress', message }];
}

interface AddressLike {
  addressType?: string;
  [key: string]: unknown;
}

interface CommunicationLike {
  type?: string;
  subType?: string;
  value?: unknown;
}

/**
 * The additional info form's flat fields from a customer update body (PUT v2: customerAddress home and
 * work, communication work phone); fields already flat in the body win.
 */
export function flattenCustomerUpdate(body: object): Record<string, unknown> {
  const b = body as Record<string, unknown>;
  const addresses = Array.isArray(b.customerAddress) ? (b.customerAddress as AddressLike[]) : [];
  const home = addresses.find((a) => a.addressType === 'home') ?? {};
  const work = addresses.find((a) => a.addressType === 'work') ?? {};
  const communication = Array.isArray(b.communication) ? (b.communication as CommunicationLike[]) : [];
  const workPhone = communication.find((c) => c.type === 'phone' && c.subType === 'work')?.value;
  const flat: Record<string, unknown> = {
    ...Object.fromEntries(['building', 'town', 'postCode', 'street', 'county', 'houseNumber', 'flatNumber'].map((k) => [k, home[k]])),
    workAddressCompanyName: work.companyName,
    workAddressCompanyAddress: work.district,
    workPhone,
  };
  for (const [key, value] of Object.entries(b)) if (value !== undefined) flat[key] = value;
  return flat;
}

/**
 * Errors of an extension (additional info) body, flat or as the PUT v2 customer update. Pass the
 * customer's personal mobile so the Spanish work phone is checked against it.
 */
export function validateExtension(body: object, market: CountryCode, personalMobile?: string): FieldError[] {
  const flat = flattenCustomerUpdate(body);
  if (personalMobile !== undefined && flat.mobilePhone === undefined) flat.mobilePhone = personalMobile;
  return validateForm(flat, formRules(market).additionalInfo);
}

/** Errors of a contact form post (the captcha is checked by its own call, so it is not in the body). */
export function validateContact(body: object, market: CountryCode): FieldError[] {
  return validateForm(body, formRules(market).contact, ['captcha']);
}

/** A rule for react-hook-form `validate` from a form's rule set (first error wins). */
export function ruleFor(rules: RuleSet, field: string): Rule {
  const list = rules[field] ?? [];
  return (value, values) => firstError(value, list, values);
}
