import { countries } from '@pronto/countries';
import type { CountryCode } from '@pronto/api';

/** Performance is based on due date plus 5 days (back-office.md §1). */
export const PERFORMANCE_GRACE_DAYS = 5;

/** Report application values: {product}_ES and {product}_UK, ES first (the default). */
export const REPORT_APPLICATIONS = [countries.ES.application, countries.GB.application] as const;

/** The default report application ({product}_ES, back-office.md §2). */
export const DEFAULT_REPORT_APPLICATION: string = countries.ES.application;

/** The report application of a market. */
export const reportApplicationOf = (country: CountryCode): string => countries[country].application;

/** The market of a report application, or undefined when the value is not one of REPORT_APPLICATIONS. */
export function countryOfApplication(application: unknown): CountryCode | undefined {
  if (application === countries.ES.application) return 'ES';
  if (application === countries.GB.application) return 'GB';
  return undefined;
}

export const isReportApplication = (value: unknown): value is string => countryOfApplication(value) !== undefined;
