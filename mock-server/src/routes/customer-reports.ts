import type { CountryCode } from '@pronto/api';
import { CUSTOMER_STATUSES, LATER_STATUSES, currentStatus, isIssuedLoan } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { CustomerRecord } from '../types.ts';
import { isoDate, optStr } from '../validate.ts';
import type { Routes } from './define.ts';

const MARKETS: readonly CountryCode[] = ['GB', 'ES'];
/** Longest period a report covers: a year and a day (a leap year's report from 1 January to 1 January). */
const MAX_DAYS = 367;

/** The period and market of a report body: from and to (inclusive days, from first), country GB, ES or both. */
function periodOf(call: Call) {
  const from = isoDate(call.body, 'from');
  const to = isoDate(call.body, 'to');
  if (from > to) throw invalid('from must be on or before to.');
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_DAYS) throw invalid(`A report covers at most ${MAX_DAYS} days.`);
  const country = optStr(call.body, 'country') ?? optStr(call.body, 'countryCode');
  if (country !== undefined && !(MARKETS as readonly string[]).includes(country)) throw invalid('country must be GB or ES.');
  return { from, to, markets: country ? [country as CountryCode] : MARKETS };
}

/** Customers who registered in a period (created that day or between), deleted ones included. */
function registeredIn(ctx: Context, period: ReturnType<typeof periodOf>): CustomerRecord[] {
  return ctx.db.customers.filter((c) => {
    const day = c.createdAt.slice(0, 10);
    return day >= period.from && day <= period.to && period.markets.includes(c.country);
  });
}

const perMarket = (rows: CustomerRecord[], markets: readonly CountryCode[]) =>
  Object.fromEntries(markets.map((m) => [m, rows.filter((c) => c.country === m).length]));

/** Figures only, never a customer: the report area's reporters see no personal data. Counts are `count` (a `total` reads as money in the console). */
export function registerCustomerReportRoutes(routes: Routes, ctx: Context): void {
  routes.id(
    'customer.report/customers',
    (call) => {
      const period = periodOf(call);
      const rows = registeredIn(ctx, period);
      const live = rows.filter((c) => !c.deleted);
      return {
        from: period.from,
        to: period.to,
        countries: period.markets,
        count: live.length,
        byCountry: perMarket(live, period.markets),
        byStatus: Object.fromEntries(CUSTOMER_STATUSES.map((s) => [s, live.filter((c) => currentStatus(c) === s).length])),
        blacklisted: live.filter((c) => c.blacklisted).length,
        vip: live.filter((c) => c.vip).length,
        deleted: rows.length - live.length,
      };
    },
    { readOnly: true },
  );

  // The funnel: registered in the period, then how many confirmed their PIN, completed their details, borrowed.
  routes.id(
    'customer.report/registrations',
    (call) => {
      const period = periodOf(call);
      const started = registeredIn(ctx, period);
      const reached = (c: CustomerRecord, statuses: readonly string[]) => c.statuses.some((s) => statuses.includes(s.status));
      const borrowers = new Set(ctx.db.loans.filter(isIssuedLoan).map((l) => l.customerId));
      const steps: [string, CustomerRecord[]][] = [
        ['started', started],
        ['pinConfirmed', started.filter((c) => c.statuses.some((s) => s.status !== 'new'))],
        ['detailsCompleted', started.filter((c) => reached(c, LATER_STATUSES))],
        ['borrowed', started.filter((c) => borrowers.has(c.id))],
        ['declined', started.filter((c) => reached(c, ['declined']))],
      ];
      return {
        from: period.from,
        to: period.to,
        countries: period.markets,
        steps: steps.map(([step, rows]) => ({
          step,
          ...perMarket(rows, period.markets),
          count: rows.length,
          percentOfStarted: started.length ? Math.round((1000 * rows.length) / started.length) / 10 : 0,
        })),
      };
    },
    { readOnly: true },
  );
}
