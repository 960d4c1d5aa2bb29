import { servesSpain, servesUk } from './served.ts';
import type { CountryCode, CountryConfig } from './types.ts';

/** UK variant (default market). */
const GB: CountryConfig = {
  code: 'GB',
  name: 'United Kingdom',
  locale: 'en-GB',
  language: 'en-GB',
  timezone: 'Europe/London',
  currency: { code: 'GBP', symbol: '£', symbolPosition: 'left', decimalSeparator: '.', thousandsSeparator: ',', decimals: 2 },
  dateFormat: 'DD/MM/YYYY',
  phonePrefix: '0',
  countryCode: '+44',
  // Mobiles: 071-075, 077-079 and 07624 (Isle of Man); 070 is personal numbering, 076 pagers.
  mobilePattern: /^07(?:[1-57-9]\d{8}|624\d{6})$/,
  mobileLength: { min: 11, max: 11 },
  workPhoneLength: { min: 10, max: 11 },
  postCodePattern: /^([A-Za-z][A-Ha-hJ-Yj-y]?\d[A-Za-z\d]? ?\d[A-Za-z]{2}|[Gg][Ii][Rr] ?0[Aa]{2})$/,
  nationalIdLength: null,
  application: 'PRONTO_UK',
  loanLimits: { newCustomer: 400, later: 1000 },
  siteUrl: 'https://www.pronto.co.uk',
};

/** Spanish variant. */
const ES: CountryConfig = {
  code: 'ES',
  name: 'España',
  locale: 'es-ES',
  language: 'es-ES',
  timezone: 'Europe/Madrid',
  currency: { code: 'EUR', symbol: '€', symbolPosition: 'right', decimalSeparator: ',', thousandsSeparator: '.', decimals: 2 },
  dateFormat: 'DD/MM/YYYY',
  phonePrefix: '',
  countryCode: '+34',
  // Mobiles: 6xx, 71-74 and 78 (70x and 75-77, 79 are not mobile ranges).
  mobilePattern: /^(?:6\d|7[1-48])\d{7}$/,
  mobileLength: { min: 9, max: 9 },
  workPhoneLength: { min: 9, max: 9 },
  postCodePattern: /^\d{5}$/,
  nationalIdLength: { min: 9, max: 9 },
  application: 'PRONTO_ES',
  loanLimits: { newCustomer: 400, later: 1500 },
  siteUrl: 'https://www.pronto.es',
};

/** Every market's configuration by code. */
export const countries: Readonly<Record<CountryCode, CountryConfig>> = { GB, ES };

/** Market codes, the default (UK) first. */
export const countryCodes: readonly CountryCode[] = ['GB', 'ES'];

/** The default market (UK). */
export const defaultCountry: CountryCode = 'GB';

/** True when the value is a known market code. */
export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'GB' || value === 'ES';
}

/**
 * Configuration of a market; accepts `UK` as an alias of `GB` and any letter case, else the UK. Code built
 * for one market (`servesUk`, `servesSpain`) gets that market's for any code: the other's settings are
 * left out of its bundle.
 */
export function getCountry(code: string | null | undefined): CountryConfig {
  if (!servesSpain) return GB;
  if (!servesUk) return ES;
  return (code ?? '').toUpperCase() === 'ES' ? ES : GB;
}
