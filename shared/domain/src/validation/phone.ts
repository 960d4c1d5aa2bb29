import { getCountry, type CountryCode } from '@pronto/countries';

/** The digits of a phone number with spaces, dots, dashes and brackets removed, and +NN / 00NN turned into the trunk prefix. */
function clean(value: string, market: CountryCode): string {
  const { countryCode, phonePrefix } = getCountry(market);
  const dial = countryCode.replace('+', '');
  // "+44 (0)7..." writes the trunk 0 in brackets after the country code: it is not dialled.
  const v = value
    .trim()
    .replace(/^(\+|00)(\d{1,3})[\s-]*\(0\)/, '$1$2')
    .replace(/[\s().-]/g, '');
  if (v.startsWith(`+${dial}`)) return phonePrefix + v.slice(dial.length + 1);
  if (v.startsWith(`00${dial}`)) return phonePrefix + v.slice(dial.length + 2);
  return v;
}

/** The mobile number as the form keeps it: the trunk prefix (0 in the UK) is added when the value with it fits the pattern. */
export function normalizeMobile(value: string, market: CountryCode): string {
  const { mobilePattern, phonePrefix } = getCountry(market);
  const v = clean(value, market);
  if (phonePrefix && !mobilePattern.test(v) && mobilePattern.test(phonePrefix + v)) return phonePrefix + v;
  return v;
}

/** The mobile number as the model keeps it: the leading trunk prefix stripped (UK 07123456789 -> 7123456789). */
export function toModelMobile(value: string, market: CountryCode): string {
  const { phonePrefix } = getCountry(market);
  const v = normalizeMobile(value, market);
  return phonePrefix && v.startsWith(phonePrefix) ? v.slice(phonePrefix.length) : v;
}

/** True when two phone numbers have the same last 9 digits. */
export function samePhone(a: string, b: string): boolean {
  const last9 = (v: string) => v.replace(/\D/g, '').slice(-9);
  const x = last9(a);
  return x.length > 0 && x === last9(b);
}
