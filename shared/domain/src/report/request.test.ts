import { describe, expect, it } from 'vitest';
import { countryOfApplication, REPORT_APPLICATIONS } from './constants.ts';
import {
  parseReportDate,
  REPORT_MESSAGES,
  reportDateTime,
  reportDefaults,
  reportRequestErrors,
  reportSignInErrors,
  summaryDefaults,
} from './request.ts';

describe('report defaults (back-office.md §2)', () => {
  it('application {product}_ES, start one month ago, end today', () => {
    expect(reportDefaults(new Date(2024, 4, 15, 10))).toEqual({ application: 'PRONTO_ES', start: '2024-04-15', end: '2024-05-15' });
    expect(reportDefaults(new Date(2024, 2, 31)).start).toBe('2024-02-29');
  });

  it('summary: the last month', () => {
    expect(summaryDefaults(new Date(2024, 4, 15))).toEqual({ start: '2024-04-01', end: '2024-05-01' });
    expect(summaryDefaults(new Date(2024, 0, 3))).toEqual({ start: '2023-12-01', end: '2024-01-01' });
  });

  it('allows {product}_ES and {product}_UK', () => {
    expect(REPORT_APPLICATIONS).toEqual(['PRONTO_ES', 'PRONTO_UK']);
    expect(countryOfApplication('PRONTO_UK')).toBe('GB');
    expect(countryOfApplication('PRONTO_ES')).toBe('ES');
    expect(countryOfApplication('PRONTO_FR')).toBeUndefined();
  });
});

describe('report request dates', () => {
  it('are sent with T00:00:00.000Z appended and read back either way', () => {
    expect(reportDateTime('2018-01-01')).toBe('2018-01-01T00:00:00.000Z');
    expect(parseReportDate('2018-01-01T00:00:00.000Z')).toBe('2018-01-01');
    expect(parseReportDate('2018-01-01')).toBe('2018-01-01');
    expect(parseReportDate('2018-02-30T00:00:00.000Z')).toBeUndefined();
    expect(parseReportDate('yesterday')).toBeUndefined();
  });

  it('start, end and a known application are required', () => {
    expect(reportRequestErrors({})).toEqual([REPORT_MESSAGES.startRequired, REPORT_MESSAGES.endRequired]);
    expect(reportRequestErrors({ start: 'x', end: '2018-01-01' })).toEqual([REPORT_MESSAGES.startInvalid]);
    expect(reportRequestErrors({ start: '2018-02-01', end: '2018-01-01' })).toEqual([REPORT_MESSAGES.endBeforeStart]);
    expect(reportRequestErrors({ start: '2018-01-01', end: '2018-02-01', application: 'PRONTO_FR' })).toEqual([
      'Application must be PRONTO_ES or PRONTO_UK.',
    ]);
    expect(reportRequestErrors({ start: '2018-01-01T00:00:00.000Z', end: '2018-02-01T00:00:00.000Z', application: 'PRONTO_UK' })).toEqual(
      [],
    );
  });

  it('a summary window, when given, is current or historical', () => {
    const range = { start: '2018-01-01', end: '2018-02-01' };
    expect(reportRequestErrors({ ...range, summaryWindow: 'current' })).toEqual([]);
    expect(reportRequestErrors({ ...range, summaryWindow: 'historical' })).toEqual([]);
    expect(reportRequestErrors({ ...range, summaryWindow: 'latest' })).toEqual(['Summary window must be current or historical.']);
  });
});

describe('report sign-in (back-office.md §5)', () => {
  it('e-mail required and valid, password required, country required', () => {
    expect(reportSignInErrors({})).toEqual([
      REPORT_MESSAGES.emailRequired,
      REPORT_MESSAGES.passwordRequired,
      REPORT_MESSAGES.countryRequired,
    ]);
    expect(reportSignInErrors({ emailAddress: 'reporter@', password: 'x', country: 'GB' })).toEqual([REPORT_MESSAGES.emailInvalid]);
    expect(reportSignInErrors({ emailAddress: 'reporter@pronto.test', password: 'x', country: 'FR' })).toEqual([
      REPORT_MESSAGES.countryInvalid,
    ]);
    expect(reportSignInErrors({ emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' })).toEqual([]);
  });
});
