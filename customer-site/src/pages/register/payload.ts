import type { CountryCode, RegistrationRequest, RegistrationTracking } from '@pronto/api/customer-site';
import { calendarToIso, normalizeMobile, parseInputDate, workFieldsFor, type WorkField } from '@pronto/domain';
import { market } from '../../app/config.ts';

export type FormValues = Record<string, string | boolean | undefined>;

/** The tracking fields of this visit (customer-site.md §3); `tryCount` counts as a number here. */
export interface Tracking {
  uId: string;
  tryCount: number;
  landingGroup: string;
}

/** `YYYY-MM-DD` (or D-M-Y) -> `YYYY-MM-DDT12:00:00Z`, as the registration sends birth dates. */
export function birthDateForApi(value: string): string {
  const parsed = parseInputDate(value);
  return parsed ? `${calendarToIso(parsed)}T12:00:00Z` : value;
}

/**
 * The registration body: the market's form (hidden work fields left out, national ID upper-cased, birth
 * date at noon UTC, mobile auto-prefixed) plus the tracking fields of customer-site.md §3. An empty
 * optional field is not sent; an empty required one goes as '' (the form has refused it already).
 */
export function registrationPayload(values: FormValues, tracking: Tracking, forMarket: CountryCode = market): RegistrationRequest {
  const given = (field: string): string | undefined => {
    const value = values[field];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const text = (field: string) => given(field) ?? '';
  const sent: RegistrationTracking = {
    isPingTreeCustomer: false,
    pingTreeToken: '',
    uId: tracking.uId,
    tryCount: String(tracking.tryCount),
    landingGroup: tracking.landingGroup,
  };
  const common = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: birthDateForApi(text('birthDate')),
    emailAddress: text('emailAddress').trim(),
    mobilePhone: normalizeMobile(text('mobilePhone'), forMarket),
    agreementsAccept: values.agreementsAccept === true,
    accurateInformation: values.accurateInformation === true,
  };
  if (forMarket === 'ES') return { ...common, ...sent, countryCode: 'ES', additionalField: text('additionalField').trim().toUpperCase() };
  const shown = new Set<WorkField>(workFieldsFor(given('employmentStatus')));
  const work = (field: WorkField) => (shown.has(field) ? given(field) : undefined);
  return {
    ...common,
    ...sent,
    countryCode: 'GB',
    gender: text('gender'),
    postCode: text('postCode'),
    building: text('building'),
    town: given('town'),
    street: given('street'),
    county: given('county'),
    houseNumber: given('houseNumber'),
    flatNumber: given('flatNumber'),
    employmentStatus: text('employmentStatus'),
    monthlyIncome: work('monthlyIncome') ?? '',
    workAddressCompanyName: work('workAddressCompanyName'),
    workAddressCompanyAddress: work('workAddressCompanyAddress'),
    workPhone: work('workPhone'),
    position: work('position'),
  };
}
