import { EMAIL_PATTERN } from '../validation/index.ts';
import { DEFAULT_REPORT_APPLICATION, REPORT_APPLICATIONS, isReportApplication } from './constants.ts';
import { isDay, localDay, plusMonths } from './days.ts';
import { isSummaryWindow, SUMMARY_WINDOWS } from './periods.ts';

/** Report filters (back-office.md §2): start, end (YYYY-MM-DD) and application. */
export interface ReportFilters {
  start: string;
  end: string;
  application: string;
}

/** Defaults of the report page: application {product}_ES, start one month ago, end today. */
export function reportDefaults(today: Date = new Date()): ReportFilters {
  const end = localDay(today);
  return { application: DEFAULT_REPORT_APPLICATION, start: plusMonths(end, -1), end };
}

/** Default range of the summary view: the last (previous calendar) month, [1st of last month, 1st of this month). */
export function summaryDefaults(today: Date = new Date()): Pick<ReportFilters, 'start' | 'end'> {
  const end = `${localDay(today).slice(0, 8)}01`;
  return { start: plusMonths(end, -1), end };
}

/** A day as the report call sends it: with T00:00:00.000Z appended (back-office.md §3). */
export const reportDateTime = (day: string): string => `${day}T00:00:00.000Z`;

/** Reads a report date as sent (YYYY-MM-DD, optionally followed by T00:00:00.000Z); undefined if invalid. */
export function parseReportDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})(T00:00:00(\.000)?Z)?$/.exec(value.trim());
  return match && isDay(match[1]) ? match[1] : undefined;
}

export const REPORT_MESSAGES = {
  startRequired: 'Start date is required.',
  startInvalid: 'Start date must be a date (YYYY-MM-DD).',
  endRequired: 'End date is required.',
  endInvalid: 'End date must be a date (YYYY-MM-DD).',
  endBeforeStart: 'End date must be after the start date.',
  application: `Application must be ${REPORT_APPLICATIONS.join(' or ')}.`,
  summaryWindow: `Summary window must be ${SUMMARY_WINDOWS.join(' or ')}.`,
  emailRequired: 'E-mail address is required.',
  emailInvalid: 'E-mail address is not valid.',
  passwordRequired: 'Password is required.',
  countryRequired: 'Country is required.',
  countryInvalid: 'Country must be GB or ES.',
  wrongCredentials: 'The e-mail address, password or country is not correct.',
  signInFailed: 'Reports could not get loaded',
  reportFailed: 'An error occurred.',
  signInSuccess: 'Login Success',
} as const;

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

/** Messages for a report request's start, end and (when given) application and summary window; empty when valid. */
export function reportRequestErrors(request: { start?: unknown; end?: unknown; application?: unknown; summaryWindow?: unknown }): string[] {
  const errors: string[] = [];
  const start = parseReportDate(request.start);
  const end = parseReportDate(request.end);
  if (blank(request.start)) errors.push(REPORT_MESSAGES.startRequired);
  else if (!start) errors.push(REPORT_MESSAGES.startInvalid);
  if (blank(request.end)) errors.push(REPORT_MESSAGES.endRequired);
  else if (!end) errors.push(REPORT_MESSAGES.endInvalid);
  if (start && end && end <= start) errors.push(REPORT_MESSAGES.endBeforeStart);
  if (request.application !== undefined && !isReportApplication(request.application)) errors.push(REPORT_MESSAGES.application);
  if (request.summaryWindow !== undefined && !isSummaryWindow(request.summaryWindow)) errors.push(REPORT_MESSAGES.summaryWindow);
  return errors;
}

/** Messages for a report sign-in body (back-office.md §5): e-mail required and valid, password and country required. */
export function reportSignInErrors(body: { emailAddress?: unknown; password?: unknown; country?: unknown }): string[] {
  const errors: string[] = [];
  const email = typeof body.emailAddress === 'string' ? body.emailAddress.trim() : '';
  if (blank(email)) errors.push(REPORT_MESSAGES.emailRequired);
  else if (!EMAIL_PATTERN.test(email)) errors.push(REPORT_MESSAGES.emailInvalid);
  if (blank(body.password) || typeof body.password !== 'string') errors.push(REPORT_MESSAGES.passwordRequired);
  if (blank(body.country)) errors.push(REPORT_MESSAGES.countryRequired);
  else if (!['GB', 'UK', 'ES'].includes(String(body.country).toUpperCase())) errors.push(REPORT_MESSAGES.countryInvalid);
  return errors;
}
