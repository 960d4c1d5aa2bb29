import type { CountryCode, RegistrationRequest, RegistrationTracking } from '@pronto/api';
import { validateRegistrationAsync } from '@pronto/domain';
import { invalid, type Call } from '../http.ts';
import { str } from '../validate.ts';

/** A text field as sent (trimmed; a number as its digits), or undefined when missing. */
function text(body: Record<string, unknown>, field: string): string | undefined {
  const v = body[field];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : undefined;
}

/** The tracking fields as sent; one a post leaves out reads as the site's own default (customer-site.md §3). */
function tracking(body: Record<string, unknown>): RegistrationTracking {
  return {
    isPingTreeCustomer: body.isPingTreeCustomer === true,
    pingTreeToken: text(body, 'pingTreeToken') ?? '',
    uId: text(body, 'uId') ?? '',
    tryCount: text(body, 'tryCount') ?? '0',
    landingGroup: text(body, 'landingGroup') ?? '',
  };
}

/**
 * Reads a registration post: the market's new-customer rules of @pronto/domain first (the first error is
 * the 422, an e-mail refusal coded InvalidEmail), then the body as the typed request of that market.
 */
export async function readRegistration(call: Call, market: CountryCode): Promise<RegistrationRequest> {
  const body = call.body;
  const first = (await validateRegistrationAsync(body, market))[0];
  if (first)
    throw invalid(first.message, first.field === 'emailAddress' && first.message !== 'This field is required' ? 'InvalidEmail' : undefined);
  const common = {
    ...tracking(body),
    firstName: str(body, 'firstName'),
    lastName: str(body, 'lastName'),
    birthDate: str(body, 'birthDate'),
    emailAddress: str(body, 'emailAddress'),
    mobilePhone: str(body, 'mobilePhone'),
    // The rules above refuse a consent not given.
    agreementsAccept: true,
    accurateInformation: true,
  };
  if (market === 'ES') return { ...common, countryCode: 'ES', additionalField: str(body, 'additionalField').toUpperCase() };
  return {
    ...common,
    countryCode: 'GB',
    gender: str(body, 'gender'),
    postCode: str(body, 'postCode'),
    building: str(body, 'building'),
    town: text(body, 'town'),
    street: text(body, 'street'),
    county: text(body, 'county'),
    houseNumber: text(body, 'houseNumber'),
    flatNumber: text(body, 'flatNumber'),
    employmentStatus: str(body, 'employmentStatus'),
    monthlyIncome: str(body, 'monthlyIncome'),
    workAddressCompanyName: text(body, 'workAddressCompanyName'),
    workAddressCompanyAddress: text(body, 'workAddressCompanyAddress'),
    workPhone: text(body, 'workPhone'),
    position: text(body, 'position'),
  };
}
