/** Markets the product runs in (ISO 3166-1 alpha-2; the UK is `GB`). */
export type CountryCode = 'GB' | 'ES';

/** How money is written in a market. */
export interface CurrencyFormat {
  code: 'GBP' | 'EUR';
  symbol: string;
  /** `left`: £1,000.00; `right`: 1.000,00 € (a space before the symbol). */
  symbolPosition: 'left' | 'right';
  decimalSeparator: string;
  thousandsSeparator: string;
  decimals: number;
}

/** Inclusive length bounds of a field, in characters. */
export interface LengthBounds {
  min: number;
  max: number;
}

/** Per-country configuration (customer-site.md §1, §5, §9). */
export interface CountryConfig {
  code: CountryCode;
  name: string;
  /** BCP 47 locale (the spec writes `en-gb`). */
  locale: string;
  /** Value of the `language` request header. */
  language: string;
  timezone: string;
  currency: CurrencyFormat;
  /** Date display format. */
  dateFormat: 'DD/MM/YYYY';
  /** Trunk prefix added in front of national numbers (`0` in the UK, none in Spain). */
  phonePrefix: string;
  /** International dialling code, e.g. `+44`. */
  countryCode: string;
  /** Mobile phone as typed in the form (with the trunk prefix). */
  mobilePattern: RegExp;
  mobileLength: LengthBounds;
  workPhoneLength: LengthBounds;
  postCodePattern: RegExp;
  /** National ID (additionalField) length; null where the market does not collect one. */
  nationalIdLength: LengthBounds | null;
  /** Application name sent with every request ({product}_UK / {product}_ES). */
  application: string;
  /** Loan limits: first loan and after successful repayments. */
  loanLimits: { newCustomer: number; later: number };
  /** The customer site's public address in this market (links in messages to customers). */
  siteUrl: string;
}

/** A Spanish province and the two-digit prefix of its postcodes. */
export interface Province {
  code: string;
  name: string;
}
