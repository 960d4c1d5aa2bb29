import { calendarToIso, normalizeMobile, parseInputDate, workFieldsFor } from '@pronto/domain';
import { market } from '../../app/config.ts';

export type FormValues = Record<string, string | boolean | undefined>;

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
 * The registration body: the form (hidden work fields left out, national ID upper-cased, birth date
 * at noon UTC, mobile auto-prefixed) plus the tracking fields of customer-site.md §3.
 */
export function registrationPayload(values: FormValues, tracking: Tracking): Record<string, unknown> {
  const shown = new Set<string>(workFieldsFor(typeof values.employmentStatus === 'string' ? values.employmentStatus : undefined));
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    if (
      ['workAddressCompanyName', 'monthlyIncome', 'workAddressCompanyAddress', 'workPhone', 'position'].includes(key) &&
      !shown.has(key) &&
      market === 'GB'
    )
      continue;
    body[key] = value;
  }
  if (typeof values.additionalField === 'string') body.additionalField = values.additionalField.trim().toUpperCase();
  if (typeof values.birthDate === 'string') body.birthDate = birthDateForApi(values.birthDate);
  if (typeof values.mobilePhone === 'string') body.mobilePhone = normalizeMobile(values.mobilePhone, market);
  if (typeof values.emailAddress === 'string') body.emailAddress = values.emailAddress.trim();
  return {
    ...body,
    countryCode: market,
    isPingTreeCustomer: false,
    pingTreeToken: '',
    uId: tracking.uId,
    tryCount: String(tracking.tryCount),
    landingGroup: tracking.landingGroup,
  };
}
