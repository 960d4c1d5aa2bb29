/** The registration post (customer.customer.post) of both markets (customer-site.md §3). */
import type { CountryCode } from './models.ts';

/** The fields both markets' new-customer forms send. */
interface RegistrationCommon {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DDT12:00:00Z */
  birthDate: string;
  emailAddress: string;
  /** As typed in the market's form, auto-prefixed (UK 07..., ES 6...). */
  mobilePhone: string;
  /** The privacy policy accepted; the API refuses false. */
  agreementsAccept: boolean;
  /** The information confirmed accurate; the API refuses false. */
  accurateInformation: boolean;
}

/** The UK (generic) new-customer form: address from the building list (or Other and typed), employment. */
export interface UkRegistrationForm extends RegistrationCommon {
  countryCode: 'GB';
  gender: string;
  postCode: string;
  /** A building of the postcode's list, or Other with the manual fields below. */
  building: string;
  town?: string;
  street?: string;
  county?: string;
  houseNumber?: string;
  flatNumber?: string;
  employmentStatus: string;
  monthlyIncome: string | number;
  /** The work fields of the employment status (customer-site.md §3); the others are not sent. */
  workAddressCompanyName?: string;
  workAddressCompanyAddress?: string;
  workPhone?: string;
  position?: string;
}

/** The Spanish new-customer form: the national ID instead of the address and employment. */
export interface SpanishRegistrationForm extends RegistrationCommon {
  countryCode: 'ES';
  /** DNI, NIE or CIF, upper-cased. */
  additionalField: string;
}

/** The tracking fields the registration post adds to the form (customer-site.md §3). */
export interface RegistrationTracking {
  isPingTreeCustomer: boolean;
  pingTreeToken: string;
  uId: string;
  /** How many times this number was already registered in this visit, as text. */
  tryCount: string;
  landingGroup: string;
}

/** The body of customer.customer.post: a market's new-customer form plus the tracking fields. */
export type RegistrationRequest = (UkRegistrationForm | SpanishRegistrationForm) & RegistrationTracking;

/** The form fields of a market's registration (without `countryCode`, which the site adds). */
export type RegistrationFormField<Market extends CountryCode> = Exclude<
  keyof (Market extends 'GB' ? UkRegistrationForm : SpanishRegistrationForm),
  'countryCode'
>;
