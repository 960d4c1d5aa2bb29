import { findProvince, getCountry, provinceForPostcode, type CountryCode } from '@pronto/countries';
import { servesSpain } from '@pronto/countries/served';
import { ageBetween, validDate } from './dates.ts';
import { isDisposableEmail } from './email.ts';
import { messagesFor } from './messages.ts';
import { normalizeMobile, samePhone } from './phone.ts';
import {
  allowedCharacters,
  digitsOnly,
  validEmail,
  isEmpty,
  matchesField,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
  pattern,
  required,
  requiredWhen,
  step,
  valueText,
  valueOf,
  toNumber,
  type Rule,
  type RuleSet,
} from './rules.ts';
import { isValidSpanishId } from './spanish-id.ts';
import { isWorkFieldShown, type WorkField } from './work-fields.ts';

/** Names of the fields that have rules in `fieldRules`. */
export type FieldName =
  | 'firstName'
  | 'lastName'
  | 'birthDate'
  | 'additionalField'
  | 'emailAddress'
  | 'mobilePhone'
  | 'postCode'
  | 'monthlyIncome'
  | 'workAddressCompanyName'
  | 'workAddressCompanyAddress'
  | 'workPhone'
  | 'position'
  | 'gender'
  | 'employmentStatus'
  | 'building'
  | 'town'
  | 'street'
  | 'county'
  | 'houseNumber'
  | 'flatNumber'
  | 'agreementsAccept'
  | 'accurateInformation'
  | 'pinCode'
  | 'password'
  | 'password2'
  | 'phoneNumber'
  | 'name'
  | 'subject'
  | 'message'
  | 'captcha'
  | 'email';

/** Rules of every field for one market. */
export type FieldRules = Readonly<Record<FieldName, readonly Rule[]>>;

/** Longest first or last name (each part) accepted in both markets. */
export const NAME_MAX_LENGTH = 50;

/**
 * One character of a name: a letter of any script with its accents (also as combining marks), space,
 * hyphen, apostrophe (' or ’), and the comma and dot the Spanish spec allows. No digits, `<>` or emoji.
 */
