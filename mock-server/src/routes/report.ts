import type { Request } from 'express';
import { checkSignInSecret } from '../security/secrets.ts';
import { guarded } from '../security/lockout.ts';
import { createSprayLimit, type SprayLimit } from '../security/spray-limit.ts';
import { staffLockKey } from './staff-password.ts';
import { canRole, type ComprehensiveLoanReportEntry, type ReportSignInResponse } from '@pronto/api';
import {
  countryOfApplication,
  loanReportRows,
  parseReportDate,
  REPORT_MESSAGES,
  reportRequestErrors,
  reportSignInErrors,
  DEFAULT_SUMMARY_WINDOW,
  isSummaryWindow,
  summaryPeriodsOf,
  summaryReport,
} from '@pronto/domain';
import type { Context } from '../context.ts';
import { ApiError, AUTH_ERROR, FORBIDDEN, invalid } from '../http.ts';
import type { Routes } from './define.ts';
import type { StaffRecord } from '../types.ts';
import { recordMemberLogin } from './staff-admin.ts';
import { operationsOf } from '../operations.ts';

/** The staff member of the request's bearer token; 401 without a valid staff token. */
function staffOf(req: Request, ctx: Context): StaffRecord {
  const header = req.headers.authorization ?? '';
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const record = ctx.findToken(token);
  const staff = record?.kind === 'staff' ? ctx.staffById(record.subjectId) : null;
  if (!staff?.active) throw new ApiError(401, AUTH_ERROR);
  return staff;
}

const headerValue = (req: Request, name: string): string | undefined => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
};

/**
 * The report calls of back-office.md §7:
 * - POST /api/report/login {emailAddress, password, country} -> { token, user } for any active staff
 *   member of that country (the admin console signs in here too).
 * - POST /api/report/ComprehensiveLoanReport {start, end, summaryWindow?} (+ `application` header) ->
 *   [{ summaryReport, loans }]: the summary over the application's country periods (over [start, end)
 *   without an application), computed from the stored book; the loans of [start, end) and the application.
 *   The periods: `summaryWindow` `current` (the default) the 12 quarters (UK) / 6 months (ES) ending with
 *   the server clock's current one, `historical` the spec's fixed window (docs/decisions.md "Report summary
 *   window"). Needs a staff token whose role may use reports.
 */
export function registerReportRoutes(routes: Routes, ctx: Context, spray: SprayLimit = createSprayLimit()): void {
  routes.id('report.login', ({ body, req }): ReportSignInResponse => {
    const [error] = reportSignInErrors(body);
    if (error) throw invalid(error);
    const email = String(body.emailAddress).trim().toLowerCase();
    const country = String(body.country).toUpperCase() === 'ES' ? 'ES' : 'GB';
    // Under the lockout, per e-mail and market: five wrong passwords lock the sign-in for a while; and per
    // client over every e-mail (one password tried on many accounts).
    return spray.run(req, staffLockKey(country, email), [REPORT_MESSAGES.wrongCredentials], () =>
      guarded(ctx, staffLockKey(country, email), [REPORT_MESSAGES.wrongCredentials], () => {
        const staff = ctx.db.staff.find((s) => s.emailAddress.toLowerCase() === email);
        const ok = checkSignInSecret(staff?.password, body.password, staff?.active === true && staff.country === country);
        recordMemberLogin(ctx, email, staff, ok);
        if (!ok || !staff) {
          throw invalid(REPORT_MESSAGES.wrongCredentials, 'wrongCredentials');
        }
        const { password: _password, active: _active, ...user } = staff;
        // An agent's business operations, so that the console hides what the API would refuse them.
        const operations = staff.role === 'agent' ? { operations: operationsOf(ctx, staff.id) } : {};
        return { token: ctx.issueToken('staff', staff.id, staff.role), user: { ...user, ...operations } };
      }),
    );
  });

  routes.id('report.ComprehensiveLoanReport', ({ req, body }): ComprehensiveLoanReportEntry[] => {
    const staff = staffOf(req, ctx);
    if (!canRole(staff.role, 'reports')) throw new ApiError(403, FORBIDDEN);
    const application = headerValue(req, 'application') ?? (typeof body.application === 'string' ? body.application : undefined);
    const [error] = reportRequestErrors({ start: body.start, end: body.end, application, summaryWindow: body.summaryWindow });
    if (error) throw invalid(error);
    const start = parseReportDate(body.start) as string;
    const end = parseReportDate(body.end) as string;
    const window = isSummaryWindow(body.summaryWindow) ? body.summaryWindow : DEFAULT_SUMMARY_WINDOW;
    const country = countryOfApplication(application);
    // "Today" is the server's clock (UTC day): it places the current period and measures performance.
    const asOf = ctx.now().toISOString().slice(0, 10);
    const book = country ? ctx.db.loans.filter((loan) => loan.country === country) : ctx.db.loans;
    const periods = country ? summaryPeriodsOf(country, window, asOf) : [{ dateStart: start, dateEnd: end }];
    return [
      {
        summaryReport: summaryReport(book, periods, { asOf }),
        loans: loanReportRows(book, { start, end, asOf, ...(application ? { application } : {}) }).map((row) => {
          const customer = ctx.customerById(row.customerId);
          return customer ? { ...row, customerName: `${customer.firstName} ${customer.lastName}`.trim() } : row;
        }),
      },
    ];
  });
}
