import type { CountryCode } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, Row } from '../types.ts';
import { optStr } from '../validate.ts';
import { mayMarketBy } from './comm-permissions.ts';
import type { Routes } from './define.ts';
import { newest, staffName } from './staff-helpers.ts';

export const DENGAGE_JOBS = 'dengageSyncJobs';
const MARKETS: readonly CountryCode[] = ['GB', 'ES'];

/**
 * What a contact sync sends to dEngage (the marketing platform): every customer of the markets who is
 * not deleted, with the channels they allow marketing on (communication and NCP permission); those who
 * allow none are skipped.
 */
export function syncFigures(customers: readonly CustomerRecord[], permissions: readonly Row[], markets: readonly CountryCode[]) {
  const byCustomer = new Map<number, Row[]>();
  for (const p of permissions) byCustomer.set(Number(p.customerId), [...(byCustomer.get(Number(p.customerId)) ?? []), p]);
  let email = 0;
  let sms = 0;
  let sent = 0;
  let skipped = 0;
  for (const c of customers) {
    if (c.deleted || !markets.includes(c.country)) continue;
    const own = byCustomer.get(c.id) ?? [];
    const byEmail = mayMarketBy(own, c, 'email');
    const bySms = mayMarketBy(own, c, 'sms');
    if (byEmail) email++;
    if (bySms) sms++;
    if (byEmail || bySms) sent++;
    else skipped++;
  }
  return { contacts: sent, emailContacts: email, smsContacts: sms, skipped };
}

/** dEngage contact syncs: staff start one (it runs at once here) and follow the jobs. */
export function registerDengageRoutes(routes: Routes, ctx: Context): void {
  routes.id('customer.dengage/sync', (call) => {
    const country = optStr(call.body, 'country') ?? optStr(call.body, 'countryCode');
    if (country !== undefined && !(MARKETS as readonly string[]).includes(country)) throw invalid('country must be GB or ES.');
    const markets = country ? [country as CountryCode] : MARKETS;
    const reason = optStr(call.body, 'reason') ?? '';
    if (reason.length > 500) throw invalid('The reason must be at most 500 characters.');
    const startedAt = ctx.nowIso();
    return ctx.insert(DENGAGE_JOBS, {
      countries: markets,
      status: 'completed',
      ...syncFigures(ctx.db.customers, ctx.rows('commPermissions'), markets),
      requestedBy: staffName(call),
      reason,
      createdAt: startedAt,
      finishedAt: ctx.nowIso(),
    });
  });

  routes.id('customer.dengage/syncJobs', () => newest(ctx.rows(DENGAGE_JOBS)));
}