const NAME_CHARACTER = /[\p{L}\p{M} '’,.-]/u;

/** First and last name in both markets: required, 3 to 50 characters, name characters only, at least one letter. */
export function nameRules(market: CountryCode): Rule[] {
  const m = messagesFor(market);
  return [
    required(m.required),
    minLength(3, m.minLength(3)),
    maxLength(NAME_MAX_LENGTH, m.maxLength(NAME_MAX_LENGTH)),
    allowedCharacters(NAME_CHARACTER, m.character),
    // Punctuation alone ("---") is not a name.
    pattern(/\p{L}/u, m.pattern),
  ];
}

/**
 * What staff may write with the console's customer edit (customer.customer.put): the names as the
 * customer's own forms check them, a well-formed e-mail, a monthly income that is a number and not
 * below 0. The console checks the form with these and the mock refuses the same (422). The rules are
 * the same in both markets; `market` picks the words (the mock: the customer's; the console: its language).
 */
export function staffCustomerRules(market: CountryCode): RuleSet {
  const m = messagesFor(market);
  const number: Rule = (value) =>
    isEmpty(value) || Number.isFinite(typeof value === 'number' ? value : toNumber(value)) ? undefined : m.number;
  return {
    firstName: nameRules(market),
    lastName: nameRules(market),
    emailAddress: [required(m.required), validEmail(m.email)],
    monthlyIncome: [number, minValue(0, m.minValue(0))],
  };
}

/** Longest contact form name, subject and message the site and the API accept. */
export const contactLimits = { name: 100, subject: 150, message: 2000 } as const;

/** Incomes: minimum for both markets, maximum per market (UK message 100000, Spanish form 99999), step 10. */
export const incomeLimits: Readonly<Record<CountryCode, { min: number; max: number; step: number }>> = {
  GB: { min: 100, max: 100000, step: 10 },
  ES: { min: 100, max: 99999, step: 10 },
};

/** The value of the chosen building that opens the manual address fields. */
export const OTHER_BUILDING = 'Other';

/** True when the form's building is Other (manual address). */
export const isOtherBuilding = (values?: object): boolean => valueOf(values, 'building') === OTHER_BUILDING;

/** A work field rule that applies only when the field is shown for the employment status. */
const whenShown =
  (field: WorkField, rules: readonly Rule[]): Rule =>
  (value, values) => {
    if (!isWorkFieldShown(field, values)) return undefined;
    for (const rule of rules) {
      const error = rule(value, values);
      if (error !== undefined) return error;
    }
    return undefined;
  };

/** A rule comparing with another phone field by its last 9 digits. */
const differentPhone =
  (other: string, message: string): Rule =>
  (value, values) => {
    const otherValue = valueText(valueOf(values, other));
    return !isEmpty(value) && otherValue && samePhone(valueText(value), otherValue) ? message : undefined;
  };

/** Mobile phone of the market, auto-prefixed: pattern and length bounds. */
function mobileRules(market: CountryCode): Rule[] {
  const m = messagesFor(market);
  const { mobilePattern, mobileLength } = getCountry(market);
  const phone: Rule = (value) => {
    if (isEmpty(value)) return undefined;
    const v = normalizeMobile(valueText(value), market);
    return v.length < mobileLength.min || v.length > mobileLength.max || !mobilePattern.test(v) ? m.mobilePhone : undefined;
  };
  return [required(m.required), phone];
}

/** Postcode of the new-customer form: the market's pattern. */
function postCodeRules(market: CountryCode): Rule[] {
  const m = messagesFor(market);
  const { postCodePattern } = getCountry(market);
  return [required(m.required), pattern(postCodePattern, m.postCode)];
}

/**
 * Postcode of the additional info form. ES: exactly 5 characters, the country pattern, and the first
 * two digits equal the province code of the chosen town. GB: the UK pattern.
 */
export function extensionPostCodeRules(market: CountryCode): Rule[] {
  if (!servesSpain || market !== 'ES') return postCodeRules(market);
  const m = messagesFor(market);
  const exactLength: Rule = (value) => (isEmpty(value) || valueText(value).trim().length === 5 ? undefined : m.postCodeLength(5));
  const province: Rule = (value, values) => {
    const town = valueText(valueOf(values, 'town'));
    if (isEmpty(value) || !town) return undefined;
    const chosen = findProvince(town);
    return chosen && provinceForPostcode(valueText(value))?.code === chosen.code ? undefined : m.postCodeProvince;
  };
  return [required(m.required), exactLength, pattern(getCountry(market).postCodePattern, m.postCode), province];
}

/** Monthly income: required, numeric, whole, 3 to 5 digits (ES), min 100, max per market, step 10. */
function incomeRules(market: CountryCode): Rule[] {
  const m = messagesFor(market);
  const limits = incomeLimits[market];
  const rules: Rule[] = [
    required(m.required),
    numeric(m.number),
    digitsOnly(m.digits),
    minValue(limits.min, m.minIncome(limits.min)),
    maxValue(limits.max, m.maxIncome(limits.max)),
  ];
  if (servesSpain && market === 'ES') rules.push(minLength(3, m.minLength(3)), maxLength(5, m.maxLength(5)));
  rules.push(step(limits.step, m.step(limits.step)));
  return rules;
}

/** The field rules of a market (customer-site.md §5); messages in the market's language. */
export function fieldRules(market: CountryCode): FieldRules {
  const m = messagesFor(market);
  const country = getCountry(market);
  const req = required(m.required);
  const names = nameRules(market);
  const idLength = country.nationalIdLength;
  const manual = requiredWhen(isOtherBuilding, m.required);
  const pin: Rule[] = [req, pattern(/^\d{4}$/, m.pin)];
  const password: Rule[] = [req, minLength(4, m.minLength(4)), maxLength(20, m.maxLength(20))];
  const mobile = mobileRules(market);
  const workPhoneLength = country.workPhoneLength;

  return {
    firstName: names,
    lastName: names,
    birthDate: [req, validDate(m.birthDate), ageBetween(18, 100, m.birthDateRange)],
    additionalField:
      servesSpain && market === 'ES' && idLength
        ? [
            req,
            minLength(idLength.min, m.minLength(idLength.min)),
            maxLength(idLength.max, m.maxLength(idLength.max)),
            (value) => (isEmpty(value) || isValidSpanishId(valueText(value)) ? undefined : m.spanishId),
          ]
        : [],
    emailAddress: [req, validEmail(m.email)],
    mobilePhone: servesSpain && market === 'ES' ? [...mobile, differentPhone('workPhone', m.samePhone)] : mobile,
    postCode: postCodeRules(market),
    monthlyIncome: incomeRules(market),
    workAddressCompanyName: [whenShown('workAddressCompanyName', [req, minLength(3, m.companyNameShort)])],
    workAddressCompanyAddress: [],
    workPhone: [
      whenShown('workPhone', [
        digitsOnly(m.digits),
        minLength(workPhoneLength.min, m.minLength(workPhoneLength.min)),
        maxLength(workPhoneLength.max, m.maxLength(workPhoneLength.max)),
        ...(servesSpain && market === 'ES' ? [differentPhone('mobilePhone', m.samePhone)] : []),
      ]),
    ],
    position: [],
    gender: [req],
    employmentStatus: [req],
    building: [req],
    town: [manual],
    street: [manual],
    county: [manual],
    houseNumber: [manual],
    flatNumber: [manual],
    agreementsAccept: [required(m.agreementsAccept)],
    accurateInformation: [req],
    pinCode: pin,
    password,
    password2: [...password, matchesField('password', m.match)],
    phoneNumber: [req],
    name: [req, maxLength(contactLimits.name, m.maxLength(contactLimits.name))],
    subject: [req, maxLength(contactLimits.subject, m.maxLength(contactLimits.subject))],
    message: [req, maxLength(contactLimits.message, m.maxLength(contactLimits.message))],
    captcha: [required(m.captcha)],
    email: [req, validEmail(m.email), minLength(3, m.minLength(3))],
  };
}

/** Asynchronous e-mail rule: the Spanish variant rejects disposable providers (list loaded on first use). */
export function disposableEmailRule(market: CountryCode): (value: unknown) => Promise<string | undefined> {
  const m = messagesFor(market);
  return async (value) => {
    if (!servesSpain || market !== 'ES' || isEmpty(value)) return undefined;
    return (await isDisposableEmail(valueText(value))) ? m.disposableEmail : undefined;
  };
}
