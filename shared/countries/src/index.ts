/**
 * @pronto/countries: per-country configuration of the UK (GB, default) and Spanish (ES) markets.
 *
 * - `countries`, `countryCodes`, `defaultCountry`, `getCountry(code)`, `isCountryCode(value)`
 * - `formatMoney(amount, code)`, `formatDate(isoDate, code)`
 * - `provinces` (52, by postcode prefix), `provinceForPostcode(postCode)`, `findProvince(codeOrName)`
 * - types `CountryCode`, `CountryConfig`, `CurrencyFormat`, `LengthBounds`, `Province`
 */
export type { CountryCode, CountryConfig, CurrencyFormat, LengthBounds, Province } from './types.ts';
export { countries, countryCodes, defaultCountry, getCountry, isCountryCode } from './countries.ts';
export { formatMoney, formatDate } from './format.ts';
export { provinces, provinceForPostcode, findProvince } from './provinces.ts';
